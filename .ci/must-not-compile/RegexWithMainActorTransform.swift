// expected: call to main actor-isolated global function 'isAccepted' in a synchronous nonisolated context
// A regex whose transform runs on the main actor, checked from any thread.
import RegexBuilder
import Requirements

@MainActor func isAccepted(_ code: Int) -> Bool { code != 0 }

@MainActor func zipCode() -> Requirement<String> {
  .matches(
    Regex {
      TryCapture {
        Repeat(.digit, count: 5)
      } transform: { digits -> Int? in
        Int(digits).flatMap { isAccepted($0) ? $0 : nil }
      }
    })
}
