import RegexBuilder
import Requirements
import Testing

/// State a capture transform changes: not `Sendable`, so only one thread may touch it.
private final class Uses {
  var count = 0
}

/// Five digits, through a transform that accepts only the first match its regex makes: a
/// regex shared between checks fails every check after the first.
private func firstUseOnly() -> Regex<(Substring, Int)> {
  let uses = Uses()
  return Regex {
    TryCapture {
      Repeat(.digit, count: 5)
    } transform: { digits -> Int? in
      uses.count += 1
      return uses.count == 1 ? Int(digits) : nil
    }
  }
}

/// Pattern requirements checked from many tasks at once: 8 tasks of 2,000 checks each,
/// every other input a match.
struct PatternConcurrencyTests {
  /// How many of 8 × 2,000 concurrent checks of `requirement` answer as a 5-digit check
  /// does; all of them when the requirement is safe to share.
  private static func concurrentAgreement(_ requirement: Requirement<String>) async -> Int {
    await withTaskGroup(of: Int.self) { group in
      for task in 0..<8 {
        group.addTask {
          (0..<2_000).count { index in
            let input = index % 2 == 0 ? String(10_000 + task * 2_000 + index) : "12a45"
            return requirement.isValid(input) == (index % 2 == 0)
          }
        }
      }
      return await group.reduce(0, +)
    }
  }

  static let fiveDigits: [Requirement<String>] = [
    .matches(/[0-9]{5}/),
    (try? .matches(pattern: "[0-9]{5}")) ?? .matches(/never/),
    .matches(Regex { Repeat(.digit, count: 5) }),
    .matches(
      Regex {
        Capture {
          Repeat(.digit, count: 5)
        } transform: {
          Int($0)
        }
      }),
    .matches(firstUseOnly()),
  ]

  @Test(
    "A pattern requirement answers correctly from many tasks at once",
    arguments: fiveDigits.indices)
  func concurrentChecks(index: Int) async {
    let requirement = Self.fiveDigits[index]
    #expect(await Self.concurrentAgreement(requirement) == 8 * 2_000)
  }

  @Test("A regex with a stateful transform is made afresh for each check")
  func freshRegexPerCheck() {
    let digits = Requirement<String>.matches(firstUseOnly())
    #expect(digits.isValid("12345"))
    #expect(digits.isValid("67890"))
    #expect(!digits.isValid("1234"))
    #expect(digits.isValid("00000"))
  }
}
