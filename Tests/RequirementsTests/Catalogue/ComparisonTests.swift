import Requirements
import Testing

struct ComparisonTests {
  @Test(
    "minimum(18) accepts the bound and above",
    arguments: [(17, false), (18, true), (19, true), (Int.min, false), (Int.max, true)])
  func minimumInt(input: Int, expected: Bool) {
    #expect(Requirement<Int>.minimum(18).isValid(input) == expected)
  }

  @Test(
    "maximum(100) accepts the bound and below",
    arguments: [(99, true), (100, true), (101, false), (Int.min, true), (Int.max, false)])
  func maximumInt(input: Int, expected: Bool) {
    #expect(Requirement<Int>.maximum(100).isValid(input) == expected)
  }

  @Test("Bounds at the ends of Int accept the extreme values")
  func extremeIntBounds() {
    #expect(Requirement<Int>.minimum(.min).isValid(.min))
    #expect(Requirement<Int>.maximum(.max).isValid(.max))
    #expect(Requirement<Int>.minimum(.max).isValid(.max))
    #expect(!Requirement<Int>.minimum(.max).isValid(.max - 1))
    #expect(!Requirement<Int>.maximum(.min).isValid(.min + 1))
    #expect(Requirement<Int>.range(Int.min...Int.max).isValid(0))
  }

  @Test(
    "range(1...100) includes both bounds",
    arguments: [(0, false), (1, true), (50, true), (100, true), (101, false)])
  func closedRange(input: Int, expected: Bool) {
    #expect(Requirement<Int>.range(1...100).isValid(input) == expected)
  }

  @Test(
    "range(0..<10) includes the lower bound and excludes the upper",
    arguments: [(-1, false), (0, true), (9, true), (10, false)])
  func halfOpenRange(input: Int, expected: Bool) {
    #expect(Requirement<Int>.range(0..<10).isValid(input) == expected)
  }

  @Test("An empty half-open range accepts nothing")
  func emptyHalfOpenRange() {
    #expect(!Requirement<Int>.range(5..<5).isValid(5))
  }

  @Test(
    "minimum(0.0) on Double: NaN fails, +infinity passes, -infinity fails",
    arguments: [
      (Double.nan, false), (.infinity, true), (-.infinity, false), (0.0, true), (-0.0, true),
      (-Double.leastNonzeroMagnitude, false), (Double.leastNonzeroMagnitude, true),
    ])
  func minimumDouble(input: Double, expected: Bool) {
    #expect(Requirement<Double>.minimum(0).isValid(input) == expected)
  }

  @Test(
    "maximum(1.5) on Double: NaN fails, +infinity fails, -infinity passes",
    arguments: [
      (Double.nan, false), (.infinity, false), (-.infinity, true), (1.5, true), (1.5.nextUp, false),
    ])
  func maximumDouble(input: Double, expected: Bool) {
    #expect(Requirement<Double>.maximum(1.5).isValid(input) == expected)
  }

  @Test(
    "Ranges of Double reject NaN and infinities outside them",
    arguments: [
      (Double.nan, false, false), (.infinity, false, false), (-.infinity, false, false),
      (0.0, true, true), (1.0, true, false),
    ])
  func doubleRanges(input: Double, inClosed: Bool, inHalfOpen: Bool) {
    #expect(Requirement<Double>.range(0.0...1.0).isValid(input) == inClosed)
    #expect(Requirement<Double>.range(0.0..<1.0).isValid(input) == inHalfOpen)
  }

  @Test("A NaN bound or infinite bounds behave as IEEE comparison says")
  func specialBounds() {
    #expect(!Requirement<Double>.minimum(.nan).isValid(0))
    #expect(!Requirement<Double>.maximum(.nan).isValid(.nan))
    #expect(Requirement<Double>.minimum(-.infinity).isValid(-.infinity))
    #expect(Requirement<Double>.maximum(.infinity).isValid(.greatestFiniteMagnitude))
    #expect(!Requirement<Double>.range(0.0..<Double.infinity).isValid(.infinity))
  }

  @Test("Strings compare lexicographically")
  func strings() {
    #expect(Requirement<String>.minimum("b").isValid("b"))
    #expect(Requirement<String>.minimum("b").isValid("ba"))
    #expect(!Requirement<String>.minimum("b").isValid("a"))
    #expect(Requirement<String>.range("a"..."c").isValid("bzz"))
  }

