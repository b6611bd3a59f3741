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
        .minimum(.date(LanguageSamples.firstOfMarch)), "Data de início",
        "O campo “Data de início” deve ser uma data a partir de 1º de março de 2025.",
        "Este campo deve ser uma data a partir de 1º de março de 2025."
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
      language.phrase(
        .range(.date(LanguageSamples.firstOfMarch), .date(LanguageSamples.fifthOfMarch)), format)
        == "entre 1º de março de 2025 e 5 de março de 2025")
    #expect(
      language.phrase(
        .halfOpenRange(.date(LanguageSamples.firstOfMarch), .date(LanguageSamples.fifthOfMarch)),
        format)
        == "a partir de 1º de março de 2025 e antes de 5 de março de 2025")
    #expect(
      language.sentence(.maximum(.date(LanguageSamples.fifthOfMarch)), subject: nil, format)
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
}
