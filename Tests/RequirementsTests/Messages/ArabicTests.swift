import Foundation
import Testing

@testable import Requirements

/// The catalogue's messages in Arabic, with its six plural forms.
struct ArabicTests {
  static let format = MessageFormat(
    locale: Locale(identifier: "ar"), pluralRule: Arabic().pluralRule)

  static func sentence(_ constraint: Constraint, _ subject: String? = nil) -> String {
    Arabic().sentence(constraint, subject: subject, format)
  }

  @Test(
    "Counts take the form of their CLDR category: zero, one, two, few, many, other",
    arguments: [
      (0, "0 حرف على الأقل"), (1, "حرف واحد على الأقل"), (2, "حرفان على الأقل"),
      (5, "5 أحرف على الأقل"), (11, "11 حرفًا على الأقل"), (21, "21 حرفًا على الأقل"),
      (101, "101 حرف على الأقل"), (103, "103 أحرف على الأقل"), (111, "111 حرفًا على الأقل"),
    ])
  func plurals(count: Int, phrase: String) {
    #expect(Arabic().phrase(.minLength(count), Self.format) == phrase)
  }

  @Test("A named field is «حقل» and its name, so no verb agrees with an unknown gender")
  func sentences() {
    #expect(
      Self.sentence(.minLength(8), "كلمة المرور")
        == "يجب أن يحتوي حقل «كلمة المرور» على 8 أحرف على الأقل.")
    #expect(Self.sentence(.minLength(8)) == "يجب أن يحتوي على 8 أحرف على الأقل.")
    #expect(Self.sentence(.required, "الاسم") == "حقل «الاسم» مطلوب.")
    #expect(Self.sentence(.required) == "هذا الحقل مطلوب.")
    #expect(Self.sentence(.email) == "يجب أن يكون عنوان بريد إلكتروني صالحًا.")
    #expect(
      Self.sentence(.range(.integer(16), .integer(120)), "العمر")
        == "يجب أن تكون قيمة حقل «العمر» بين 16 و120.")
    // Foundation's list isolates each item for bidirectional text (U+2068 … U+2069).
    #expect(
      Self.sentence(.oneOf([.text("S"), .text("M")]))
        == "يجب أن تكون القيمة \u{2068}«S»\u{2069} أو \u{2068}«M»\u{2069}.")
    #expect(Self.sentence(.atLeast(2, .digits)) == "يجب أن يحتوي على رقمين على الأقل.")
    #expect(
      Self.sentence(.conversion(.wholeNumber), "العمر") == "يجب أن يكون حقل «العمر» عددًا صحيحًا.")
  }
}
