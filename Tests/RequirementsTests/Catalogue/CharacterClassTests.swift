import Requirements
import Testing

struct CharacterClassTests {
  @Test(
    "uppercase holds Unicode uppercase letters",
    arguments: [
      ("A", true), ("Z", true), ("É", true), ("Ж", true), ("a", false), ("1", false),
      ("!", false), (" ", false),
    ] as [(Character, Bool)])
  func uppercase(character: Character, expected: Bool) {
    #expect(CharacterClass.uppercase.contains(character) == expected)
  }

  @Test(
    "lowercase holds Unicode lowercase letters",
    arguments: [
      ("a", true), ("z", true), ("é", true), ("e\u{301}", true), ("ß", true),
      ("A", false), ("1", false), ("_", false),
    ] as [(Character, Bool)])
  func lowercase(character: Character, expected: Bool) {
    #expect(CharacterClass.lowercase.contains(character) == expected)
  }

  @Test(
    "letters holds letters of any script",
    arguments: [
      ("a", true), ("Z", true), ("é", true), ("ж", true), ("中", true), ("1", false),
      ("-", false), (" ", false), ("👍", false),
    ] as [(Character, Bool)])
  func letters(character: Character, expected: Bool) {
    #expect(CharacterClass.letters.contains(character) == expected)
  }

  @Test(
    "digits holds the ASCII digits 0 to 9 only",
    arguments: [
      ("0", true), ("5", true), ("9", true), ("a", false), ("/", false), (":", false),
      ("٣", false), ("５", false), ("½", false),
    ] as [(Character, Bool)])
  func digits(character: Character, expected: Bool) {
    #expect(CharacterClass.digits.contains(character) == expected)
  }

  @Test(
    "whitespace holds spaces and line breaks",
    arguments: [
      (" ", true), ("\t", true), ("\n", true), ("\r\n", true), ("\u{00A0}", true),
      ("\u{2003}", true), ("a", false), ("_", false),
    ] as [(Character, Bool)])
  func whitespace(character: Character, expected: Bool) {
    #expect(CharacterClass.whitespace.contains(character) == expected)
  }

  @Test(
    "special holds printable ASCII that is neither letter, digit nor space",
    arguments: [
      ("!", true), ("#", true), ("_", true), ("~", true), ("@", true), ("/", true),
      (" ", false), ("a", false), ("Z", false), ("0", false), ("\u{7F}", false), ("\t", false),
      ("é", false), ("€", false), ("\u{0}", false),
    ] as [(Character, Bool)])
  func special(character: Character, expected: Bool) {
    #expect(CharacterClass.special.contains(character) == expected)
  }

  @Test("Every printable ASCII character is exactly one of letter, digit, space or special")
  func asciiPartition() throws {
    for value in UInt8(0x20)...UInt8(0x7E) {
      let character = Character(Unicode.Scalar(value))
      let classes: [CharacterClass] = [.letters, .digits, .whitespace, .special]
      #expect(classes.filter { $0.contains(character) }.count == 1, "\(character)")
    }
  }

  @Test(
    "Built-in classes have singular and plural names",
    arguments: [
      (CharacterClass.uppercase, "uppercase letter", "uppercase letters"),
      (.lowercase, "lowercase letter", "lowercase letters"),
      (.letters, "letter", "letters"),
      (.digits, "digit", "digits"),
      (.whitespace, "white-space character", "white-space characters"),
      (.special, "special character", "special characters"),
    ])
  func names(characterClass: CharacterClass, singular: String, plural: String) {
    #expect(characterClass.singularName == singular)
    #expect(characterClass.pluralName == plural)
  }

  @Test("A custom class from its members holds exactly those characters")
  func customMembers() {
    let special = CharacterClass("special character", in: "!@#$%^&*")
    #expect(special.singularName == "special character")
    #expect(special.pluralName == "special characters")
    #expect(special.contains("!"))
    #expect(special.contains("*"))
    #expect(!special.contains("_"))
    #expect(!special.contains("a"))
  }

  @Test("A custom class from members compares whole characters")
  func customMembersGraphemes() {
    let accents = CharacterClass("accented e", in: "\u{E9}")
    #expect(accents.contains("e\u{301}"))
    #expect(!accents.contains("e"))
    let thumbs = CharacterClass("thumb", in: "👍🏽")
    #expect(thumbs.contains("👍🏽"))
    #expect(!thumbs.contains("👍"))
  }