  @Test(
    "Default descriptions name the bounds",
    arguments: [
      (Requirement<Int>.minimum(18), "at least 18"),
      (Requirement<Int>.maximum(100), "at most 100"),
      (Requirement<Int>.range(1...100), "between 1 and 100"),
      (Requirement<Int>.range(0..<10), "at least 0 and less than 10"),
      (Requirement<Int>.minimum(Int.min), "at least -9223372036854775808"),
    ])
  func intDescriptions(requirement: Requirement<Int>, expected: String) {
    #expect(requirement.description == expected)
  }

  @Test("Double descriptions use Double's own rendering")
  func doubleDescriptions() {
    #expect(Requirement<Double>.maximum(1.5).description == "at most 1.5")
    #expect(Requirement<Double>.minimum(18).description == "at least 18.0")
    #expect(Requirement<Double>.minimum(.infinity).description == "at least inf")
    #expect(Requirement<Double>.range(0.5...2).description == "between 0.5 and 2.0")
  }

  @Test("A description override replaces each default description")
  func descriptionOverrides() {
    #expect(Requirement<Int>.minimum(18).described("adult").description == "adult")
    #expect(Requirement<Int>.maximum(9).described("one digit").description == "one digit")
    #expect(Requirement<Int>.range(1...5).described("a rating").description == "a rating")
    #expect(Requirement<Int>.range(0..<5).described("an index").description == "an index")
    #expect(Requirement<Int>.minimum(18).described("adult").isValid(18))
  }

  @Test("A failed minimum reads \"at least 18 (got 16)\"")
  func failureText() throws {
    let failure = try #require(Requirement<Int>.minimum(18).failure(for: 16))
    #expect(failure.description == "at least 18 (got 16)")
  }

  @Test("minimum fails as tooSmall and maximum as tooLarge")
  func boundKinds() throws {
    #expect(try #require(Requirement<Int>.minimum(18).failure(for: 17)).kind == .tooSmall)
    #expect(try #require(Requirement<Int>.maximum(100).failure(for: 101)).kind == .tooLarge)
    #expect(
      try #require(Requirement<Int>.minimum(18).described("adult").failure(for: 1)).kind
        == .tooSmall)
  }

  @Test(
    "A range fails as tooSmall below it and tooLarge above it",
    arguments: [
      (0, UnsatisfiedRequirement.Kind.tooSmall), (Int.min, .tooSmall), (101, .tooLarge),
      (Int.max, .tooLarge),
    ])
  func rangeKinds(input: Int, expected: UnsatisfiedRequirement.Kind) throws {
    #expect(try #require(Requirement<Int>.range(1...100).failure(for: input)).kind == expected)
    #expect(try #require(Requirement<Int>.range(1..<101).failure(for: input)).kind == expected)
  }

  @Test("The upper bound of a half-open range fails as tooLarge")
  func halfOpenUpperBoundKind() throws {
    #expect(try #require(Requirement<Int>.range(0..<10).failure(for: 10)).kind == .tooLarge)
  }
}

extension ComparisonTests {
  @Test("NaN fails a range without claiming a side")
  func nanKind() throws {
    let failure = try #require(Requirement<Double>.range(0...1).failure(for: .nan))
    #expect(failure.kind == .other)
    #expect(Requirement<Double>.range(0...1).failure(for: 2)?.kind == .tooLarge)
    #expect(Requirement<Double>.range(0...1).failure(for: -2)?.kind == .tooSmall)
  }
}

extension ComparisonTests {
  @Test("NaN fails a bound without claiming a side, as it fails a range")
  func nanHasNoSide() throws {
    #expect(try #require(Requirement<Double>.minimum(0).failure(for: .nan)).kind == .other)
    #expect(try #require(Requirement<Double>.maximum(0).failure(for: .nan)).kind == .other)
    #expect(try #require(Requirement<Double>.minimum(0).failure(for: -1)).kind == .tooSmall)
    #expect(try #require(Requirement<Double>.maximum(0).failure(for: 1)).kind == .tooLarge)
  }
}

extension ComparisonTests {
  @Test("A closed range of one value reads \"exactly\"")
  func rangeOfOne() {
    #expect(Requirement<Int>.range(5...5).description == "exactly 5")
    #expect(Requirement<Int>.range(5...6).description == "between 5 and 6")
  }
}
