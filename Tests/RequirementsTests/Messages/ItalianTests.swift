import Foundation
import Testing

@testable import Requirements

/// The catalogue's messages in Italian.
struct ItalianTests {
  static let format = MessageFormat(
    locale: Locale(identifier: "it"), pluralRule: Italian().pluralRule)

  static func phrase(_ constraint: Constraint) -> String {
    Italian().phrase(constraint, format)
  }

  static func sentence(_ constraint: Constraint, _ subject: String? = nil) -> String {
    Italian().sentence(constraint, subject: subject, format)
  }

  // Midnight of a day in the current time zone, which messages format dates in.
  static func day(_ year: Int, _ month: Int, _ day: Int) throws -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .current
    return try #require(calendar.date(from: DateComponents(year: year, month: month, day: day)))
  }

  @Test(
    "Counts take the singular for 1 only, « di » for millions",
    arguments: [
      (
        0, "almeno 0 caratteri", "Il campo «Password» deve contenere almeno 0 caratteri.",
        "Questo campo deve contenere almeno 0 caratteri."
      ),
      (
        1, "almeno 1 carattere", "Il campo «Password» deve contenere almeno 1 carattere.",
        "Questo campo deve contenere almeno 1 carattere."
      ),
      (
        2, "almeno 2 caratteri", "Il campo «Password» deve contenere almeno 2 caratteri.",
        "Questo campo deve contenere almeno 2 caratteri."
      ),
      (
        5, "almeno 5 caratteri", "Il campo «Password» deve contenere almeno 5 caratteri.",
        "Questo campo deve contenere almeno 5 caratteri."
      ),
      (
        11, "almeno 11 caratteri", "Il campo «Password» deve contenere almeno 11 caratteri.",
        "Questo campo deve contenere almeno 11 caratteri."
      ),
      (
        21, "almeno 21 caratteri", "Il campo «Password» deve contenere almeno 21 caratteri.",
        "Questo campo deve contenere almeno 21 caratteri."
      ),
      (
        101, "almeno 101 caratteri", "Il campo «Password» deve contenere almeno 101 caratteri.",
        "Questo campo deve contenere almeno 101 caratteri."
      ),
      (
        1_000_000, "almeno 1.000.000 di caratteri",
        "Il campo «Password» deve contenere almeno 1.000.000 di caratteri.",
        "Questo campo deve contenere almeno 1.000.000 di caratteri."
      ),
    ])
  func plurals(count: Int, phrase: String, named: String, bare: String) {
    #expect(Self.phrase(.minLength(count)) == phrase)
    #expect(Self.sentence(.minLength(count), "Password") == named)
    #expect(Self.sentence(.minLength(count)) == bare)
  }

  @Test("Other counted words follow the same rule")
  func otherCounts() {
    #expect(Self.phrase(.minCount(1)) == "almeno 1 elemento")
    #expect(Self.phrase(.maxCount(0)) == "al massimo 0 elementi")
    #expect(Self.phrase(.maxBytes(2)) == "al massimo 2 byte")
    #expect(Self.phrase(.maxBytes(1_000_000)) == "al massimo 1.000.000 di byte")
    #expect(Self.phrase(.atLeast(1, .uppercase)) == "almeno 1 lettera maiuscola")
    #expect(Self.phrase(.atLeast(2, .uppercase)) == "almeno 2 lettere maiuscole")
    #expect(Self.sentence(.maxLength(20)) == "Questo campo non può contenere più di 20 caratteri.")
  }

  @Test("Sentences for a representative set of entries, with and without the field's name")
  func sentences() throws {
    let firstOfMarch = try Self.day(2025, 3, 1)
    let examples: [(Constraint, String, String, String)] = [
      (.required, "Nome", "Il campo «Nome» è obbligatorio.", "Questo campo è obbligatorio."),
      (
        .email, "Email", "Il campo «Email» deve essere un indirizzo email valido.",
        "Questo campo deve essere un indirizzo email valido."
      ),
      (
        .maximum(.integer(120)), "Età", "Il campo «Età» deve essere minore o uguale a 120.",
        "Questo campo deve essere minore o uguale a 120."
      ),
      (
        .minimum(.date(firstOfMarch)), "Data di inizio",
        "Il campo «Data di inizio» deve essere una data uguale o successiva al 1º marzo 2025.",
        "Questo campo deve essere una data uguale o successiva al 1º marzo 2025."
      ),
      (
        .oneOf([.text("S"), .text("M")]), "Taglia", "Il campo «Taglia» deve essere «S» o «M».",
        "Questo campo deve essere «S» o «M»."
      ),
      (
        .atLeast(2, .digits), "Password", "Il campo «Password» deve contenere almeno 2 cifre.",
        "Questo campo deve contenere almeno 2 cifre."
      ),
      (
        .conversion(.wholeNumber), "Età", "Il campo «Età» deve essere un numero intero.",
        "Questo campo deve essere un numero intero."
      ),
    ]
    for (constraint, subject, named, bare) in examples {
      #expect(Self.sentence(constraint, subject) == named)
      #expect(Self.sentence(constraint) == bare)
    }
  }

  @Test("Dates read as days, the article elided before 8 and 11")
  func dates() throws {
    let first = try Self.day(2025, 3, 1)
    let eighth = try Self.day(2025, 3, 8)
    let eleventh = try Self.day(2025, 3, 11)
    let last = try Self.day(2025, 12, 31)
    #expect(Self.phrase(.minimum(.date(first))) == "a partire dal 1º marzo 2025")
    #expect(Self.phrase(.minimum(.date(eighth))) == "a partire dall’8 marzo 2025")
    #expect(Self.phrase(.maximum(.date(eleventh))) == "fino all’11 marzo 2025")
    #expect(
      Self.sentence(.maximum(.date(last)))
        == "Questo campo deve essere una data uguale o precedente al 31 dicembre 2025.")
    #expect(
      Self.sentence(.range(.date(eighth), .date(last)))
        == "Questo campo deve essere una data compresa tra l’8 marzo 2025 e il 31 dicembre 2025.")
    #expect(
      Self.phrase(.halfOpenRange(.date(first), .date(eleventh)))
        == "a partire dal 1º marzo 2025 e prima dell’11 marzo 2025")
    #expect(
      Self.sentence(.halfOpenRange(.date(first), .date(eighth)))
        == "Questo campo deve essere una data uguale o successiva al 1º marzo 2025"
        + " e precedente all’8 marzo 2025.")
  }

  @Test("Character classes: built-in ones in Italian, a caller's by the names it gave")
  func characterClasses() {
    let vowels = CharacterClass("vocale", plural: "vocali", in: "aeiou")
    #expect(
      Self.sentence(.only([.letters, .digits]), "Utente")
        == "Il campo «Utente» può contenere solo lettere e cifre.")
    #expect(Self.phrase(.atLeast(1, vowels)) == "almeno 1 vocale")
    #expect(Self.phrase(.only([vowels])) == "solo vocali")
  }

  @Test("Excluded values read as « né … né »")
  func excludedValues() {
    let two: Constraint = .noneOf([.text("admin"), .text("root")])
    #expect(Self.phrase(.noneOf([.text("admin")])) == "diverso da «admin»")
    #expect(Self.phrase(two) == "né «admin» né «root»")
    #expect(
      Self.sentence(two, "Utente") == "Il campo «Utente» non può essere né «admin» né «root».")
    #expect(Self.sentence(.noneOf([.text("admin")])) == "Questo campo non può essere «admin».")
  }

  @Test("A value meeting none of several requirements")
  func anyOf() {
    let phrases = [Self.phrase(.minLength(16)), Self.phrase(.maxLength(5))]
    #expect(
      Italian().sentence(anyOf: phrases, subject: nil, Self.format)
        == "Questo campo deve soddisfare una di queste condizioni: almeno 16 caratteri"
        + " o al massimo 5 caratteri.")
  }
}
