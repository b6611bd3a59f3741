import Foundation
import Testing

@testable import Requirements

/// The catalogue's messages in BrazilianPortuguese.
struct BrazilianPortugueseTests {
  static let format = MessageFormat(
    locale: Locale(identifier: "pt_BR"), pluralRule: BrazilianPortuguese().pluralRule)

  static func sentence(_ constraint: Constraint, _ subject: String? = nil) -> String {
    BrazilianPortuguese().sentence(constraint, subject: subject, format)
  }

  @Test(
    "Counts take the form of their CLDR plural category",
    arguments: [
      (0, "pelo menos 0 caractere"),
      (1, "pelo menos 1 caractere"),
      (2, "pelo menos 2 caracteres"),
      (5, "pelo menos 5 caracteres"),
      (11, "pelo menos 11 caracteres"),
      (21, "pelo menos 21 caracteres"),
      (101, "pelo menos 101 caracteres"),
      (1000000, "pelo menos 1.000.000 de caracteres"),
    ])
  func plurals(count: Int, phrase: String) {
    #expect(BrazilianPortuguese().phrase(.minLength(count), Self.format) == phrase)
  }

  @Test("Sentences for a representative set of entries, with and without the field's name")
  func sentences() {
    #expect(
      Self.sentence(.minLength(8), "Senha") == "O campo “Senha” deve ter pelo menos 8 caracteres.")
    #expect(Self.sentence(.required) == "Este campo é obrigatório.")
    #expect(
      Self.sentence(.range(.integer(16), .integer(120)), "Idade")
        == "O campo “Idade” deve estar entre 16 e 120.")
    #expect(Self.sentence(.atLeast(1, .digits)) == "Deve conter pelo menos 1 dígito.")
    #expect(Self.sentence(.conversion(.wholeNumber)) == "Deve ser um número inteiro.")
  }
}
