import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import SignUpAPI

/// One character as a person sees it: "a" with 30,000 combining acute accents, 60,001 bytes.
let heavyCharacter = "a" + String(repeating: "\u{301}", count: 30_000)

@Suite("Field limits")
struct FieldLimitsTests {
  @Test("A one-character name of 60 KB answers 422: the name has a bound in bytes")
  func heavyName() async throws {
    try await makeApp().test(.router) { client in
      let response = try await client.postUser(
        validBody.replacingOccurrences(
          of: #""name": "Ann""#, with: #""name": "\#(heavyCharacter)""#))
      #expect(response.status == .unprocessableContent)
      #expect(
        response.text
          == ##"{"detail":"1 validation failure.","errors":[{"code":"too_long","##
          + ##""detail":"Must take up at most 320 bytes.","params":{"max":320},"##
          + ##""pointer":"#/name"}],"status":422,"##
          + ##""title":"Unprocessable Content","type":"about:blank"}"##)
    }
  }

  @Test("A one-character interest of 60 KB answers 422")
  func heavyInterest() async throws {
    try await makeApp().test(.router) { client in
      let response = try await client.postUser(
        validBody.replacingOccurrences(of: #""jazz""#, with: #""\#(heavyCharacter)""#))
      #expect(response.status == .unprocessableContent)
      #expect(response.text.contains(##""pointer":"#/interests""##))
    }
  }

  @Test(
    "The password, the street and the city have bounds in bytes too",
    arguments: [
      (#""password": "Correct-Horse-9""#, "Correct-Horse-9", "password"),
      (#""street": "Hauptstraße 1""#, "Hauptstraße 1", "address/street"),
      (#""city": "Berlin""#, "Berlin", "address/city"),
    ])
  func heavyFields(field: String, value: String, pointer: String) async throws {
    let key = field.prefix { $0 != ":" }
    let heavy = value + String(repeating: "\u{301}", count: 1_000)
    try await makeApp().test(.router) { client in
      let response = try await client.postUser(
        validBody.replacingOccurrences(of: field, with: #"\#(key): "\#(heavy)""#))
      #expect(response.status == .unprocessableContent)
      #expect(response.text.contains(##""pointer":"#/\##(pointer)""##))
      #expect(response.text.contains(#""code":"too_long""#))
    }
  }

  @Test(
    "A name with a control character answers 422",
    arguments: [#"\u0000"#, #"\t"#, #"\n"#, #"\u007f"#, #"\u0085"#, #"\u2028"#, #"\u202e"#])
  func controlCharacterInName(escape: String) async throws {
    try await makeApp().test(.router) { client in
      let response = try await client.postUser(
        validBody.replacingOccurrences(of: #""name": "Ann""#, with: #""name": "An\#(escape)n""#))
      #expect(response.status == .unprocessableContent)
      #expect(
        response.text
          == ##"{"detail":"1 validation failure.","errors":[{"code":"invalid","##
          + ##""detail":"Must not contain control characters.","pointer":"#/name"}],"##
          + ##""status":422,"##
          + ##""title":"Unprocessable Content","type":"about:blank"}"##)
    }
  }

  @Test(
    "A street, a city or an interest with a control character answers 422",
    arguments: [
      (#""Hauptstraße 1""#, "address/street"), (#""Berlin""#, "address/city"),
      (#""jazz""#, "interests"),
    ])
  func controlCharacterElsewhere(value: String, pointer: String) async throws {
    let withNUL = value.dropLast() + #"\u0000""#
    try await makeApp().test(.router) { client in
      let response = try await client.postUser(
        validBody.replacingOccurrences(of: value, with: withNUL))
      #expect(response.status == .unprocessableContent)
      #expect(response.text.contains(##""pointer":"#/\##(pointer)""##))
    }
  }

  @Test(
    "Names in other scripts, with accents, joiners and emoji, are accepted",
    arguments: [
      "Zoë", "Jose\u{301}", "Nguyễn Thị", "محمد", "می\u{200C}خواهم", "Ann 👩‍💻", "Ms. O’Brien-Smith",
    ])
  func plainNames(name: String) async throws {
    try await makeApp().test(.router) { client in
      let response = try await client.postUser(
        validBody.replacingOccurrences(of: #""name": "Ann""#, with: #""name": "\#(name)""#))
      #expect(response.status == .created)
    }
  }
}
