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

  // English.swift's words, but for those French shares: a, an, on, or, match, date,
  // multiple, version, international, format, web, e and mail (« e-mail »), ASCII, IPv4,
  // IPv6, UUID and the format placeholders MM and SSZ.
  static let englishWords: Set<String> = [
    "required", "not", "empty", "blank", "at", "least", "most", "character", "characters",
    "exactly", "between", "and", "byte", "bytes", "item", "items", "after", "before", "less",
    "than", "of", "no", "value", "any", "starts", "with", "ends", "contains", "only", "valid",
    "address", "starting", "host", "name", "phone", "number", "in", "form", "such", "as",
    "matches", "the", "pattern", "is", "must", "be", "take", "up", "start", "end", "contain",
    "years", "to", "finer", "nanosecond", "meet", "one", "these", "whole", "time", "single",
    "have", "yyyy", "dd", "ddthh", "uppercase", "lowercase", "letter", "letters", "digit",
    "digits", "white", "space", "special",
  ]

  @Test("Every constraint has a phrase and sentences in French")
  func everyConstraint() throws {
    let day = try Self.day(2025, 3, 1)
    let later = try Self.day(2025, 12, 31)
    let afternoon = day.addingTimeInterval(14.5 * 3600)
    let vowels = CharacterClass("voyelle", in: "aeiouy")
    let constraints: [Constraint] = [
      .required, .nonEmpty, .nonBlank, .minLength(8), .maxLength(1), .length(min: 2, max: 5),
      .length(min: 6, max: 6), .maxBytes(120), .minCount(1), .maxCount(3),
      .count(min: 1, max: 5), .count(min: 2, max: 2), .minimum(.integer(18)),
      .minimum(.number(0.5)), .minimum(.date(day)), .minimum(.date(afternoon)),
      .maximum(.decimal(Decimal(sign: .plus, exponent: -2, significand: 1999))),
      .maximum(.date(later)), .range(.integer(16), .integer(120)),
      .range(.integer(5), .integer(5)), .range(.date(day), .date(later)),
      .range(.date(day), .date(day)), .halfOpenRange(.integer(0), .integer(10)),
      .halfOpenRange(.date(day), .date(later)), .multiple(of: .integer(5)),
      .oneOf([.text("S"), .text("M")]), .oneOf([]), .noneOf([.text("admin"), .text("root")]),
      .noneOf([]), .equalTo(.text("oui")), .equalTo(.date(day)), .hasPrefix("+"),
      .hasSuffix(".fr"), .contains("@"), .atLeast(1, .uppercase), .atLeast(2, .lowercase),
      .atLeast(1, .letters), .atLeast(3, .digits), .atLeast(1, .whitespace),
      .atLeast(2, .special), .atLeast(1, vowels), .only([.letters, .digits]),
      .only([.uppercase, .lowercase, .whitespace, .special]), .only([vowels]), .only([]),
      .ascii, .email, .url(schemes: ["http", "https"]), .hostname, .ipv4, .ipv6, .e164,
      .uuid(version: 4), .uuid(version: nil), .pattern("^[0-9]{5}$"), .pattern(nil),
      .conversion(.value), .conversion(.wholeNumber), .conversion(.number),
      .conversion(.date), .conversion(.dateTime), .conversion(.dateOrDateTime),
      .conversion(.dateWithinYears), .conversion(.nanosecondTime),
      .conversion(.webAddress(schemes: ["https"])), .conversion(.character),
      .conversion(.rawValue(["gratuit", "pro"])),
    ]
    for constraint in constraints {
      let texts = [
        Self.phrase(constraint), Self.sentence(constraint), Self.sentence(constraint, "Nom"),
      ]
      for text in texts {
        #expect(!text.isEmpty, "\(constraint)")
        let words = text.split { !$0.isLetter }.map { $0.lowercased() }
        #expect(words.allSatisfy { !Self.englishWords.contains($0) }, "\(text)")
      }
      for sentence in texts.dropFirst() {
        #expect(sentence.first?.isUppercase == true && sentence.hasSuffix("."), "\(sentence)")
      }
    }
  }
}
