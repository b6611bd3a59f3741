extension CharacterClass {
  /// A character class's name in one language: the forms a count takes, by CLDR plural
  /// category, and the plural that lists the class.
  ///
  /// Give each form as the catalogue's sentences use it after a count ("at least 2 …"):
  /// German needs `one` and `other`, Russian the genitive after «не менее» in `one`, `few`
  /// and `many`, Arabic up to six forms. A missing form falls back to `other`, then
  /// `many`.
  ///
  /// ```swift
  /// let vowels = CharacterClass("vowel", in: "aeiou").translated([
  ///   "de": .init(one: "Vokal", other: "Vokale"),
  ///   "ru": .init(one: "гласной", few: "гласных", many: "гласных", plural: "гласные"),
  /// ])
  /// ```
  public struct Translation: Sendable {
    /// The forms a count takes, by plural category.
    public let zero, one, two, few, many, other: String?

    /// The name of the whole class, as "only …" lists it: "Vokale", "гласные".
    public let plural: String

    /// Creates a translation from the forms a count takes and the plural that lists the
    /// class.
    ///
    /// - Parameters:
    ///   - zero: The form for the plural category `zero`.
    ///   - one: The form for `one`.
    ///   - two: The form for `two`.
    ///   - few: The form for `few`.
    ///   - many: The form for `many`.
    ///   - other: The form for `other`.
    ///   - plural: The name of the whole class; by default the `other` form, else `many`.
    public init(
      zero: String? = nil, one: String? = nil, two: String? = nil, few: String? = nil,
      many: String? = nil, other: String? = nil, plural: String? = nil
    ) {
      self.zero = zero
      self.one = one
      self.two = two
      self.few = few
      self.many = many
      self.other = other
      self.plural = plural ?? other ?? many ?? one ?? ""
    }
  }

  /// Returns the same class, with its name in other languages.
  ///
  /// Messages in a language listed here name the class by its translation; messages in
  /// any other language, by the English singular and plural names.
  ///
  /// - Parameter translations: The class's name by ISO 639 language code (`de`, `ru`), or
  ///   by a tag `Locale.messageLanguageTag` gives (`zh-Hant`), which wins over
  ///   the code for the locales whose messages are in that language.
  /// - Returns: The class with the translations, merged over any it had.
  public func translated(_ translations: [String: Translation]) -> CharacterClass {
    var named = self
    named.translations.merge(translations) { $1 }
    return named
  }

  // The class named in one form only, for a message in one language: the form a count
  // takes, or the plural that lists the class. A language words a caller's class with its
  // English names, so these stand in for both.
  func named(_ name: String) -> CharacterClass {
    CharacterClass(name, plural: name, builtInNumber: 0, contains: predicate)
  }
}
