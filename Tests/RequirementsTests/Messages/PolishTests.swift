import Foundation
import Testing

@testable import Requirements

struct PolishTests {
  let language = Polish()
  let format = MessageFormat(locale: Locale(identifier: "pl"), pluralRule: Polish().pluralRule)

  @Test(
    "A count takes the form its number needs: «1 znak», «2 znaki», «5 znaków», «22 znaki»",
    arguments: [
      (0, "co najmniej 0 znaków"), (1, "co najmniej 1 znak"), (2, "co najmniej 2 znaki"),
      (5, "co najmniej 5 znaków"), (11, "co najmniej 11 znaków"), (12, "co najmniej 12 znaków"),
      (21, "co najmniej 21 znaków"), (22, "co najmniej 22 znaki"), (101, "co najmniej 101 znaków"),
      (1000, "co najmniej 1000 znaków"), (12_345, "co najmniej 12\u{A0}345 znaków"),
    ])
  func minLength(n: Int, expected: String) {
    #expect(language.phrase(.minLength(n), format) == expected)
    #expect(
      language.sentence(.minLength(n), subject: "Hasło", format)
        == "Pole „Hasło” musi zawierać \(expected).")
  }

  @Test("Sentences name the field, or say «To pole» without a name")
  func sentences() {
    let examples: [(Constraint, String, String, String)] = [
      (.required, "Hasło", "Pole „Hasło” jest wymagane.", "To pole jest wymagane."),
      (
        .email, "E-mail", "Pole „E-mail” musi zawierać prawidłowy adres e-mail.",
        "To pole musi zawierać prawidłowy adres e-mail."
      ),
      (
        .maximum(.integer(120)), "Wiek", "Pole „Wiek” musi mieć wartość nie większą niż 120.",
        "To pole musi mieć wartość nie większą niż 120."
      ),
      (
        .minimum(.date(LanguageSamples.firstOfMarch)), "Data rozpoczęcia",
        "Pole „Data rozpoczęcia” musi zawierać datę nie wcześniejszą niż 1 marca 2025.",
        "To pole musi zawierać datę nie wcześniejszą niż 1 marca 2025."
      ),
      (
        .oneOf([.text("S"), .text("M")]), "Rozmiar",
        "Pole „Rozmiar” musi mieć wartość „S” lub „M”.",
        "To pole musi mieć wartość „S” lub „M”."
      ),
      (
        .atLeast(2, .digits), "Hasło", "Pole „Hasło” musi zawierać co najmniej 2 cyfry.",
        "To pole musi zawierać co najmniej 2 cyfry."
      ),
      (
        .conversion(.wholeNumber), "Ilość", "Pole „Ilość” musi zawierać liczbę całkowitą.",
        "To pole musi zawierać liczbę całkowitą."
      ),
    ]
    for (constraint, subject, withSubject, withoutSubject) in examples {
      #expect(language.sentence(constraint, subject: subject, format) == withSubject)
      #expect(language.sentence(constraint, subject: nil, format) == withoutSubject)
    }
  }

  @Test("A checklist names things in the nominative, a sentence as the object of «zawierać»")
  func cases() {
    #expect(language.phrase(.atLeast(1, .digits), format) == "co najmniej 1 cyfra")
    #expect(
      language.sentence(.atLeast(1, .digits), subject: nil, format)
        == "To pole musi zawierać co najmniej 1 cyfrę.")
    #expect(language.phrase(.atLeast(1, .uppercase), format) == "co najmniej 1 wielka litera")
    #expect(
      language.sentence(.atLeast(1, .uppercase), subject: nil, format)
        == "To pole musi zawierać co najmniej 1 wielką literę.")
    #expect(language.phrase(.atLeast(5, .digits), format) == "co najmniej 5 cyfr")
    #expect(language.phrase(.atLeast(3, .special), format) == "co najmniej 3 znaki specjalne")
    #expect(language.phrase(.conversion(.date), format) == "data w formacie RRRR-MM-DD")
    #expect(
      language.sentence(.conversion(.date), subject: "Data", format)
        == "Pole „Data” musi zawierać datę w formacie RRRR-MM-DD.")
  }

  @Test("Phrases read as checklist items")
  func phrases() {
    #expect(language.phrase(.required, format) == "wymagane")
    #expect(language.phrase(.length(min: 8, max: 21), format) == "od 8 do 21 znaków")
    #expect(language.phrase(.length(min: 1, max: 1), format) == "dokładnie 1 znak")
    #expect(language.phrase(.maxCount(3), format) == "co najwyżej 3 elementy")
    #expect(language.phrase(.count(min: 1, max: 5), format) == "od 1 do 5 elementów")
    #expect(language.phrase(.maxBytes(2), format) == "co najwyżej 2 bajty")
    #expect(language.phrase(.only([.letters, .digits]), format) == "tylko litery i cyfry")
    #expect(
      language.phrase(
        .range(.date(LanguageSamples.firstOfMarch), .date(LanguageSamples.fifthOfMarch)), format)
        == "od 1 marca 2025 do 5 marca 2025")
    #expect(
      language.phrase(
        .halfOpenRange(.date(LanguageSamples.firstOfMarch), .date(LanguageSamples.fifthOfMarch)),
        format)
        == "nie wcześniej niż 1 marca 2025 i przed 5 marca 2025")
    #expect(
      language.phrase(.noneOf([.text("admin"), .text("root")]), format)
        == "wartość inna niż „admin” i „root”")
    #expect(
      language.sentence(.noneOf([.text("admin"), .text("root")]), subject: "Login", format)
        == "Pole „Login” musi mieć wartość inną niż „admin” i „root”.")
    #expect(
      language.sentence(.maxLength(20), subject: "Nazwa", format)
        == "Pole „Nazwa” może zawierać co najwyżej 20 znaków.")
  }

  @Test("A value meeting none of several requirements lists their phrases")
  func anyOf() {
    let phrases = [language.phrase(.minLength(16), format), language.phrase(.maxLength(5), format)]
    #expect(
      language.sentence(anyOf: phrases, subject: "Kod", format)
        == "Pole „Kod” musi spełniać jeden z warunków: "
        + "co najmniej 16 znaków lub co najwyżej 5 znaków."
    )
  }

  @Test("A caller's character class keeps its own names")
  func customClass() {
    let vowels = CharacterClass("vowel") { "aeiou".contains($0) }
    #expect(language.phrase(.atLeast(1, vowels), format) == "co najmniej 1 vowel")
    #expect(language.phrase(.atLeast(3, vowels), format) == "co najmniej 3 vowels")
    #expect(language.phrase(.only([vowels]), format) == "tylko vowels")
  }
}
