import Foundation
import Testing
import Validation

/// A sign-up body with one field of each kind a schema exports.
private struct SignUpBody: DecodableModel {
  @Validated(name: "User name", .length(3...20), .hasPrefix("u")) var userName = ""
  @Validated(name: "Age", .range(16...120), .multiple(of: 2)) var age = 0
  @Validated(name: "E-mail", .email()) var email = ""
  @Validated(name: "Password", isSecret: true, .minLength(8)) var password = ""
  @Validated(.ifPresent(.minLength(2))) var nickname: String? = nil
  @Validated(.required(), .ifPresent(.oneOf(["S", "M", "L"]))) var size: String? = nil
  @Validated(Require("Even length") { $0.count.isMultiple(of: 2) }) var code = ""
  @Validated(!.oneOf([0, 13])) var lucky = 1
  var address = PostalAddress()
  var orders: [Item] = []
  var tags: [String]? = nil
  var newsletter = false

  static let rules = [
    ModelRule<SignUpBody>("user name and password differ") { $0.userName != $0.password }
  ]
  static var allowsUnknownKeys: Bool { false }

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("userName", &_userName)
    visitor.visit("age", &_age)
    visitor.visit("email", &_email)
    visitor.visit("password", &_password)
    visitor.visit("nickname", &_nickname)
    visitor.visit("size", &_size)
    visitor.visit("code", &_code)
    visitor.visit("lucky", &_lucky)
    visitor.visit("address", &address)
    visitor.visit("orders", &orders)
    visitor.visit("tags", plain: &tags)
    visitor.visit("newsletter", plain: &newsletter)
  }
}

private struct PostalAddress: DecodableModel {
  // A pattern from its source text, which a schema can carry.
  static let fiveDigits =
    (try? Requirement<String>.matches(pattern: "[0-9]{5}")) ?? Require("invalid") { _ in false }

  @Validated(name: "ZIP code", fiveDigits) var zip = "00000"

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("zip", &_zip)
  }
}

/// A model that holds models of its own type.
private struct Item: DecodableModel {
  @Validated(.maxBytes(40)) var name = "item"
  var parts: [Item] = []

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("name", &_name)
    visitor.visit("parts", &parts)
  }
}

struct JSONSchemaTests {
  private static func document<Model: DecodableModel>(
    _ type: Model.Type, locale: Locale = Locale(identifier: "en")
  ) throws -> [String: Any] {
    let data = type.jsonSchema(locale: locale).json()
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  private static func property(_ name: String, in document: [String: Any]) throws -> [String: Any] {
    let properties = try #require(document["properties"] as? [String: Any])
    return try #require(properties[name] as? [String: Any])
  }

  @Test("The document is a draft 2020-12 object schema of the listed fields")
  func objectSchema() throws {
    let document = try Self.document(SignUpBody.self)
    #expect(document["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
    #expect(document["type"] as? String == "object")
    #expect(document["title"] as? String == "SignUpBody")
    let properties = try #require(document["properties"] as? [String: Any])
    #expect(
      Set(properties.keys) == [
        "userName", "age", "email", "password", "nickname", "size", "code", "lucky", "address",
        "orders", "tags", "newsletter",
      ])
    #expect(document["additionalProperties"] as? Bool == false)
  }

