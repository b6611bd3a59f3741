import Foundation
import Testing
import Validation

/// A name that reads as nothing, in a locale or in all of them, names nothing: sentences
/// have no blank subject and reports no empty name.
struct InvalidValueEmptyNameTests {
  static let blankNames: [LocalizedText] = [LocalizedText { _ in "" }, [:]]

  @Test("A guard whose name reads as nothing reports as a guard without a name")
  func guarded() throws {
    for name in Self.blankNames {
      var age = ValidatableValue(30, name: name, .range(16...120))
      #expect(age.name == nil)
      let error = try #require(throws: InvalidValue.self) { try age.setValue(7) }
      #expect(error.fieldName == nil)
      #expect(error.description == "Invalid value: between 16 and 120")
      #expect(error.message(in: Locale(identifier: "en")) == "Must be between 16 and 120.")
      #expect(
        error.message(in: Locale(identifier: "pt-BR")) == "Este campo deve estar entre 16 e 120.")
    }
  }

  @Test("A name empty in one language leaves that language's sentences without a subject")
  func emptyInOneLanguage() throws {
    var age = ValidatableValue(30, name: ["en": "Age", "de": ""], .range(16...120))
    let error = try #require(throws: InvalidValue.self) { try age.setValue(7) }
    #expect(error.message(in: Locale(identifier: "de")) == "Muss zwischen 16 und 120 liegen.")
    #expect(error.message(in: Locale(identifier: "en")) == "Age must be between 16 and 120.")
  }

  @Test("A form field named by an empty text has no name, as a guard named so has none")
  func formField() {
    let empty = ""
    #expect(FormField<Int>(name: "").name == nil)
    #expect(FormField<Int>(name: "").localizedName == nil)
    #expect(FormField<Int>(name: empty).name == nil)
    #expect(ValidatableValue<Int>(name: "").name == nil)
  }

  struct Signup: DecodableModel {
    @Validated(name: LocalizedText { _ in "" }, .range(16...120)) var age = 30

    mutating func visitFields(_ visitor: inout some FieldVisitor) {
      visitor.visit("age", &_age)
    }
  }

  @Test("A model's failure for a field whose name reads as nothing has no display name")
  func model() throws {
    let error = try #require(throws: ModelValidationError.self) {
      try JSONDecoder().decode(Signup.self, from: Data(#"{"age": 7}"#.utf8))
    }
    #expect(error.failures.map(\.displayName) == [nil])
    #expect(
      error.failures.first?.message(in: Locale(identifier: "en")) == "Must be between 16 and 120.")
    #expect(error.description == "1 validation failure:\n- age: between 16 and 120 (got 7)")
  }
}
