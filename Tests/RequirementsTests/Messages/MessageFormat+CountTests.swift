import Foundation
import Testing

@testable import Requirements

/// A count's number put in at each `#` of its form, whatever letters stand around it.
struct MessageFormatCountTests {
  /// Forms with `#` at the start, at the end, several, none, doubled, and beside letters
  /// of many scripts, combining marks and emoji.
  static let templates: [StaticString] = [
    "#", "##", "# #", "#x#", "x", "", "# characters", "at least #", "# von #",
    "## signs", "#文字以上", "至少#个字符", "最少 # 個字元", "يجب أن يحتوي على # أحرف على الأقل",
    "«#»", "e\u{301}#", "#\u{301}", "#\u{20E3}", "#\u{FE0F}\u{20E3}", "👩‍👩‍👧#👍🏽", "\u{200F}#\u{200F}",
    "#\r\n#", "\u{600}#", "\u{5D0}#\u{5B0}", "ก#่", "한#글", "Ω#Ω#Ω",
  ]

  /// Locales whose numbers differ: grouping, minus signs and digits (`ar-EG`: ٣).
  static let locales = [
    "en", "de", "fr", "ar", "ar-EG", "fa", "hi-IN-u-nu-deva", "zh-Hant", "ja", "ru", "pl",
    "pt-BR", "de-CH", "bn",
  ]

  static let numbers = [0, 1, -1, 2, 3, 5, 11, 21, 1_000, 12_345, -12_345, Int.min, Int.max]

  @Test("A count reads as the template with every # replaced by the number", arguments: locales)
  func replacesEveryMark(identifier: String) {
    let format = MessageFormat(locale: Locale(identifier: identifier), pluralRule: .none)
    for template in Self.templates {
      for number in Self.numbers {
        let expected = template.description.replacingOccurrences(
          of: "#", with: format.number(number))
        let counted = format.count(number, other: template)
        #expect(
          Array(counted.unicodeScalars) == Array(expected.unicodeScalars),
          "\(identifier) \(template) \(number)")
      }
    }
  }

  @Test("The number is the locale's: Arabic digits, minus signs, the extremes of Int")
  func localeDigits() {
    let egypt = MessageFormat(locale: Locale(identifier: "ar-EG"), pluralRule: .none)
    #expect(egypt.count(3, other: "# أحرف") == "٣ أحرف")
    let english = MessageFormat(locale: Locale(identifier: "en"), pluralRule: .none)
    #expect(english.count(-5, other: "#/#") == "-5/-5")
    #expect(english.count(Int.max, other: "#") == "9,223,372,036,854,775,807")
    #expect(english.count(Int.min, other: "(#)") == "(-9,223,372,036,854,775,808)")
  }

  @Test("A # that is part of a larger character is text: a keycap, a combining accent")
  func markInCharacter() {
    let english = MessageFormat(locale: Locale(identifier: "en"), pluralRule: .none)
    #expect(english.count(12, other: "#️⃣ # signs") == "#️⃣ 12 signs")
    #expect(english.count(3, other: "#\u{301}#") == "#\u{301}3")
    #expect(english.count(3, other: "#文字以上") == "3文字以上")
  }
}
