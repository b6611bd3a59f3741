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
  private static func growth(_ requirement: Requirement<String>) -> Double {
    let small = String(repeating: "🇺🇸", count: Self.small)
    let large = String(repeating: "🇺🇸", count: Self.small * 4)
    let smallTime = fastest { _ = requirement.isValid(small) }
    let largeTime = fastest { _ = requirement.isValid(large) }
    return largeTime / max(smallTime, 1e-9)
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
