import Foundation
import KoreanLanguage
import Testing

@testable import Requirements

/// Every language, built in or registered, words every constraint in its own words.
struct LanguageParityTests {
  /// A language under test: its tag, a field name in it, and a class of its own, named in it.
  struct Case: Sendable, CustomTestStringConvertible {
    let tag: String
    let subject: String
    let vowels: CharacterClass?

    var testDescription: String { tag }
  }

  static let cases: [Case] = [
    Case(tag: "en", subject: "Name", vowels: CharacterClass("vowel", in: "aeiou")),
    Case(tag: "de", subject: "Name", vowels: nil),
    Case(tag: "fr", subject: "Nom", vowels: CharacterClass("voyelle", in: "aeiouy")),
    Case(
      tag: "es", subject: "Nombre",
      vowels: CharacterClass("vocal", plural: "vocales", in: "aeiou")),
    Case(
      tag: "it", subject: "Nome", vowels: CharacterClass("vocale", plural: "vocali", in: "aeiou")),
    Case(tag: "pt-BR", subject: "Nome", vowels: nil),
    Case(tag: "nl", subject: "Naam", vowels: nil),
    Case(tag: "pl", subject: "Imię", vowels: nil),
    Case(tag: "ru", subject: "Имя", vowels: nil),
    Case(tag: "ja", subject: "名前", vowels: nil),
    Case(tag: "zh-Hans", subject: "名称", vowels: nil),
    Case(tag: "zh-Hant", subject: "名稱", vowels: nil),
    Case(tag: "ar", subject: "الاسم", vowels: nil),
    // Registered from another module, as an app registers a language.
    Case(tag: "ko", subject: "이름", vowels: nil),
  ]

  // The samples every language words, with no letters in their values, those the tests
  // of single languages add (a number with a fraction, a time of day, a date as an
  // expected value), and a class of its own: no English word may show in their texts.
  // Computed, not stored: see `EveryLanguageTests.constraints`.
  static func constraints(_ language: Case) -> [Constraint] {
    let day = LanguageSamples.firstOfMarch
    let own = language.vowels.map { [Constraint.atLeast(1, $0), .only([$0])] } ?? []
    return LanguageSamples.constraints + own + [
      .minimum(.number(0.5)), .minimum(.date(day.addingTimeInterval(14.5 * 3600))),
      .maximum(.decimal(Decimal(sign: .plus, exponent: -2, significand: 1999))),
      .equalTo(.date(day)),
    ]
  }

  @Test(
    "The language's locale gets it, and it words every constraint unlike English does",
    arguments: cases)
  func everyConstraint(_ language: Case) throws {
    MessageLanguage.register(.korean)
    let locale = Locale(identifier: language.tag)
    let (words, format) = MessageLanguages.language(for: locale, timeZone: .current)
    #expect(words.tag == language.tag)
    #expect(locale.messageLanguageTag == language.tag)
    let english = MessageLanguage.english
    let englishFormat = MessageFormat(locale: Locale(identifier: "en"), pluralRule: .oneForOne)
    let untranslated = UntranslatedWords.byTag[language.tag] ?? []
    let samples = Self.constraints(language)
    for (index, constraint) in (samples + EveryLanguageTests.constraints).enumerated() {
      let phrase = words.phrase(constraint, format)
      let named = words.sentence(constraint, language.subject, format)
      let bare = words.sentence(constraint, nil, format)
      #expect(!phrase.isEmpty, "\(constraint)")
      #expect(named.contains(language.subject), "\(constraint): \(named)")
      for text in [phrase, named, bare] where index < samples.count {
        let found = Set(text.lowercased().split { !$0.isLetter }.map(String.init))
        #expect(found.isDisjoint(with: untranslated), "\(text)")
      }
      for sentence in [named, bare] {
        // Capitalised where the script has cases; a URL scheme keeps its lowercase.
        #expect(
          sentence.prefix(1) == sentence.prefix(1).uppercased() || sentence.hasPrefix("http"),
          "\(sentence)")
        #expect(sentence.hasSuffix(".") || sentence.hasSuffix("。"), "\(sentence)")
        #expect(!sentence.hasSuffix(".."), "\(sentence)")
      }
      if language.tag != "en" {
        #expect(
          bare != english.sentence(constraint, nil, englishFormat),
          "\(language.tag) \(constraint) reads as English: \(bare)")
      }
    }
  }
}