  @Test("A key is required unless its value may be nil, or when a requirement demands a value")
  func requiredKeys() throws {
    let document = try Self.document(SignUpBody.self)
    #expect(
      document["required"] as? [String] == [
        "address", "age", "code", "email", "lucky", "newsletter", "orders", "password", "size",
        "userName",
      ])
    let nickname = try Self.property("nickname", in: document)
    #expect(nickname["type"] as? [String] == ["string", "null"])
    #expect(nickname["minLength"] as? Int == 2)
    let tags = try Self.property("tags", in: document)
    #expect(tags["type"] as? [String] == ["array", "null"])
  }

  @Test("Bounds, counts and allowed values become their keywords")
  func keywords() throws {
    let document = try Self.document(SignUpBody.self)
    let age = try Self.property("age", in: document)
    #expect(age["type"] as? String == "integer")
    #expect(age["minimum"] as? Int == 16)
    #expect(age["maximum"] as? Int == 120)
    #expect(age["multipleOf"] as? Int == 2)
    let size = try Self.property("size", in: document)
    #expect(size["not"] as? [String: String] == ["type": "null"])
    let lucky = try Self.property("lucky", in: document)
    let notLucky = try #require(lucky["not"] as? [String: Any])
    #expect(notLucky["enum"] as? [Int] == [0, 13])
    let email = try Self.property("email", in: document)
    #expect(email["format"] as? String == "email")
  }

  @Test(
    "Character counts never refuse what the model accepts: a maximum is kept as x-maxCharacters")
  func characterCounts() throws {
    let document = try Self.document(SignUpBody.self)
    let userName = try Self.property("userName", in: document)
    #expect(userName["minLength"] as? Int == 3)
    #expect(userName["maxLength"] == nil)
    #expect(userName["x-maxCharacters"] as? Int == 20)
    #expect(userName["pattern"] as? String == "^u")
    // Twenty characters of two code points each: the model takes them.
    #expect(
      SignUpBody().$userName.willBeValid(with: "u" + String(repeating: "e\u{301}", count: 19)))
    let item = try #require((document["$defs"] as? [String: Any])?["Item"] as? [String: Any])
    let name = try Self.property("name", in: item)
    #expect(name["maxLength"] as? Int == 40)
  }

  @Test("Display names are titles, phrases are descriptions in the locale, secrets are writeOnly")
  func annotations() throws {
    let german = try Self.document(SignUpBody.self, locale: Locale(identifier: "de"))
    let password = try Self.property("password", in: german)
    #expect(password["title"] as? String == "Password")
    #expect(password["writeOnly"] as? Bool == true)
    #expect(password["description"] as? String == "mindestens 8 Zeichen")
    let english = try Self.property("password", in: try Self.document(SignUpBody.self))
    #expect(english["description"] as? String == "at least 8 characters")
  }

  @Test("Closures and cross-field rules are listed by their descriptions")
  func opaqueRequirements() throws {
    let document = try Self.document(SignUpBody.self)
    let code = try Self.property("code", in: document)
    #expect(code["x-requirements"] as? [String] == ["Even length"])
    #expect(code["type"] as? String == "string")
    #expect(document["x-rules"] as? [String] == ["user name and password differ"])
  }

  @Test("Nested models are defined once under $defs, and a model inside itself refers back")
  func nestedModels() throws {
    let document = try Self.document(SignUpBody.self)
    let address = try Self.property("address", in: document)
    #expect(address["$ref"] as? String == "#/$defs/PostalAddress")
    let orders = try Self.property("orders", in: document)
    #expect(orders["type"] as? String == "array")
    #expect((orders["items"] as? [String: String])?["$ref"] == "#/$defs/Item")
    let definitions = try #require(document["$defs"] as? [String: Any])
    #expect(Set(definitions.keys) == ["PostalAddress", "Item"])
    let item = try #require(definitions["Item"] as? [String: Any])
    let parts = try Self.property("parts", in: item)
    #expect((parts["items"] as? [String: String])?["$ref"] == "#/$defs/Item")
    let zip = try Self.property(
      "zip", in: try #require(definitions["PostalAddress"] as? [String: Any]))
    #expect(zip["pattern"] as? String == "^(?:[0-9]{5})$")
  }

  @Test("Inside a larger document, references start from where the schema sits")
  func pointer() throws {
    let data = SignUpBody.jsonSchema(at: "#/components/schemas/SignUp").json()
    let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let address = try Self.property("address", in: document)
    #expect(address["$ref"] as? String == "#/components/schemas/SignUp/$defs/PostalAddress")
    let item = try #require((document["$defs"] as? [String: Any])?["Item"] as? [String: Any])
    let parts = try Self.property("parts", in: item)
    #expect(
      (parts["items"] as? [String: String])?["$ref"] == "#/components/schemas/SignUp/$defs/Item")
  }

  @Test("The same model gives the same bytes, keys sorted")
  func stableBytes() {
    let first = SignUpBody.jsonSchema().json()
    #expect(first == SignUpBody.jsonSchema().json())
    let text = String(decoding: first, as: UTF8.self)
    #expect(text.hasPrefix(#"{"$defs":"#))
    #expect(!text.contains(#"\/"#))
  }
}
