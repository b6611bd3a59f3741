#if canImport(Foundation)
  // Messages in Modern Standard Arabic. A field is named as «حقل "الاسم"», so that no verb
  // has to agree with the gender of a name it does not know.
  struct Arabic: BuiltInLanguage {
    var pluralRule: PluralRule { .arabic }
    var sentenceSeparator: String { " " }

    func phrase(_ constraint: Constraint, _ f: MessageFormat) -> String {
      switch constraint {
      case .required: return "مطلوب"
      case .nonEmpty, .nonBlank: return "غير فارغ"
      // A checklist item stands alone, its count in the nominative: "حرفان على الأقل".
      case .minLength(let n): return "\(f.count(n, Self.charactersNominative)) على الأقل"
      case .maxLength(let n): return "\(f.count(n, Self.charactersNominative)) على الأكثر"
      case .length(let min, let max) where min == max:
        return "\(f.count(min, Self.charactersNominative)) بالضبط"
      case .length(let min, let max):
        return "بين \(f.number(min)) و\(f.count(max, Self.characters))"
      case .maxBytes(let n): return "\(f.count(n, Self.bytesNominative)) على الأكثر"
      case .minCount(let n): return "\(f.count(n, Self.itemsNominative)) على الأقل"
      case .maxCount(let n): return "\(f.count(n, Self.itemsNominative)) على الأكثر"
      case .count(let min, let max) where min == max:
        return "\(f.count(min, Self.itemsNominative)) بالضبط"
      case .count(let min, let max): return "بين \(f.number(min)) و\(f.count(max, Self.items))"
      case .minimum(.date(let date)): return "في \(f.date(date)) أو بعده"
      case .minimum(let bound): return "\(f.value(bound)) على الأقل"
      case .maximum(.date(let date)): return "في \(f.date(date)) أو قبله"
      case .maximum(let bound): return "\(f.value(bound)) على الأكثر"
      case .range(.date(let lower), .date(let upper)) where lower == upper:
        return "في \(f.date(lower))"
      case .range(let lower, let upper) where lower == upper: return "\(f.value(lower)) بالضبط"
      case .range(let lower, let upper): return "بين \(f.value(lower)) و\(f.value(upper))"
      case .halfOpenRange(.date(let lower), .date(let upper)):
        return "في \(f.date(lower)) أو بعده وقبل \(f.date(upper))"
      case .halfOpenRange(let lower, let upper):
        return "\(f.value(lower)) على الأقل وأقل من \(f.value(upper))"
      case .multiple(let divisor): return "من مضاعفات \(f.value(divisor))"
      case .oneOf(let values) where values.isEmpty: return "لا قيمة"
      case .oneOf(let values): return f.values(values, joinedBy: .or)
      case .noneOf(let values) where values.isEmpty: return "أي قيمة"
      case .noneOf(let values): return "غير \(f.values(values, joinedBy: .or))"
      case .equalTo(let value): return f.value(value)
      case .accepted: return "مقبول"
      case .hasPrefix(let text): return "يبدأ بـ\(f.quoted(text))"
      case .hasSuffix(let text): return "ينتهي بـ\(f.quoted(text))"
      case .contains(let text): return "يحتوي على \(f.quoted(text))"
      case .atLeast(let n, let characterClass):
        return "\(Self.classNounsNominative.count(n, characterClass, f)) على الأقل"
      case .only(let classes) where classes.isEmpty: return "فارغ"
      case .only(let classes): return "\(Self.classNames.list(classes, f)) فقط"
      case .ascii: return "أحرف ASCII فقط"
      case .email: return "عنوان بريد إلكتروني صالح"
      case .url(let schemes): return "عنوان ويب يبدأ بـ\(f.schemes(schemes))"
      case .hostname: return "اسم مضيف صالح"
      case .ipv4: return "عنوان IPv4"
      case .ipv6: return "عنوان IPv6"
      case .e164: return "رقم هاتف بالصيغة الدولية، مثل +966501234567"
      case .uuid(let version?): return "معرّف UUID من الإصدار \(f.digits(version))"
      case .uuid(nil): return "معرّف UUID"
      case .pattern(let pattern?): return "يطابق النمط \(f.quoted(pattern))"
      case .pattern(nil): return "بالتنسيق المطلوب"
      case .hidden(let hidden): return Self.hiddenPhrases[hidden]
      case .conversion(let conversion): return expected(conversion, f)
      }
    }

    func sentence(_ constraint: Constraint, subject: String?, _ f: MessageFormat) -> String {
      // «يجب أن يحتوي حقل "كلمة المرور" على …», or without a name «يجب أن يحتوي على …».
      let field = subject.map { " حقل \(f.quoted($0))" } ?? ""
      let value = subject.map { " قيمة حقل \(f.quoted($0))" } ?? " القيمة"
      switch constraint {
      case .required, .conversion(.value):
        return subject.map { "حقل \(f.quoted($0)) مطلوب." } ?? "هذا الحقل مطلوب."
      case .nonEmpty, .nonBlank: return "يجب ألا يكون\(field) فارغًا."
      // After «على» a count is in the genitive: "على حرفين".
      case .minLength(let n):
        return "يجب أن يحتوي\(field) على \(f.count(n, Self.characters)) على الأقل."
      case .maxLength(let n):
        return "يجب أن يحتوي\(field) على \(f.count(n, Self.characters)) على الأكثر."
      case .minCount(let n): return "يجب أن يحتوي\(field) على \(f.count(n, Self.items)) على الأقل."
      case .maxCount(let n): return "يجب أن يحتوي\(field) على \(f.count(n, Self.items)) على الأكثر."
      case .atLeast(let n, let characterClass):
        return "يجب أن يحتوي\(field) على \(Self.classNouns.count(n, characterClass, f)) على الأقل."
      case .length(let min, let max) where min == max:
        return "يجب أن يحتوي\(field) على \(f.count(min, Self.characters)) بالضبط."
      case .length:
        return "يجب أن يتراوح طول\(field.isEmpty ? "ه" : field) \(phrase(constraint, f))."
      case .count(let min, let max) where min == max:
        return "يجب أن يحتوي\(field) على \(f.count(min, Self.items)) بالضبط."
      case .count:
        return "يجب أن يتراوح عدد عناصر\(field.isEmpty ? "ه" : field) \(phrase(constraint, f))."
      case .maxBytes(let n):
        return "يجب ألا يتجاوز حجم\(field.isEmpty ? "ه" : field) \(f.count(n, Self.bytes))."
      case .minimum(.date), .maximum(.date), .halfOpenRange(.date, .date):
        return "يجب أن يكون\(field) \(phrase(constraint, f))."
      case .range(.date(let lower), .date(let upper)) where lower == upper:
        return "يجب أن يكون\(field) في \(f.date(lower))."
      case .range(.date(let lower), .date(let upper)):
        return "يجب أن يكون\(field) بين \(f.date(lower)) و\(f.date(upper))."
      case .minimum, .maximum, .range, .halfOpenRange, .multiple, .equalTo:
        return "يجب أن تكون\(value) \(phrase(constraint, f))."
      case .oneOf(let values) where values.isEmpty:
        return subject.map { "لا يُسمح بأي قيمة في حقل \(f.quoted($0))." } ?? "لا يُسمح بأي قيمة."
      case .oneOf(let values): return "يجب أن تكون\(value) \(f.values(values, joinedBy: .or))."
      case .noneOf(let values): return "يجب ألا تكون\(value) \(f.values(values, joinedBy: .or))."
      case .accepted:
        return subject.map { "يجب قبول حقل \(f.quoted($0))." } ?? "يجب قبول هذا الحقل."
      case .hasPrefix(let text): return "يجب أن يبدأ\(field) بـ\(f.quoted(text))."
      case .hasSuffix(let text): return "يجب أن ينتهي\(field) بـ\(f.quoted(text))."
      case .contains(let text): return "يجب أن يحتوي\(field) على \(f.quoted(text))."
      case .only(let classes) where classes.isEmpty: return "يجب أن يكون\(field) فارغًا."
      case .only(let classes):
        return "يجب أن يحتوي\(field) على \(Self.classNames.list(classes, f)) فقط."
      case .ascii: return "يجب أن يحتوي\(field) على أحرف ASCII فقط."
      // The predicate of «يجب أن يكون» is in the accusative.
      case .email: return "يجب أن يكون\(field) عنوان بريد إلكتروني صالحًا."
      case .hostname: return "يجب أن يكون\(field) اسم مضيف صالحًا."
      case .url, .ipv4, .ipv6, .e164, .uuid:
        return "يجب أن يكون\(field) \(phrase(constraint, f))."
      case .pattern(let pattern?): return "يجب أن يطابق\(field) النمط \(f.quoted(pattern))."
      case .pattern(nil): return "يجب أن يكون\(field) بالتنسيق المطلوب."
      case .conversion(.nanosecondTime):
        return "يجب ألا تتجاوز دقة الوقت في\(field.isEmpty ? " هذا الحقل" : field) نانوثانية واحدة."
      case .hidden(let hidden):
        switch hidden {
        case .equalTo: return "يجب أن تتطابق\(value)."
        case .oneOf: return "يجب أن تكون\(value) إحدى القيم المسموح بها."
        case .noneOf: return "يجب ألا تكون\(value) إحدى القيم المستبعدة."
        case .hasPrefix: return "يجب أن يبدأ\(field) بالنص المطلوب."
        case .hasSuffix: return "يجب أن ينتهي\(field) بالنص المطلوب."
        case .contains: return "يجب أن يحتوي\(field) على النص المطلوب."
        }
      case .conversion(let conversion):
        return "يجب أن يكون\(field) \(expectedAccusative(conversion, f))."
      }
    }

    func sentence(anyOf phrases: [String], subject: String?, _ f: MessageFormat) -> String {
      let field = subject.map { " حقل \(f.quoted($0))" } ?? ""
      return "يجب أن يستوفي\(field) أحد هذه الشروط: \(f.list(phrases, joinedBy: .or))."
    }

    func sentence(meeting phrase: String, subject: String?, _ f: MessageFormat) -> String {
      let field = subject.map { " حقل \(f.quoted($0))" } ?? ""
      return "يجب أن يستوفي\(field) هذا الشرط: \(phrase)."
    }

    func sentence(notMeeting phrase: String, subject: String?, _ f: MessageFormat) -> String {
      let field = subject.map { " حقل \(f.quoted($0))" } ?? ""
      return "يجب ألا يستوفي\(field) هذا الشرط: \(phrase)."
    }

    func phrase(notMeeting phrase: String, _ f: MessageFormat) -> String {
      "لا يستوفي هذا الشرط: \(phrase)"
    }

    func report(_ text: ReportText, _ f: MessageFormat) -> String {
      switch text {
      case .unprocessableContent: return "محتوى غير قابل للمعالجة"
      case .badRequest: return "طلب غير صالح"
      case .unreadableBody: return "تعذّرت قراءة نص الطلب."
      case .failures(let count, let listed, let entries):
        let failures =
          f.count(
            count, zero: "لا أخطاء تحقق", one: "خطأ تحقق واحد", two: "خطآن في التحقق",
            few: "# أخطاء تحقق", many: "# خطأ تحقق", other: "# خطأ تحقق") + "."
        guard let listed else { return failures }
        return failures + " الإدخالات المعروضة: \(f.number(listed)) من \(f.number(entries))."
      case .expected(let expected, let foundNull):
        let shape: String
        switch expected {
        case .object: shape = "كائن"
        case .array: shape = "مصفوفة"
        case .value(let type): shape = "قيمة من النوع \(type)"
        }
        return foundNull ? "المتوقع \(shape)، لكن وُجدت null" : "المتوقع \(shape)"
      case .missingKey(let key): return "المفتاح \(key) مفقود"
      case .unreadableValue: return "قيمة تعذّرت قراءتها"
      case .undecodedValue: return "قيمة تعذّر فك ترميزها"
      case .unchecked(let phrase): return "\(phrase) (لم يُتحقق منه بعد)"
      case .unexpectedKey: return "مفتاح غير متوقع"
      case .nestedTooDeeply(let limit):
        let levels = f.count(
          limit, one: "مستوى واحد", two: "مستويين", few: "# مستويات", many: "# مستوى",
          other: "# مستوى")
        return "متداخل بعمق يتجاوز \(levels)"
      }
    }

    func negatedPhrase(_ constraint: Constraint, _ f: MessageFormat) -> String {
      switch constraint {
      case .nonEmpty, .nonBlank: return "فارغ"
      case .contains(let text): return "لا يحتوي على \(f.quoted(text))"
      case .hasPrefix(let text): return "لا يبدأ بـ\(f.quoted(text))"
      case .hasSuffix(let text): return "لا ينتهي بـ\(f.quoted(text))"
      case .pattern(let pattern?): return "لا يطابق النمط \(f.quoted(pattern))"
      default: return "غير مسموح: \(phrase(constraint, f))"
      }
    }

    func negatedSentence(_ constraint: Constraint, subject: String?, _ f: MessageFormat) -> String {
      let field = subject.map { " حقل \(f.quoted($0))" } ?? ""
      switch constraint {
      case .nonEmpty, .nonBlank: return "يجب أن يكون\(field) فارغًا."
      case .contains(let text): return "يجب ألا يحتوي\(field) على \(f.quoted(text))."
      case .hasPrefix(let text): return "يجب ألا يبدأ\(field) بـ\(f.quoted(text))."
      case .hasSuffix(let text): return "يجب ألا ينتهي\(field) بـ\(f.quoted(text))."
      case .pattern(let pattern?): return "يجب ألا يطابق\(field) النمط \(f.quoted(pattern))."
      default: return "يجب ألا يستوفي\(field) هذا الشرط: \(phrase(constraint, f))."
      }
    }

    // Counts are in the genitive (after «على») or the nominative; only the dual differs:
    // "حرفين" after «على», "حرفان" standing alone.
    private static let characters = NounForms(
      zero: "# حرف", one: "حرف واحد", two: "حرفين", few: "# أحرف", many: "# حرفًا", other: "# حرف")
    private static let charactersNominative = characters.with(two: "حرفان")
    private static let items = NounForms(
      zero: "# عنصر", one: "عنصر واحد", two: "عنصرين", few: "# عناصر", many: "# عنصرًا",
      other: "# عنصر")
    private static let itemsNominative = items.with(two: "عنصران")
    private static let bytes = NounForms(
      zero: "# بايت", one: "بايت واحد", two: "بايتين", few: "# بايتات", many: "# بايتًا",
      other: "# بايت")
    private static let bytesNominative = bytes.with(two: "بايتان")

    // "Letters" are letters of the alphabet, unlike "حرف", the unit of length.
    private static let classNouns = BuiltInClassWords(
      uppercase: NounForms(
        zero: "# حرف كبير", one: "حرف كبير واحد", two: "حرفين كبيرين", few: "# أحرف كبيرة",
        many: "# حرفًا كبيرًا", other: "# حرف كبير"),
      lowercase: NounForms(
        zero: "# حرف صغير", one: "حرف صغير واحد", two: "حرفين صغيرين", few: "# أحرف صغيرة",
        many: "# حرفًا صغيرًا", other: "# حرف صغير"),
      letters: NounForms(
        zero: "# حرف أبجدي", one: "حرف أبجدي واحد", two: "حرفين أبجديين", few: "# أحرف أبجدية",
        many: "# حرفًا أبجديًا", other: "# حرف أبجدي"),
      digits: NounForms(
        zero: "# رقم", one: "رقم واحد", two: "رقمين", few: "# أرقام", many: "# رقمًا",
        other: "# رقم"),
      whitespace: NounForms(
        zero: "# مسافة", one: "مسافة واحدة", two: "مسافتين", few: "# مسافات", many: "# مسافة",
        other: "# مسافة"),
      special: NounForms(
        zero: "# رمز خاص", one: "رمز خاص واحد", two: "رمزين خاصين", few: "# رموز خاصة",
        many: "# رمزًا خاصًا", other: "# رمز خاص"))
    private static let classNounsNominative = BuiltInClassWords(
      uppercase: classNouns.uppercase.with(two: "حرفان كبيران"),
      lowercase: classNouns.lowercase.with(two: "حرفان صغيران"),
      letters: classNouns.letters.with(two: "حرفان أبجديان"),
      digits: classNouns.digits.with(two: "رقمان"),
      whitespace: classNouns.whitespace.with(two: "مسافتان"),
      special: classNouns.special.with(two: "رمزان خاصان"))

    private static let classNames = BuiltInClassWords(
      uppercase: "أحرف كبيرة", lowercase: "أحرف صغيرة", letters: "أحرف أبجدية", digits: "أرقام",
      whitespace: "مسافات", special: "رموز خاصة")

    private func expected(_ conversion: Constraint.Conversion, _ f: MessageFormat) -> String {
      switch conversion {
      case .value: return "قيمة"
      case .wholeNumber: return "عدد صحيح"
      case .number: return "عدد"
      case .date: return "تاريخ (YYYY-MM-DD)"
      case .dateTime: return "تاريخ ووقت (YYYY-MM-DDThh:mm:ssZ)"
      case .dateOrDateTime: return "تاريخ (YYYY-MM-DD) أو تاريخ ووقت (YYYY-MM-DDThh:mm:ssZ)"
      case .dateWithinYears: return "تاريخ بين السنة \(f.digits(1)) والسنة \(f.digits(9999))"
      case .nanosecondTime: return "وقت لا تتجاوز دقته نانوثانية واحدة"
      case .webAddress(let schemes): return "عنوان ويب يبدأ بـ\(f.schemes(schemes))"
      case .character: return "حرف واحد"
      case .checkbox: return "محدد أو غير محدد"
      case .existingDay: return "يوم موجود في التقويم"
      case .rawValue(let values): return f.values(values.map(Constraint.Value.text), joinedBy: .or)
      }
    }

    // What the text must be, as the predicate of «يجب أن يكون» (in the accusative).
    private func expectedAccusative(_ conversion: Constraint.Conversion, _ f: MessageFormat)
      -> String
    {
      switch conversion {
      case .value: return "قيمة"
      case .wholeNumber: return "عددًا صحيحًا"
      case .number: return "عددًا"
      case .date: return "تاريخًا (YYYY-MM-DD)"
      case .dateTime: return "تاريخًا ووقتًا (YYYY-MM-DDThh:mm:ssZ)"
      case .dateOrDateTime: return "تاريخًا (YYYY-MM-DD) أو تاريخًا ووقتًا (YYYY-MM-DDThh:mm:ssZ)"
      case .dateWithinYears:
        return "تاريخًا بين السنة \(f.digits(1)) والسنة \(f.digits(9999))"
      case .nanosecondTime: return expected(conversion, f)
      case .webAddress(let schemes): return "عنوان ويب يبدأ بـ\(f.schemes(schemes))"
      case .character: return "حرفًا واحدًا"
      case .checkbox: return "محددًا أو غير محدد"
      case .existingDay: return "يومًا موجودًا في التقويم"
      case .rawValue(let values): return f.values(values.map(Constraint.Value.text), joinedBy: .or)
      }
    }

    // What a secret field shows for a hidden constraint, naming no value.
    private static let hiddenPhrases = HiddenWords(
      equalTo: "القيمة المتوقعة", oneOf: "إحدى القيم المسموح بها", noneOf: "غير القيم المستبعدة",
      hasPrefix: "يبدأ بالنص المطلوب", hasSuffix: "ينتهي بالنص المطلوب",
      contains: "يحتوي على النص المطلوب")
  }
#endif
