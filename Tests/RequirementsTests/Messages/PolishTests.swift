import Foundation
import Testing

@testable import Requirements

/// The catalogue's messages in Polish.
struct PolishTests {
  static let format = MessageFormat(
    locale: Locale(identifier: "pl_PL"), pluralRule: Polish().pluralRule)

  static func sentence(_ constraint: Constraint, _ subject: String? = nil) -> String {
    Polish().sentence(constraint, subject: subject, format)
  }

  @Test(
    "Counts take the form of their CLDR plural category",
    arguments: [
      (0, "co najmniej 0 znaków"),
      (1, "co najmniej 1 znak"),
      (2, "co najmniej 2 znaki"),
      (5, "co najmniej 5 znaków"),
      (11, "co najmniej 11 znaków"),
      (12, "co najmniej 12 znaków"),
      (21, "co najmniej 21 znaków"),
      (22, "co najmniej 22 znaki"),
      (101, "co najmniej 101 znaków"),
    ])
  func plurals(count: Int, phrase: String) {
    #expect(Polish().phrase(.minLength(count), Self.format) == phrase)
  }

  @Test("Sentences for a representative set of entries, with and without the field's name")
  func sentences() {
    #expect(
      Self.sentence(.minLength(8), "Hasło") == "Pole „Hasło” musi zawierać co najmniej 8 znaków.")
    #expect(Self.sentence(.required) == "To pole jest wymagane.")
    #expect(
      Self.sentence(.range(.integer(16), .integer(120)), "Wiek")
        == "Pole „Wiek” musi mieć wartość od 16 do 120.")
    #expect(Self.sentence(.atLeast(1, .digits)) == "To pole musi zawierać co najmniej 1 cyfrę.")
    #expect(Self.sentence(.conversion(.wholeNumber)) == "To pole musi zawierać liczbę całkowitą.")
  }
}
