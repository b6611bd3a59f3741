/// A named set of characters, used by ``Requirement/atLeast(_:_:)`` and
/// ``Requirement/only(_:)``.
///
/// A class has a singular and a plural name so descriptions read naturally: "at least 1
/// digit", "at least 4 lowercase letters", "only letters and digits".
///
/// ```swift
/// let special = CharacterClass("special character", in: "!@#$%^&*")
/// Requirement<String>.atLeast(1, special).description   // "at least 1 special character"
/// ```
public struct CharacterClass: Sendable {
  /// The name of one member, as in "at least 1 digit".
  public let singularName: String

  /// The name of several members, as in "at least 2 digits" or "only digits".
  public let pluralName: String

  let predicate: @Sendable (Character) -> Bool

  // The names a caller gave in other languages, by ISO 639 language code (see
  // `translated(_:)`); empty for English names only.
  var translations: [String: Translation] = [:]

  // A number naming one of the classes declared here (`uppercase` is 1, …), so that
  // requirements on it can be shared (see `SharedEntries`); 0 for a caller's class, whose
  // predicate a name does not identify.
  let builtInNumber: Int

  /// Creates a character class from its names and a membership test.
  ///
  /// ```swift
  /// let vowels = CharacterClass("vowel") { "aeiou".contains($0) }
  /// ```
  ///
  /// - Parameters:
  ///   - singularName: The name of one member.
  ///   - pluralName: The name of several members; by default the singular name with "s".
  ///   - contains: Returns whether a character belongs to the class.
  public init(
    _ singularName: String, plural pluralName: String? = nil,
    contains: @escaping @Sendable (Character) -> Bool
  ) {
    self.init(singularName, plural: pluralName, builtInNumber: 0, contains: contains)
  }

  // A class with its number among the built-in ones (0 for none).
  init(
    _ singularName: String, plural pluralName: String? = nil, builtInNumber: Int,
    contains: @escaping @Sendable (Character) -> Bool
  ) {
    self.singularName = singularName
    self.pluralName = pluralName ?? singularName + "s"
    self.predicate = contains
    self.builtInNumber = builtInNumber
  }

  /// Creates a character class from the characters it holds.
  ///
  /// - Parameters:
  ///   - singularName: The name of one member.
  ///   - pluralName: The name of several members; by default the singular name with "s".
  ///   - members: The characters in the class.
  public init(_ singularName: String, plural pluralName: String? = nil, in members: String) {
    let set = Set(members)
    self.init(singularName, plural: pluralName) { set.contains($0) }
  }

  /// Returns whether the character belongs to the class.
  ///
  /// - Parameter character: The character to test.
  /// - Returns: `true` for a member.
  public func contains(_ character: Character) -> Bool {
    predicate(character)
  }

  /// Uppercase letters: characters Unicode calls uppercase (`Character.isUppercase`), such
  /// as "A", "É" and "Ⓐ", with nothing invisible in them (see ``letters``).
  public static let uppercase = CharacterClass("uppercase letter", builtInNumber: 1) {
    // ASCII, the usual case, by its code; the Unicode properties agree on it.
    if let ascii = $0.asciiValue { return (0x41...0x5A).contains(ascii) }
    return $0.isUppercase && isPlain($0)
  }

  /// Lowercase letters: characters Unicode calls lowercase (`Character.isLowercase`), such
  /// as "a", "ß" and "ⓐ", with nothing invisible in them (see ``letters``).
  public static let lowercase = CharacterClass("lowercase letter", builtInNumber: 2) {
    if let ascii = $0.asciiValue { return (0x61...0x7A).contains(ascii) }
    return $0.isLowercase && isPlain($0)
  }

  /// Letters of any script: a Unicode alphabetic code point (`Character.isLetter`) followed
  /// only by letters and combining marks (`"e\u{301}"`, Hangul jamo), none of them
  /// invisible: no joiner, variation selector, tag, Hangul filler, format character or
  /// unassigned code point.
  public static let letters = CharacterClass("letter", builtInNumber: 3) {
    if let ascii = $0.asciiValue { return isASCIILetter(ascii) }
    return $0.isLetter && isPlain($0)
  }

  /// The ASCII digits 0 to 9 (U+0030 to U+0039), each alone: no other script's digits,
  /// and no digit with a mark or a variation selector.
  public static let digits = CharacterClass("digit", builtInNumber: 4) { character in
    // `asciiValue` is nil for "1\u{301}" and other digits with combining marks.
    character.asciiValue.map { (0x30...0x39).contains($0) } ?? false
  }

  /// White space, including line breaks: characters whose first code point is Unicode
  /// white space (`Character.isWhitespace`).
  public static let whitespace = CharacterClass(
    "white-space character", plural: "white-space characters", builtInNumber: 5
  ) { $0.isWhitespace }

  /// ASCII punctuation and symbols: the printable ASCII characters that are neither
  /// letters, digits nor a space, such as `!`, `#` and `_`.
  public static let special = CharacterClass("special character", builtInNumber: 6) { character in
    guard let ascii = character.asciiValue, ascii > 0x20, ascii < 0x7F else { return false }
    return !isASCIILetter(ascii) && !(0x30...0x39).contains(ascii)
  }
}

// Whether an ASCII code is a letter, A to Z or a to z.
private func isASCIILetter(_ ascii: UInt8) -> Bool {
  (0x41...0x5A).contains(ascii) || (0x61...0x7A).contains(ascii)
}

// Whether a character is a base with nothing invisible on it: no code point in it is
// invisible (see `isInvisible`: joiners, variation selectors, tags, the Hangul fillers,
// format characters, unassigned code points), and each after the first is a letter or a
// combining mark, as in `"e\u{301}"`, Hangul jamo and Indic conjuncts.
//
// `Character.isLetter` and its kin judge a character by its first code point, so "a"
// followed by a zero-width joiner, which a person cannot tell from "a", would be a letter.
private func isPlain(_ character: Character) -> Bool {
  // An ASCII character is a single code point, or CR LF: nothing to look at.
  guard !character.isASCII else { return true }
  var scalars = character.unicodeScalars.makeIterator()
  guard let first = scalars.next(), !isInvisible(first) else {
    return false
  }
  while let scalar = scalars.next() {
    guard !isInvisible(scalar) else { return false }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark, .uppercaseLetter, .lowercaseLetter,
      .titlecaseLetter, .modifierLetter, .otherLetter:
      continue
    default:
      return false
    }
  }
  return true
}
