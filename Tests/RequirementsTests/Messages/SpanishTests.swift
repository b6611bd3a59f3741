import Foundation
import Testing

@testable import Requirements

/// The catalogue's messages in Spanish.
struct SpanishTests {
  static let format = MessageFormat(
    locale: Locale(identifier: "es_ES"), pluralRule: Spanish().pluralRule)

  static func sentence(_ constraint: Constraint, _ subject: String? = nil) -> String {
    Spanish().sentence(constraint, subject: subject, format)
  }

  @Test(
    "Counts take the form of their CLDR plural category",
    arguments: [
      (0, "al menos 0 caracteres"),
      (1, "al menos 1 carácter"),
      (2, "al menos 2 caracteres"),
      (5, "al menos 5 caracteres"),
      (11, "al menos 11 caracteres"),
      (21, "al menos 21 caracteres"),
      (101, "al menos 101 caracteres"),
      (1000000, "al menos 1.000.000 de caracteres"),
    ])
  func plurals(count: Int, phrase: String) {
    #expect(Spanish().phrase(.minLength(count), Self.format) == phrase)
  }

  @Test("Sentences for a representative set of entries, with and without the field's name")
  func sentences() {
    #expect(
      Self.sentence(.minLength(8), "Contraseña")
        == "El campo “Contraseña” debe tener al menos 8 caracteres.")
    #expect(Self.sentence(.required) == "Este campo es obligatorio.")
    #expect(
      Self.sentence(.range(.integer(16), .integer(120)), "Edad")
        == "El campo “Edad” debe estar entre 16 y 120.")
    #expect(Self.sentence(.atLeast(1, .digits)) == "Debe contener al menos 1 dígito.")
    #expect(Self.sentence(.conversion(.wholeNumber)) == "Debe ser un número entero.")
  }
}
