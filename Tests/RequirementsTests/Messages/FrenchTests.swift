import Foundation
import Testing

@testable import Requirements

/// The catalogue's messages in French.
struct FrenchTests {
  static let format = MessageFormat(
    locale: Locale(identifier: "fr"), pluralRule: French().pluralRule)

  static func phrase(_ constraint: Constraint) -> String {
    French().phrase(constraint, format)
  }

  static func sentence(_ constraint: Constraint, _ subject: String? = nil) -> String {
    French().sentence(constraint, subject: subject, format)
  }

  // Midnight of a day in the current time zone, which messages format dates in.
  static func day(_ year: Int, _ month: Int, _ day: Int) throws -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .current
    return try #require(calendar.date(from: DateComponents(year: year, month: month, day: day)))
  }

  @Test(
    "Counts take the singular for 0 and 1, « de » for millions",
    arguments: [
      (
        0, "au moins 0 caractère",
        "Le champ «\u{A0}Mot de passe\u{A0}» doit contenir au moins 0 caractère.",
        "Ce champ doit contenir au moins 0 caractère."
      ),
      (
        1, "au moins 1 caractère",
        "Le champ «\u{A0}Mot de passe\u{A0}» doit contenir au moins 1 caractère.",
        "Ce champ doit contenir au moins 1 caractère."
      ),
      (
        2, "au moins 2 caractères",
        "Le champ «\u{A0}Mot de passe\u{A0}» doit contenir au moins 2 caractères.",
        "Ce champ doit contenir au moins 2 caractères."
      ),
      (
        5, "au moins 5 caractères",
        "Le champ «\u{A0}Mot de passe\u{A0}» doit contenir au moins 5 caractères.",
        "Ce champ doit contenir au moins 5 caractères."
      ),
      (
        11, "au moins 11 caractères",
        "Le champ «\u{A0}Mot de passe\u{A0}» doit contenir au moins 11 caractères.",
        "Ce champ doit contenir au moins 11 caractères."
      ),
      (
        21, "au moins 21 caractères",
        "Le champ «\u{A0}Mot de passe\u{A0}» doit contenir au moins 21 caractères.",
        "Ce champ doit contenir au moins 21 caractères."
      ),
      (
        101, "au moins 101 caractères",
        "Le champ «\u{A0}Mot de passe\u{A0}» doit contenir au moins 101 caractères.",
        "Ce champ doit contenir au moins 101 caractères."
      ),
      (
        1_000_000, "au moins 1\u{202F}000\u{202F}000 de caractères",
        "Le champ «\u{A0}Mot de passe\u{A0}» doit contenir au moins 1\u{202F}000\u{202F}000 de caractères.",
        "Ce champ doit contenir au moins 1\u{202F}000\u{202F}000 de caractères."
      ),
    ])
  func plurals(count: Int, phrase: String, named: String, bare: String) {
    #expect(Self.phrase(.minLength(count)) == phrase)
    #expect(Self.sentence(.minLength(count), "Mot de passe") == named)
    #expect(Self.sentence(.minLength(count)) == bare)
  }

  @Test("Other counted words follow the same rule")
  func otherCounts() {
    #expect(Self.phrase(.minCount(0)) == "au moins 0 élément")
    #expect(Self.phrase(.maxCount(3)) == "au plus 3 éléments")
    #expect(Self.phrase(.maxBytes(1_000_000)) == "au plus 1\u{202F}000\u{202F}000 d’octets")
    #expect(Self.phrase(.atLeast(1, .special)) == "au moins 1 caractère spécial")
    #expect(Self.phrase(.atLeast(2, .special)) == "au moins 2 caractères spéciaux")
    #expect(Self.sentence(.maxLength(20)) == "Ce champ ne doit pas dépasser 20 caractères.")
  }

  @Test("Sentences for a representative set of entries, with and without the field's name")
  func sentences() throws {
    let firstOfMarch = try Self.day(2025, 3, 1)
    let examples: [(Constraint, String, String, String)] = [
      (
        .required, "Mot de passe", "Le champ «\u{A0}Mot de passe\u{A0}» est obligatoire.",
        "Ce champ est obligatoire."
      ),
      (
        .email, "E-mail", "Le champ «\u{A0}E-mail\u{A0}» doit être une adresse e-mail valide.",
        "Ce champ doit être une adresse e-mail valide."
      ),
      (
        .maximum(.integer(120)), "Âge",
        "Le champ «\u{A0}Âge\u{A0}» doit être inférieur ou égal à 120.",
        "Ce champ doit être inférieur ou égal à 120."
      ),
      (
        .minimum(.date(firstOfMarch)), "Date de début",
        "Le champ «\u{A0}Date de début\u{A0}» doit être une date postérieure ou égale au 1er mars 2025.",
        "Ce champ doit être une date postérieure ou égale au 1er mars 2025."
      ),
      (
        .oneOf([.text("S"), .text("M")]), "Taille",
        "Le champ «\u{A0}Taille\u{A0}» doit être «\u{A0}S\u{A0}» ou «\u{A0}M\u{A0}».",
        "Ce champ doit être «\u{A0}S\u{A0}» ou «\u{A0}M\u{A0}»."
      ),
      (
        .atLeast(2, .digits), "Mot de passe",
        "Le champ «\u{A0}Mot de passe\u{A0}» doit contenir au moins 2 chiffres.",
        "Ce champ doit contenir au moins 2 chiffres."
      ),
      (
        .conversion(.wholeNumber), "Âge", "Le champ «\u{A0}Âge\u{A0}» doit être un nombre entier.",
        "Ce champ doit être un nombre entier."
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
    #expect(Self.phrase(.minimum(.date(first))) == "à partir du 1er mars 2025")
    #expect(Self.phrase(.maximum(.date(last))) == "jusqu’au 31 décembre 2025")
    #expect(
      Self.sentence(.maximum(.date(last)))
        == "Ce champ doit être une date antérieure ou égale au 31 décembre 2025.")
    #expect(
      Self.sentence(.range(.date(first), .date(last)))
        == "Ce champ doit être une date comprise entre le 1er mars 2025 et le 31 décembre 2025.")
    #expect(
      Self.phrase(.halfOpenRange(.date(first), .date(last)))
        == "à partir du 1er mars 2025 et avant le 31 décembre 2025")
    #expect(
      Self.sentence(.halfOpenRange(.date(first), .date(last)))
        == "Ce champ doit être une date postérieure ou égale au 1er mars 2025"
        + " et antérieure au 31 décembre 2025.")
  }

  @Test("Character classes: built-in ones in French, a caller's by the names it gave")
  func characterClasses() {
    let vowels = CharacterClass("voyelle", in: "aeiouy")
    #expect(
      Self.sentence(.only([.letters, .digits]), "Identifiant")
        == "Le champ «\u{A0}Identifiant\u{A0}» ne doit contenir que des lettres et des chiffres.")
    #expect(Self.phrase(.atLeast(1, vowels)) == "au moins 1 voyelle")
    #expect(Self.phrase(.only([vowels])) == "uniquement des voyelles")
  }

  @Test("Excluded values read as « ni … ni »")
  func excludedValues() {
    let two: Constraint = .noneOf([.text("admin"), .text("root")])
    #expect(Self.phrase(.noneOf([.text("admin")])) == "autre que «\u{A0}admin\u{A0}»")
    #expect(Self.phrase(two) == "ni «\u{A0}admin\u{A0}» ni «\u{A0}root\u{A0}»")
    #expect(
      Self.sentence(two, "Identifiant")
        == "Le champ «\u{A0}Identifiant\u{A0}» ne doit être ni «\u{A0}admin\u{A0}»"
        + " ni «\u{A0}root\u{A0}».")
    #expect(
      Self.sentence(.noneOf([.text("admin")]))
        == "Ce champ ne doit pas être «\u{A0}admin\u{A0}».")
  }

  @Test("A value meeting none of several requirements")
  func anyOf() {
    let phrases = [Self.phrase(.minLength(16)), Self.phrase(.maxLength(5))]
    #expect(
      French().sentence(anyOf: phrases, subject: nil, Self.format)
        == "Ce champ doit remplir l’une des conditions suivantes\u{A0}: au moins 16 caractères"
        + " ou au plus 5 caractères.")
  }
}
