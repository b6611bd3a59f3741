import Foundation
import Testing
import Validation

/// A body with one field per type an expected value can have.
private struct Expected: DecodableModel {
  @Validated(.equalTo(true)) var accepted = true
  @Validated(.equalTo(false)) var declined = false
  @Validated(.oneOf([true])) var onlyTrue = true
  @Validated(!.equalTo(true)) var notTrue = false
  @Validated(.equalTo(3)) var three = 3
  @Validated(.equalTo(2.5)) var half = 2.5
  @Validated(.equalTo("ok")) var ok = "ok"
  @Validated(.equalTo("K")) var kelvin = "K"
  @Validated(.equalTo("é")) var accented = "é"
  @Validated(.equalTo(Decimal(string: "0.1") ?? 0)) var decimal = Decimal(string: "0.1") ?? 0
  @Validated(.ifPresent(.equalTo(true))) var maybe: Bool? = nil
  @Validated(name: "Secret", isSecret: true, .equalTo(true)) var secret = true
  @Validated(.accepted()) var terms = true

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("accepted", &_accepted)
    visitor.visit("declined", &_declined)
    visitor.visit("onlyTrue", &_onlyTrue)
    visitor.visit("notTrue", &_notTrue)
    visitor.visit("three", &_three)
    visitor.visit("half", &_half)
    visitor.visit("ok", &_ok)
    visitor.visit("kelvin", &_kelvin)
    visitor.visit("accented", &_accented)
    visitor.visit("decimal", &_decimal)
    visitor.visit("maybe", &_maybe)
    visitor.visit("secret", &_secret)
    visitor.visit("terms", &_terms)
  }
}

struct JSONSchemaEqualToTests {
  // The field's schema keywords, other than its type and description, as sorted JSON.
  private static func keywords(of name: String) throws -> String {
    let document = try #require(
      try JSONSerialization.jsonObject(with: Expected.jsonSchema().json()) as? [String: Any])
    let properties = try #require(document["properties"] as? [String: Any])
    var field = try #require(properties[name] as? [String: Any])
    field["type"] = nil
    field["description"] = nil
    let data = try JSONSerialization.data(
      withJSONObject: field, options: [.sortedKeys, .withoutEscapingSlashes])
    return String(decoding: data, as: UTF8.self)
  }

  @Test(
    "An expected value exports as `const` (or `enum` of its spellings) where JSON compares it as Swift does",
    arguments: [
      ("accepted", #"{"const":true}"#),
      ("declined", #"{"const":false}"#),
      ("onlyTrue", #"{"enum":[true]}"#),
      ("notTrue", #"{"not":{"const":true}}"#),
      ("three", #"{"const":3,"maximum":9223372036854775807,"minimum":-9223372036854775808}"#),
      ("half", #"{"const":2.5}"#),
      ("ok", #"{"const":"ok"}"#),
      ("kelvin", #"{"enum":["K","\#u{212A}"]}"#),
      // Other spellings of non-ASCII text, and a decimal's digits, which JSON Schema
      // compares as a binary number: nothing exported.
      ("accented", "{}"),
      ("decimal", "{}"),
      ("maybe", #"{"anyOf":[{"type":"null"},{"const":true}]}"#),
      // A secret's expected value is not shown.
      ("secret", #"{"title":"Secret","writeOnly":true}"#),
      // A checkbox that must be ticked.
      ("terms", #"{"const":true}"#),
    ])
  func expectedValue(field: String, keywords: String) throws {
    #expect(try Self.keywords(of: field) == keywords)
  }
}
