import Foundation
import Testing
import Validation

/// Guards, `@Validated` properties and models named in several languages: their messages
/// name the field in the locale's language; reports in English use the English name.
struct ValidatableValueLocalizedNameTests {
  static let german = Locale(identifier: "de")
  static let english = Locale(identifier: "en")
  static let age: LocalizedText = ["en": "Age", "de": "Alter"]

  struct Signup: DecodableModel {
    @Validated(name: ["en": "Password", "de": "Passwort"], .minLength(8))
    var password = "placeholder"
    var age = ValidatableValue(30, name: ValidatableValueLocalizedNameTests.age, .range(16...120))
    var nickname = FormField<String>(name: ["en": "Nickname", "de": "Spitzname"], .maxLength(5))

    mutating func visitFields(_ visitor: inout some FieldVisitor) {
      visitor.visit("password", &_password)
      visitor.visit("age", &age)
      visitor.visit("nickname", &nickname)
    }
  }

  @Test("A guard's error names it in the message's language")
  func guarded() {
    var age = ValidatableValue(30, name: Self.age, .range(16...120))
    let error = #expect(throws: InvalidValue.self) { try age.setValue(7) }
    #expect(error?.message(in: Self.german) == "Alter muss zwischen 16 und 120 liegen.")
    #expect(error?.message(in: Self.english) == "Age must be between 16 and 120.")
    #expect(error?.fieldName == "Age")
    #expect(age.name == "Age")
    #expect(age.localizedName?.text(in: Self.german) == "Alter")
  }

  @Test("A missing value names the field in the message's language")
  func missing() {
    let email = ValidatableValue<String>(name: ["en": "Email", "de": "E-Mail"], .email())
    #expect(throws: InvalidValue.self) { try email.value() }
    do {
      _ = try email.value()
    } catch {
      #expect(error.message(in: Self.german) == "E-Mail ist erforderlich.")
    }
  }

  @Test("A string literal and a String variable still name guards and properties")
  func plainNames() {
    let variable = "Age"
    let optional: String? = nil
    #expect(ValidatableValue(30, name: "Age", .minimum(18)).name == "Age")
    #expect(ValidatableValue(30, name: variable, .minimum(18)).name == "Age")
    #expect(ValidatableValue<Int>(name: variable, .minimum(18)).name == "Age")
    #expect(ValidatableValue(value: 30, name: variable, requirements: []).name == "Age")
    #expect(ValidatableValue<Int>(name: optional).name == nil)
    #expect(ValidatableValue<Int>(name: nil).name == nil)
    let wrapped = Validated(wrappedValue: 30, name: variable, .minimum(18))
    #expect(wrapped.projectedValue.name == "Age")
    let listed = Validated(wrappedValue: 30, name: variable, requirements: [.minimum(18)])
    #expect(listed.projectedValue.name == "Age")
  }

  @Test("A model's failures name each field in the message's language")
  func model() throws {
    var signup = Signup()
    signup.nickname.input = "Maximilian"
    let error = try #require(throws: ModelValidationError.self) { try signup.validate() }
    let messages = error.failures.map { $0.message(in: Self.german) }
    #expect(messages.count == 1)
    #expect(messages.first?.hasPrefix("Spitzname ") == true)
    #expect(error.failures.map(\.displayName) == ["Nickname"])
  }

  @Test("Decoding failures name each field in the message's language")
  func decoding() throws {
    let json = #"{"password": "abc", "age": 7, "nickname": "Maximilian"}"#
    let error = try #require(throws: ModelValidationError.self) {
      try JSONDecoder().decode(Signup.self, from: Data(json.utf8))
    }
    let messages = error.failures.map { $0.message(in: Self.german) }
    #expect(messages.count == 3)
    #expect(messages[0] == "Passwort muss mindestens 8 Zeichen lang sein.")
    #expect(messages[1] == "Alter muss zwischen 16 und 120 liegen.")
    #expect(messages[2].hasPrefix("Spitzname "))
    #expect(error.failures.map(\.displayName) == ["Password", "Age", "Nickname"])
    let missing = try #require(throws: ModelValidationError.self) {
      try JSONDecoder().decode(Signup.self, from: Data(#"{"age": 30, "nickname": "Max"}"#.utf8))
    }
    #expect(missing.failures.first?.message(in: Self.german) == "Passwort ist erforderlich.")
    let undecodable = try #require(throws: ModelValidationError.self) {
      try JSONDecoder().decode(
        Signup.self, from: Data(#"{"password": "abcdefghi", "age": "x", "nickname": "Max"}"#.utf8))
    }
    #expect(undecodable.failures.map(\.displayName) == ["Age"])
  }

  @Test("A secret guard shows neither its allowed values nor their display names")
  func secretDisplayNames() {
    var pin = ValidatableValue(
      "1111", name: ["en": "PIN", "de": "Geheimzahl"], isSecret: true,
      .oneOf(["1111", "4711"], displayNames: ["4711": ["en": "the hotel PIN", "de": "Hotel-PIN"]]))
    let error = #expect(throws: InvalidValue.self) { try pin.setValue("1234") }
    for language in ["en", "de"] {
      let message = error?.message(in: Locale(identifier: language)) ?? ""
      #expect(message.hasPrefix(language == "de" ? "Geheimzahl " : "PIN "))
      for shown in ["1111", "4711", "1234", "hotel PIN", "Hotel-PIN"] {
        #expect(!message.contains(shown))
      }
    }
  }
}
