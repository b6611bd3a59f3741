import Requirements
import Testing

/// Every string rule of the catalogue must do work linear in its input, whatever the text:
/// each test times one rule at two sizes, four times apart, and compares. Linear work takes
/// about 4 times as long; quadratic work takes 16 times as long. Text made of flags
/// (regional-indicator pairs) is the worst case for finding where characters begin, and
/// it made the standard library's `contains` quadratic. The bound leaves room for a noisy
/// machine.
struct StringGrowthTests {
  static let small = 4_000
  static let growthLimit = 8.0

  /// The shortest of three runs of `work`, in seconds.
  private static func fastest(_ work: () -> Void) -> Double {
    (0..<3).map { _ in
      let duration = ContinuousClock().measure(work)
      return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }.min() ?? 0
  }

  /// How much longer checking `requirement` takes on 4 times as many flags.
  ///
  /// The small text is checked as many times as it takes 20 ms, and the large one as
  /// often: a run much shorter than the scheduler's time slice would escape the other
  /// tests' load that a long run shares, and the ratio would measure the load.
  private static func growth(_ requirement: Requirement<String>) -> Double {
    let small = String(repeating: "🇺🇸", count: Self.small)
    let large = String(repeating: "🇺🇸", count: Self.small * 4)
    func time(_ input: String, _ repetitions: Int) -> Double {
      fastest {
        for _ in 0..<repetitions { _ = requirement.isValid(input) }
      }
    }
    var repetitions = 1
    var smallTime = time(small, repetitions)
    while smallTime < 0.02 && repetitions < 4_096 {
      repetitions *= 2
      smallTime = time(small, repetitions)
    }
    return time(large, repetitions) / max(smallTime, 1e-9)
  }

  /// Rules that read the whole of a text of flags, with their answer for it.
  static let wholeReads: [(Requirement<String>, Bool)] = [
    (.contains("🇺🇸🇺🇸🇺🇸🇺🇸!"), false),
    (.contains("🇸🇺🇸"), false),
    (!.contains("🇺🇸🇺🇸🇺🇸🇺🇸!"), true),
    (.noneOf([.contains("🇺🇸🇺🇸🇺🇸🇺🇸!"), .contains("🇺🇸🇺🇸🇺🇸🇺🇸?")]), true),
    (.hasSuffix("🇺🇸🇺🇸🇺🇸!"), false),
    (.atLeast(1, .digits), false),
    (.minLength(Int.max), false),
    (.length(1...Int.max), true),
    (.oneOf(["🇺🇸🇺🇸"]), false),
  ]

  @Test(
    "Every string rule grows linearly on a text of flags",
    arguments: wholeReads.indices)
  func linearOnFlags(index: Int) {
    let (requirement, expected) = Self.wholeReads[index]
    #expect(requirement.isValid(String(repeating: "🇺🇸", count: 100)) == expected)
    let growth = Self.growth(requirement)
    #expect(
      growth < Self.growthLimit,
      "\(requirement.description): 4x the input took \(growth)x the time")
  }
}
