import Requirements
import Testing

struct PatternTests {
  @Test(
    "A regex must match the whole input; a partial match fails",
    arguments: [
      ("12345", true), ("12345-", false), ("a12345", false), ("1234", false), ("123456", false),
      ("", false), ("12345\n", false),
    ])
  func wholeMatch(input: String, expected: Bool) {
    let zip = Requirement<String>.matches(/[0-9]{5}/).described("a 5-digit ZIP code")
    #expect(zip.isValid(input) == expected)
  }

  @Test(
    "An alternation must match the whole input too",
    arguments: [("cat", true), ("dog", true), ("catdog", false), ("cats", false)])
  func alternation(input: String, expected: Bool) throws {
    let pet = try Requirement<String>.matches(pattern: "cat|dog")
    #expect(pet.isValid(input) == expected)
  }

  @Test("The default description of a Regex is \"matches the required format\"")
  func regexDescription() {
    #expect(Requirement<String>.matches(/[0-9]+/).description == "matches the required format")
    #expect(
      Requirement<String>.matches(/[0-9]{5}/).described("a 5-digit ZIP code").description
        == "a 5-digit ZIP code")
  }

  @Test("The default description of a text pattern quotes the pattern")
  func patternDescription() throws {
    let code = try Requirement<String>.matches(pattern: "[A-Z]{3}-[0-9]{3}")
    #expect(code.description == "matches [A-Z]{3}-[0-9]{3}")
    #expect(code.isValid("ABC-123"))
    #expect(!code.isValid("ABC-1234"))
    #expect(!code.isValid("abc-123"))
    let named = try Requirement<String>.matches(pattern: "[A-Z]{3}").described("a code")
    #expect(named.description == "a code")
  }

  @Test("An invalid pattern throws", arguments: ["[", "(", "[z-a]", "a{2,1}", "*a", "(?<name"])
  func invalidPatternThrows(pattern: String) {
    #expect(throws: (any Error).self) {
      _ = try Requirement<String>.matches(pattern: pattern)
    }
  }

  @Test("The default maximum input length is 4096 UTF-8 bytes")
  func defaultMaximum() throws {
    #expect(Requirement<String>.defaultMaximumPatternInputLength == 4096)
    let letters = try Requirement<String>.matches(pattern: "a+")
    #expect(letters.isValid(String(repeating: "a", count: 4096)))
    #expect(!letters.isValid(String(repeating: "a", count: 4097)))
    let regex = Requirement<String>.matches(/a+/)
    #expect(regex.isValid(String(repeating: "a", count: 4096)))
    #expect(!regex.isValid(String(repeating: "a", count: 4097)))
  }

  @Test(
    "An input over maxInputLength fails even though it would match",
    arguments: [("aaaa", true), ("aaaaa", true), ("aaaaaa", false)])
  func maxInputLength(input: String, expected: Bool) throws {
    #expect(Requirement<String>.matches(/a*/, maxInputLength: 5).isValid(input) == expected)
    #expect(
      try Requirement<String>.matches(pattern: "a*", maxInputLength: 5).isValid(input) == expected)
  }

  @Test("maxInputLength counts UTF-8 bytes, not characters")
  func maxInputLengthInBytes() {
    let any = Requirement<String>.matches(/.+/, maxInputLength: 3)
    #expect(any.isValid("éa"))
    #expect(!any.isValid("éé"))
    #expect(!any.isValid("👍"))
    #expect(any.isValid("abc"))
  }

  @Test("A maxInputLength of zero lets only the empty string be matched")
  func zeroMaxInputLength() {
    let anything = Requirement<String>.matches(/.*/, maxInputLength: 0)
    #expect(anything.isValid(""))
    #expect(!anything.isValid("a"))
  }

  @Test("A failed pattern reports the input")
  func failure() throws {
    let zip = Requirement<String>.matches(/[0-9]{5}/).described("a 5-digit ZIP code")
    let failure = try #require(zip.failure(for: "1234"))
    #expect(failure.description == #"a 5-digit ZIP code (got "1234")"#)
  }

  @Test("A pattern failure is of kind patternMismatch, including an over-long input")
  func patternKind() throws {
    let zip = Requirement<String>.matches(/[0-9]{5}/, maxInputLength: 5)
    #expect(try #require(zip.failure(for: "1234")).kind == .patternMismatch)
    #expect(try #require(zip.failure(for: "123456")).kind == .patternMismatch)
    let code = try Requirement<String>.matches(pattern: "[A-Z]{3}")
    #expect(try #require(code.failure(for: "ab")).kind == .patternMismatch)
  }
}

extension PatternTests {
  @Test("An input over the cap fails, says why, and fails a negation of the pattern too")
  func overCapIsUndecided() throws {
    let tag = Requirement<String>.matches(/.*<.*/, maxInputLength: 100)
    let long = String(repeating: "a", count: 200) + "<script>"
    #expect(!tag.isValid(long))
    let failure = try #require(tag.failure(for: long))
    #expect(failure.kind == .patternMismatch)
    #expect(
      failure.underlyingError as? PatternInputTooLong
        == PatternInputTooLong(length: 208, limit: 100))
    #expect(!(!tag).isValid(long))
    #expect(!(!Requirement.anyOf([tag])).isValid(long))
    let negated = try #require((!tag).failure(for: long))
    #expect(negated.underlyingError is PatternInputTooLong)
  }

  @Test("Within the cap, a negated pattern decides as usual", arguments: ["plain", "a<b"])
  func withinCapNegation(input: String) {
    let tag = Requirement<String>.matches(/.*<.*/, maxInputLength: 100)
    #expect((!tag).isValid(input) == !input.contains("<"))
    #expect(((!tag).failure(for: input) == nil) == !input.contains("<"))
  }

  @Test("The error reads its lengths")
  func errorDescription() {
    #expect(
      "\(PatternInputTooLong(length: 10, limit: 8))"
        == "10 bytes, over the limit of 8 the pattern is run on")
  }
}

extension PatternTests {
  @Test(
    "A nested quantifier made possessive or atomic answers at once, even at the cap",
    arguments: ["(a++)++", "((?>a+))+"])
  func possessiveNesting(pattern: String) throws {
    let letters = try Requirement<String>.matches(pattern: pattern)
    let atCap = String(
      repeating: "a", count: Requirement<String>.defaultMaximumPatternInputLength - 1)
    #expect(letters.isValid("aaaa"))
    #expect(letters.isValid(atCap + "a"))
    #expect(!letters.isValid(atCap + "!"))
    #expect(!letters.isValid(""))
  }
}
