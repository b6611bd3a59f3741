import Foundation
import Requirements
import Testing
import Validation

/// Problem details worded in a locale, with the failed requirement's parameters.
struct ProblemDetailsLocaleTests {
  struct Signup: DecodableModel {
    @Validated(name: "Password", .minLength(8)) var password = "placeholder"
    @Validated(name: "Age", .range(16...120)) var age = 30
    @Validated(.oneOf(["S", "M"])) var size = "S"
    var plain = 0

    mutating func visitFields(_ visitor: inout some FieldVisitor) {
      visitor.visit("password", &_password)
      visitor.visit("age", &_age)
      visitor.visit("size", &_size)
      visitor.visit("plain", plain: &plain)
    }
  }

  static func problem(_ json: String, locale: Locale) -> ProblemDetails {
    do {
      _ = try JSONDecoder().decode(Signup.self, from: Data(json.utf8))
      Issue.record("decoded \(json)")
      return ProblemDetails(title: "", status: 0, detail: "")
    } catch {
      return ProblemDetails(decodingFailure: error, locale: locale)
    }
  }

  @Test("Entries are error sentences in English by default, with their parameters")
  func english() {
    let problem = Self.problem(
      #"{"password": "abc", "age": 7, "size": "XL", "plain": 1}"#, locale: ProblemDetails.english)
    #expect(
      problem.errors.map(\.detail) == [
        "Must have at least 8 characters.", "Must be between 16 and 120.", "Must be “S” or “M”.",
      ])
    #expect(
      problem.errors.map(\.parameters) == [
        ["min": .value(.integer(8))],
        ["min": .value(.integer(16)), "max": .value(.integer(120))],
        ["values": .list([.text("S"), .text("M")])],
      ])
    let json = String(decoding: problem.json(), as: UTF8.self)
    #expect(json.contains(#""params":{"max":120,"min":16}"#))
  }

  @Test("Entries are worded in the locale's language, numbers formatted for it")
  func german() {
    let problem = Self.problem(
      #"{"password": "abc", "age": 7, "size": "XL", "plain": 1}"#,
      locale: Locale(identifier: "de_DE"))
    #expect(
      problem.errors.map(\.detail) == [
        "Muss mindestens 8 Zeichen lang sein.", "Muss zwischen 16 und 120 liegen.",
        "Muss „S“ oder „M“ sein.",
      ])
  }

  @Test("A missing value has no parameters")
  func missing() {
    let problem = Self.problem(#"{"password": null}"#, locale: ProblemDetails.english)
    #expect(problem.errors.first?.parameters == nil)
    #expect(!String(decoding: problem.json(), as: UTF8.self).contains("params"))
  }
}

extension ProblemDetailsLocaleTests {
  @Test("The title, the summary and a decoding reason are in the locale's language")
  func germanDocument() {
    let problem = Self.problem(
      #"{"password": "abc", "age": "x", "size": "XL"}"#, locale: Locale(identifier: "de"))
    #expect(problem.title == "Nicht verarbeitbarer Inhalt")
    #expect(problem.detail == "4 Validierungsfehler.")
    #expect(problem.errors.map(\.detail).contains("Wert vom Typ Int erwartet"))
    let english = Self.problem(
      #"{"password": "abc", "age": "x", "size": "XL"}"#, locale: ProblemDetails.english)
    #expect(english.title == "Unprocessable Content")
    #expect(english.errors.map(\.detail).contains("expected a value of type Int"))
  }

  @Test(
    "A body that cannot be read is answered in the locale's language",
    arguments: [
      ("de", "Ungültige Anfrage", "Der Inhalt der Anfrage konnte nicht gelesen werden."),
      ("ja", "不正なリクエスト", "リクエスト本文を読み取れませんでした。"),
    ])
  func unreadable(code: String, title: String, detail: String) {
    let problem = Self.problem("{", locale: Locale(identifier: code))
    #expect(problem.status == 400)
    #expect(problem.title == title)
    #expect(problem.detail == detail)
  }

  @Test(
    "The whole document is in the language the locale's tag names",
    arguments: [
      ("zh-TW", "zh-Hant", "無法處理的內容", "有1個驗證錯誤。", "至少需要8個字元。"),
      ("zh-CN", "zh-Hans", "无法处理的内容", "有1个验证错误。", "至少需要8个字符。"),
      (
        "pt-PT", "en", "Unprocessable Content", "1 validation failure.",
        "Must have at least 8 characters."
      ),
    ])
  func tagNamesTheDocumentsLanguage(
    identifier: String, tag: String, title: String, summary: String, entry: String
  ) {
    let locale = Locale(identifier: identifier)
    let problem = Self.problem(
      #"{"password": "abc", "age": 30, "size": "S", "plain": 0}"#, locale: locale)
    #expect(locale.messageLanguageTag == tag)
    #expect(problem.title == title)
    #expect(problem.detail == summary)
    #expect(problem.errors.map(\.detail) == [entry])
  }
}
