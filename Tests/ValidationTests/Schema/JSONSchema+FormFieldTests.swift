import Foundation
import Testing
import Validation

/// One field's declaration, which a model can hold as a form field or as a guard.
private protocol FieldDeclaration: SendableMetatype {
  associatedtype Value
  static var name: String? { get }
  static var isSecret: Bool { get }
  static var conversion: InputConversion<Value> { get }
  static var requirements: [Requirement<Value>] { get }
}

extension FieldDeclaration {
  static var isSecret: Bool { false }
}

/// A body whose one field is a form field.
private struct FormBody<Declaration: FieldDeclaration>: DecodableModel {
  var field = FormField<Declaration.Value>(
    name: Declaration.name, isSecret: Declaration.isSecret, conversion: Declaration.conversion,
    requirements: Declaration.requirements)

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("field", &field)
  }
}

/// A body whose one field is a guard with the same declaration.
private struct GuardedBody<Declaration: FieldDeclaration>: DecodableModel {
  var field = ValidatableValue<Declaration.Value>(
    name: Declaration.name, isSecret: Declaration.isSecret,
    requirements: Declaration.requirements)

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("field", &field)
  }
}

private enum Age: FieldDeclaration {
  static let name: String? = "Age"
  static var conversion: InputConversion<Int> { .integer }
  static var requirements: [Requirement<Int>] { [.range(16...120), .multiple(of: 2)] }
}

private enum Email: FieldDeclaration {
  static let name: String? = "E-mail"
  static var conversion: InputConversion<String> { .text() }
  static var requirements: [Requirement<String>] { [.email(), .length(3...254)] }
}

private enum Password: FieldDeclaration {
  static let name: String? = "Password"
  static let isSecret = true
  static var conversion: InputConversion<String> { .text() }
  static var requirements: [Requirement<String>] {
    [.length(8...64), .hasPrefix("pw-"), .noneOf(["pw-hunter22"])]
  }
}

private enum Terms: FieldDeclaration {
  static let name: String? = "Terms"
  static var conversion: InputConversion<Bool> {
    InputConversion("true or false", parse: { Bool($0) }, format: { $0.description })
  }
  static var requirements: [Requirement<Bool>] { [.equalTo(true)] }
}

private enum Price: FieldDeclaration {
  static let name: String? = nil
  static var conversion: InputConversion<Double> { .number() }
  static var requirements: [Requirement<Double>] { [.range(0.5...99.5), !.equalTo(13)] }
}

private enum Floor: FieldDeclaration {
  static let name: String? = "Floor"
  static var conversion: InputConversion<Int?> { .optional(.integer) }
  static var requirements: [Requirement<Int?>] { [.ifPresent(.range(-3...200))] }
}

private enum Tier: String, CaseIterable, Decodable, Sendable {
  case free, pro, legacy
}

private enum TierChoice: FieldDeclaration {
  static let name: String? = "Tier"
  static var conversion: InputConversion<Tier> { .rawValue }
  static var requirements: [Requirement<Tier>] { [.noneOf([.legacy])] }
}

private enum SecretTier: FieldDeclaration {
  static let name: String? = "Tier"
  static let isSecret = true
  static var conversion: InputConversion<Tier> { .rawValue }
  static var requirements: [Requirement<Tier>] { [.noneOf([.legacy])] }
}

private enum Code: FieldDeclaration {
  static let name: String? = "Code"
  static var conversion: InputConversion<String> { .text() }
  static var requirements: [Requirement<String>] {
    [.nonEmpty(), Require("an even length") { $0.count.isMultiple(of: 2) }]
  }
}

/// A declaration with the schemas of its two bodies.
private struct Declared: Sendable, CustomTestStringConvertible {
  let testDescription: String
  let formSchema: @Sendable () -> JSONSchema
  let guardedSchema: @Sendable () -> JSONSchema

  init<Declaration: FieldDeclaration>(_ declaration: Declaration.Type) {
    testDescription = "\(declaration)"
    formSchema = { FormBody<Declaration>.jsonSchema() }
    guardedSchema = { GuardedBody<Declaration>.jsonSchema() }
  }

