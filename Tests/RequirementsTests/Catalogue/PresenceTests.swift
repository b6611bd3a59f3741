import Requirements
import Testing

struct PresenceTests {
  @Test("required() fails for nil and holds for any value")
  func required() {
    let requirement = Requirement<Int?>.required()
    #expect(!requirement.isValid(nil))
    #expect(requirement.isValid(0))
    #expect(requirement.isValid(Int.min))
    #expect(Requirement<String?>.required().isValid(""))
  }

  @Test("required() reads \"required\" and a description override replaces it")
  func requiredDescription() throws {
    #expect(Requirement<Int?>.required().description == "required")
    #expect(
      Requirement<Int?>.required().described("enter a number").description == "enter a number")
    let failure = try #require(Requirement<Int?>.required().failure(for: nil))
    #expect(failure.description == "required")
  }

  @Test(
    "ifPresent lets nil through and checks a present value",
    arguments: [(nil, true), ("J", false), ("Jo", true), ("", false)] as [(String?, Bool)])
  func ifPresent(input: String?, expected: Bool) {
    #expect(Requirement<String?>.ifPresent(.minLength(2)).isValid(input) == expected)
  }

  @Test("ifPresent reads \"… (when present)\" and a description override replaces it")
  func ifPresentDescription() {
    #expect(
      Requirement<String?>.ifPresent(.minLength(2)).description
        == "at least 2 characters (when present)")
    #expect(
      Requirement<String?>.ifPresent(.minLength(2)).described("a middle name").description
        == "a middle name")
  }

  @Test("ifPresent parenthesises a composite, so that \"(when present)\" covers all of it")
  func ifPresentCompositeDescription() {
    #expect(
      Requirement<String?>.ifPresent(.minLength(2) || .maxLength(0)).description
        == "(at least 2 characters or at most 0 characters) (when present)")
    #expect(
      Requirement<String?>.ifPresent(!.contains(" ")).description
        == #"does not contain " " (when present)"#)
  }

  @Test("A failed ifPresent carries the wrapped requirement's failure with the unwrapped input")
  func ifPresentFailure() throws {
    let middleName = Requirement<String?>.ifPresent(.minLength(2) && .atLeast(1, .uppercase))
    #expect(middleName.failure(for: nil) == nil)
    let failure = try #require(middleName.failure(for: "j"))
    #expect(failure.input == "j", "an optional input is shown as what it wraps")
    #expect(Requirement<String?>.required().failure(for: nil)?.input == nil)
    let nested = Requirement<Int??>("present twice") { $0 == nil }
    #expect(nested.failure(for: .some(.some(3)))?.input == "3")
    #expect(failure.components.count == 1)
    #expect(
      failure.leaves.map(\.requirement) == ["at least 2 characters", "at least 1 uppercase letter"])
    #expect(failure.leaves.allSatisfy { $0.input == "j" })
    let redacted = try #require(middleName.failure(for: "j", redactingInput: true))
    #expect(redacted.allFailures.allSatisfy { $0.input == nil })
  }

  @Test("ifPresent keeps the error of a throwing wrapped requirement")
  func ifPresentThrowing() throws {
    let requirement = Requirement<Int?>.ifPresent(throwingRequirement("parses", code: 4))
    #expect(requirement.isValid(nil))
    #expect(!requirement.isValid(1))
    let failure = try #require(requirement.failure(for: 1))
    #expect(failure.underlyingError as? TestError == TestError(code: 4))
  }

  @Test("required() combined with ifPresent rejects nil and checks the value")
  func requiredAndIfPresent() {
    let requirement = Requirement<String?>.required() && .ifPresent(.minLength(2))
    #expect(!requirement.isValid(nil))
    #expect(!requirement.isValid("J"))
    #expect(requirement.isValid("Jo"))
  }

  @Test("nonEmpty fails only for an empty string or collection")
  func nonEmpty() {
    #expect(!Requirement<String>.nonEmpty().isValid(""))
    #expect(Requirement<String>.nonEmpty().isValid(" "))
    #expect(!Requirement<[Int]>.nonEmpty().isValid([]))
    #expect(Requirement<[Int]>.nonEmpty().isValid([0]))
    #expect(!Requirement<Set<String>>.nonEmpty().isValid([]))
    #expect(Requirement<String>.nonEmpty().description == "not empty")
    #expect(Requirement<String>.nonEmpty().described("enter text").description == "enter text")
  }

  @Test(
    "nonBlank needs a character that is not white space",
    arguments: [
      ("", false), (" ", false), (" \n", false), ("\t\r\n", false), ("\u{00A0}", false),
      ("\u{2003}", false), ("a", true), (" a ", true), ("e\u{301}", true), (".", true),
    ])
  func nonBlank(input: String, expected: Bool) {
    #expect(Requirement<String>.nonBlank().isValid(input) == expected)
  }

  @Test("nonBlank reads \"not blank\" and a description override replaces it")
  func nonBlankDescription() {
    #expect(Requirement<String>.nonBlank().description == "not blank")
    #expect(Requirement<String>.nonBlank().described("enter a name").description == "enter a name")
  }

  @Test("required() fails as missing, nonEmpty() and nonBlank() as too short (text) or too few")
  func presenceKinds() throws {
    #expect(try #require(Requirement<Int?>.required().failure(for: nil)).kind == .missing)
    #expect(try #require(Requirement<String>.nonEmpty().failure(for: "")).kind == .tooShort)
    #expect(try #require(Requirement<[Int]>.nonEmpty().failure(for: [])).kind == .tooFew)
    #expect(try #require(Requirement<String>.nonBlank().failure(for: " ")).kind == .tooShort)
  }

  @Test("ifPresent fails as other and keeps the wrapped failure's kind in its component")
  func ifPresentKind() throws {
    let failure = try #require(Requirement<String?>.ifPresent(.minLength(2)).failure(for: "J"))
    #expect(failure.kind == .other)
    #expect(failure.leaves.map(\.kind) == [.tooShort])
  }
}

