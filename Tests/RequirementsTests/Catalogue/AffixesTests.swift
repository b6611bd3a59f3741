import Requirements
import Testing

struct AffixesTests {
  @Test(
    "hasPrefix accepts strings that start with the prefix",
    arguments: [
      ("https://example.com", true), ("https://", true), ("http://example.com", false),
      ("HTTPS://example.com", false), ("", false), (" https://x", false),
    ])
  func hasPrefix(input: String, expected: Bool) {
    #expect(Requirement<String>.hasPrefix("https://").isValid(input) == expected)
  }

  @Test(
    "hasSuffix accepts strings that end with the suffix",
    arguments: [("report.pdf", true), (".pdf", true), ("report.PDF", false), ("pdf", false)])
  func hasSuffix(input: String, expected: Bool) {
    #expect(Requirement<String>.hasSuffix(".pdf").isValid(input) == expected)
  }

  @Test(
    "contains accepts strings that contain the text anywhere",
    arguments: [("a b", true), (" ", true), ("ab ", true), ("ab", false), ("", false)])
  func contains(input: String, expected: Bool) {
    #expect(Requirement<String>.contains(" ").isValid(input) == expected)
  }

  @Test("Affixes compare whole characters")
  func wholeCharacters() {
    #expect(!Requirement<String>.hasPrefix("e").isValid("e\u{301}t\u{E9}"))
    #expect(Requirement<String>.hasPrefix("\u{E9}").isValid("e\u{301}t\u{E9}"))
    #expect(Requirement<String>.hasSuffix("\u{E9}").isValid("cafe\u{301}"))
  }

  @Test("An empty prefix, suffix or text is always found")
  func emptyAffixes() {
    #expect(Requirement<String>.hasPrefix("").isValid(""))
    #expect(Requirement<String>.hasSuffix("").isValid("x"))
    #expect(Requirement<String>.contains("").isValid("x"))
  }

  @Test("Affixes work on substrings")
  func substrings() {
    let text = "say hello"
    let word = text.suffix(5)
    #expect(Requirement<Substring>.hasPrefix("he").isValid(word))
    #expect(!Requirement<Substring>.hasPrefix("say").isValid(word))
    #expect(Requirement<Substring>.hasSuffix("lo").isValid(word))
    #expect(!Requirement<Substring>.contains("y").isValid(word))
  }

  @Test(
    "Default descriptions quote the text",
    arguments: [
      (Requirement<String>.hasPrefix("https://"), "starts with \"https://\""),
      (Requirement<String>.hasSuffix(".pdf"), "ends with \".pdf\""),
      (Requirement<String>.contains(" "), "contains \" \""),
    ])
  func descriptions(requirement: Requirement<String>, expected: String) {
    #expect(requirement.description == expected)
  }

  @Test("A description override replaces each default description")
  func descriptionOverrides() {
    #expect(
      Requirement<String>.hasPrefix("+", description: "a phone number").description
        == "a phone number")
    #expect(Requirement<String>.hasSuffix(".pdf", description: "a PDF").description == "a PDF")
    #expect(
      Requirement<String>.contains("@", description: "has an at sign").description
        == "has an at sign")
  }

  @Test("Combined with !, contains forbids text")
  func forbidsText() {
    let noSpaces: Requirement<String> = !.contains(" ")
    #expect(noSpaces.isValid("ab"))
    #expect(!noSpaces.isValid("a b"))
    #expect(noSpaces.description == "does not contain \" \"")
  }
}