  // The field's schema in a body's document.
  static func field(_ schema: JSONSchema) throws -> [String: Any] {
    let document = try #require(
      try JSONSerialization.jsonObject(with: schema.json()) as? [String: Any])
    let properties = try #require(document["properties"] as? [String: Any])
    return try #require(properties["field"] as? [String: Any])
  }
}

struct JSONSchemaFormFieldTests {
  private static let declarations = [
    Declared(Age.self), Declared(Email.self), Declared(Password.self), Declared(Terms.self),
    Declared(Price.self), Declared(Floor.self), Declared(TierChoice.self),
    Declared(SecretTier.self), Declared(Code.self),
  ]

  @Test(
    "A form field exports as a guard of its type with the same requirements",
    arguments: declarations)
  private func sameAsGuard(_ declared: Declared) throws {
    let form = try Declared.field(declared.formSchema())
    let guarded = try Declared.field(declared.guardedSchema())
    #expect(try Self.json(form) == Self.json(guarded))
    #expect(form["type"] != nil || form["enum"] != nil)
  }

  // An object as sorted JSON text.
  private static func json(_ object: [String: Any]) throws -> String {
    let data = try JSONSerialization.data(
      withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
    return String(decoding: data, as: UTF8.self)
  }

  @Test("A form field's bounds, format and lengths are in its schema")
  func rules() throws {
    let age = try Declared.field(FormBody<Age>.jsonSchema())
    #expect(age["minimum"] as? Int == 16)
    #expect(age["maximum"] as? Int == 120)
    #expect(age["multipleOf"] as? Int == 2)
    #expect(age["title"] as? String == "Age")
    let email = try Declared.field(FormBody<Email>.jsonSchema())
    #expect(email["format"] as? String == "email")
    #expect(email["minLength"] as? Int == 3)
    #expect(email["x-maxCharacters"] as? Int == 254)
  }

  @Test("A secret form field is write-only and shows none of its values")
  func secret() throws {
    let json = String(decoding: FormBody<Password>.jsonSchema().json(), as: UTF8.self)
    let password = try Declared.field(FormBody<Password>.jsonSchema())
    #expect(password["writeOnly"] as? Bool == true)
    #expect(password["minLength"] as? Int == 8)
    #expect(!json.contains("pw-"))
    #expect(!json.contains("hunter"))
    let plan = String(decoding: FormBody<SecretTier>.jsonSchema().json(), as: UTF8.self)
    #expect(!plan.contains("legacy"))
    #expect(!plan.contains("\"pro\""))
  }

  @Test("A form field whose text conversion trims checks another value: only phrases export")
  func trimmedText() throws {
    struct Trimmed: DecodableModel {
      var code = FormField<String>(
        name: "Code", conversion: .text(trimming: true), .hasPrefix("a"), .maxBytes(3))

      mutating func visitFields(_ visitor: inout some FieldVisitor) {
        visitor.visit("code", &code)
      }
    }
    // Decoding takes text the keywords of its requirements would refuse.
    let decoded = try JSONDecoder().decode(Trimmed.self, from: Data(#"{"code": "  abc  "}"#.utf8))
    #expect(decoded.code.isValid())
    let schema = try #require(
      try JSONSerialization.jsonObject(with: Trimmed.jsonSchema().json()) as? [String: Any])
    let properties = try #require(schema["properties"] as? [String: Any])
    let code = try #require(properties["code"] as? [String: Any])
    #expect(code["pattern"] == nil)
    #expect(code["maxLength"] == nil)
    #expect(code["type"] as? String == "string")
    #expect((code["description"] as? String)?.contains("at most 3 bytes") == true)
  }

  @Test("A form field's async checks are listed by their descriptions")
  func asyncChecks() throws {
    struct WithCheck: DecodableModel {
      var userName = FormField<String>(name: "User name", .minLength(3))
        .checking(AsyncRequirement("a user name nobody has") { _ in true })

      mutating func visitFields(_ visitor: inout some FieldVisitor) {
        visitor.visit("userName", &userName)
      }
    }
    let schema = try #require(
      try JSONSerialization.jsonObject(with: WithCheck.jsonSchema().json()) as? [String: Any])
    let properties = try #require(schema["properties"] as? [String: Any])
    let userName = try #require(properties["userName"] as? [String: Any])
    #expect(userName["x-requirements"] as? [String] == ["a user name nobody has"])
    #expect(userName["minLength"] as? Int == 3)
  }
}
