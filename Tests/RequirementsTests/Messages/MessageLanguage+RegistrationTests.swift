import Foundation
import KoreanLanguage
import Testing

@testable import Requirements

/// A language an app adds or rewords, from its own module, with one call at launch.
// Each test registers under a tag no other test reads (`ko`, `de-LI`, `fy`, `lb`), since tests
// run in parallel and the registry is process-wide.
struct MessageLanguageRegistrationTests {
  @Test("A registered language words messages in the locales its tag fits, and names them")
  func korean() throws {
    MessageLanguage.register(.korean)
    let failure = try #require(Requirement<String>.minLength(8).failure(for: "abc"))
    for identifier in ["ko", "ko-KR", "ko_KR"] {
      let locale = Locale(identifier: identifier)
      #expect(locale.messageLanguageTag == "ko")
      #expect(failure.message(in: locale) == "8자 이상이어야 합니다.")
      #expect(failure.message(in: locale, subject: "비밀번호") == "비밀번호는 8자 이상이어야 합니다.")
    }
    let korean = Locale(identifier: "ko-KR")
    #expect(Requirement<String>.atLeast(1, .digits).phrase(in: korean) == "숫자 1개 이상")
    #expect(messageLanguageCodes.contains("ko"))
  }

  @Test("A language registered for a region wins there and leaves the others alone")
  func rewordedEntry() throws {
    MessageLanguage.register(.liechtensteinGerman)
    let email = try #require(Requirement<String>.email().failure(for: "x"))
    let length = try #require(Requirement<String>.minLength(8).failure(for: "abc"))
    let liechtenstein = Locale(identifier: "de-LI")
    #expect(liechtenstein.messageLanguageTag == "de-LI")
    #expect(email.message(in: liechtenstein) == "Bitte gib eine gültige E-Mail-Adresse ein.")
    #expect(length.message(in: liechtenstein) == "Muss mindestens 8 Zeichen lang sein.")
    #expect(
      email.message(in: Locale(identifier: "de-DE")) == "Muss eine gültige E-Mail-Adresse sein.")
    #expect(Locale(identifier: "de-AT").messageLanguageTag == "de")
  }

  @Test(
    "The most specific tag wins: region, then script, then language, then the implied ones",
    arguments: [
      ("pt-PT", "pt-PT"), ("pt-BR", "pt-BR"), ("pt", "pt-BR"), ("pt-AO", nil),
      ("zh-TW", "zh-Hant"), ("zh-Hant-TW", "zh-Hant"), ("zh", "zh-Hans"), ("ko-KR", "ko"),
      ("ja", nil),
    ])
  func specificTag(identifier: String, tag: String?) {
    var table = MessageLanguages.builtIns
    table["ja"] = nil
    for added in ["pt-PT", "ko"] {
      var language = MessageLanguage.english
      language.tag = added
      table[added] = language
    }
    let match = MessageLanguages.match(for: Locale(identifier: identifier), in: table)
    #expect(match?.tag == tag)
  }

  @Test(
    "A tag with script and region wins in its region, the script implied or written",
    arguments: [
      ("zh-Hant-TW", "zh-Hant-TW"), ("zh_Hant_TW", "zh-Hant-TW"), ("zh-TW", "zh-Hant-TW"),
      ("zh-HK", "zh-Hant"), ("zh-Hant", "zh-Hant"), ("zh-Hans-TW", "zh-Hans"),
    ])
  func scriptAndRegionTag(identifier: String, tag: String) {
    var table = MessageLanguages.builtIns
    var language = MessageLanguage.traditionalChinese
    language.tag = MessageLanguages.canonicalTag("zh_hant_tw")
    table[language.tag] = language
    let match = MessageLanguages.match(for: Locale(identifier: identifier), in: table)
    #expect(match?.tag == tag)
  }

  @Test(
    "Cantonese gets the Chinese registered for its script and region, else its script's",
    arguments: [
      ("yue-HK", "zh-Hant-HK"), ("yue", "zh-Hant-HK"), ("yue-Hant-HK", "zh-Hant-HK"),
      ("yue-MO", "zh-Hant"), ("yue-TW", "zh-TW"), ("yue-CN", "zh-Hans"),
      ("yue-Hans-HK", "zh-Hans"), ("yue-Latn-HK", nil),
    ])
  func cantoneseRegion(identifier: String, tag: String?) {
    var table = MessageLanguages.builtIns
    for added in ["zh-Hant-HK", "zh-TW"] {
      var language = MessageLanguage.traditionalChinese
      language.tag = added
      table[added] = language
    }
    let match = MessageLanguages.match(for: Locale(identifier: identifier), in: table)
    #expect(match?.tag == tag)
  }

  @Test("An unregistered tag gets the library's language back, or English")
  func unregister() throws {
    var frisian = MessageLanguage.dutch
    frisian.tag = "fy"
    MessageLanguage.register(frisian)
    let locale = Locale(identifier: "fy-NL")
    #expect(locale.messageLanguageTag == "fy")
    MessageLanguage.unregister(tag: "fy")
    #expect(locale.messageLanguageTag == "en")
    let failure = try #require(Requirement<String>.minLength(8).failure(for: "abc"))
    #expect(failure.message(in: locale) == "Must have at least 8 characters.")
  }

  @Test("A language registered or unregistered after a message in its locale words the next")
  func registeredAfterUse() throws {
    let failure = try #require(Requirement<String>.minLength(8).failure(for: "abc"))
    let locale = Locale(identifier: "lb-LU")
    #expect(failure.message(in: locale) == "Must have at least 8 characters.")
    #expect(locale.messageLanguageTag == "en")
    var luxembourgish = MessageLanguage.german
    luxembourgish.tag = "lb"
    MessageLanguage.register(luxembourgish)
    #expect(failure.message(in: locale) == "Muss mindestens 8 Zeichen lang sein.")
    #expect(locale.messageLanguageTag == "lb")
    MessageLanguage.unregister(tag: "lb")
    #expect(failure.message(in: locale) == "Must have at least 8 characters.")
    #expect(locale.messageLanguageTag == "en")
  }

  @Test("A language under a tag naming no language is not registered", arguments: ["", "-", "_"])
  func emptyTag(tag: String) {
    var nameless = MessageLanguage.english
    nameless.tag = tag
    MessageLanguage.register(nameless)
    #expect(!messageLanguageCodes.contains(""))
    #expect(MessageLanguages.all[""] == nil)
  }

  @Test("A language with a rule of its own counts by it")
  func customPluralRule() {
    let rule = PluralRule.custom { $0 % 10 == 1 ? .one : .other }
    #expect(rule.category(of: 21) == .one)
    #expect(rule.category(of: -11) == .one)
    #expect(rule.category(of: 12) == .other)
  }
}
