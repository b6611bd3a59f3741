import Requirements
import Testing

struct LengthTests {
  @Test(
    "minLength(8) accepts 8 characters and more",
    arguments: [("", false), ("abcdefg", false), ("abcdefgh", true), ("abcdefghi", true)])
  func minLength(input: String, expected: Bool) {
    #expect(Requirement<String>.minLength(8).isValid(input) == expected)
  }

  @Test(
    "maxLength(3) accepts 3 characters and fewer",
    arguments: [("", true), ("ab", true), ("abc", true), ("abcd", false)])
  func maxLength(input: String, expected: Bool) {
    #expect(Requirement<String>.maxLength(3).isValid(input) == expected)
  }

  @Test(
    "length(2...4) accepts lengths from 2 to 4",
    arguments: [("a", false), ("ab", true), ("abcd", true), ("abcde", false)])
  func lengthRange(input: String, expected: Bool) {
    #expect(Requirement<String>.length(2...4).isValid(input) == expected)
  }

  @Test(
    "Lengths count characters as a person sees them",
    arguments: ["e\u{301}", "👍🏽", "🇺🇸", "👨‍👩‍👧", "\r\n", "é"])
  func countsCharacters(character: String) {
    #expect(character.count == 1)
    #expect(Requirement<String>.maxLength(1).isValid(character))
    #expect(Requirement<String>.minLength(1).isValid(character))
    #expect(!Requirement<String>.minLength(2).isValid(character))
    #expect(Requirement<String>.length(1...1).isValid(character))
    #expect(!Requirement<String>.maxLength(1).isValid(character + character))
    #expect(Requirement<String>.length(2...2).isValid(character + character))
  }

  @Test("maxLength on a very long string")
  func veryLongString() {
    let long = String(repeating: "a", count: 1_000_000)
    #expect(!Requirement<String>.maxLength(10).isValid(long))
    #expect(!Requirement<String>.maxLength(999_999).isValid(long))
    #expect(Requirement<String>.maxLength(1_000_000).isValid(long))
    #expect(!Requirement<String>.length(1...999_999).isValid(long))
    #expect(Requirement<String>.minLength(1_000_000).isValid(long))
  }

  @Test("Zero, negative and Int.max lengths")
  func extremeLengths() {
    #expect(Requirement<String>.maxLength(0).isValid(""))
    #expect(!Requirement<String>.maxLength(0).isValid("a"))
    #expect(!Requirement<String>.maxLength(-1).isValid(""))
    #expect(Requirement<String>.minLength(0).isValid(""))
    #expect(Requirement<String>.minLength(-1).isValid(""))
    #expect(Requirement<String>.maxLength(Int.max).isValid("abc"))
    #expect(!Requirement<String>.minLength(Int.max).isValid("abc"))
    #expect(Requirement<String>.length(0...Int.max).isValid(""))
  }

  @Test("Length requirements work on substrings")
  func substrings() {
    let text = "hello world"
    let word = text.prefix(5)
    #expect(Requirement<Substring>.maxLength(5).isValid(word))
    #expect(!Requirement<Substring>.maxLength(4).isValid(word))
    #expect(Requirement<Substring>.length(5...5).isValid(word))
    #expect(!Requirement<Substring>.minLength(6).isValid(word))
  }

  @Test(
    "Default descriptions count characters with the right noun",
    arguments: [
      (Requirement<String>.minLength(8), "at least 8 characters"),
      (Requirement<String>.minLength(1), "at least 1 character"),
      (Requirement<String>.minLength(0), "at least 0 characters"),
      (Requirement<String>.maxLength(1), "at most 1 character"),
      (Requirement<String>.maxLength(30), "at most 30 characters"),
      (Requirement<String>.length(8...30), "between 8 and 30 characters"),
    ])
  func descriptions(requirement: Requirement<String>, expected: String) {
    #expect(requirement.description == expected)
  }

  @Test("A description override replaces each default description")
  func descriptionOverrides() {
    #expect(Requirement<String>.minLength(8).described("long").description == "long")
    #expect(Requirement<String>.maxLength(8).described("short").description == "short")
    #expect(Requirement<String>.length(1...8).described("sized").description == "sized")
    #expect(Requirement<[Int]>.minCount(1).described("some").description == "some")
    #expect(Requirement<[Int]>.maxCount(1).described("few").description == "few")
    #expect(Requirement<[Int]>.count(1...2).described("pair").description == "pair")
  }

  @Test(
    "Collection counts include their bounds",
    arguments: [
      ([Int](), false, true, false), ([1], true, true, true), ([1, 2, 3], true, true, true),
      ([1, 2, 3, 4], true, false, false),
    ])
  func collectionCounts(input: [Int], atLeastOne: Bool, atMostThree: Bool, oneToThree: Bool) {
    #expect(Requirement<[Int]>.minCount(1).isValid(input) == atLeastOne)
    #expect(Requirement<[Int]>.maxCount(3).isValid(input) == atMostThree)
    #expect(Requirement<[Int]>.count(1...3).isValid(input) == oneToThree)
  }

  @Test(
    "Collection count descriptions count items with the right noun",
    arguments: [
      (Requirement<[String]>.minCount(1), "at least 1 item"),
      (Requirement<[String]>.minCount(2), "at least 2 items"),
      (Requirement<[String]>.maxCount(1), "at most 1 item"),
      (Requirement<[String]>.maxCount(3), "at most 3 items"),
      (Requirement<[String]>.count(1...3), "between 1 and 3 items"),
    ])
  func collectionDescriptions(requirement: Requirement<[String]>, expected: String) {
    #expect(requirement.description == expected)
  }

