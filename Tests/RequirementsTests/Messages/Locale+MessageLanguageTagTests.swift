import Foundation
import Testing

@testable import Requirements

/// Which language a locale's messages are in, and the tag that names it.
struct LocaleMessageLanguageTagTests {
  @Test(
    "A locale gets the language its script and region write, named by its tag",
    arguments: [
      ("zh-Hant", "zh-Hant", "至少需要8個字元。"),
      ("zh-Hant-TW", "zh-Hant", "至少需要8個字元。"),
      ("zh-Hant-HK", "zh-Hant", "至少需要8個字元。"),
      ("zh-Hant-US", "zh-Hant", "至少需要8個字元。"),
      ("zh-TW", "zh-Hant", "至少需要8個字元。"),
      ("zh_TW", "zh-Hant", "至少需要8個字元。"),
      ("zh-HK", "zh-Hant", "至少需要8個字元。"),
      ("zh-MO", "zh-Hant", "至少需要8個字元。"),
      ("zh", "zh-Hans", "至少需要8个字符。"),
      ("zh-Hans", "zh-Hans", "至少需要8个字符。"),
      ("zh-Hans-CN", "zh-Hans", "至少需要8个字符。"),
      ("zh-Hans-HK", "zh-Hans", "至少需要8个字符。"),
      ("zh-CN", "zh-Hans", "至少需要8个字符。"),
      ("zh-SG", "zh-Hans", "至少需要8个字符。"),
      ("yue", "zh-Hant", "至少需要8個字元。"),
      ("yue-HK", "zh-Hant", "至少需要8個字元。"),
      ("yue-Hant-HK", "zh-Hant", "至少需要8個字元。"),
      ("yue-Hans", "zh-Hans", "至少需要8个字符。"),
      ("yue-CN", "zh-Hans", "至少需要8个字符。"),
      ("pt", "pt-BR", "Este campo deve ter pelo menos 8 caracteres."),
      ("pt-BR", "pt-BR", "Este campo deve ter pelo menos 8 caracteres."),
      ("pt-PT", "en", "Must have at least 8 characters."),
      ("pt-AO", "en", "Must have at least 8 characters."),
      ("pt-MZ", "en", "Must have at least 8 characters."),
      ("de", "de", "Muss mindestens 8 Zeichen lang sein."),
      ("de-CH", "de", "Muss mindestens 8 Zeichen lang sein."),
      ("ja-JP", "ja", "8文字以上で入力してください。"),
      ("en-GB", "en", "Must have at least 8 characters."),
      ("sv", "en", "Must have at least 8 characters."),
      ("", "en", "Must have at least 8 characters."),
    ])
  func matching(identifier: String, tag: String, sentence: String) throws {
    let locale = Locale(identifier: identifier)
    #expect(locale.messageLanguageTag == tag)
    let failure = try #require(Requirement<String>.minLength(8).failure(for: "abc"))
    #expect(failure.message(in: locale) == sentence)
  }

  @Test("Every language's tag names a locale that gets that language back")
  func tagsRoundTrip() {
    for tag in MessageLanguages.builtIns.keys {
      #expect(Locale(identifier: tag).messageLanguageTag == tag)
    }
  }

  @Test("The ISO 639 codes name each language once, Chinese under zh")
  func codes() {
    let builtIn: Set<String> = [
      "en", "de", "fr", "es", "it", "pt", "nl", "pl", "ru", "ja", "zh", "ar",
    ]
    #expect(Set(MessageLanguages.builtIns.keys.map { String($0.prefix { $0 != "-" }) }) == builtIn)
    // Other tests register languages of their own, in parallel.
    #expect(messageLanguageCodes.isSuperset(of: builtIn))
    // Cantonese gets Chinese, so a server choosing by code serves it.
    #expect(messageLanguageCodes.contains("yue"))
  }

  @Test("An English locale keeps its own formats; a fallback to English uses English's")
  func englishFormats() {
    let british = MessageLanguages.language(for: Locale(identifier: "en-GB")).1
    #expect(british.locale.identifier == Locale(identifier: "en-GB").identifier)
    let european = MessageLanguages.language(for: Locale(identifier: "pt-PT")).1
    #expect(european.locale.identifier == "en")
    #expect(european.requested.identifier == Locale(identifier: "pt-PT").identifier)
  }
}
