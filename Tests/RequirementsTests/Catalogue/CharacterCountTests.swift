import Requirements
import Testing

struct CharacterCountTests {
  @Test(
    "atLeast(1, .digits) needs one digit",
    arguments: [("abc", false), ("abc1", true), ("1", true), ("", false), ("١", false)])
  func atLeastOneDigit(input: String, expected: Bool) {
    #expect(Requirement<String>.atLeast(1, .digits).isValid(input) == expected)
  }

  @Test(
    "atLeast(4, .lowercase) needs four lowercase letters, counted by character",
    arguments: [
      ("abc", false), ("abcd", true), ("ABCDabc", false), ("aBcDeF1g", true),
      ("e\u{301}e\u{301}e\u{301}", false), ("e\u{301}e\u{301}e\u{301}e\u{301}", true),
    ])
  func atLeastFourLowercase(input: String, expected: Bool) {
    #expect(Requirement<String>.atLeast(4, .lowercase).isValid(input) == expected)
  }

  @Test("A count of zero or less always holds")
  func zeroCount() {
    #expect(Requirement<String>.atLeast(0, .digits).isValid(""))
    #expect(Requirement<String>.atLeast(-1, .digits).isValid("abc"))
  }

  @Test("atLeast counts characters on a long string")
  func longString() {
    let long = String(repeating: "a", count: 10_000) + "1"
    #expect(Requirement<String>.atLeast(1, .digits).isValid(long))
    #expect(!Requirement<String>.atLeast(2, .digits).isValid(long))
  }

  @Test(
    "atLeast descriptions use the singular for one and the plural otherwise",
    arguments: [
      (Requirement<String>.atLeast(1, .digits), "at least 1 digit"),
      (Requirement<String>.atLeast(4, .lowercase), "at least 4 lowercase letters"),
      (Requirement<String>.atLeast(1, .uppercase), "at least 1 uppercase letter"),
      (Requirement<String>.atLeast(2, .special), "at least 2 special characters"),
      (Requirement<String>.atLeast(1, .whitespace), "at least 1 white-space character"),
      (Requirement<String>.atLeast(3, .whitespace), "at least 3 white-space characters"),
      (Requirement<String>.atLeast(0, .letters), "at least 0 letters"),
      (
        Requirement<String>.atLeast(2, CharacterClass("box", plural: "boxes", in: "□")),
        "at least 2 boxes"
      ),
      (
        Requirement<String>.atLeast(1, CharacterClass("special character", in: "!@#")),
        "at least 1 special character"
      ),
    ])
  func atLeastDescriptions(requirement: Requirement<String>, expected: String) {
    #expect(requirement.description == expected)
  }

  @Test(
    "only accepts strings made only of the given classes",
    arguments: [
      ("abc123", true), ("", true), ("ABC", true), ("é1", true), ("abc 123", false),
      ("abc_123", false), ("abc!", false),
    ])
  func onlyLettersAndDigits(input: String, expected: Bool) {
    #expect(Requirement<String>.only(.letters, .digits).isValid(input) == expected)
  }

  @Test("only with one class accepts that class alone")
  func onlyOneClass() {
    #expect(Requirement<String>.only(.digits).isValid("0123456789"))
    #expect(!Requirement<String>.only(.digits).isValid("12a"))
    #expect(!Requirement<String>.only(.digits).isValid("12 "))
    #expect(
      Requirement<String>.only(CharacterClass("hex digit", in: "0123456789abcdef")).isValid(
        "c0ffee"))
  }

  @Test(
    "only descriptions list the plural names like a sentence",
    arguments: [
      (Requirement<String>.only(.letters, .digits), "only letters and digits"),
      (Requirement<String>.only(.digits), "only digits"),
      (
        Requirement<String>.only(.uppercase, .lowercase, .digits),
        "only uppercase letters, lowercase letters and digits"
      ),
      (
        Requirement<String>.only(.letters, .digits, .whitespace, .special),
        "only letters, digits, white-space characters and special characters"
      ),
    ])
  func onlyDescriptions(requirement: Requirement<String>, expected: String) {
    #expect(requirement.description == expected)
  }

  @Test("A description override replaces the default description")
  func descriptionOverrides() {
    #expect(
      Requirement<String>.atLeast(1, .digits).described("a number").description == "a number")
    #expect(
      Requirement<String>.only(.letters).described("letters only").description == "letters only")
  }

  @Test("A failed password reads naturally and lists the missing classes")
  func passwordFailure() throws {
    let password =
      Requirement<String>.minLength(8) && .atLeast(1, .digits) && .atLeast(1, .uppercase)
    let failure = try #require(password.failure(for: "abcdefgh"))
    #expect(
      failure.leaves.map(\.description) == [
        #"at least 1 digit (got "abcdefgh")"#, #"at least 1 uppercase letter (got "abcdefgh")"#,
      ])
  }
}

extension CharacterCountTests {
  @Test("only() with no classes accepts the empty string alone and says so")
  func onlyNothing() {
    let nothing = Requirement<String>.only()
    #expect(nothing.description == "empty")
    #expect(nothing.isValid(""))
    #expect(!nothing.isValid("a"))
  }
}
