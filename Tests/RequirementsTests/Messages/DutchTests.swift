import Foundation
import Testing

@testable import Requirements

struct DutchTests {
  let language = Dutch()
  let format = MessageFormat(locale: Locale(identifier: "nl"), pluralRule: Dutch().pluralRule)

  @Test(
    "A count takes the singular for 1 only: «1 teken», «0 tekens», «2 tekens»",
    arguments: [
      (0, "minimaal 0 tekens"), (1, "minimaal 1 teken"), (2, "minimaal 2 tekens"),
      (5, "minimaal 5 tekens"), (11, "minimaal 11 tekens"), (21, "minimaal 21 tekens"),
      (101, "minimaal 101 tekens"), (1000, "minimaal 1.000 tekens"),
    ])
  func minLength(n: Int, expected: String) {
    #expect(language.phrase(.minLength(n), format) == expected)
    #expect(
      language.sentence(.minLength(n), subject: "Wachtwoord", format)
        == "Wachtwoord moet \(expected) bevatten.")
  }

  @Test("Sentences start with the field's name, or with the verb without one")
  func sentences() {
    let examples: [(Constraint, String, String, String)] = [
      (.required, "Wachtwoord", "Wachtwoord is verplicht.", "Dit veld is verplicht."),
      (
        .email, "E-mailadres", "E-mailadres moet een geldig e-mailadres zijn.",
        "Moet een geldig e-mailadres zijn."
      ),
      (
        .maximum(.integer(120)), "Leeftijd", "Leeftijd mag maximaal 120 zijn.",
        "Mag maximaal 120 zijn."
      ),
      (
        .minimum(.date(LanguageSamples.firstOfMarch)), "Begindatum",
        "Begindatum moet op of na 1 maart 2025 liggen.", "Moet op of na 1 maart 2025 liggen."
      ),
      (
        .oneOf([.text("S"), .text("M")]), "Maat", "Maat moet ‘S’ of ‘M’ zijn.",
        "Moet ‘S’ of ‘M’ zijn."
      ),
      (
        .atLeast(2, .digits), "Wachtwoord", "Wachtwoord moet minimaal 2 cijfers bevatten.",
        "Moet minimaal 2 cijfers bevatten."
      ),
      (
        .conversion(.wholeNumber), "Aantal", "Aantal moet een geheel getal zijn.",
        "Moet een geheel getal zijn."
      ),
    ]
    for (constraint, subject, withSubject, withoutSubject) in examples {
      #expect(language.sentence(constraint, subject: subject, format) == withSubject)
      #expect(language.sentence(constraint, subject: nil, format) == withoutSubject)
    }
  }

  @Test("Phrases read as checklist items; inclusive ranges say «tot en met»")
  func phrases() {
    #expect(language.phrase(.required, format) == "verplicht")
    #expect(language.phrase(.length(min: 8, max: 20), format) == "8 tot en met 20 tekens")
    #expect(language.phrase(.count(min: 1, max: 1), format) == "precies 1 element")
    #expect(language.phrase(.maxCount(3), format) == "maximaal 3 elementen")
    #expect(language.phrase(.maxBytes(1), format) == "maximaal 1 byte")
    #expect(language.phrase(.range(.integer(1), .integer(10)), format) == "van 1 tot en met 10")
    #expect(language.phrase(.atLeast(1, .special), format) == "minimaal 1 speciaal teken")
    #expect(language.phrase(.atLeast(2, .special), format) == "minimaal 2 speciale tekens")
    #expect(language.phrase(.only([.letters, .digits]), format) == "alleen letters en cijfers")
    #expect(
      language.phrase(
        .halfOpenRange(.date(LanguageSamples.firstOfMarch), .date(LanguageSamples.fifthOfMarch)),
        format)
        == "op of na 1 maart 2025 en vóór 5 maart 2025")
    #expect(
      language.sentence(
        .range(.date(LanguageSamples.firstOfMarch), .date(LanguageSamples.fifthOfMarch)),
        subject: nil, format)
        == "Moet in de periode van 1 maart 2025 tot en met 5 maart 2025 liggen.")
    #expect(
      language.sentence(.range(.integer(1), .integer(10)), subject: "Aantal", format)
        == "Aantal moet minimaal 1 en maximaal 10 zijn.")
    #expect(
      language.sentence(.conversion(.date), subject: "Geboortedatum", format)
        == "Geboortedatum moet een datum in de notatie JJJJ-MM-DD zijn.")
    #expect(
      language.sentence(.only([.letters, .digits]), subject: "Gebruikersnaam", format)
        == "Gebruikersnaam mag alleen letters en cijfers bevatten.")
  }

  @Test("A value meeting none of several requirements lists their phrases")
  func anyOf() {
    let phrases = [language.phrase(.minLength(16), format), language.phrase(.maxLength(5), format)]
    #expect(
      language.sentence(anyOf: phrases, subject: "Code", format)
        == "Code moet aan een van deze voorwaarden voldoen: "
        + "minimaal 16 tekens of maximaal 5 tekens."
    )
  }

  @Test("A caller's character class keeps its own names")
  func customClass() {
    let vowels = CharacterClass("vowel") { "aeiou".contains($0) }
    #expect(language.phrase(.atLeast(1, vowels), format) == "minimaal 1 vowel")
    #expect(language.phrase(.atLeast(3, vowels), format) == "minimaal 3 vowels")
    #expect(language.phrase(.only([vowels]), format) == "alleen vowels")
  }
}