  @Test("A custom plural name replaces the default \"s\"")
  func customPlural() {
    let boxes = CharacterClass("box", plural: "boxes", in: "□■")
    #expect(boxes.pluralName == "boxes")
    #expect(boxes.contains("■"))
  }

  @Test("A custom class from a membership test uses the test")
  func customPredicate() {
    let vowels = CharacterClass("vowel") { "aeiou".contains($0) }
    #expect(vowels.singularName == "vowel")
    #expect(vowels.pluralName == "vowels")
    #expect(vowels.contains("e"))
    #expect(!vowels.contains("b"))
  }
}

extension CharacterClassTests {
  @Test(
    "Digits are the ASCII digits alone, not digits with combining marks",
    arguments: ["1\u{301}", "5\u{FE0F}\u{20E3}", "9\u{301}", "٣"])
  func digitsRejectDecoratedDigits(character: Character) {
    #expect(!CharacterClass.digits.contains(character))
    #expect(!Requirement<String>.only(.digits).isValid("1" + String(character)))
  }
}

extension CharacterClassTests {
  /// Characters that look like a letter, or like nothing, but carry an invisible code
  /// point: a joiner, a variation selector, a tag, a grapheme joiner or a Hangul filler.
  static let invisiblyMarked: [String] = [
    "a\u{200D}", "a\u{200C}", "a\u{FE0F}", "a\u{FE00}", "a\u{E0061}", "a\u{E007F}",
    "a\u{34F}", "a\u{E0100}", "A\u{200D}", "\u{3164}", "\u{115F}", "\u{1160}", "\u{FFA0}",
    "e\u{301}\u{200D}", "1\u{200D}",
  ]

  @Test(
    "A character with an invisible code point is no letter, case or digit",
    arguments: invisiblyMarked)
  func invisibleCodePoints(text: String) throws {
    let character = try #require(text.first)
    #expect(text.count == 1)
    for characterClass in [CharacterClass.letters, .uppercase, .lowercase, .digits] {
      #expect(!characterClass.contains(character), "\(characterClass.pluralName)")
    }
  }

  @Test(
    "Only letters and digits keeps out a name with an invisible code point",
    arguments: [
      "admin\u{200D}", "admin\u{200C}", "admin\u{FE0F}", "admin\u{E0020}", "\u{3164}admin",
      "admin\u{FFF9}", "\u{070F}admin", "admin\u{13430}", "admin\u{FFFF}", "admin\u{0378}",
      "admin\u{E000}",
    ])
  func invisibleInName(name: String) {
    let username: Requirement<String> = .only(.letters, .digits) && .noneOf(["admin"])
    #expect(!username.isValid(name))
    #expect(username.isValid("admin2"))
  }

  @Test(
    "Letters may carry combining marks, and jamo and conjuncts make one letter",
    arguments: [
      ("e\u{301}", CharacterClass.letters), ("e\u{301}", .lowercase),
      ("E\u{301}\u{308}", .uppercase),
      ("a\u{20DD}", .letters), ("\u{1100}\u{1161}\u{11A8}", .letters),
      ("\u{915}\u{94D}\u{937}", .letters),
      ("\u{E01}\u{E33}", .letters), ("\u{24D0}", .lowercase), ("\u{1C5}", .letters),
    ])
  func marksOnLetters(text: String, characterClass: CharacterClass) {
    #expect(text.allSatisfy(characterClass.contains), "\(text.unicodeScalars.map(\.value))")
  }

  @Test("Every ASCII character, CR LF included, is in the classes Unicode puts it in")
  func asciiAgreesWithUnicode() {
    var characters = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }
    characters.append("\r\n")
    for character in characters {
      let code = character.unicodeScalars.map(\.value)
      #expect(CharacterClass.uppercase.contains(character) == character.isUppercase, "\(code)")
      #expect(CharacterClass.lowercase.contains(character) == character.isLowercase, "\(code)")
      #expect(CharacterClass.letters.contains(character) == character.isLetter, "\(code)")
      let printable = character.asciiValue.map { $0 > 0x20 && $0 < 0x7F } ?? false
      #expect(
        CharacterClass.special.contains(character)
          == (printable && !character.isLetter && !character.isNumber), "\(code)")
    }
  }
}
