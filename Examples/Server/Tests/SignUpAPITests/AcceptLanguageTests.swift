import Foundation
import Testing

@testable import SignUpAPI

@Suite("Accept-Language")
struct AcceptLanguageTests {
  @Test(
    "The most preferred language the library has wins, named by its tag; English when there is none",
    arguments: [
      (nil, "en", "en"),
      ("", "en", "en"),
      ("de", "de", "de"),
      ("de-CH", "de", "de-CH"),
      ("sv, de;q=0.5", "de", "de"),
      ("fr;q=0.4, ja;q=0.8, ar;q=0.6", "ja", "ja"),
      ("sv, *;q=0.1", "en", "en"),
      ("de;q=0, fr", "fr", "fr"),
      ("pt-BR;q=0.9, pt;q=0.9", "pt-BR", "pt-BR"),
      ("pt-PT", "en", "en"),
      ("pt-PT, fr;q=0.5", "fr", "fr"),
      ("zh-TW", "zh-Hant", "zh-TW"),
      ("zh-HK, en;q=0.5", "zh-Hant", "zh-HK"),
      ("ru;q=1.5, pl", "pl", "pl"),
      ("ru;q=abc, zh-Hans-CN", "zh-Hans", "zh-Hans-CN"),
      ("d@, x-klingon, nl", "nl", "nl"),
      ("sv, fi", "en", "en"),
      ("AR", "ar", "AR"),
    ] as [(String?, String, String)])
  func picksLanguage(field: String?, language: String, locale: String) {
    let chosen = AcceptLanguage(field)
    #expect(chosen.language == language)
    #expect(chosen.locale.identifier == Locale(identifier: locale).identifier)
  }
}
