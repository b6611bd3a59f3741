#if canImport(Foundation)
  // Messages in Traditional Chinese, as Taiwan writes them: 字元, 位元組, 位址, 網址, 物件.
  struct TraditionalChinese: BuiltInLanguage {
    var pluralRule: PluralRule { .none }
    var sentenceSeparator: String { "" }

    func phrase(_ constraint: Constraint, _ f: MessageFormat) -> String {
      switch constraint {
      case .required: return "必填"
      case .nonEmpty: return "不可為空"
      case .nonBlank: return "不可空白"
      case .minLength(let n): return "至少\(f.number(n))個字元"
      case .maxLength(let n): return "最多\(f.number(n))個字元"
      case .length(let min, let max) where min == max: return "剛好\(f.number(min))個字元"
      case .length(let min, let max): return "\(f.number(min))到\(f.number(max))個字元"
      case .maxBytes(let n): return "最多\(f.number(n))位元組"
      case .minCount(let n): return "至少\(f.number(n))項"
      case .maxCount(let n): return "最多\(f.number(n))項"
      case .count(let min, let max) where min == max: return "剛好\(f.number(min))項"
      case .count(let min, let max): return "\(f.number(min))到\(f.number(max))項"
      case .minimum(.date(let date)): return "不早於\(f.date(date))"
      case .minimum(let bound): return "不小於\(f.value(bound))"
      case .maximum(.date(let date)): return "不晚於\(f.date(date))"
      case .maximum(let bound): return "不大於\(f.value(bound))"
      case .range(let lower, let upper) where lower == upper: return "等於\(f.value(lower))"
      case .range(let lower, let upper): return "介於\(f.value(lower))與\(f.value(upper))之間"
      case .halfOpenRange(.date(let lower), .date(let upper)):
        return "不早於\(f.date(lower))且早於\(f.date(upper))"
      case .halfOpenRange(let lower, let upper):
        return "不小於\(f.value(lower))且小於\(f.value(upper))"
      case .multiple(let divisor): return "\(f.value(divisor))的倍數"
      case .oneOf(let values) where values.isEmpty: return "沒有可用的值"
      case .oneOf(let values): return f.values(values, joinedBy: .or)
      case .noneOf(let values) where values.isEmpty: return "任何值"
      case .noneOf(let values): return "不是\(f.values(values, joinedBy: .or))"
      case .equalTo(let value): return f.value(value)
      case .accepted: return "已同意"
      case .hasPrefix(let text): return "以\(f.quoted(text))開頭"
      case .hasSuffix(let text): return "以\(f.quoted(text))結尾"
      case .contains(let text): return "包含\(f.quoted(text))"
      case .atLeast(let n, let characterClass):
        return "至少\(f.number(n))個\(Self.classNames.plural(characterClass))"
      case .only(let classes) where classes.isEmpty: return "不含任何字元"
      case .only(let classes): return "僅限\(Self.classNames.list(classes, f))"
      case .ascii: return "僅限ASCII字元"
      case .email: return "有效的電子郵件地址"
      case .url(let schemes): return "以\(f.schemes(schemes))開頭的網址"
      case .hostname: return "有效的主機名稱"
      case .ipv4: return "IPv4位址"
      case .ipv6: return "IPv6位址"
      case .e164: return "國際格式的電話號碼（例如：+886212345678）"
      case .uuid(let version?): return "第\(version)版UUID"
      case .uuid(nil): return "UUID"
      case .pattern(let pattern?): return "符合格式\(f.quoted(pattern))"
      case .pattern(nil): return "符合規定的格式"
      case .hidden(let hidden): return Self.hiddenPhrases[hidden]
      case .conversion(let conversion): return expected(conversion, f)
      }
    }

    func sentence(_ constraint: Constraint, subject: String?, _ f: MessageFormat) -> String {
      // "密碼至少需要8個字元。", or without a name "至少需要8個字元。"
      let topic = subject ?? ""
      switch constraint {
      case .required, .conversion(.value):
        return subject.map { "\($0)為必填欄位。" } ?? "此欄位為必填。"
      case .nonEmpty: return "\(topic)不可為空。"
      case .nonBlank: return "\(topic)不可空白。"
      case .minLength(let n): return "\(topic)至少需要\(f.number(n))個字元。"
      case .maxLength(let n): return "\(topic)最多只能有\(f.number(n))個字元。"
      case .length, .count: return "\(topic)需要\(phrase(constraint, f))。"
      case .maxBytes(let n): return "\(topic)不能超過\(f.number(n))位元組。"
      case .minCount(let n): return "\(topic)至少需要\(f.number(n))項。"
      case .maxCount(let n): return "\(topic)最多只能有\(f.number(n))項。"
      case .minimum(.date(let date)): return "\(topic)不能早於\(f.date(date))。"
      case .minimum(let bound): return "\(topic)不能小於\(f.value(bound))。"
      case .maximum(.date(let date)): return "\(topic)不能晚於\(f.date(date))。"
      case .maximum(let bound): return "\(topic)不能大於\(f.value(bound))。"
      case .range, .halfOpenRange: return "\(topic)必須\(phrase(constraint, f))。"
      case .multiple, .email, .url, .hostname, .ipv4, .ipv6, .e164, .uuid:
        return "\(topic)必須是\(phrase(constraint, f))。"
      case .oneOf(let values) where values.isEmpty: return "\(topic)不接受任何值。"
      case .oneOf(let values): return "\(topic)必須是\(f.values(values, joinedBy: .or))。"
      case .noneOf(let values): return "\(topic)不能是\(f.values(values, joinedBy: .or))。"
      case .equalTo(let value): return "\(topic)必須是\(f.value(value))。"
      case .accepted: return subject.map { "必須同意\($0)。" } ?? "必須同意此項。"
      case .conversion(.checkbox): return "\(topic)必須為勾選或未勾選。"
      case .hasPrefix, .hasSuffix, .contains: return "\(topic)必須\(phrase(constraint, f))。"
      case .atLeast(let n, let characterClass):
        return "\(topic)至少需要包含\(f.number(n))個\(Self.classNames.plural(characterClass))。"
      case .only(let classes) where classes.isEmpty: return "\(topic)必須留空。"
      case .only(let classes):
        return "\(topic)只能包含\(Self.classNames.list(classes, f))。"
      case .ascii: return "\(topic)只能包含ASCII字元。"
      case .pattern(let pattern?): return "\(topic)必須符合格式\(f.quoted(pattern))。"
      case .pattern(nil): return "\(topic)必須符合規定的格式。"
      case .conversion(.nanosecondTime): return "\(subject ?? "時間")的精度不能超過奈秒。"
      case .hidden(let hidden):
        switch hidden {
        case .equalTo: return "\(topic)必須一致。"
        case .oneOf: return "\(topic)必須是允許的值之一。"
        case .noneOf: return "\(topic)不能是排除的值。"
        case .hasPrefix: return "\(topic)必須以規定的文字開頭。"
        case .hasSuffix: return "\(topic)必須以規定的文字結尾。"
        case .contains: return "\(topic)必須包含規定的文字。"
        }
      case .conversion(let conversion): return "\(topic)必須是\(expected(conversion, f))。"
      }
    }

    func sentence(anyOf phrases: [String], subject: String?, _ f: MessageFormat) -> String {
      "\(subject ?? "")必須符合下列條件之一：\(f.list(phrases, joinedBy: .or))。"
    }

    func sentence(meeting phrase: String, subject: String?, _ f: MessageFormat) -> String {
      "\(subject ?? "")必須符合下列條件：\(phrase)。"
    }

    func sentence(notMeeting phrase: String, subject: String?, _ f: MessageFormat) -> String {
      "\(subject ?? "")不得符合下列條件：\(phrase)。"
    }

    func phrase(notMeeting phrase: String, _ f: MessageFormat) -> String {
      "不符合下列條件：\(phrase)"
    }

    func report(_ text: ReportText, _ f: MessageFormat) -> String {
      switch text {
      case .unprocessableContent: return "無法處理的內容"
      case .badRequest: return "錯誤的請求"
      case .unreadableBody: return "無法讀取請求的內容。"
      case .failures(let count, let listed, let entries):
        let failures = "有\(f.number(count))個驗證錯誤。"
        guard let listed else { return failures }
        return failures + "共\(f.number(entries))個項目，已列出\(f.number(listed))個。"
      case .expected(let expected, let foundNull):
        let shape: String
        switch expected {
        case .object: shape = "物件"
        case .array: shape = "陣列"
        case .value(let type): shape = "\(type)型別的值"
        }
        return foundNull ? "應為\(shape)，但收到null" : "應為\(shape)"
      case .missingKey(let key): return "缺少欄位\(key)"
      case .unreadableValue: return "無法讀取的值"
      case .undecodedValue: return "無法解碼的值"
      case .unchecked(let phrase): return "\(phrase)（尚未檢查）"
      case .unexpectedKey: return "非預期的欄位"
      case .nestedTooDeeply(let limit): return "巢狀超過\(f.number(limit))層"
      }
    }

    func negatedPhrase(_ constraint: Constraint, _ f: MessageFormat) -> String {
      switch constraint {
      case .nonEmpty: return "為空"
      case .nonBlank: return "空白"
      case .contains(let text): return "不包含\(f.quoted(text))"
      case .hasPrefix(let text): return "不以\(f.quoted(text))開頭"
      case .hasSuffix(let text): return "不以\(f.quoted(text))結尾"
      case .pattern(let pattern?): return "不符合格式\(f.quoted(pattern))"
      default: return "不允許：\(phrase(constraint, f))"
      }
    }

    func negatedSentence(_ constraint: Constraint, subject: String?, _ f: MessageFormat) -> String {
      let topic = subject ?? ""
      switch constraint {
      case .nonEmpty: return "\(topic)必須為空。"
      case .nonBlank: return "\(topic)必須留空。"
      case .contains(let text): return "\(topic)不能包含\(f.quoted(text))。"
      case .hasPrefix(let text): return "\(topic)不能以\(f.quoted(text))開頭。"
      case .hasSuffix(let text): return "\(topic)不能以\(f.quoted(text))結尾。"
      case .pattern(let pattern?): return "\(topic)不能符合格式\(f.quoted(pattern))。"
      default: return "\(topic)不能符合下列條件：\(phrase(constraint, f))。"
      }
    }

    private static let classNames = BuiltInClassWords(
      uppercase: "大寫字母", lowercase: "小寫字母", letters: "字母", digits: "數字",
      whitespace: "空白字元", special: "特殊字元")

    private func expected(_ conversion: Constraint.Conversion, _ f: MessageFormat) -> String {
      switch conversion {
      case .value: return "值"
      case .wholeNumber: return "整數"
      case .number: return "數值"
      case .date: return "日期（YYYY-MM-DD）"
      case .dateTime: return "日期和時間（YYYY-MM-DDThh:mm:ssZ）"
      case .dateOrDateTime: return "日期（YYYY-MM-DD）或日期和時間（YYYY-MM-DDThh:mm:ssZ）"
      case .dateWithinYears: return "西元1年至9999年之間的日期"
      case .nanosecondTime: return "精度不超過奈秒的時間"
      case .webAddress(let schemes): return "以\(f.schemes(schemes))開頭的網址"
      case .character: return "單一字元"
      case .checkbox: return "勾選或未勾選"
      case .existingDay: return "日曆上實際存在的日期"
      case .rawValue(let values): return f.values(values.map(Constraint.Value.text), joinedBy: .or)
      }
    }

    // What a secret field shows for a hidden constraint, naming no value.
    private static let hiddenPhrases = HiddenWords(
      equalTo: "預期的值", oneOf: "允許的值之一", noneOf: "不是排除的值", hasPrefix: "以規定的文字開頭",
      hasSuffix: "以規定的文字結尾", contains: "包含規定的文字")
  }
#endif
