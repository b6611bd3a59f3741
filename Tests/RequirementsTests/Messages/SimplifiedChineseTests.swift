import Foundation
import Testing

@testable import Requirements

/// The catalogue's messages in SimplifiedChinese.
struct SimplifiedChineseTests {
  static let format = MessageFormat(
    locale: Locale(identifier: "zh_Hans_CN"), pluralRule: SimplifiedChinese().pluralRule)

  static func sentence(_ constraint: Constraint, _ subject: String? = nil) -> String {
    SimplifiedChinese().sentence(constraint, subject: subject, format)
  }

  @Test(
    "Counts take the form of their CLDR plural category",
    arguments: [
      (0, "至少0个字符"),
      (1, "至少1个字符"),
      (2, "至少2个字符"),
      (5, "至少5个字符"),
      (11, "至少11个字符"),
      (21, "至少21个字符"),
      (101, "至少101个字符"),
      (1000, "至少1,000个字符"),
    ])
  func plurals(count: Int, phrase: String) {
    #expect(SimplifiedChinese().phrase(.minLength(count), Self.format) == phrase)
  }

  @Test("Sentences for a representative set of entries, with and without the field's name")
  func sentences() {
    #expect(Self.sentence(.minLength(8), "密码") == "密码至少需要8个字符。")
    #expect(Self.sentence(.required) == "此项为必填项。")
    #expect(Self.sentence(.range(.integer(16), .integer(120)), "年龄") == "年龄必须介于16和120之间。")
    #expect(Self.sentence(.atLeast(1, .digits)) == "至少需要包含1个数字。")
    #expect(Self.sentence(.conversion(.wholeNumber)) == "必须是整数。")
  }
}