extension PresenceTests {
  @Test(
    "nonBlank needs a visible character: white space and invisible code points are blank",
    arguments: [
      ("\u{200B}", false), ("\u{3164}", false), (" \u{FEFF}\t", false), ("\u{2060}", false),
      ("a\u{200B}", true), ("\u{301}", true), ("·", true),
    ])
  func invisibleIsBlank(text: String, isValid: Bool) {
    #expect(Requirement<String>.nonBlank().isValid(text) == isValid)
  }
}

extension PresenceTests {
  @Test(
    "nonBlank: fillers, joiners, selectors and blank glyphs are blank, whatever they follow",
    arguments: [
      ("\u{2800}", false), ("\u{2800}\u{2800} \u{2800}", false), ("\u{1D159}", false),
      ("\u{115F}\u{1160}", false), ("\u{FFA0}", false), ("\u{180E}", false),
      (" \u{200D}\u{200C}", false), ("\u{FE0F}\u{E0061}\u{E007F}", false), ("\u{2800}a", true),
      ("\u{28FF}", true),
    ])
  func blankGlyphs(text: String, isValid: Bool) {
    #expect(Requirement<String>.nonBlank().isValid(text) == isValid)
  }
}

extension PresenceTests {
  @Test(
    "nonBlank: format, unassigned, noncharacter and private-use code points are blank",
    arguments: [
      "\u{FFF9}", "\u{FFFA}\u{FFFB}", "\u{13430}\u{13436}", "\u{070F}", "\u{FFFF}",
      "\u{0378}", "\u{E000}\u{F8FF}", "\u{F0000}", " \u{FFF9}\u{0378}\n",
    ])
  func invisibleCategoriesAreBlank(text: String) {
    #expect(!Requirement<String>.nonBlank().isValid(text))
    #expect(Requirement<String>.nonBlank().isValid(text + "a"))
  }
}

extension PresenceTests {
  @Test(
    "nonBlank: control characters are blank; a mark that shows, even on a space, is not",
    arguments: [
      ("\u{0}", false), ("\u{1B}\u{7F}", false), (" \u{0}\n", false), ("\r\n", false),
      (" \u{301}", true), ("\u{0}a", true),
    ])
  func controlsAndMarks(text: String, isValid: Bool) {
    #expect(Requirement<String>.nonBlank().isValid(text) == isValid)
  }
}

extension PresenceTests {
  @Test(
    "A negated ifPresent fails for nil and says so: \"present and …\", parenthesised in composites")
  func negatedIfPresent() {
    let spaced = Requirement<String?>.ifPresent(.contains(" "))
    #expect((!spaced).description == #"present and does not contain " ""#)
    #expect(!(!spaced).isValid(nil))
    #expect((!spaced).isValid("ab"))
    #expect(!(!spaced).isValid("a b"))
    #expect(
      (!spaced || .required()).description == #"(present and does not contain " ") or required"#)
    #expect((!(!spaced)).description == spaced.description)
  }
}

extension PresenceTests {
  @Test("A negated ifPresent keeps its parentheses however often it is negated")
  func repeatedNegationOfIfPresent() {
    let spaced = Requirement<String?>.ifPresent(.contains(" "))
    let expected = #"(present and does not contain " ") or required"#
    #expect((!(!(!spaced)) || .required()).description == expected)
    #expect((!(!Requirement.allOf([!spaced])) || .required()).description == expected)
  }
}
