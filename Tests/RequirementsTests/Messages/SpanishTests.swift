import Foundation
import Testing

@testable import Requirements

/// The catalogue's messages in Spanish.
struct SpanishTests {
  static let format = MessageFormat(
    locale: Locale(identifier: "es"), pluralRule: Spanish().pluralRule)

  static func phrase(_ constraint: Constraint) -> String {
    Spanish().phrase(constraint, format)
  }

  static func sentence(_ constraint: Constraint, _ subject: String? = nil) -> String {
    Spanish().sentence(constraint, subject: subject, format)
  }

  // Midnight of a day in the current time zone, which messages format dates in.
  static func day(_ year: Int, _ month: Int, _ day: Int) throws -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .current
    return try #require(calendar.date(from: DateComponents(year: year, month: month, day: day)))
  }

  @Test(
    "Counts take the singular for 1 only, « de » for millions",
    arguments: [
      (
        0, "al menos 0 caracteres", "El campo “Contraseña” debe tener al menos 0 caracteres.",
        "Este campo debe tener al menos 0 caracteres."
      ),
      (
        1, "al menos 1 carácter", "El campo “Contraseña” debe tener al menos 1 carácter.",
        "Este campo debe tener al menos 1 carácter."
      ),
      (
        2, "al menos 2 caracteres", "El campo “Contraseña” debe tener al menos 2 caracteres.",
        "Este campo debe tener al menos 2 caracteres."
      ),
      (
        5, "al menos 5 caracteres", "El campo “Contraseña” debe tener al menos 5 caracteres.",
        "Este campo debe tener al menos 5 caracteres."
      ),
      (
        11, "al menos 11 caracteres",
        "El campo “Contraseña” debe tener al menos 11 caracteres.",
        "Este campo debe tener al menos 11 caracteres."
      ),
      (
        21, "al menos 21 caracteres",
        "El campo “Contraseña” debe tener al menos 21 caracteres.",
        "Este campo debe tener al menos 21 caracteres."
      ),
      (
        101, "al menos 101 caracteres",
        "El campo “Contraseña” debe tener al menos 101 caracteres.",
        "Este campo debe tener al menos 101 caracteres."
      ),
      (
        1_000_000, "al menos 1.000.000 de caracteres",
        "El campo “Contraseña” debe tener al menos 1.000.000 de caracteres.",
        "Este campo debe tener al menos 1.000.000 de caracteres."
      ),
    ])
  func plurals(count: Int, phrase: String, named: String, bare: String) {
    #expect(Self.phrase(.minLength(count)) == phrase)
    #expect(Self.sentence(.minLength(count), "Contraseña") == named)
    #expect(Self.sentence(.minLength(count)) == bare)
  }

  @Test("Other counted words follow the same rule")
  func otherCounts() {
    #expect(Self.phrase(.minCount(1)) == "al menos 1 elemento")
    #expect(Self.phrase(.maxCount(0)) == "como máximo 0 elementos")
    #expect(Self.phrase(.maxBytes(1_000_000)) == "como máximo 1.000.000 de bytes")
    #expect(Self.phrase(.atLeast(1, .special)) == "al menos 1 carácter especial")
    #expect(Self.phrase(.atLeast(2, .special)) == "al menos 2 caracteres especiales")
    #expect(Self.sentence(.maxLength(20)) == "Este campo no puede tener más de 20 caracteres.")
  }

  @Test("Sentences for a representative set of entries, with and without the field's name")
  func sentences() throws {
    let firstOfMarch = try Self.day(2025, 3, 1)
    let examples: [(Constraint, String, String, String)] = [
      (.required, "Nombre", "El campo “Nombre” es obligatorio.", "Este campo es obligatorio."),
      (
        .email, "Correo electrónico",
        "El campo “Correo electrónico” debe ser una dirección de correo electrónico válida.",
        "Este campo debe ser una dirección de correo electrónico válida."
      ),
      (
        .maximum(.integer(120)), "Edad", "El campo “Edad” debe ser menor o igual que 120.",
        "Este campo debe ser menor o igual que 120."
      ),
      (
        .minimum(.date(firstOfMarch)), "Fecha de inicio",
        "El campo “Fecha de inicio” debe ser una fecha igual o posterior al 1 de marzo de 2025.",
        "Este campo debe ser una fecha igual o posterior al 1 de marzo de 2025."
      ),
      (
        .oneOf([.text("S"), .text("M")]), "Talla", "El campo “Talla” debe ser “S” o “M”.",
        "Este campo debe ser “S” o “M”."
      ),
      (
        .atLeast(2, .digits), "Contraseña",
        "El campo “Contraseña” debe contener al menos 2 dígitos.",
        "Este campo debe contener al menos 2 dígitos."
      ),
      (
        .conversion(.wholeNumber), "Edad", "El campo “Edad” debe ser un número entero.",
        "Este campo debe ser un número entero."
      ),
    ]
    for (constraint, subject, named, bare) in examples {
      #expect(Self.sentence(constraint, subject) == named)
      #expect(Self.sentence(constraint) == bare)
    }
  }

  @Test("Dates read as days: from, until, between")
  func dates() throws {
    let first = try Self.day(2025, 3, 1)
    let last = try Self.day(2025, 12, 31)
    #expect(Self.phrase(.minimum(.date(first))) == "a partir del 1 de marzo de 2025")
    #expect(Self.phrase(.maximum(.date(last))) == "hasta el 31 de diciembre de 2025")
    #expect(
      Self.sentence(.maximum(.date(last)))
        == "Este campo debe ser una fecha igual o anterior al 31 de diciembre de 2025.")
    #expect(
      Self.sentence(.range(.date(first), .date(last)))
        == "Este campo debe ser una fecha entre el 1 de marzo de 2025 y el 31 de diciembre de 2025."
    )
    #expect(
      Self.phrase(.halfOpenRange(.date(first), .date(last)))
        == "a partir del 1 de marzo de 2025 y antes del 31 de diciembre de 2025")
    #expect(
      Self.sentence(.halfOpenRange(.date(first), .date(last)))
        == "Este campo debe ser una fecha igual o posterior al 1 de marzo de 2025"
        + " y anterior al 31 de diciembre de 2025.")
  }

  @Test("Character classes: built-in ones in Spanish, a caller's by the names it gave")
  func characterClasses() {
    let vowels = CharacterClass("vocal", plural: "vocales", in: "aeiou")
    #expect(
      Self.sentence(.only([.letters, .digits]), "Usuario")
        == "El campo “Usuario” solo puede contener letras y dígitos.")
    #expect(Self.phrase(.atLeast(1, vowels)) == "al menos 1 vocal")
    #expect(Self.phrase(.only([vowels])) == "solo vocales")
  }

  @Test("Excluded values read as « ni »")
  func excludedValues() {
    let two: Constraint = .noneOf([.text("admin"), .text("root")])
    let three: Constraint = .noneOf([.text("a"), .text("b"), .text("c")])
    #expect(Self.phrase(.noneOf([.text("admin")])) == "distinto de “admin”")
    #expect(Self.phrase(two) == "ni “admin” ni “root”")
    #expect(Self.sentence(two, "Usuario") == "El campo “Usuario” no puede ser “admin” ni “root”.")
    #expect(Self.sentence(three) == "Este campo no puede ser “a” ni “b” ni “c”.")
    #expect(Self.sentence(.noneOf([.text("admin")])) == "Este campo no puede ser “admin”.")
  }

  @Test("A value meeting none of several requirements")
  func anyOf() {
    let phrases = [Self.phrase(.minLength(16)), Self.phrase(.maxLength(5))]
    #expect(
      Spanish().sentence(anyOf: phrases, subject: nil, Self.format)
        == "Este campo debe cumplir una de estas condiciones: al menos 16 caracteres"
        + " o como máximo 5 caracteres.")
  }
}
