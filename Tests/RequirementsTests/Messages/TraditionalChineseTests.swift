import Foundation
import Testing

@testable import Requirements

/// The catalogue's messages in Traditional Chinese, as Taiwan writes them.
struct TraditionalChineseTests {
  static let format = MessageFormat(
    locale: Locale(identifier: "zh_Hant_TW"), pluralRule: TraditionalChinese().pluralRule)

  static func sentence(_ constraint: Constraint, _ subject: String? = nil) -> String {
    TraditionalChinese().sentence(constraint, subject: subject, format)
  }

  static func phrase(_ constraint: Constraint) -> String {
    TraditionalChinese().phrase(constraint, format)
  }

  @Test(
    "Counts have one form",
    arguments: [
      (0, "至少0個字元"),
      (1, "至少1個字元"),
      (2, "至少2個字元"),
      (5, "至少5個字元"),
      (11, "至少11個字元"),
      (21, "至少21個字元"),
      (101, "至少101個字元"),
      (1000, "至少1,000個字元"),
    ])
  func counts(count: Int, phrase: String) {
    #expect(Self.phrase(.minLength(count)) == phrase)
  }

  @Test(
    "Sentences use Taiwan's words, with and without the field's name",
    arguments: [
      (Constraint.minLength(8), "密碼", "密碼至少需要8個字元。"),
      (.minLength(8), nil, "至少需要8個字元。"),
      (.required, "姓名", "姓名為必填欄位。"),
      (.required, nil, "此欄位為必填。"),
      (.nonBlank, "姓名", "姓名不可空白。"),
      (.nonEmpty, "興趣", "興趣不可為空。"),
      (.range(.integer(16), .integer(120)), "年齡", "年齡必須介於16與120之間。"),
      (.range(.integer(5), .integer(5)), "年齡", "年齡必須等於5。"),
      (.atLeast(1, .digits), nil, "至少需要包含1個數字。"),
      (.atLeast(2, .uppercase), "密碼", "密碼至少需要包含2個大寫字母。"),
      (.atLeast(1, .whitespace), nil, "至少需要包含1個空白字元。"),
      (.only([.letters, .digits]), "帳號", "帳號只能包含字母和數字。"),
      (.maxBytes(100), nil, "不能超過100位元組。"),
      (.email, "電子郵件", "電子郵件必須是有效的電子郵件地址。"),
      (.url(schemes: ["http", "https"]), nil, "必須是以http://或https://開頭的網址。"),
      (.ipv4, nil, "必須是IPv4位址。"),
      (.hostname, nil, "必須是有效的主機名稱。"),
      (.e164, nil, "必須是國際格式的電話號碼（例如：+886212345678）。"),
      (.oneOf([.text("S"), .text("M")]), "尺寸", "尺寸必須是「S」或「M」。"),
      (.contains("@"), nil, "必須包含「@」。"),
      (.accepted, "服務條款", "必須同意服務條款。"),
      (.conversion(.wholeNumber), "年齡", "年齡必須是整數。"),
      (.conversion(.number), nil, "必須是數值。"),
      (.conversion(.character), nil, "必須是單一字元。"),
      (.conversion(.checkbox), nil, "必須為勾選或未勾選。"),
      (.conversion(.nanosecondTime), nil, "時間的精度不能超過奈秒。"),
      (.pattern("^[0-9]+$"), nil, "必須符合格式「^[0-9]+$」。"),
    ] as [(Constraint, String?, String)])
  func sentences(constraint: Constraint, subject: String?, sentence: String) {
    #expect(Self.sentence(constraint, subject) == sentence)
  }

  @Test("Dates read as Taiwan writes them")
  func dates() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .gmt
    let day = calendar.date(from: DateComponents(year: 2025, month: 3, day: 1)) ?? .distantPast
    let format = MessageFormat(
      locale: Locale(identifier: "zh_Hant_TW"), pluralRule: .none, timeZone: .gmt)
    #expect(
      TraditionalChinese().sentence(.minimum(.date(day)), subject: "開始日期", format)
        == "開始日期不能早於2025年3月1日。")
  }

  @Test("Failed parts follow one another without spaces")
  func joined() {
    let failure = (Requirement<String>.minLength(8) && .atLeast(1, .digits)).failure(for: "abc")
    #expect(
      failure?.message(in: Locale(identifier: "zh-TW")) == "至少需要8個字元。至少需要包含1個數字。")
  }

  @Test("A value meeting none of several requirements, or one known by its phrase")
  func anyOfAndMeeting() {
    let language = TraditionalChinese()
    #expect(
      language.sentence(anyOf: ["至少16", "最多5"], subject: "數量", Self.format)
        == "數量必須符合下列條件之一：至少16或最多5。")
    #expect(
      language.sentence(meeting: "沒有人使用的名稱", subject: nil, Self.format)
        == "必須符合下列條件：沒有人使用的名稱。")
  }

  // Characters only Simplified Chinese writes, and mainland words Taiwan does not use.
  static let simplifiedOnly = Set("个为须数节时间开头结码项类键对组无应错误验证满条规网电邮话号国际与于选仅单历这长")
  static let mainlandWords = ["字符", "字节", "地址格式", "纳秒", "信息", "默认"]

  @Test("Every entry, negation and report is written in Traditional characters")
  func traditionalThroughout() {
    let language = MessageLanguage.traditionalChinese
    var texts: [String] = []
    for constraint in LanguageSamples.constraints + EveryLanguageTests.constraints {
      texts.append(language.phrase(constraint, Self.format))
      texts.append(language.sentence(constraint, "欄位", Self.format))
      texts.append(language.sentence(constraint, nil, Self.format))
      texts.append(language.phraseNegating(constraint, Self.format))
      texts.append(language.sentenceNegating(constraint, nil, Self.format))
    }
    let reports: [ReportText] = [
      .unprocessableContent, .badRequest, .unreadableBody,
      .failures(250, listed: 100, entries: 250), .unexpectedKey, .nestedTooDeeply(limit: 32),
      .expected(.object, foundNull: true), .expected(.array, foundNull: false),
      .expected(.value(type: "Int"), foundNull: false), .missingKey("age"), .unreadableValue,
      .undecodedValue, .unchecked("沒有人使用的名稱"),
    ]
    texts += reports.map { language.report($0, Self.format) }
    for text in texts {
      #expect(Set(text).isDisjoint(with: Self.simplifiedOnly), "\(text)")
      #expect(!Self.mainlandWords.contains { text.contains($0) }, "\(text)")
    }
  }
}
