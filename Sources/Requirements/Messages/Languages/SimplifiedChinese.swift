#if canImport(Foundation)
  // Messages in Simplified Chinese.
  struct SimplifiedChinese: BuiltInLanguage {
    var pluralRule: PluralRule { .none }
    var sentenceSeparator: String { "" }

    func phrase(_ constraint: Constraint, _ f: MessageFormat) -> String {
      switch constraint {
      case .required: return "必填"
      case .nonEmpty, .nonBlank: return "不能为空"
      case .minLength(let n): return "至少\(f.number(n))个字符"
      case .maxLength(let n): return "最多\(f.number(n))个字符"
      case .length(let min, let max) where min == max: return "正好\(f.number(min))个字符"
      case .length(let min, let max): return "\(f.number(min))到\(f.number(max))个字符"
      case .maxBytes(let n): return "最多\(f.number(n))字节"
      case .minCount(let n): return "至少\(f.number(n))项"
      case .maxCount(let n): return "最多\(f.number(n))项"
      case .count(let min, let max) where min == max: return "正好\(f.number(min))项"
      case .count(let min, let max): return "\(f.number(min))到\(f.number(max))项"
      case .minimum(.date(let date)): return "不早于\(f.date(date))"
      case .minimum(let bound): return "不小于\(f.value(bound))"
      case .maximum(.date(let date)): return "不晚于\(f.date(date))"
      case .maximum(let bound): return "不大于\(f.value(bound))"
      case .range(let lower, let upper) where lower == upper: return "等于\(f.value(lower))"
      case .range(let lower, let upper): return "介于\(f.value(lower))和\(f.value(upper))之间"
      case .halfOpenRange(.date(let lower), .date(let upper)):
        return "不早于\(f.date(lower))且早于\(f.date(upper))"
      case .halfOpenRange(let lower, let upper):
        return "不小于\(f.value(lower))且小于\(f.value(upper))"
      case .multiple(let divisor): return "\(f.value(divisor))的倍数"
      case .oneOf(let values) where values.isEmpty: return "无可用值"
      case .oneOf(let values): return f.values(values, joinedBy: .or)
      case .noneOf(let values) where values.isEmpty: return "任意值"
      case .noneOf(let values): return "不是\(f.values(values, joinedBy: .or))"
      case .equalTo(let value): return f.value(value)
      case .accepted: return "已接受"
      case .hasPrefix(let text): return "以\(f.quoted(text))开头"
      case .hasSuffix(let text): return "以\(f.quoted(text))结尾"
      case .contains(let text): return "包含\(f.quoted(text))"
      case .atLeast(let n, let characterClass):
        return "至少\(f.number(n))个\(Self.classNames.plural(characterClass))"
      case .only(let classes) where classes.isEmpty: return "无字符"
      case .only(let classes): return "仅限\(Self.classNames.list(classes, f))"
      case .ascii: return "仅限ASCII字符"
      case .email: return "有效的电子邮件地址"
      case .url(let schemes): return "以\(f.schemes(schemes))开头的网址"
      case .hostname: return "有效的主机名"
      case .ipv4: return "IPv4地址"
      case .ipv6: return "IPv6地址"
      case .e164: return "国际格式的电话号码（例如 +861012345678）"
      case .uuid(let version?): return "第\(version)版UUID"
      case .uuid(nil): return "UUID"
      case .pattern(let pattern?): return "符合模式\(f.quoted(pattern))"
      case .pattern(nil): return "符合要求的格式"
      case .hidden(let hidden): return Self.hiddenPhrases[hidden]
      case .conversion(let conversion): return expected(conversion, f)
      }
    }

    func sentence(_ constraint: Constraint, subject: String?, _ f: MessageFormat) -> String {
      // "密码至少需要8个字符。", or without a name "至少需要8个字符。"
      let topic = subject ?? ""
      switch constraint {
      case .required, .conversion(.value):
        return subject.map { "\($0)为必填项。" } ?? "此项为必填项。"
      case .nonEmpty, .nonBlank: return "\(topic)不能为空。"
      case .minLength(let n): return "\(topic)至少需要\(f.number(n))个字符。"
      case .maxLength(let n): return "\(topic)最多只能有\(f.number(n))个字符。"
      case .length, .count: return "\(topic)需要\(phrase(constraint, f))。"
      case .maxBytes(let n): return "\(topic)不能超过\(f.number(n))字节。"
      case .minCount(let n): return "\(topic)至少需要\(f.number(n))项。"
      case .maxCount(let n): return "\(topic)最多只能有\(f.number(n))项。"
      case .minimum(.date(let date)): return "\(topic)不能早于\(f.date(date))。"
      case .minimum(let bound): return "\(topic)不能小于\(f.value(bound))。"
      case .maximum(.date(let date)): return "\(topic)不能晚于\(f.date(date))。"
      case .maximum(let bound): return "\(topic)不能大于\(f.value(bound))。"
      case .range, .halfOpenRange: return "\(topic)必须\(phrase(constraint, f))。"
      case .multiple, .email, .url, .hostname, .ipv4, .ipv6, .e164, .uuid:
        return "\(topic)必须是\(phrase(constraint, f))。"
      case .oneOf(let values) where values.isEmpty: return "\(topic)不接受任何值。"
      case .oneOf(let values): return "\(topic)必须是\(f.values(values, joinedBy: .or))。"
      case .noneOf(let values): return "\(topic)不能是\(f.values(values, joinedBy: .or))。"
      case .equalTo(let value): return "\(topic)必须是\(f.value(value))。"
      case .accepted: return subject.map { "必须接受\($0)。" } ?? "必须接受此项。"
      case .conversion(.checkbox): return "\(topic)必须为选中或未选中状态。"
      case .hasPrefix, .hasSuffix, .contains: return "\(topic)必须\(phrase(constraint, f))。"
      case .atLeast(let n, let characterClass):
        return "\(topic)至少需要包含\(f.number(n))个\(Self.classNames.plural(characterClass))。"
      case .only(let classes) where classes.isEmpty: return "\(topic)必须为空。"
      case .only(let classes):
        return "\(topic)只能包含\(Self.classNames.list(classes, f))。"
      case .ascii: return "\(topic)只能包含ASCII字符。"
      case .pattern(let pattern?): return "\(topic)必须符合模式\(f.quoted(pattern))。"
      case .pattern(nil): return "\(topic)必须符合要求的格式。"
      case .conversion(.nanosecondTime): return "\(subject ?? "时间")的精度不能超过纳秒。"
      case .hidden(let hidden):
        switch hidden {
        case .equalTo: return "\(topic)必须一致。"
        case .oneOf: return "\(topic)必须是允许的值之一。"
        case .noneOf: return "\(topic)不能是被排除的值。"
        case .hasPrefix: return "\(topic)必须以规定的文本开头。"
        case .hasSuffix: return "\(topic)必须以规定的文本结尾。"
        case .contains: return "\(topic)必须包含规定的文本。"
        }
      case .conversion(let conversion): return "\(topic)必须是\(expected(conversion, f))。"
      }
    }

    func sentence(anyOf phrases: [String], subject: String?, _ f: MessageFormat) -> String {
      "\(subject ?? "")必须满足以下条件之一：\(f.list(phrases, joinedBy: .or))。"
    }

    func sentence(meeting phrase: String, subject: String?, _ f: MessageFormat) -> String {
      "\(subject ?? "")必须满足以下条件：\(phrase)。"
    }

    func sentence(notMeeting phrase: String, subject: String?, _ f: MessageFormat) -> String {
      "\(subject ?? "")不得满足以下条件：\(phrase)。"
    }

    func phrase(notMeeting phrase: String, _ f: MessageFormat) -> String {
      "不符合以下条件：\(phrase)"
    }

    func report(_ text: ReportText, _ f: MessageFormat) -> String {
      switch text {
      case .unprocessableContent: return "无法处理的内容"
      case .badRequest: return "错误的请求"
      case .unreadableBody: return "无法读取请求正文。"
      case .failures(let count, let listed, let entries):
        let failures = "有\(f.number(count))个验证错误。"
        guard let listed else { return failures }
        return failures + "共\(f.number(entries))个条目，已列出\(f.number(listed))个。"
      case .expected(let expected, let foundNull):
        let shape: String
        switch expected {
        case .object: shape = "对象"
        case .array: shape = "数组"
        case .value(let type): shape = "\(type)类型的值"
        }
        return foundNull ? "应为\(shape)，但为null" : "应为\(shape)"
      case .missingKey(let key): return "缺少键\(key)"
      case .unreadableValue: return "无法读取的值"
      case .undecodedValue: return "无法解码的值"
      case .unchecked(let phrase): return "\(phrase)（尚未检查）"
      case .unexpectedKey: return "意外的键"
      case .nestedTooDeeply(let limit): return "嵌套超过\(f.number(limit))层"
      }
    }

    func negatedPhrase(_ constraint: Constraint, _ f: MessageFormat) -> String {
      switch constraint {
      case .nonEmpty, .nonBlank: return "为空"
      case .contains(let text): return "不包含\(f.quoted(text))"
      case .hasPrefix(let text): return "不以\(f.quoted(text))开头"
      case .hasSuffix(let text): return "不以\(f.quoted(text))结尾"
      case .pattern(let pattern?): return "不符合模式\(f.quoted(pattern))"
      default: return "不允许：\(phrase(constraint, f))"
      }
    }

    func negatedSentence(_ constraint: Constraint, subject: String?, _ f: MessageFormat) -> String {
      let topic = subject ?? ""
      switch constraint {
      case .nonEmpty, .nonBlank: return "\(topic)必须为空。"
      case .contains(let text): return "\(topic)不能包含\(f.quoted(text))。"
      case .hasPrefix(let text): return "\(topic)不能以\(f.quoted(text))开头。"
      case .hasSuffix(let text): return "\(topic)不能以\(f.quoted(text))结尾。"
      case .pattern(let pattern?): return "\(topic)不能符合模式\(f.quoted(pattern))。"
      default: return "\(topic)不能满足以下条件：\(phrase(constraint, f))。"
      }
    }

    private static let classNames = BuiltInClassWords(
      uppercase: "大写字母", lowercase: "小写字母", letters: "字母", digits: "数字",
      whitespace: "空格", special: "特殊字符")

    private func expected(_ conversion: Constraint.Conversion, _ f: MessageFormat) -> String {
      switch conversion {
      case .value: return "值"
      case .wholeNumber: return "整数"
      case .number: return "数字"
      case .date: return "日期（YYYY-MM-DD）"
      case .dateTime: return "日期和时间（YYYY-MM-DDThh:mm:ssZ）"
      case .dateOrDateTime: return "日期（YYYY-MM-DD）或日期和时间（YYYY-MM-DDThh:mm:ssZ）"
      case .dateWithinYears: return "1年至9999年之间的日期"
      case .nanosecondTime: return "精度不超过纳秒的时间"
      case .webAddress(let schemes): return "以\(f.schemes(schemes))开头的网址"
      case .character: return "单个字符"
      case .checkbox: return "选中或未选中"
      case .existingDay: return "日历中存在的日期"
      case .rawValue(let values): return f.values(values.map(Constraint.Value.text), joinedBy: .or)
      }
    }

    // What a secret field shows for a hidden constraint, naming no value.
    private static let hiddenPhrases = HiddenWords(
      equalTo: "预期的值", oneOf: "允许的值之一", noneOf: "不是被排除的值", hasPrefix: "以规定的文本开头",
      hasSuffix: "以规定的文本结尾", contains: "包含规定的文本")
  }
#endif
