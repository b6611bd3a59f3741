import Foundation
import Testing

@testable import Requirements

/// The catalogue's messages in Italian.
struct ItalianTests {
  static let format = MessageFormat(
    locale: Locale(identifier: "it_IT"), pluralRule: Italian().pluralRule)

  static func sentence(_ constraint: Constraint, _ subject: String? = nil) -> String {
    Italian().sentence(constraint, subject: subject, format)
  }

  @Test(
    "Counts take the form of their CLDR plural category",
    arguments: [
      (0, "almeno 0 caratteri"),
      (1, "almeno 1 carattere"),
      (2, "almeno 2 caratteri"),
      (5, "almeno 5 caratteri"),
      (11, "almeno 11 caratteri"),
      (21, "almeno 21 caratteri"),
      (101, "almeno 101 caratteri"),
      (1000000, "almeno 1.000.000 di caratteri"),
    ])
  func plurals(count: Int, phrase: String) {
    #expect(Italian().phrase(.minLength(count), Self.format) == phrase)
  }

  @Test("Sentences for a representative set of entries, with and without the field's name")
  func sentences() {
    #expect(
      Self.sentence(.minLength(8), "Password")
        == "Il campo «Password» deve contenere almeno 8 caratteri.")
    #expect(Self.sentence(.required) == "Questo campo è obbligatorio.")
    #expect(
      Self.sentence(.range(.integer(16), .integer(120)), "Età")
        == "Il campo «Età» deve essere compreso tra 16 e 120.")
    #expect(Self.sentence(.atLeast(1, .digits)) == "Deve contenere almeno 1 cifra.")
    #expect(Self.sentence(.conversion(.wholeNumber)) == "Deve essere un numero intero.")
  }
}
