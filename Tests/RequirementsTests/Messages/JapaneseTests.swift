import Foundation
import Testing

@testable import Requirements

/// The catalogue's messages in Japanese.
struct JapaneseTests {
  static let format = MessageFormat(
    locale: Locale(identifier: "ja_JP"), pluralRule: Japanese().pluralRule)

  static func sentence(_ constraint: Constraint, _ subject: String? = nil) -> String {
    Japanese().sentence(constraint, subject: subject, format)
  }

  @Test(
    "Counts have one form",
    arguments: [
      (0, "0文字以上"), (1, "1文字以上"), (2, "2文字以上"), (5, "5文字以上"), (11, "11文字以上"),
      (21, "21文字以上"), (101, "101文字以上"), (1000, "1,000文字以上"),
    ])
  func counts(count: Int, phrase: String) {
    #expect(Japanese().phrase(.minLength(count), Self.format) == phrase)
  }

  @Test("Sentences ask politely, with the field as their topic when it has a name")
  func sentences() {
    #expect(Self.sentence(.minLength(8), "パスワード") == "パスワードは8文字以上で入力してください。")
    #expect(Self.sentence(.minLength(8)) == "8文字以上で入力してください。")
    #expect(Self.sentence(.required, "氏名") == "氏名は必須です。")
    #expect(Self.sentence(.email) == "有効なメールアドレスを入力してください。")
    #expect(Self.sentence(.maximum(.integer(120)), "年齢") == "年齢は120以下にしてください。")
    #expect(Self.sentence(.oneOf([.text("S"), .text("M")])) == "「S」または「M」のいずれかにしてください。")
    #expect(Self.sentence(.atLeast(2, .digits), "パスワード") == "パスワードには数字を2文字以上含めてください。")
    #expect(Self.sentence(.conversion(.wholeNumber), "年齢") == "年齢には整数を入力してください。")
  }

  @Test("Failed parts follow one another without spaces")
  func joined() {
    let failure = (Requirement<String>.minLength(8) && .atLeast(1, .digits)).failure(for: "abc")
    #expect(
      failure?.message(in: Locale(identifier: "ja"))
        == "8文字以上で入力してください。数字を1文字以上含めてください。")
  }
}
