import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import SignUpAPI

@Suite("Problem details in the client's language")
struct LanguageTests {
  /// A body with a blank name, an age too low, a five-letter ZIP code and a short password.
  static let invalidBody = """
    {"email": "ann@example.com", "name": " ", "password": "short", "age": 12,
     "interests": ["jazz"], "address": {"street": "Main St 1", "zip": "ABCDE", "city": "Berlin",
     "country": "DE"}}
    """

  /// Sends the invalid body with an `Accept-Language` field.
  static func details(language: String?) async throws -> (String?, [String: String]) {
    try await makeApp().test(.router) { client in
      var headers: HTTPFields = [.contentType: "application/json"]
      if let language { headers[.acceptLanguage] = language }
      let response = try await client.execute(
        uri: "/users", method: .post, headers: headers,
        body: ByteBuffer(bytes: Array(invalidBody.utf8)))
      #expect(response.status == .unprocessableContent)
      let document = try JSONSerialization.jsonObject(with: Data(buffer: response.body))
      let errors = (document as? [String: Any])?["errors"] as? [[String: Any]] ?? []
      var details: [String: String] = [:]
      for entry in errors {
        if let pointer = entry["pointer"] as? String, let detail = entry["detail"] as? String {
          details[pointer] = details[pointer].map { $0 + " | " + detail } ?? detail
        }
      }
      return (response.headers[.contentLanguage], details)
    }
  }

  @Test("German: the catalogue's sentences and the API's own, with Content-Language")
  func german() async throws {
    let (language, details) = try await Self.details(language: "de-DE, en;q=0.5")
    #expect(language == "de")
    #expect(details["#/name"] == "Darf nicht leer sein.")
    #expect(details["#/age"] == "Muss zwischen 16 und 120 liegen.")
    #expect(details["#/address/zip"] == "Muss eine fünfstellige Postleitzahl sein.")
    #expect(
      details["#/password"]
        == "Muss mindestens 10 Zeichen lang sein. Muss mindestens 1 Ziffer enthalten. "
        + "Muss mindestens 1 Großbuchstaben enthalten.")
  }

  @Test("Japanese")
  func japanese() async throws {
    let (language, details) = try await Self.details(language: "ja")
    #expect(language == "ja")
    #expect(details["#/name"] == "入力してください。")
    #expect(details["#/age"] == "16〜120の範囲で入力してください。")
    #expect(details["#/address/zip"] == "5桁の郵便番号を入力してください。")
  }

  @Test("Arabic")
  func arabic() async throws {
    let (language, details) = try await Self.details(language: "ar-SA;q=0.9, fr;q=0.8")
    #expect(language == "ar")
    #expect(details["#/name"] == "يجب ألا يكون فارغًا.")
    // Saudi Arabic writes numbers in Arabic-Indic digits.
    #expect(details["#/age"] == "يجب أن تكون القيمة بين ١٦ و١٢٠.")
    #expect(details["#/address/zip"] == "يجب أن يكون رمزًا بريديًا من 5 أرقام.")
  }

  @Test("Taiwan: Traditional Chinese throughout, with Content-Language zh-Hant")
  func traditionalChinese() async throws {
    let (language, details) = try await Self.details(language: "zh-TW")
    #expect(language == "zh-Hant")
    #expect(details["#/name"] == "不可空白。")
    #expect(details["#/age"] == "必須介於16與120之間。")
    #expect(details["#/address/zip"] == "須為5位數字的郵遞區號。")
  }

  @Test("European Portuguese, which the library does not have: English, Content-Language en")
  func europeanPortuguese() async throws {
    let (language, details) = try await Self.details(language: "pt-PT")
    #expect(language == "en")
    #expect(details["#/age"] == "Must be between 16 and 120.")
    #expect(details["#/address/zip"] == "Must be a 5-digit ZIP code.")
  }

  @Test("No Accept-Language, or none the library has: English")
  func english() async throws {
    for field in [nil, "sv, fi;q=0.5"] as [String?] {
      let (language, details) = try await Self.details(language: field)
      #expect(language == "en")
      #expect(details["#/age"] == "Must be between 16 and 120.")
      #expect(details["#/name"] == "Must not be blank.")
    }
  }

  @Test("A second sign-up with a taken address reads the 409 in the client's language")
  func conflict() async throws {
    try await makeApp().test(.router) { client in
      _ = try await client.postUser(validBody)
      let again = try await client.execute(
        uri: "/users", method: .post,
        headers: [.contentType: "application/json", .acceptLanguage: "de"],
        body: ByteBuffer(bytes: Array(validBody.utf8)))
      #expect(again.status == .conflict)
      #expect(again.headers[.contentLanguage] == "de")
      let text = String(buffer: again.body)
      #expect(text.contains(#""code":"already_registered""#))
      #expect(text.contains("Diese E-Mail-Adresse ist bereits registriert."))
      #expect(text.contains(#""detail":"Diese E-Mail-Adresse ist bereits vergeben.""#))
      #expect(text.contains(#""title":"Konflikt""#))
    }
  }
}
