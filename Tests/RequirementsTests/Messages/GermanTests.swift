import Foundation
import Testing

@testable import Requirements

/// The catalogue's messages in German.
struct GermanTests {
  static let format = MessageFormat(
    locale: Locale(identifier: "de_DE"), pluralRule: German().pluralRule)

  static func sentence(_ constraint: Constraint, _ subject: String? = nil) -> String {
    German().sentence(constraint, subject: subject, format)
  }

  @Test(
    "Counts take the singular for 1 and the plural otherwise",
    arguments: [
      (0, "mindestens 0 Einträge"), (1, "mindestens 1 Eintrag"), (2, "mindestens 2 Einträge"),
      (5, "mindestens 5 Einträge"), (11, "mindestens 11 Einträge"),
      (21, "mindestens 21 Einträge"), (101, "mindestens 101 Einträge"),
      (1000, "mindestens 1.000 Einträge"),
    ])
  func plurals(count: Int, phrase: String) {
    #expect(German().phrase(.minCount(count), Self.format) == phrase)
  }

  @Test("Lengths read as lengths, with or without the field's name")
  func lengths() {
    #expect(
      Self.sentence(.minLength(8), "Passwort") == "Passwort muss mindestens 8 Zeichen lang sein.")
    #expect(Self.sentence(.minLength(1)) == "Muss mindestens 1 Zeichen lang sein.")
    #expect(Self.sentence(.length(min: 6, max: 6)) == "Muss genau 6 Zeichen lang sein.")
  }

  @Test("Sentences for a representative set of entries")
  func sentences() {
    #expect(Self.sentence(.required, "Name") == "Name ist erforderlich.")
    #expect(Self.sentence(.required) == "Ein Wert ist erforderlich.")
    #expect(Self.sentence(.email) == "Muss eine gültige E-Mail-Adresse sein.")
    #expect(Self.sentence(.maximum(.integer(120)), "Alter") == "Alter darf höchstens 120 sein.")
    #expect(
      Self.sentence(.range(.integer(16), .integer(120)), "Alter")
        == "Alter muss zwischen 16 und 120 liegen.")
    #expect(Self.sentence(.oneOf([.text("S"), .text("M")])) == "Muss „S“ oder „M“ sein.")
    #expect(Self.sentence(.atLeast(2, .digits)) == "Muss mindestens 2 Ziffern enthalten.")
    #expect(Self.sentence(.atLeast(1, .uppercase)) == "Muss mindestens 1 Großbuchstaben enthalten.")
    #expect(Self.sentence(.conversion(.wholeNumber), "Alter") == "Alter muss eine ganze Zahl sein.")
    // "Only" is a limit, a permission: „darf nur“, as for ASCII.
    #expect(Self.sentence(.only([.digits]), "PIN") == "PIN darf nur Ziffern enthalten.")
    #expect(
      Self.sentence(.only([.letters, .digits]))
        == "Darf nur Buchstaben und Ziffern enthalten.")
  }

  @Test("A date bound is a day, formatted as German writes it")
  func dates() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .current
    let day = calendar.date(from: DateComponents(year: 2030, month: 1, day: 15))!
    #expect(
      Self.sentence(.minimum(.date(day)), "Tag")
        == "Tag muss am oder nach dem 15. Januar 2030 liegen.")
  }

  @Test("A caller's class keeps its own names, even one named like a built-in class")
  func callersClass() {
    let named = CharacterClass("digits", plural: "digits") { $0 == "x" }
    #expect(German().phrase(.atLeast(2, named), Self.format) == "mindestens 2 digits")
    #expect(German().phrase(.atLeast(2, .digits), Self.format) == "mindestens 2 Ziffern")
  }
}
