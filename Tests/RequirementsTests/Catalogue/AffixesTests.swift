import PropertyTesting
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

  /// Code points that join, split or stand in for one another inside characters: combining
  /// marks and their precomposed forms, regional indicators, joiners, CR LF, Hangul jamo
  /// and singletons canonically equal to ASCII (the Kelvin sign is "K").
  static let pieces: [String] = [
    "a", "e", "\u{301}", "\u{E9}", "o", "\u{308}", "\u{F6}", "c", "\u{327}", "\u{E7}", "K",
    "\u{212A}", "\u{1F1FA}", "\u{1F1F8}", "\u{200D}", "\u{FE0F}", "\u{1F44D}", "\u{1F3FD}",
    "\r", "\n", " ", "\u{1100}", "\u{1161}", "\u{AC00}",
  ]

  @Test("contains finds text exactly where the standard library's search does")
  func containsAgreesWithStandardLibrary() {
    var generator = SplitMix64(seed: 0x5EA2_C4ED)
    func text(upTo length: Int) -> String {
      (0..<generator.int(in: 0...length)).map { _ in generator.pick(Self.pieces) }.joined()
    }
    var found = 0
    for _ in 0..<20_000 {
      let input = text(upTo: 8)
      let sought = text(upTo: 3)
      // `firstRange(of:)` is the standard library's search by characters, which
      // `contains` runs in a module without Foundation; here Foundation's `contains`,
      // which compares otherwise, would be chosen.
      let expected = input.firstRange(of: sought) != nil
      found += expected ? 1 : 0
      #expect(
        Requirement<String>.contains(sought).isValid(input) == expected,
        "\(input.unicodeScalars.map(\.value)) contains \(sought.unicodeScalars.map(\.value))")
      let tail = input.dropFirst()
      #expect(
        Requirement<Substring>.contains(sought).isValid(tail)
          == (tail.firstRange(of: sought) != nil))
    }
    // Both answers occur often, so the comparison tests both.
    #expect(found > 2_000 && found < 18_000)
  }

  @Test(
    "contains compares whole characters, with canonical equivalence",
    arguments: [
      ("cafe\u{301}", "e", false), ("cafe\u{301}", "\u{E9}", true), ("caf\u{E9}", "e\u{301}", true),
      ("\u{1F1FA}\u{1F1F8}\u{1F1FA}\u{1F1F8}", "\u{1F1F8}\u{1F1FA}", false),
      ("\u{1F1FA}\u{1F1F8}\u{1F1FA}\u{1F1F8}", "\u{1F1FA}\u{1F1F8}", true),
      ("a\r\nb", "\n", false), ("a\r\nb", "\r\n", true), ("\u{212A}elvin", "Kelvin", true),
      ("aabaabaaab", "aabaaab", true), ("aabaabaaba", "aabaaab", false), ("", "", true),
    ])
  func containsWholeCharacters(input: String, text: String, expected: Bool) {
    #expect(Requirement<String>.contains(text).isValid(input) == expected)
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
      Requirement<String>.hasPrefix("+").described("a phone number").description
        == "a phone number")
    #expect(Requirement<String>.hasSuffix(".pdf").described("a PDF").description == "a PDF")
    #expect(
      Requirement<String>.contains("@").described("has an at sign").description
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
