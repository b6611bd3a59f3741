import Requirements
import Testing

/// The catalogue under inputs an attacker or a bug would send: huge, strange or extreme
/// values must be judged, never crash or hang.
struct HostileInputTests {
  static let tenMegabytes = String(repeating: "a", count: 10_000_000)
  /// One `Character`: a base letter carrying 10,000 combining accents.
  static let zalgo = "e" + String(repeating: "\u{301}", count: 10_000)
  static let emoji = "👩‍👩‍👧‍👦🏳️‍🌈👍🏽🇳🇴"

  @Test("10 MB strings are judged by every string rule")
  func tenMegabyteStrings() throws {
    let text = Self.tenMegabytes
    #expect(Requirement<String>.minLength(8).isValid(text))
    #expect(!Requirement<String>.maxLength(30).isValid(text))
    #expect(!Requirement<String>.length(8...30).isValid(text))
    #expect(Requirement<String>.nonBlank().isValid(text))
    #expect(!Requirement<String>.atLeast(1, .digits).isValid(text))
    #expect(Requirement<String>.only(.letters).isValid(text))
    #expect(!Requirement<String>.email().isValid(text + "@example.com"))
    #expect(!Requirement<String>.matches(/a+/).isValid(text), "over the regex input bound")
    #expect(Requirement<String>.hasPrefix("aaa").isValid(text))
    #expect(!Requirement<String>.contains("b").isValid(text))
    let failure = try #require(Requirement<String>.maxLength(30).failure(for: text))
    #expect(failure.kind == .tooLong)
  }

  @Test("Combining characters and emoji are counted as people see them")
  func graphemes() {
    #expect(Self.zalgo.count == 1)
    #expect(Requirement<String>.length(1...1).isValid(Self.zalgo))
    #expect(Requirement<String>.maxLength(1).isValid(Self.zalgo))
    #expect(Requirement<String>.length(4...4).isValid(Self.emoji))
    #expect(!Requirement<String>.atLeast(1, .uppercase).isValid(Self.emoji))
    #expect(!Requirement<String>.only(.letters).isValid(Self.emoji))
    #expect(!Requirement<String>.email().isValid(Self.zalgo + "@example.com"))
  }

  @Test(
    "NaN satisfies no bound; infinities are ordinary extremes",
    arguments: [Double.nan, -Double.nan, .signalingNaN])
  func notANumber(value: Double) {
    #expect(!Requirement<Double>.minimum(0).isValid(value))
    #expect(!Requirement<Double>.maximum(0).isValid(value))
    #expect(!Requirement<Double>.range(-Double.infinity...Double.infinity).isValid(value))
    #expect(!Requirement<Double>.oneOf([value]).isValid(value))
  }

  @Test("Infinities compare as extremes")
  func infinities() {
    #expect(Requirement<Double>.minimum(0).isValid(.infinity))
    #expect(!Requirement<Double>.maximum(1e308).isValid(.infinity))
    #expect(!Requirement<Double>.range(0...1).isValid(-.infinity))
    #expect(Requirement<Double>.range(-Double.infinity...0).isValid(-.infinity))
  }

  @Test(
    "Integer extremes never overflow",
    arguments: [Int.min, Int.min + 1, -1, 0, 1, Int.max - 1, Int.max])
  func integerExtremes(value: Int) {
    #expect(Requirement<Int>.range(Int.min...Int.max).isValid(value))
    #expect(Requirement<Int>.multiple(of: -1).isValid(value))
    #expect(Requirement<Int>.multiple(of: 1).isValid(value))
    #expect(Requirement<Int>.multiple(of: 0).isValid(value) == (value == 0))
    #expect(Requirement<Int>.multiple(of: Int.min).isValid(value) == (value == 0 || value == .min))
    #expect(Requirement<Int>.range(0..<Int.max).isValid(value) == (0..<Int.max).contains(value))
  }

  @Test("Empty and huge collections are counted without trouble")
  func collections() {
    let huge = [UInt8](repeating: 0, count: 5_000_000)
    #expect(Requirement<[UInt8]>.minCount(1).isValid(huge))
    #expect(!Requirement<[UInt8]>.maxCount(10).isValid(huge))
    #expect(!Requirement<[UInt8]>.count(0...10).isValid(huge))
    #expect(!Requirement<[UInt8]>.nonEmpty().isValid([]))
    #expect(Requirement<[UInt8]>.maxCount(0).isValid([]))
    #expect(!Requirement<[UInt8]>.maxCount(-1).isValid([]))
  }

  @Test("A predicate that throws is unsatisfied, and so is its negation, inside any composite")
  func throwingPredicates() throws {
    struct Broken: Error {}
    let broken = Requirement<Int>("broken") { _ in throw Broken() }
    #expect(!broken.isValid(1))
    #expect(!(broken && .minimum(0)).isValid(1))
    #expect((broken || .minimum(0)).isValid(1))
    #expect(!(!broken).isValid(1))
    #expect(!(!Requirement.anyOf([broken])).isValid(1))
    let failure = try #require((broken && .minimum(0)).failure(for: 1))
    #expect(failure.leaves.map(\.requirement) == ["broken"])
    #expect(failure.leaves[0].underlyingError is Broken)
  }

  @Test("A regular expression never runs on input over its bound")
  func regexBound() throws {
    // Nested quantifiers backtrack exponentially: on a long input a match would hang.
    let catastrophic = try Requirement<String>.matches(pattern: "(a+)+$", maxInputLength: 64)
    let attack = String(repeating: "a", count: 100_000) + "!"
    #expect(!catastrophic.isValid(attack))
    #expect(catastrophic.isValid("aaaa"))
    let bounded = Requirement<String>.matches(/[a-z]+/)
    let atBound = String(
      repeating: "z", count: Requirement<String>.defaultMaximumPatternInputLength)
    #expect(bounded.isValid(atBound))
    #expect(!bounded.isValid(atBound + "z"))
    #expect(!bounded.isValid(Self.tenMegabytes))
  }
}
