import Foundation
import Testing

@testable import Requirements

struct RussianTests {
  let language = Russian()
  let format = MessageFormat(locale: Locale(identifier: "ru"), pluralRule: Russian().pluralRule)

  @Test(
    "After «не менее» a count takes the genitive: «1 символа», «2 символов», «21 символа»",
    arguments: [
      (0, "не менее 0 символов"), (1, "не менее 1 символа"), (2, "не менее 2 символов"),
      (5, "не менее 5 символов"), (11, "не менее 11 символов"), (21, "не менее 21 символа"),
      (101, "не менее 101 символа"),
    ])
  func minLength(n: Int, expected: String) {
    #expect(language.phrase(.minLength(n), format) == expected)
    #expect(
      language.sentence(.minLength(n), subject: nil, format)
        == "Это поле должно содержать \(expected).")
  }

  @Test(
    "After «ровно» a count takes the nominative: «1 символ», «2 символа», «5 символов»",
    arguments: [
      (0, "ровно 0 символов"), (1, "ровно 1 символ"), (2, "ровно 2 символа"),
      (5, "ровно 5 символов"), (11, "ровно 11 символов"), (21, "ровно 21 символ"),
      (22, "ровно 22 символа"), (101, "ровно 101 символ"), (1000, "ровно 1\u{A0}000 символов"),
    ])
  func exactLength(n: Int, expected: String) {
    #expect(language.phrase(.length(min: n, max: n), format) == expected)
    #expect(
      language.sentence(.length(min: n, max: n), subject: nil, format)
        == "Это поле должно содержать \(expected).")
  }

  @Test("Without a name, a sentence says «Это поле»")
  func sentencesWithoutSubject() {
    let examples: [(Constraint, String)] = [
      (.required, "Это поле обязательно для заполнения."),
      (.email, "Это поле должно содержать корректный адрес электронной почты."),
      (.maximum(.integer(120)), "Это поле должно иметь значение не более 120."),
      (
        .minimum(.date(LanguageSamples.firstOfMarch)),
        "Это поле должно содержать дату не ранее 1 марта 2025\u{202F}г."
      ),
      (.atLeast(2, .digits), "Это поле должно содержать не менее 2 цифр."),
      (.conversion(.wholeNumber), "Это поле должно содержать целое число."),
    ]
    for (constraint, expected) in examples {
      #expect(language.sentence(constraint, subject: nil, format) == expected)
    }
  }

  // Russian puts no space inside «» (French does).
  @Test("With a name, a sentence says «Поле «Имя»», quoted with no spaces")
  func sentencesWithSubject() {
    let examples: [(Constraint, String, String)] = [
      (.required, "Пароль", "Поле «Пароль» обязательно для заполнения."),
      (
        .email, "Электронная почта",
        "Поле «Электронная почта» должно содержать корректный адрес электронной почты."
      ),
      (.maximum(.integer(120)), "Возраст", "Поле «Возраст» должно иметь значение не более 120."),
      (
        .minimum(.date(LanguageSamples.firstOfMarch)), "Дата начала",
        "Поле «Дата начала» должно содержать дату не ранее 1 марта 2025\u{202F}г."
      ),
      (
        .oneOf([.text("S"), .text("M")]), "Размер",
        "Поле «Размер» должно иметь значение «S» или «M»."
      ),
      (.atLeast(2, .digits), "Пароль", "Поле «Пароль» должно содержать не менее 2 цифр."),
      (.conversion(.wholeNumber), "Количество", "Поле «Количество» должно содержать целое число."),
      (.minLength(8), "Пароль", "Поле «Пароль» должно содержать не менее 8 символов."),
    ]
    for (constraint, subject, expected) in examples {
      #expect(language.sentence(constraint, subject: subject, format) == expected)
    }
    #expect(
      language.sentence(.oneOf([.text("S"), .text("M")]), subject: nil, format)
        == "Это поле должно иметь значение «S» или «M».")
  }

  @Test("Phrases read as checklist items")
  func phrases() {
    #expect(language.phrase(.required, format) == "обязательное поле")
    #expect(language.phrase(.maxLength(1), format) == "не более 1 символа")
    #expect(language.phrase(.length(min: 8, max: 21), format) == "от 8 до 21 символа")
    #expect(language.phrase(.minCount(2), format) == "не менее 2 элементов")
    #expect(language.phrase(.count(min: 2, max: 2), format) == "ровно 2 элемента")
    #expect(language.phrase(.maxBytes(5), format) == "не более 5 байт")
    #expect(language.phrase(.atLeast(1, .uppercase), format) == "не менее 1 заглавной буквы")
    #expect(language.phrase(.only([.letters, .digits]), format) == "только буквы и цифры")
    #expect(
      language.phrase(
        .range(.date(LanguageSamples.firstOfMarch), .date(LanguageSamples.fifthOfMarch)), format)
        == "с 1 марта 2025\u{202F}г. по 5 марта 2025\u{202F}г.")
    #expect(
      language.phrase(
        .halfOpenRange(.date(LanguageSamples.firstOfMarch), .date(LanguageSamples.fifthOfMarch)),
        format)
        == "не ранее 1 марта 2025\u{202F}г. и ранее 5 марта 2025\u{202F}г.")
    #expect(language.phrase(.range(.integer(1), .integer(10)), format) == "от 1 до 10")
    #expect(
      language.phrase(.url(schemes: ["http", "https"]), format)
        == "веб-адрес, начинающийся с http:// или https://")
  }

  @Test("A value meeting none of several requirements lists their phrases")
  func anyOf() {
    let phrases = [language.phrase(.minLength(16), format), language.phrase(.maxLength(5), format)]
    #expect(
      language.sentence(anyOf: phrases, subject: nil, format)
        == "Это поле должно соответствовать одному из условий: "
        + "не менее 16 символов или не более 5 символов."
    )
  }

  @Test("A caller's character class keeps its own names")
  func customClass() {
    let vowels = CharacterClass("vowel") { "aeiou".contains($0) }
    #expect(language.phrase(.atLeast(1, vowels), format) == "не менее 1 vowel")
    #expect(language.phrase(.atLeast(3, vowels), format) == "не менее 3 vowels")
    #expect(language.phrase(.only([vowels]), format) == "только vowels")
  }
}
