import PropertyTesting
import Testing
import Validation

// Generated requirements for the ValidatableValue properties, each with a hand-written
// model of its predicate, and the strings and integers they are checked on.

/// The error generated throwing requirements raise.
struct RuleError: Error {}

/// A generated requirement with a hand-written model of its predicate.
struct Rule<Value> {
  let requirement: Requirement<Value>
  /// Whether the requirement holds, or `nil` when its predicate throws (undecided, which a
  /// negation does not turn into a pass).
  let decides: (Value) -> Bool?

  /// Whether the requirement holds: an undecided one does not.
  func holds(_ value: Value) -> Bool { decides(value) == true }
}

/// A value type the properties run on: how to draw values and requirements.
struct ValueDomain<Value: Equatable & Sendable> {
  let value: (inout SplitMix64) -> Value
  let rule: (inout SplitMix64, String) -> Rule<Value>
  /// Values of other types, which `setValue(_: Any)` must refuse.
  let wrongTypes: [Any]
}

func textRule(_ generator: inout SplitMix64, _ id: String) -> Rule<String> {
  switch generator.int(in: 0...8) {
  case 0:
    let length = generator.int(in: 0...5)
    return Rule(requirement: .minLength(length).described("\(id) min \(length)")) {
      $0.count >= length
    }
  case 1:
    let length = generator.int(in: 0...8)
    return Rule(requirement: .maxLength(length).described("\(id) max \(length)")) {
      $0.count <= length
    }
  case 2:
    return Rule(requirement: .nonBlank().described("\(id) non-blank")) {
      !isBlankText($0)
    }
  case 3:
    return Rule(requirement: .atLeast(1, .digits).described("\(id) digit")) { text in
      text.contains { $0.isASCII && $0.isWholeNumber }
    }
  case 4:
    let prefix = generator.string(from: ["a", "b"], length: 0...1)
    return Rule(requirement: .hasPrefix(prefix).described("\(id) prefix \(prefix)")) {
      $0.starts(with: prefix)
    }
  case 5:
    return Rule(requirement: .only(.letters, .digits).described("\(id) alphanumeric")) {
      text in text.allSatisfy { $0.isLetter || ($0.isASCII && $0.isWholeNumber) }
    }
  case 6:
    let inner = textRule(&generator, id + "n")
    return Rule(requirement: !inner.requirement) { inner.decides($0).map(!) }
  case 7:
    let left = textRule(&generator, id + "l")
    let right = textRule(&generator, id + "r")
    return Rule(requirement: left.requirement || right.requirement) {
      let (lhs, rhs) = (left.decides($0), right.decides($0))
      if lhs == true || rhs == true { return true }
      return lhs == nil || rhs == nil ? nil : false
    }
  default:
    return Rule(
      requirement: Requirement("\(id) throws on odd lengths") { text in
        if text.count % 2 == 1 { throw RuleError() }
        return true
      }
    ) { $0.count % 2 == 0 ? true : nil }
  }
}

func integerRule(_ generator: inout SplitMix64, _ id: String) -> Rule<Int> {
  let bound = generator.chance(0.8) ? generator.int(in: -20...20) : generator.interestingInt()
  switch generator.int(in: 0...5) {
  case 0:
    return Rule(requirement: .minimum(bound).described("\(id) >= \(bound)")) { $0 >= bound }
  case 1:
    return Rule(requirement: .maximum(bound).described("\(id) <= \(bound)")) { $0 <= bound }
  case 2:
    let upper = bound &+ generator.int(in: 0...30)
    let range = min(bound, upper)...max(bound, upper)
    return Rule(requirement: .range(range).described("\(id) in \(range)")) {
      range.lowerBound <= $0 && $0 <= range.upperBound
    }
  case 3:
    let divisor = generator.int(in: 2...4)
    return Rule(requirement: .multiple(of: divisor).described("\(id) % \(divisor)")) {
      $0 % divisor == 0
    }
  case 4:
    let forbidden = generator.array(count: 1...3) { $0.int(in: -5...5) }
    return Rule(requirement: .noneOf(forbidden).described("\(id) not in \(forbidden)")) {
      !forbidden.contains($0)
    }
  default:
    return Rule(
      requirement: Requirement("\(id) throws on negatives") { value in
        if value < 0 { throw RuleError() }
        return true
      }
    ) { $0 >= 0 ? true : nil }
  }
}

var textDomain: ValueDomain<String> {
  ValueDomain(
    value: { generator in
      generator.chance(0.3)
        ? generator.string(from: ["a", "b", "1", " "], length: 0...6) : generator.string()
    },
    rule: textRule,
    wrongTypes: [42, 4.2, Optional<String>.none as Any, Character("a"), ["a"], Substring("a")]
  )
}

var integerDomain: ValueDomain<Int> {
  ValueDomain(
    value: { generator in
      generator.chance(0.8) ? generator.int(in: -30...30) : generator.interestingInt()
    },
    rule: integerRule,
    wrongTypes: ["42", 4.0, Int8(4), Optional<Int>.none as Any, UInt(4), [4]]
  )
}

/// Draws 0 to 4 requirements.
func rules<Value>(_ domain: ValueDomain<Value>, _ generator: inout SplitMix64) -> [Rule<
  Value
>] {
  var result: [Rule<Value>] = []
  for index in 0..<generator.int(in: 0...4) {
    result.append(domain.rule(&generator, "R\(index)"))
  }
  return result
}

/// Runs a generic property on strings or integers, chosen per case from its seed.
func forAllValues(
  _ name: String, sourceLocation: SourceLocation = #_sourceLocation,
  text: (inout PropertyCase, ValueDomain<String>) -> Void,
  integer: (inout PropertyCase, ValueDomain<Int>) -> Void
) {
  forAll(name, sourceLocation: sourceLocation) { property in
    if property.generator.chance(0.5) {
      property.note("value type: String")
      text(&property, textDomain)
    } else {
      property.note("value type: Int")
      integer(&property, integerDomain)
    }
  }
}