  @Test("maxCount on a large collection")
  func largeCollection() {
    let many = Array(repeating: 0, count: 100_000)
    #expect(!Requirement<[Int]>.maxCount(99_999).isValid(many))
    #expect(Requirement<[Int]>.maxCount(100_000).isValid(many))
    #expect(!Requirement<[Int]>.maxCount(-1).isValid([]))
  }

  @Test(
    "Length failures say whether the string is too short or too long",
    arguments: [
      (Requirement<String>.minLength(3), "ab", UnsatisfiedRequirement.Kind.tooShort),
      (Requirement<String>.maxLength(3), "abcd", .tooLong),
      (Requirement<String>.length(2...3), "a", .tooShort),
      (Requirement<String>.length(2...3), "", .tooShort),
      (Requirement<String>.length(2...3), "abcd", .tooLong),
      (Requirement<String>.length(1...1), "👍🏽👍🏽", .tooLong),
    ])
  func lengthKinds(
    requirement: Requirement<String>, input: String, expected: UnsatisfiedRequirement.Kind
  ) throws {
    #expect(try #require(requirement.failure(for: input)).kind == expected)
  }

  @Test(
    "Count failures say whether the collection has too few or too many elements",
    arguments: [
      (Requirement<[Int]>.minCount(1), [Int](), UnsatisfiedRequirement.Kind.tooFew),
      (Requirement<[Int]>.maxCount(1), [1, 2], .tooMany),
      (Requirement<[Int]>.count(2...3), [1], .tooFew),
      (Requirement<[Int]>.count(2...3), [1, 2, 3, 4], .tooMany),
    ])
  func countKinds(
    requirement: Requirement<[Int]>, input: [Int], expected: UnsatisfiedRequirement.Kind
  ) throws {
    #expect(try #require(requirement.failure(for: input)).kind == expected)
  }
}

extension LengthTests {
  @Test("A range of one count reads 'exactly'")
  func exactDescriptions() {
    #expect(Requirement<String>.length(1...1).description == "exactly 1 character")
    #expect(Requirement<String>.length(5...5).description == "exactly 5 characters")
    #expect(Requirement<[Int]>.count(2...2).description == "exactly 2 items")
  }
}

extension LengthTests {
  @Test(
    "Counts of integer ranges never overflow, even past what Int can count",
    arguments: [
      (Requirement<Range<Int>>.maxCount(365).isValid(Int.min..<Int.max), false),
      (Requirement<Range<Int>>.minCount(1).isValid(Int.min..<Int.max), true),
      (Requirement<Range<Int>>.minCount(1).isValid(5..<5), false),
      (Requirement<Range<Int>>.maxCount(0).isValid(5..<5), true),
      (Requirement<ClosedRange<Int>>.count(1...365).isValid(Int.min...Int.max), false),
      (Requirement<ClosedRange<Int>>.count(1...365).isValid(1...365), true),
      (Requirement<ClosedRange<Int>>.count(1...365).isValid(1...366), false),
      (Requirement<ClosedRange<Int>>.minCount(2).isValid(7...7), false),
      (Requirement<Range<Int8>>.maxCount(255).isValid(-128..<127), true),
      (Requirement<Range<Int8>>.maxCount(254).isValid(-128..<127), false),
      (Requirement<ClosedRange<UInt64>>.maxCount(.max).isValid(0...UInt64.max), false),
      (Requirement<ClosedRange<UInt64>>.minCount(.max).isValid(0...UInt64.max), true),
      (Requirement<[Int]>.maxCount(.max).isValid([1, 2]), true),
      (Requirement<[Int]>.minCount(.min).isValid([]), true),
    ])
  func extremeCounts(isValid: Bool, expected: Bool) {
    #expect(isValid == expected)
  }

  @Test("A count failure on a huge range says it has too many elements")
  func hugeRangeKind() throws {
    let failure = try #require(
      Requirement<ClosedRange<Int>>.count(1...365).failure(for: Int.min...Int.max))
    #expect(failure.kind == .tooMany)
  }

  @Test(
    "maxBytes bounds the UTF-8 size, which combining marks grow while the length stays 1",
    arguments: [
      ("e", true), ("é", true), ("e\u{301}", true), ("abcd", true), ("abcde", false),
      ("e" + String(repeating: "\u{301}", count: 200), false), ("👍🏽", false), ("", true),
    ])
  func maxBytes(input: String, expected: Bool) {
    #expect(Requirement<String>.maxBytes(4).isValid(input) == expected)
  }

  @Test("maxBytes reads as a byte count and fails as too long")
  func maxBytesDescription() throws {
    let bound = Requirement<String>.maxBytes(4)
    #expect(bound.description == "at most 4 bytes")
    #expect(Requirement<String>.maxBytes(1).description == "at most 1 byte")
    #expect(try #require(bound.failure(for: "abcde")).kind == .tooLong)
    let accents = "e" + String(repeating: "\u{301}", count: 200)
    #expect((Requirement<String>.maxLength(1) && bound).isValid(accents) == false)
    #expect(Requirement<String>.maxLength(1).isValid(accents))
  }
}
