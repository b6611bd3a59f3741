import Foundation
import Testing

@testable import Requirements

/// The catalogue's messages in Dutch.
struct DutchTests {
  static let format = MessageFormat(
    locale: Locale(identifier: "nl_NL"), pluralRule: Dutch().pluralRule)

  static func sentence(_ constraint: Constraint, _ subject: String? = nil) -> String {
    Dutch().sentence(constraint, subject: subject, format)
  }

  @Test(
    "Counts take the form of their CLDR plural category",
    arguments: [
      (0, "minstens 0 tekens"),
      (1, "minstens 1 teken"),
      (2, "minstens 2 tekens"),
      (5, "minstens 5 tekens"),
      (11, "minstens 11 tekens"),
      (21, "minstens 21 tekens"),
      (101, "minstens 101 tekens"),
      (1000, "minstens 1.000 tekens"),
    ])
  func plurals(count: Int, phrase: String) {
    #expect(Dutch().phrase(.minLength(count), Self.format) == phrase)
  }

  @Test("Sentences for a representative set of entries, with and without the field's name")
  func sentences() {
    #expect(
      Self.sentence(.minLength(8), "Wachtwoord") == "Wachtwoord moet minstens 8 tekens bevatten.")
    #expect(Self.sentence(.required) == "Dit veld is verplicht.")
    #expect(
      Self.sentence(.range(.integer(16), .integer(120)), "Leeftijd")
        == "Leeftijd moet tussen 16 en 120 liggen.")
    #expect(Self.sentence(.atLeast(1, .digits)) == "Moet minstens 1 cijfer bevatten.")
    #expect(Self.sentence(.conversion(.wholeNumber)) == "Moet een geheel getal zijn.")
  }
}
