import Foundation
import Testing
import Validation

/// A schema's titles are in the language of its descriptions.
struct JSONSchemaLocalizedTitleTests {
  struct Signup: DecodableModel {
    @Validated(name: ["en": "Password", "de": "Passwort"], .minLength(8)) var password = "secret-1"
    var nickname = FormField<String>(name: ["en": "Nickname", "de": "Spitzname"], .maxLength(5))
    var age = ValidatableValue(30, name: LocalizedText { _ in "" }, .minimum(16))

    mutating func visitFields(_ visitor: inout some FieldVisitor) {
      visitor.visit("password", &_password)
      visitor.visit("nickname", &nickname)
      visitor.visit("age", &age)
    }
  }

  static func property(_ name: String, in schema: JSONSchema) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: schema.json()) as? [String: Any]
    let properties = try #require(object?["properties"] as? [String: Any])
    return try #require(properties[name] as? [String: Any])
  }

  @Test("A field named in several languages is titled in the schema's language")
  func translatedTitles() throws {
    let german = Signup.jsonSchema(locale: Locale(identifier: "de"))
    #expect(try Self.property("password", in: german)["title"] as? String == "Passwort")
    #expect(try Self.property("nickname", in: german)["title"] as? String == "Spitzname")
    let english = Signup.jsonSchema()
    #expect(try Self.property("password", in: english)["title"] as? String == "Password")
    #expect(try Self.property("nickname", in: english)["title"] as? String == "Nickname")
  }

  @Test("A field whose name reads as nothing has no title")
  func blankTitle() throws {
    #expect(try Self.property("age", in: Signup.jsonSchema())["title"] == nil)
  }
}
