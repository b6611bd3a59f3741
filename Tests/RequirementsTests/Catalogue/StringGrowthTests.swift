import PropertyTesting
import Requirements
import Testing

/// Every string rule of the catalogue must do work linear in its input, whatever the text.
///
/// Each test measures one rule at two sizes, four times apart, and compares. Linear work
/// takes about 4 times as long; quadratic work takes 16 times as long. Text made of flags
/// (regional-indicator pairs) is the worst case for finding where characters begin, and
/// it made the standard library's `contains` quadratic. The bound leaves room for caches.
struct StringGrowthTests {
  static let small = 4_000
  static let growthLimit = 8.0

  /// How much longer checking `requirement` takes on 4 times as many flags.
  private static func growth(_ requirement: Requirement<String>) -> Double {
    let texts = [
      Self.small: String(repeating: "🇺🇸", count: Self.small),
      Self.small * 4: String(repeating: "🇺🇸", count: Self.small * 4),
    ]
    return PropertyTesting.growth(from: Self.small, by: 4) { count in
      _ = requirement.isValid(texts[count] ?? "")
    }
  }

  /// Rules that read the whole of a text of flags, with their answer for it.
  static let wholeReads: [(Requirement<String>, Bool)] = [
    (.contains("🇺🇸🇺🇸🇺🇸🇺🇸!"), false),
    (.contains("🇸🇺🇸"), false),
    (!.contains("🇺🇸🇺🇸🇺🇸🇺🇸!"), true),
    (!.anyOf([.contains("🇺🇸🇺🇸🇺🇸🇺🇸!"), .contains("🇺🇸🇺🇸🇺🇸🇺🇸?")]), true),
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

  @Test(
    "Every format rule grows linearly on long text",
    arguments: [
      Requirement<String>.uuid(), .ipv4(), .ipv6(), .hostname(), .e164(), .ascii(), .email(),
      .url(),
    ])
  func formatsAreLinear(requirement: Requirement<String>) {
    let texts = [
      Self.small: String(repeating: "a1-.", count: Self.small),
      Self.small * 4: String(repeating: "a1-.", count: Self.small * 4),
    ]
    let growth = PropertyTesting.growth(from: Self.small, by: 4) { count in
      _ = requirement.isValid(texts[count] ?? "")
    }
    #expect(growth < Self.growthLimit, "\(requirement.description): 4x took \(growth)x")
  }
}
