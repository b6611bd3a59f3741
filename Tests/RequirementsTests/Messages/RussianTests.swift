import Foundation
import Testing

@testable import Requirements

/// The catalogue's messages in Russian.
struct RussianTests {
  static let format = MessageFormat(
    locale: Locale(identifier: "ru_RU"), pluralRule: Russian().pluralRule)

  static func sentence(_ constraint: Constraint, _ subject: String? = nil) -> String {
    Russian().sentence(constraint, subject: subject, format)
  }

  @Test(
    "Counts take the form of their CLDR plural category",
    arguments: [
      (0, "минимум 0 символов"),
      (1, "минимум 1 символ"),
      (2, "минимум 2 символа"),
      (5, "минимум 5 символов"),
      (11, "минимум 11 символов"),
      (21, "минимум 21 символ"),
      (101, "минимум 101 символ"),
      (112, "минимум 112 символов"),
    ])
  func plurals(count: Int, phrase: String) {
    #expect(Russian().phrase(.minLength(count), Self.format) == phrase)
  }

  @Test("Sentences for a representative set of entries, with and without the field's name")
  func sentences() {
    #expect(
      Self.sentence(.minLength(8), "Пароль") == "Поле «Пароль» должно содержать минимум 8 символов."
    )
    #expect(Self.sentence(.required) == "Это поле обязательно для заполнения.")
    #expect(
      Self.sentence(.range(.integer(16), .integer(120)), "Возраст")
        == "Поле «Возраст» должно быть от 16 до 120.")
    #expect(Self.sentence(.atLeast(1, .digits)) == "Значение должно содержать минимум 1 цифру.")
    #expect(Self.sentence(.conversion(.wholeNumber)) == "Значение должно содержать целое число.")
  }
}
