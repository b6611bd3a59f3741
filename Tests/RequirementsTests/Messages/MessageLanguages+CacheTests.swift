import Foundation
import Testing

@testable import Requirements

/// The language a locale gets, remembered by its identifier: the same for every spelling
/// of the locale, looked up once or again, among few identifiers or very many.
// Registers under `tl`, a tag no other test reads, since the registry is process-wide.
struct MessageLanguagesCacheTests {
  @Test(
    "Spellings of one locale get its language, looked up again as the first time",
    arguments: [
      ("de_DE", "de"), ("de-DE", "de"), ("de_DE@calendar=buddhist", "de"),
      ("de-DE-u-ca-buddhist", "de"), ("zh_TW", "zh-Hant"), ("zh-Hant-TW", "zh-Hant"),
      ("zh_Hant_TW@calendar=roc", "zh-Hant"), ("zh-TW-u-nu-hanidec", "zh-Hant"),
      ("zh_CN", "zh-Hans"), ("zh-Hans", "zh-Hans"), ("en_US_POSIX", "en"), ("en-GB", "en"),
      ("yue-HK", "zh-Hant"), ("yue_Hans_CN", "zh-Hans"), ("pt", "pt-BR"), ("pt_BR", "pt-BR"),
      ("ar_EG", "ar"), ("ja_JP@calendar=japanese", "ja"), ("pt_PT", nil), ("sr_Latn_RS", nil),
      ("", nil),
    ] as [(String, String?)])
  func spellings(identifier: String, tag: String?) {
    let locale = Locale(identifier: identifier)
    let uncached = MessageLanguages.match(for: locale, in: MessageLanguages.all)
    #expect(uncached?.tag == tag)
    for _ in 0..<3 {
      #expect(MessageLanguages.match(for: locale)?.tag == tag)
      #expect(Locale(identifier: identifier).messageLanguageTag == tag ?? "en")
    }
  }

  @Test("Very many distinct locales each get their language, and a registered one wins in all")
  func manyIdentifiers() throws {
    let failure = try #require(Requirement<String>.minLength(8).failure(for: "abc"))
    let german = (0..<300).map { Locale(identifier: "de-DE-x-n\($0)") }
    let tagalog = (0..<300).map { Locale(identifier: "tl-PH-x-n\($0)") }
    for _ in 0..<2 {
      #expect(german.allSatisfy { $0.messageLanguageTag == "de" })
      #expect(tagalog.allSatisfy { $0.messageLanguageTag == "en" })
    }
    var filipino = MessageLanguage.spanish
    filipino.tag = "tl"
    MessageLanguage.register(filipino)
    defer { MessageLanguage.unregister(tag: "tl") }
    #expect(tagalog.allSatisfy { $0.messageLanguageTag == "tl" })
    let spanish = failure.message(in: Locale(identifier: "es"))
    #expect(tagalog.allSatisfy { failure.message(in: $0) == spanish })
    #expect(german.allSatisfy { $0.messageLanguageTag == "de" })
  }
}
