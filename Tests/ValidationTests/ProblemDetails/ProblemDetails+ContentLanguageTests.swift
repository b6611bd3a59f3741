import Foundation
import Requirements
import Testing
import Validation

/// A document's wording is in the language its locale's `messageLanguageTag` names, for the
/// built-in languages, their regions, Cantonese, registered languages and English.
// Registers under `sw`, a tag no other test reads, since the registry is process-wide.
struct ProblemDetailsContentLanguageTests {
  struct Signup: DecodableModel {
    @Validated(name: "Password", .minLength(8)) var password = "placeholder"
    @Validated(.email()) var email = "a@example.com"

    mutating func visitFields(_ visitor: inout some FieldVisitor) {
      visitor.visit("password", &_password)
      visitor.visit("email", &_email)
    }
  }

  /// The words of the document for a short password and a bad address, in a locale.
  static func words(_ locale: Locale) -> [String] {
    do {
      _ = try JSONDecoder().decode(
        Signup.self, from: Data(#"{"password": "abc", "email": "x"}"#.utf8))
      Issue.record("decoded a short password")
      return []
    } catch {
      let problem = ProblemDetails(decodingFailure: error, locale: locale)
      return [problem.title, problem.detail] + problem.errors.map(\.detail)
    }
  }

  static let tags = MessageLanguage.builtIns.map(\.tag)

  @Test("Each built-in language words its own document, unlike the others")
  func builtInsDiffer() {
    let documents = Self.tags.map { Self.words(Locale(identifier: $0)) }
    #expect(Self.tags.count == 13)
    #expect(Set(documents).count == Self.tags.count)
    for (tag, document) in zip(Self.tags, documents) {
      #expect(Locale(identifier: tag).messageLanguageTag == tag)
      #expect(document.count == 4, "\(tag)")
    }
  }

  @Test(
    "A locale's document is worded as its messageLanguageTag's",
    arguments: [
      "de-AT", "de_CH", "fr-CA", "es-MX", "it_CH", "pt", "pt_BR", "nl-BE", "pl_PL", "ru-UA",
      "ja_JP", "zh-TW", "zh_HK", "zh-Hant-MO", "zh-CN", "zh-Hans-SG", "zh_SG", "yue-HK", "yue",
      "yue-Hant", "yue-CN", "yue_Hans", "en-GB", "en_US_POSIX", "de_DE@calendar=buddhist",
      "pt-PT", "sv-SE", "yue-Latn", "",
    ])
  func agreesWithTag(identifier: String) {
    let locale = Locale(identifier: identifier)
    let tag = locale.messageLanguageTag
    #expect(Self.words(locale) == Self.words(Locale(identifier: tag)), "\(identifier): \(tag)")
  }

  @Test("A Cantonese document in Hong Kong is Traditional Chinese, named zh-Hant")
  func cantonese() {
    let locale = Locale(identifier: "yue-HK")
    #expect(locale.messageLanguageTag == "zh-Hant")
    #expect(Self.words(locale) == Self.words(Locale(identifier: "zh-Hant-HK")))
    #expect(Self.words(locale) != Self.words(Locale(identifier: "zh-Hans")))
  }

  @Test("A registered language words the document its tag names, and English is back after")
  func registered() {
    let locale = Locale(identifier: "sw-KE")
    #expect(locale.messageLanguageTag == "en")
    #expect(Self.words(locale) == Self.words(ProblemDetails.english))
    var swahili = MessageLanguage.italian
    swahili.tag = "sw"
    MessageLanguage.register(swahili)
    #expect(locale.messageLanguageTag == "sw")
    #expect(Self.words(locale) == Self.words(Locale(identifier: "it")))
    MessageLanguage.unregister(tag: "sw")
    #expect(locale.messageLanguageTag == "en")
    #expect(Self.words(locale) == Self.words(ProblemDetails.english))
  }
}
