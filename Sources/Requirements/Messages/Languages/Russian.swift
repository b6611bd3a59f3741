#if canImport(Foundation)
  // Messages in Russian. A sentence speaks of the field, «Поле «Пароль»» or «Это поле»,
  // both neuter, so that every predicate agrees with its subject whatever the field's
  // name is. Counts after «не менее», «не более» and «до» take the genitive
  // («не менее 1 символа», «не менее 5 символов»), after «ровно» the nominative
  // («ровно 1 символ», «ровно 2 символа»).
  struct Russian: PredicateLanguage {
    var pluralRule: PluralRule { .russian }
    var sentenceSeparator: String { " " }

    func phrase(_ constraint: Constraint, _ f: MessageFormat) -> String {
      switch constraint {
      case .required: return "обязательное поле"
      case .nonEmpty: return "непустое значение"
      case .nonBlank: return "хотя бы один видимый символ"
      case .minLength(let n): return "не менее \(f.count(n, Self.charactersGenitive))"
      case .maxLength(let n): return "не более \(f.count(n, Self.charactersGenitive))"
      case .length(let min, let max) where min == max:
        return "ровно \(f.count(min, Self.characters))"
      case .length(let min, let max):
        return "от \(f.number(min)) до \(f.count(max, Self.charactersGenitive))"
      case .maxBytes(let n): return "не более \(f.count(n, Self.bytes))"
      case .minCount(let n): return "не менее \(f.count(n, Self.itemsGenitive))"
      case .maxCount(let n): return "не более \(f.count(n, Self.itemsGenitive))"
      case .count(let min, let max) where min == max: return "ровно \(f.count(min, Self.items))"
      case .count(let min, let max):
        return "от \(f.number(min)) до \(f.count(max, Self.itemsGenitive))"
      case .minimum(.date(let date)): return "не ранее \(f.date(date))"
      case .minimum(let bound): return "не менее \(f.value(bound))"
      case .maximum(.date(let date)): return "не позднее \(f.date(date))"
      case .maximum(let bound): return "не более \(f.value(bound))"
      case .range(.date(let lower), .date(let upper)) where lower == upper: return f.date(lower)
      case .range(let lower, let upper) where lower == upper: return "ровно \(f.value(lower))"
      case .range(.date(let lower), .date(let upper)):
        return "с \(f.date(lower)) по \(f.date(upper))"
      case .range(let lower, let upper): return "от \(f.value(lower)) до \(f.value(upper))"
      case .halfOpenRange(.date(let lower), .date(let upper)):
        return "не ранее \(f.date(lower)) и ранее \(f.date(upper))"
      case .halfOpenRange(let lower, let upper):
        return "не менее \(f.value(lower)) и меньше \(f.value(upper))"
      case .multiple(let divisor): return "кратно \(f.value(divisor))"
      case .oneOf(let values) where values.isEmpty: return "нет допустимых значений"
      case .oneOf(let values): return f.values(values, joinedBy: .or)
      case .noneOf(let values) where values.isEmpty: return "любое значение"
      case .noneOf(let values): return "любое значение, кроме \(f.values(values, joinedBy: .and))"
      case .equalTo(let value): return f.value(value)
      case .accepted: return "принято"
      case .hasPrefix(let text): return "начинается с \(f.quoted(text))"
      case .hasSuffix(let text): return "заканчивается на \(f.quoted(text))"
      case .contains(let text): return "содержит \(f.quoted(text))"
      case .atLeast(let n, let characterClass):
        return "не менее \(Self.classNouns.count(n, characterClass, f))"
      case .only(let classes) where classes.isEmpty: return "без символов"
      case .only(let classes): return "только \(Self.classNames.list(classes, f))"
      case .ascii: return "только символы ASCII"
      case .email: return "корректный адрес электронной почты"
      case .url(let schemes): return webAddress(schemes, f)
      case .hostname: return "корректное имя хоста"
      case .ipv4: return "корректный IPv4-адрес"
      case .ipv6: return "корректный IPv6-адрес"
      case .e164: return "номер телефона в международном формате, например +74951234567"
      case .uuid(let version?): return "UUID версии \(version)"
      case .uuid(nil): return "UUID"
      case .pattern(let pattern?): return "соответствует шаблону \(f.quoted(pattern))"
      case .pattern(nil): return "в нужном формате"
      case .hidden(let hidden): return Self.hiddenPhrases[hidden]
      case .conversion(let conversion): return expected(conversion, .nominative, f)
      }
    }

    func sentence(_ constraint: Constraint, subject: String?, _ f: MessageFormat) -> String {
      let predicate: String
      switch constraint {
      case .required, .conversion(.value): predicate = "обязательно для заполнения"
      case .nonEmpty: predicate = "не должно быть пустым"
      case .only(let classes) where classes.isEmpty: predicate = "должно быть пустым"
      case .nonBlank, .minLength, .maxLength, .length, .minCount, .maxCount, .count, .atLeast,
        .only, .ascii, .email, .hostname, .ipv4, .ipv6, .e164, .uuid:
        predicate = "должно содержать \(phrase(constraint, f))"
      case .maxBytes(let n): predicate = "должно занимать не более \(f.count(n, Self.bytes))"
      case .minimum(.date), .maximum(.date), .range(.date, .date), .halfOpenRange(.date, .date):
        predicate = "должно содержать дату \(phrase(constraint, f))"
      case .oneOf(let values) where values.isEmpty: predicate = "не допускает никаких значений"
      case .minimum, .maximum, .range, .halfOpenRange, .oneOf, .equalTo:
        predicate = "должно иметь значение \(phrase(constraint, f))"
      case .multiple(let divisor): predicate = "должно иметь значение, кратное \(f.value(divisor))"
      case .accepted: predicate = "должно быть принято"
      case .conversion(.checkbox): predicate = "должно быть отмечено или не отмечено"
      case .noneOf(let values) where values.isEmpty: predicate = "допускает любое значение"
      case .noneOf(let values):
        predicate = "не должно иметь значение \(f.values(values, joinedBy: .or))"
      case .hasPrefix(let text): predicate = "должно начинаться с \(f.quoted(text))"
      case .hasSuffix(let text): predicate = "должно заканчиваться на \(f.quoted(text))"
      case .contains(let text): predicate = "должно содержать \(f.quoted(text))"
      case .url(let schemes): predicate = "должно содержать \(webAddress(schemes, f))"
      case .pattern(let pattern?):
        predicate = "должно соответствовать шаблону \(f.quoted(pattern))"
      case .pattern(nil): predicate = "имеет неверный формат"
      case .conversion(.rawValue(let values)):
        predicate =
          "должно иметь значение \(f.values(values.map(Constraint.Value.text), joinedBy: .or))"
      case .hidden(let hidden): predicate = Self.hiddenPredicates[hidden]
      case .conversion(let conversion):
        predicate = "должно содержать \(expected(conversion, .accusative, f))"
      }
      return said(predicate, about: subject, f)
    }

    func report(_ text: ReportText, _ f: MessageFormat) -> String {
      switch text {
      case .unprocessableContent: return "Необрабатываемое содержимое"
      case .badRequest: return "Неверный запрос"
      case .unreadableBody: return "Не удалось прочитать тело запроса."
      case .failures(let count, let listed, let entries):
        let failures =
          f.count(
            count, one: "# ошибка проверки", few: "# ошибки проверки", many: "# ошибок проверки",
            other: "# ошибки проверки") + "."
        guard let listed else { return failures }
        return failures + " Показано записей: \(f.number(listed)) из \(f.number(entries))."
      case .expected(let expected, let foundNull):
        let shape: String
        switch expected {
        case .object: shape = "ожидался объект"
        case .array: shape = "ожидался массив"
        case .value(let type): shape = "ожидалось значение типа \(type)"
        }
        return foundNull ? "\(shape), получено null" : "\(shape)"
      case .missingKey(let key): return "отсутствует ключ \(key)"
      case .unreadableValue: return "значение, которое не удалось прочитать"
      case .undecodedValue: return "значение, которое не удалось декодировать"
      case .unchecked(let phrase): return "\(phrase) (ещё не проверено)"
      case .unexpectedKey: return "неожиданный ключ"
      case .nestedTooDeeply(let limit):
        let levels = f.count(
          limit, one: "# уровня", few: "# уровней", many: "# уровней", other: "# уровня")
        return "вложенность больше \(levels)"
      }
    }

    func negatedPhrase(_ constraint: Constraint, _ f: MessageFormat) -> String {
      switch constraint {
      case .nonEmpty: return "пустое значение"
      case .nonBlank: return "пустое значение"
      case .contains(let text): return "не содержит \(f.quoted(text))"
      case .hasPrefix(let text): return "не начинается с \(f.quoted(text))"
      case .hasSuffix(let text): return "не заканчивается на \(f.quoted(text))"
      case .pattern(let pattern?): return "не соответствует шаблону \(f.quoted(pattern))"
      default: return "недопустимо: \(phrase(constraint, f))"
      }
    }

    func negatedSentence(_ constraint: Constraint, subject: String?, _ f: MessageFormat) -> String {
      let predicate: String
      switch constraint {
      case .nonEmpty: predicate = "должно быть пустым"
      case .nonBlank: predicate = "должно быть пустым"
      case .contains(let text): predicate = "не должно содержать \(f.quoted(text))"
      case .hasPrefix(let text): predicate = "не должно начинаться с \(f.quoted(text))"
      case .hasSuffix(let text): predicate = "не должно заканчиваться на \(f.quoted(text))"
      case .pattern(let pattern?):
        predicate = "не должно соответствовать шаблону \(f.quoted(pattern))"
      default: predicate = "не должно соответствовать условию: \(phrase(constraint, f))"
      }
      return said(predicate, about: subject, f)
    }

    // The grammatical case a counted or named thing takes.
    private enum GrammaticalCase {
      // After «ровно», and alone in a checklist.
      case nominative
      // After «не менее», «не более» and «до».
      case genitive
      // As the object of «содержать».
      case accusative
    }

    static let conditions = ConditionWords(
      anyOf: "должно соответствовать одному из условий: ",
      meeting: "должно соответствовать этому условию: ",
      notMeeting: "не должно соответствовать этому условию: ",
      notMeetingPhrase: "не соответствует этому условию: ")

    // "Поле «Пароль» …." or "Это поле …." (no second full stop after a date's «г.»).
    func said(_ predicate: String, about subject: String?, _ f: MessageFormat) -> String {
      let field = subject.map { "Поле \(f.quoted($0))" } ?? "Это поле"
      let sentence = "\(field) \(predicate)"
      return sentence.hasSuffix(".") ? sentence : sentence + "."
    }

    private static let characters = NounForms(one: "# символ", few: "# символа", many: "# символов")
    private static let charactersGenitive = NounForms(
      one: "# символа", few: "# символов", many: "# символов")
    private static let items = NounForms(one: "# элемент", few: "# элемента", many: "# элементов")
    private static let itemsGenitive = NounForms(
      one: "# элемента", few: "# элементов", many: "# элементов")
    // Bytes after «не более»: «1 байта», «2 байт», «5 байт».
    private static let bytes = NounForms(one: "# байта", few: "# байт", many: "# байт")

    // Characters of a class after «не менее»: «1 цифры», «2 цифр», «5 цифр».
    private static let classNouns = BuiltInClassWords(
      uppercase: NounForms(
        one: "# заглавной буквы", few: "# заглавных букв", many: "# заглавных букв"),
      lowercase: NounForms(
        one: "# строчной буквы", few: "# строчных букв", many: "# строчных букв"),
      letters: NounForms(one: "# буквы", few: "# букв", many: "# букв"),
      digits: NounForms(one: "# цифры", few: "# цифр", many: "# цифр"),
      whitespace: NounForms(
        one: "# пробельного символа", few: "# пробельных символов", many: "# пробельных символов"),
      special: NounForms(
        one: "# специального символа", few: "# специальных символов",
        many: "# специальных символов"))

    // A class's plural, as «только» lists it: «буквы», «цифры».
    private static let classNames = BuiltInClassWords(
      uppercase: "заглавные буквы", lowercase: "строчные буквы", letters: "буквы", digits: "цифры",
      whitespace: "пробельные символы", special: "специальные символы")

    private func webAddress(_ schemes: [String], _ f: MessageFormat) -> String {
      "веб-адрес, начинающийся с \(f.schemes(schemes))"
    }

    // What a form field's text must convert to, in the nominative («дата») or as the
    // object of «содержать» («дату»).
    private func expected(
      _ conversion: Constraint.Conversion, _ form: GrammaticalCase, _ f: MessageFormat
    ) -> String {
      let object = form == .accusative
      let date = object ? "дату" : "дата"
      switch conversion {
      case .value: return "значение"
      case .wholeNumber: return "целое число"
      case .number: return "число"
      case .date: return "\(date) в формате ГГГГ-ММ-ДД"
      case .dateTime: return "\(date) и время в формате ГГГГ-ММ-ДДTчч:мм:ссZ"
      case .dateOrDateTime:
        return "\(date) в формате ГГГГ-ММ-ДД или \(date) и время в формате ГГГГ-ММ-ДДTчч:мм:ссZ"
      case .dateWithinYears: return "\(date) с 1 по 9999 год"
      case .nanosecondTime: return "время с точностью не выше наносекунды"
      case .webAddress(let schemes): return webAddress(schemes, f)
      case .character: return "ровно один символ"
      case .checkbox: return "отмечено или не отмечено"
      case .existingDay: return "день, который есть в календаре"
      case .rawValue(let values): return f.values(values.map(Constraint.Value.text), joinedBy: .or)
      }
    }

    // What a secret field shows for a hidden constraint, naming no value.
    private static let hiddenPhrases = HiddenWords(
      equalTo: "ожидаемое значение", oneOf: "одно из допустимых значений",
      noneOf: "ни одно из исключённых значений", hasPrefix: "начинается с нужного текста",
      hasSuffix: "заканчивается нужным текстом", contains: "содержит нужный текст")
    private static let hiddenPredicates = HiddenWords(
      equalTo: "должно совпадать", oneOf: "должно иметь одно из допустимых значений",
      noneOf: "не должно совпадать ни с одним из исключённых значений",
      hasPrefix: "должно начинаться с нужного текста",
      hasSuffix: "должно заканчиваться нужным текстом", contains: "должно содержать нужный текст")
  }
#endif
