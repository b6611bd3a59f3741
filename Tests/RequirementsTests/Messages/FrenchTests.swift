import Foundation
import Testing

@testable import Requirements

/// The catalogue's messages in French.
struct FrenchTests {
  static let format = MessageFormat(
    locale: Locale(identifier: "fr_FR"), pluralRule: French().pluralRule)

  static func sentence(_ constraint: Constraint, _ subject: String? = nil) -> String {
    French().sentence(constraint, subject: subject, format)
  }

  @Test(
    "Counts take the form of their CLDR plural category",
    arguments: [
      (0, "au moins 0 caractère"),
      (1, "au moins 1 caractère"),
      (2, "au moins 2 caractères"),
      (5, "au moins 5 caractères"),
      (11, "au moins 11 caractères"),
      (21, "au moins 21 caractères"),
      (101, "au moins 101 caractères"),
      (1000000, "au moins 1\u{202F}000\u{202F}000 de caractères"),
    ])
  func plurals(count: Int, phrase: String) {
    #expect(French().phrase(.minLength(count), Self.format) == phrase)
  }

  @Test("Sentences for a representative set of entries, with and without the field's name")
  func sentences() {
    #expect(
      Self.sentence(.minLength(8), "Mot de passe")
        == "Le champ «\u{A0}Mot de passe\u{A0}» doit contenir au moins 8 caractères.")
    #expect(Self.sentence(.required) == "Ce champ est obligatoire.")
    #expect(
      Self.sentence(.range(.integer(16), .integer(120)), "Âge")
        == "Le champ «\u{A0}Âge\u{A0}» doit être compris entre 16 et 120.")
    #expect(Self.sentence(.atLeast(1, .digits)) == "Doit contenir au moins 1 chiffre.")
    #expect(Self.sentence(.conversion(.wholeNumber)) == "Doit être un nombre entier.")
  }
}
