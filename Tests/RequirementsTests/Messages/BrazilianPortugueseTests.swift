import Foundation
import Testing

@testable import Requirements

struct BrazilianPortugueseTests {
  let language = BrazilianPortuguese()
  let format = MessageFormat(
    locale: Locale(identifier: "pt_BR"), pluralRule: BrazilianPortuguese().pluralRule)

  @Test(
    "A count takes the singular for 0 and 1, and «de» for millions",
    arguments: [
      (0, "pelo menos 0 caractere"), (1, "pelo menos 1 caractere"), (2, "pelo menos 2 caracteres"),
      (5, "pelo menos 5 caracteres"), (11, "pelo menos 11 caracteres"),
      (21, "pelo menos 21 caracteres"), (101, "pelo menos 101 caracteres"),
      (1_000_000, "pelo menos 1.000.000 de caracteres"),
      (1_000_001, "pelo menos 1.000.001 caracteres"),
    ])
  func minLength(n: Int, expected: String) {
    #expect(language.phrase(.minLength(n), format) == expected)
    #expect(
      language.sentence(.minLength(n), subject: "Senha", format)
        == "O campo “Senha” deve ter \(expected).")
  }

  @Test("Sentences name the field, or say «Este campo» without a name")
  func sentences() {
    let examples: [(Constraint, String, String, String)] = [
      (.required, "Senha", "O campo “Senha” é obrigatório.", "Este campo é obrigatório."),
      (
        .email, "E-mail", "O campo “E-mail” deve ser um endereço de e-mail válido.",
        "Este campo deve ser um endereço de e-mail válido."
      ),
      (
        .maximum(.integer(120)), "Idade", "O campo “Idade” deve ser no máximo 120.",
        "Este campo deve ser no máximo 120."
      ),
      (
        .minimum(.date(Self.firstOfMarch)), "Data de início",
        "O campo “Data de início” deve ser uma data a partir de 1 de março de 2025.",
        "Este campo deve ser uma data a partir de 1 de março de 2025."
      ),
      (
        .oneOf([.text("S"), .text("M")]), "Tamanho", "O campo “Tamanho” deve ser “S” ou “M”.",
        "Este campo deve ser “S” ou “M”."
      ),
      (
        .atLeast(2, .digits), "Senha", "O campo “Senha” deve conter pelo menos 2 dígitos.",
        "Este campo deve conter pelo menos 2 dígitos."
      ),
      (
        .conversion(.wholeNumber), "Quantidade", "O campo “Quantidade” deve ser um número inteiro.",
        "Este campo deve ser um número inteiro."
      ),
    ]
    for (constraint, subject, withSubject, withoutSubject) in examples {
      #expect(language.sentence(constraint, subject: subject, format) == withSubject)
      #expect(language.sentence(constraint, subject: nil, format) == withoutSubject)
    }
  }

  @Test("Phrases read as checklist items")
  func phrases() {
    #expect(language.phrase(.required, format) == "obrigatório")
    #expect(language.phrase(.length(min: 8, max: 20), format) == "entre 8 e 20 caracteres")
    #expect(language.phrase(.maxCount(1), format) == "no máximo 1 item")
    #expect(language.phrase(.minCount(3), format) == "pelo menos 3 itens")
    #expect(language.phrase(.atLeast(1, .uppercase), format) == "pelo menos 1 letra maiúscula")
    #expect(language.phrase(.atLeast(2, .special), format) == "pelo menos 2 caracteres especiais")
    #expect(language.phrase(.only([.letters, .digits]), format) == "somente letras e dígitos")
    #expect(
      language.phrase(.range(.date(Self.firstOfMarch), .date(Self.fifthOfMarch)), format)
        == "entre 1 de março de 2025 e 5 de março de 2025")
    #expect(
      language.phrase(.halfOpenRange(.date(Self.firstOfMarch), .date(Self.fifthOfMarch)), format)
        == "a partir de 1 de março de 2025 e antes de 5 de março de 2025")
    #expect(
      language.sentence(.maximum(.date(Self.fifthOfMarch)), subject: nil, format)
        == "Este campo deve ser uma data até 5 de março de 2025.")
    #expect(
      language.phrase(.noneOf([.text("admin"), .text("root")]), format)
        == "diferente de “admin” e “root”")
    #expect(
      language.sentence(.noneOf([.text("admin"), .text("root")]), subject: "Usuário", format)
        == "O campo “Usuário” não pode ser “admin” ou “root”.")
  }

  @Test("A value meeting none of several requirements lists their phrases")
  func anyOf() {
    let phrases = [language.phrase(.minLength(16), format), language.phrase(.maxLength(5), format)]
    #expect(
      language.sentence(anyOf: phrases, subject: "Código", format)
        == "O campo “Código” deve atender a uma destas condições: "
        + "pelo menos 16 caracteres ou no máximo 5 caracteres."
    )
  }

  @Test("A caller's character class keeps its own names")
  func customClass() {
    let vowels = CharacterClass("vowel") { "aeiou".contains($0) }
    #expect(language.phrase(.atLeast(1, vowels), format) == "pelo menos 1 vowel")
    #expect(language.phrase(.atLeast(3, vowels), format) == "pelo menos 3 vowels")
    #expect(language.phrase(.only([vowels]), format) == "somente vowels")
  }

  @Test("Every constraint reads in Brazilian Portuguese, with no English word")
  func everyConstraint() {
    for constraint in Self.samples {
      let phrase = language.phrase(constraint, format)
      let sentences = [
        language.sentence(constraint, subject: "Nome", format),
        language.sentence(constraint, subject: nil, format),
      ]
      #expect(!phrase.isEmpty, "\(constraint)")
      for text in [phrase] + sentences {
        let words = Set(text.lowercased().split { !$0.isLetter }.map(String.init))
        #expect(words.isDisjoint(with: Self.englishWords), "\(text)")
      }
      for sentence in sentences {
        #expect(sentence.first?.isUppercase == true, "\(sentence)")
        #expect(sentence.hasSuffix("."), "\(sentence)")
        #expect(!sentence.hasSuffix(".."), "\(sentence)")
      }
    }
  }

  // 1 and 5 March 2025 at midnight here: messages show dates in the current time zone,
  // with no time at midnight.
  static let firstOfMarch = midnight(day: 1)
  static let fifthOfMarch = midnight(day: 5)

  static func midnight(day: Int) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .current
    return calendar.date(from: DateComponents(year: 2025, month: 3, day: day)) ?? .distantPast
  }

  // Words of English.swift that would betray an untranslated message ("a", "byte", "host",
  // "item", "no" and "web" are Portuguese words too).
  static let englishWords: Set<String> = [
    "address", "after", "an", "and", "any", "at", "before", "between", "blank", "character",
    "characters", "contain", "contains", "date", "digit", "digits", "empty", "end", "ends",
    "exactly", "finer", "form", "format", "in", "international", "is", "items", "least",
    "less", "letter", "letters", "match", "matches", "meet", "most", "multiple", "must", "name",
    "nanosecond", "not", "number", "of", "one", "only", "or", "pattern", "phone", "required",
    "single", "start", "starting", "starts", "such", "take", "than", "the", "these", "time",
    "to", "up", "valid", "value", "values", "version", "whole", "with", "years",
  ]

  // A constraint of every kind, with each case the wording tells apart.
  static var samples: [Constraint] {
    [
      .required, .nonEmpty, .nonBlank, .minLength(8), .maxLength(20), .length(min: 8, max: 8),
      .length(min: 8, max: 20), .maxBytes(100), .minCount(2), .maxCount(5), .count(min: 3, max: 3),
      .count(min: 1, max: 5), .minimum(.integer(18)), .minimum(.date(firstOfMarch)),
      .maximum(.number(9.5)), .maximum(.date(fifthOfMarch)), .range(.integer(1), .integer(10)),
      .range(.integer(5), .integer(5)), .range(.date(firstOfMarch), .date(fifthOfMarch)),
      .range(.date(firstOfMarch), .date(firstOfMarch)), .halfOpenRange(.decimal(0), .decimal(1)),
      .halfOpenRange(.date(firstOfMarch), .date(fifthOfMarch)), .multiple(of: .integer(5)),
      .oneOf([]), .oneOf([.text("S"), .text("M"), .text("L")]), .noneOf([]),
      .noneOf([.text("admin"), .text("root")]), .equalTo(.text("xyz")), .hasPrefix("ab"),
      .hasSuffix("yz"), .contains("@"), .atLeast(1, .uppercase), .atLeast(2, .lowercase),
      .atLeast(5, .letters), .atLeast(1, .digits), .atLeast(3, .whitespace), .atLeast(1, .special),
      .only([]), .only([.letters, .digits]),
      .only([.uppercase, .lowercase, .whitespace, .special]),
      .ascii, .email, .url(schemes: ["https"]), .url(schemes: ["http", "https"]), .hostname, .ipv4,
      .ipv6, .e164, .uuid(version: 4), .uuid(version: nil), .pattern("^[0-9]+$"), .pattern(nil),
      .conversion(.value), .conversion(.wholeNumber), .conversion(.number), .conversion(.date),
      .conversion(.dateTime), .conversion(.dateOrDateTime), .conversion(.dateWithinYears),
      .conversion(.nanosecondTime), .conversion(.webAddress(schemes: ["https"])),
      .conversion(.character), .conversion(.rawValue(["S", "M"])),
    ]
  }
}
