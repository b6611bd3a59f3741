#if canImport(Foundation)
  // Messages in Japanese, in the polite form.
  struct Japanese: BuiltInLanguage {
    var pluralRule: PluralRule { .none }
    var sentenceSeparator: String { "" }

    func phrase(_ constraint: Constraint, _ f: MessageFormat) -> String {
      switch constraint {
      case .required: return "必須"
      case .nonEmpty, .nonBlank: return "空でないこと"
      case .minLength(let n): return "\(f.number(n))文字以上"
      case .maxLength(let n): return "\(f.number(n))文字以内"
      case .length(let min, let max) where min == max: return "\(f.number(min))文字"
      case .length(let min, let max): return "\(f.number(min))〜\(f.number(max))文字"
      case .maxBytes(let n): return "\(f.number(n))バイト以内"
      case .minCount(let n): return "\(f.number(n))件以上"
      case .maxCount(let n): return "\(f.number(n))件以下"
      case .count(let min, let max) where min == max: return "\(f.number(min))件"
      case .count(let min, let max): return "\(f.number(min))〜\(f.number(max))件"
      case .minimum(.date(let date)): return "\(f.date(date))以降"
      case .minimum(let bound): return "\(f.value(bound))以上"
      case .maximum(.date(let date)): return "\(f.date(date))以前"
      case .maximum(let bound): return "\(f.value(bound))以下"
      case .range(.date(let lower), .date(let upper)) where lower == upper: return f.date(lower)
      case .range(let lower, let upper) where lower == upper: return "ちょうど\(f.value(lower))"
      case .range(let lower, let upper): return "\(f.value(lower))〜\(f.value(upper))の範囲"
      case .halfOpenRange(.date(let lower), .date(let upper)):
        return "\(f.date(lower))以降、\(f.date(upper))より前"
      case .halfOpenRange(let lower, let upper):
        return "\(f.value(lower))以上\(f.value(upper))未満"
      case .multiple(let divisor): return "\(f.value(divisor))の倍数"
      case .oneOf(let values) where values.isEmpty: return "値なし"
      case .oneOf(let values): return f.values(values, joinedBy: .or)
      case .noneOf(let values) where values.isEmpty: return "任意の値"
      case .noneOf(let values): return "\(f.values(values, joinedBy: .or))以外"
      case .equalTo(let value): return f.value(value)
      case .accepted: return "同意済み"
      case .hasPrefix(let text): return "\(f.quoted(text))で始まる"
      case .hasSuffix(let text): return "\(f.quoted(text))で終わる"
      case .contains(let text): return "\(f.quoted(text))を含む"
      case .atLeast(let n, let characterClass):
        return "\(Self.classNames.plural(characterClass))を\(f.number(n))文字以上"
      case .only(let classes) where classes.isEmpty: return "空"
      case .only(let classes): return "\(names(classes))のみ"
      case .ascii: return "ASCII文字のみ"
      case .email: return "有効なメールアドレス"
      case .url(let schemes): return "\(f.schemes(schemes))で始まるWebアドレス"
      case .hostname: return "有効なホスト名"
      case .ipv4: return "IPv4アドレス"
      case .ipv6: return "IPv6アドレス"
      case .e164: return "国際形式の電話番号（例：+81312345678）"
      case .uuid(let version?): return "バージョン\(version)のUUID"
      case .uuid(nil): return "UUID"
      case .pattern(let pattern?): return "パターン\(f.quoted(pattern))に一致"
      case .pattern(nil): return "所定の形式"
      case .hidden(let hidden): return Self.hiddenPhrases[hidden]
      case .conversion(let conversion): return expected(conversion, f)
      }
    }

    func sentence(_ constraint: Constraint, subject: String?, _ f: MessageFormat) -> String {
      // "パスワードは8文字以上で入力してください。", or without a name "8文字以上で入力してください。"
      func topic(_ particle: String) -> String { subject.map { $0 + particle } ?? "" }
      switch constraint {
      case .required, .conversion(.value):
        return subject.map { "\($0)は必須です。" } ?? "この項目は必須です。"
      case .nonEmpty, .nonBlank: return "\(topic("を"))入力してください。"
      case .minLength, .maxLength, .length, .maxBytes, .pattern(nil):
        return "\(topic("は"))\(phrase(constraint, f))で入力してください。"
      case .range(let lower, let upper) where lower != upper:
        return "\(topic("は"))\(phrase(constraint, f))で入力してください。"
      case .minCount, .maxCount, .count, .minimum, .maximum, .range, .halfOpenRange, .multiple,
        .equalTo:
        if case .minimum(.date) = constraint {
          return "\(topic("は"))\(phrase(constraint, f))の日付にしてください。"
        }
        if case .maximum(.date) = constraint {
          return "\(topic("は"))\(phrase(constraint, f))の日付にしてください。"
        }
        return "\(topic("は"))\(phrase(constraint, f))にしてください。"
      case .oneOf(let values) where values.isEmpty: return "\(topic("には"))値を指定できません。"
      case .accepted: return "\(topic("に"))同意してください。"
      case .conversion(.checkbox): return "\(topic("は"))チェックありかチェックなしにしてください。"
      case .oneOf(let values) where values.count == 1:
        return "\(topic("は"))\(f.values(values, joinedBy: .or))にしてください。"
      case .oneOf(let values):
        return "\(topic("は"))\(f.values(values, joinedBy: .or))のいずれかにしてください。"
      case .noneOf(let values):
        return "\(topic("に"))\(f.values(values, joinedBy: .or))は使用できません。"
      case .hasPrefix(let text): return "\(topic("は"))\(f.quoted(text))で始めてください。"
      case .hasSuffix(let text): return "\(topic("は"))\(f.quoted(text))で終わるようにしてください。"
      case .contains(let text): return "\(topic("には"))\(f.quoted(text))を含めてください。"
      case .atLeast: return "\(topic("には"))\(phrase(constraint, f))含めてください。"
      case .only(let classes) where classes.isEmpty: return "\(topic("は"))空にしてください。"
      case .only(let classes):
        return "\(topic("には"))\(names(classes))のみを使用してください。"
      case .ascii: return "\(topic("には"))ASCII文字のみを使用してください。"
      case .email, .url, .hostname, .ipv4, .ipv6, .e164, .uuid:
        return "\(topic("には"))\(phrase(constraint, f))を入力してください。"
      case .pattern(let pattern?):
        return "\(topic("は"))パターン\(f.quoted(pattern))に一致するように入力してください。"
      case .conversion(.nanosecondTime):
        return "\(topic("には"))ナノ秒より細かい時刻を指定できません。"
      case .hidden(let hidden):
        switch hidden {
        case .equalTo: return "\(topic("は"))一致するように入力してください。"
        case .oneOf: return "\(topic("は"))許可された値のいずれかにしてください。"
        case .noneOf: return "\(topic("に"))除外された値は使用できません。"
        case .hasPrefix: return "\(topic("は"))所定の文字列で始めてください。"
        case .hasSuffix: return "\(topic("は"))所定の文字列で終わるようにしてください。"
        case .contains: return "\(topic("には"))所定の文字列を含めてください。"
        }
      case .conversion(let conversion):
        return "\(topic("には"))\(expected(conversion, f))を入力してください。"
      }
    }

    func sentence(anyOf phrases: [String], subject: String?, _ f: MessageFormat) -> String {
      let topic = subject.map { $0 + "は" } ?? ""
      return "\(topic)次のいずれかを満たしてください：\(f.list(phrases, joinedBy: .or))。"
    }

    func sentence(meeting phrase: String, subject: String?, _ f: MessageFormat) -> String {
      let topic = subject.map { $0 + "は" } ?? ""
      return "\(topic)次の条件を満たしてください：\(phrase)。"
    }

    func sentence(notMeeting phrase: String, subject: String?, _ f: MessageFormat) -> String {
      let topic = subject.map { $0 + "は" } ?? ""
      return "\(topic)次の条件に該当してはいけません：\(phrase)。"
    }

    func phrase(notMeeting phrase: String, _ f: MessageFormat) -> String {
      "次の条件に該当しない：\(phrase)"
    }

    // Classes of characters listed with と before the last: "英字と数字", "英大文字、英小文字と記号".
    private func names(_ classes: [CharacterClass]) -> String {
      let names = classes.map(Self.classNames.plural)
      guard let last = names.last, names.count > 1 else { return names.joined() }
      return names.dropLast().joined(separator: "、") + "と" + last
    }

    func report(_ text: ReportText, _ f: MessageFormat) -> String {
      switch text {
      case .unprocessableContent: return "処理できない内容"
      case .badRequest: return "不正なリクエスト"
      case .unreadableBody: return "リクエスト本文を読み取れませんでした。"
      case .failures(let count, let listed, let entries):
        let failures = "検証エラーが\(f.number(count))件あります。"
        guard let listed else { return failures }
        return failures + "\(f.number(entries))件中\(f.number(listed))件を表示しています。"
      case .expected(let expected, let foundNull):
        let shape: String
        switch expected {
        case .object: shape = "オブジェクト"
        case .array: shape = "配列"
        case .value(let type): shape = "\(type)型の値"
        }
        return foundNull ? "\(shape)が必要（nullが指定されました）" : "\(shape)が必要"
      case .missingKey(let key): return "キー\(key)がありません"
      case .unreadableValue: return "読み取れない値"
      case .undecodedValue: return "デコードできない値"
      case .unchecked(let phrase): return "\(phrase)（未確認）"
      case .unexpectedKey: return "予期しないキー"
      case .nestedTooDeeply(let limit): return "入れ子が\(f.number(limit))階層を超えています"
      }
    }

    func negatedPhrase(_ constraint: Constraint, _ f: MessageFormat) -> String {
      switch constraint {
      case .nonEmpty, .nonBlank: return "空であること"
      case .contains(let text): return "\(f.quoted(text))を含まない"
      case .hasPrefix(let text): return "\(f.quoted(text))で始まらない"
      case .hasSuffix(let text): return "\(f.quoted(text))で終わらない"
      case .pattern(let pattern?): return "パターン\(f.quoted(pattern))に一致しない"
      default: return "不可：\(phrase(constraint, f))"
      }
    }

    func negatedSentence(_ constraint: Constraint, subject: String?, _ f: MessageFormat) -> String {
      func topic(_ particle: String) -> String { subject.map { $0 + particle } ?? "" }
      switch constraint {
      case .nonEmpty, .nonBlank: return "\(topic("は"))空にしてください。"
      case .contains(let text): return "\(topic("には"))\(f.quoted(text))を含めないでください。"
      case .hasPrefix(let text): return "\(topic("は"))\(f.quoted(text))で始めないでください。"
      case .hasSuffix(let text): return "\(topic("は"))\(f.quoted(text))で終わらないようにしてください。"
      case .pattern(let pattern?):
        return "\(topic("は"))パターン\(f.quoted(pattern))に一致しないように入力してください。"
      default: return "\(topic("は"))次の条件を満たさないようにしてください：\(phrase(constraint, f))。"
      }
    }

    private static let classNames = BuiltInClassWords(
      uppercase: "英大文字", lowercase: "英小文字", letters: "英字", digits: "数字",
      whitespace: "空白", special: "記号")

    private func expected(_ conversion: Constraint.Conversion, _ f: MessageFormat) -> String {
      switch conversion {
      case .value: return "値"
      case .wholeNumber: return "整数"
      case .number: return "数値"
      case .date: return "日付（YYYY-MM-DD）"
      case .dateTime: return "日時（YYYY-MM-DDThh:mm:ssZ）"
      case .dateOrDateTime: return "日付（YYYY-MM-DD）または日時（YYYY-MM-DDThh:mm:ssZ）"
      case .dateWithinYears: return "1年から9999年までの日付"
      case .nanosecondTime: return "ナノ秒単位までの時刻"
      case .webAddress(let schemes): return "\(f.schemes(schemes))で始まるWebアドレス"
      case .character: return "1文字"
      case .checkbox: return "チェックありまたはチェックなし"
      case .existingDay: return "存在する日付"
      case .rawValue(let values): return f.values(values.map(Constraint.Value.text), joinedBy: .or)
      }
    }

    // What a secret field shows for a hidden constraint, naming no value.
    private static let hiddenPhrases = HiddenWords(
      equalTo: "想定される値", oneOf: "許可された値のいずれか", noneOf: "除外された値以外", hasPrefix: "所定の文字列で始まる",
      hasSuffix: "所定の文字列で終わる", contains: "所定の文字列を含む")
  }
#endif
