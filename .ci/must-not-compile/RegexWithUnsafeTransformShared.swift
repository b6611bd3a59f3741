// expected: requires that 'Regex<(Substring, Int)>' conforms to 'Sendable'
// A regex whose transform changes a class, made outside the call and shared by every check.
import RegexBuilder
import Requirements

final class Counter {
  var count = 0
}

func digits(counting counter: Counter) -> Requirement<String> {
  let regex = Regex {
    TryCapture {
      OneOrMore(.digit)
    } transform: { digits -> Int? in
      counter.count += 1
      return Int(digits)
    }
  }
  return .matches(regex)
}
