#if canImport(Foundation)
  // Messages in Russian. A field is named as «Поле «Имя»», and without a name «Значение»,
  // both neuter, so that every verb and adjective agrees.
  struct Russian: MessageLanguage {
    var pluralRule: PluralRule { .russian }
    var sentenceSeparator: String { " " }

    func phrase(_ constraint: Constraint, _ f: MessageFormat) -> String {
      switch constraint {
      case .required: return "обязательно"
      case .nonEmpty, .nonBlank: return "не пустое"
      case .minLength(let n): return "минимум \(characters(n, f))"
      case .maxLength(let n): return "максимум \(characters(n, f))"
      case .length(let min, let max) where min == max: return "ровно \(characters(min, f))"
      case .length(let min, let max):
        return "от \(f.number(min)) до \(f.count(max, one: "# символа", other: "# символов"))"
      case .maxBytes(let n): return "максимум \(bytes(n, f))"
      case .minCount(let n): return "минимум \(items(n, f))"
      case .maxCount(let n): return "максимум \(items(n, f))"
      case .count(let min, let max) where min == max: return "ровно \(items(min, f))"
      case .count(let min, let max):
        return "от \(f.number(min)) до \(f.count(max, one: "# элемента", other: "# элементов"))"
      case .minimum(.date(let date)): return "не раньше \(f.date(date))"
      case .minimum(let bound): return "не меньше \(f.value(bound))"
      case .maximum(.date(let date)): return "не позже \(f.date(date))"
      case .maximum(let bound): return "не больше \(f.value(bound))"
      case .range(let lower, let upper) where lower == upper: return "ровно \(f.value(lower))"
      case .range(.date(let lower), .date(let upper)):
        return "с \(f.date(lower)) по \(f.date(upper))"
      case .range(let lower, let upper): return "от \(f.value(lower)) до \(f.value(upper))"
      case .halfOpenRange(.date(let lower), .date(let upper)):
        return "не раньше \(f.date(lower)) и раньше \(f.date(upper))"
      case .halfOpenRange(let lower, let upper):
        return "не меньше \(f.value(lower)) и меньше \(f.value(upper))"
      case .multiple(let divisor): return "кратно \(f.value(divisor))"
      case .oneOf(let values) where values.isEmpty: return "никакое значение"
      case .oneOf(let values): return f.values(values, joinedBy: .or)
      case .noneOf(let values) where values.isEmpty: return "любое значение"
      case .noneOf(let values): return "не \(f.values(values, joinedBy: .or))"
      case .equalTo(let value): return f.value(value)
      case .hasPrefix(let text): return "начинается с \(f.quoted(text))"
      case .hasSuffix(let text): return "заканчивается на \(f.quoted(text))"
      case .contains(let text): return "содержит \(f.quoted(text))"
      case .atLeast(let n, let characterClass): return "минимум \(counted(n, characterClass, f))"
      case .only(let classes) where classes.isEmpty: return "без символов"
      case .only(let classes): return "только \(f.list(classes.map(plural), joinedBy: .and))"
      case .ascii: return "только символы ASCII"
      case .email: return "действительный адрес электронной почты"
      case .url(let schemes): return "веб-адрес, начинающийся с \(schemeList(schemes, f))"
      case .hostname: return "действительное имя хоста"
      case .ipv4: return "адрес IPv4"
      case .ipv6: return "адрес IPv6"
      case .e164: return "номер телефона в международном формате (например, +74951234567)"
      case .uuid(let version?): return "UUID версии \(version)"
      case .uuid(nil): return "UUID"
      case .pattern(let pattern?): return "соответствует шаблону \(f.quoted(pattern))"
      case .pattern(nil): return "в требуемом формате"
      case .conversion(let conversion): return expected(conversion, f)
      }
    }

    func sentence(_ constraint: Constraint, subject: String?, _ f: MessageFormat) -> String {
      let field = subject.map { "Поле \(f.quoted($0))" } ?? "Значение"
      let predicate: String
      switch constraint {
      case .required, .conversion(.value):
        return subject.map { "Поле \(f.quoted($0)) обязательно для заполнения." }
          ?? "Это поле обязательно для заполнения."
      case .nonEmpty, .nonBlank: predicate = "не должно быть пустым"
      case .minLength, .maxLength, .length, .minCount, .maxCount, .count, .atLeast:
        predicate = "должно содержать \(phrase(constraint, f))"
      case .only, .ascii: predicate = "может содержать \(phrase(constraint, f))"
      case .maxBytes(let n): predicate = "должно занимать максимум \(bytes(n, f))"
      case .minimum(.date), .maximum(.date), .range(.date, .date), .halfOpenRange(.date, .date):
        predicate = "должно содержать дату \(phrase(constraint, f))"
      case .range(let lower, let upper) where lower == upper:
        predicate = "должно быть равно \(f.value(lower))"
      case .minimum, .maximum, .range, .halfOpenRange, .multiple:
        predicate = "должно быть \(phrase(constraint, f))"
      case .oneOf(let values) where values.isEmpty: predicate = "не может иметь значения"
      case .oneOf(let values):
        predicate = "должно иметь значение \(f.values(values, joinedBy: .or))"
      case .noneOf(let values) where values.isEmpty: predicate = "может иметь любое значение"
      case .noneOf(let values):
        predicate = "не может иметь значение \(f.values(values, joinedBy: .or))"
      case .equalTo(let value): predicate = "должно иметь значение \(f.value(value))"
      case .hasPrefix(let text): predicate = "должно начинаться с \(f.quoted(text))"
      case .hasSuffix(let text): predicate = "должно заканчиваться на \(f.quoted(text))"
      case .contains(let text): predicate = "должно содержать \(f.quoted(text))"
      case .email, .url, .hostname, .ipv4, .ipv6, .e164, .uuid:
        predicate = "должно содержать \(phrase(constraint, f))"
      case .pattern(let pattern?): predicate = "должно соответствовать шаблону \(f.quoted(pattern))"
      case .pattern(nil): predicate = "должно иметь требуемый формат"
      case .conversion(.nanosecondTime): predicate = "не должно быть точнее наносекунды"
      case .conversion(let conversion):
        predicate = "должно содержать \(expectedAccusative(conversion, f))"
      }
      return "\(field) \(predicate)."
    }

    func sentence(anyOf phrases: [String], subject: String?, _ f: MessageFormat) -> String {
      let field = subject.map { "Поле \(f.quoted($0))" } ?? "Значение"
      return "\(field) должно удовлетворять одному из условий: \(f.list(phrases, joinedBy: .or))."
    }

    // Counted words in the accusative, as the object of «содержать».
    private func characters(_ n: Int, _ f: MessageFormat) -> String {
      f.count(n, one: "# символ", few: "# символа", many: "# символов")
    }

    private func items(_ n: Int, _ f: MessageFormat) -> String {
      f.count(n, one: "# элемент", few: "# элемента", many: "# элементов")
    }

    private func bytes(_ n: Int, _ f: MessageFormat) -> String {
      f.count(n, one: "# байт", few: "# байта", many: "# байт")
    }

    private func counted(_ n: Int, _ characterClass: CharacterClass, _ f: MessageFormat) -> String {
      switch characterClass.code {
      case "uppercase":
        return f.count(
          n, one: "# заглавную букву", few: "# заглавные буквы", many: "# заглавных букв")
      case "lowercase":
        return f.count(n, one: "# строчную букву", few: "# строчные буквы", many: "# строчных букв")
      case "letters": return f.count(n, one: "# букву", few: "# буквы", many: "# букв")
      case "digits": return f.count(n, one: "# цифру", few: "# цифры", many: "# цифр")
      case "whitespace": return f.count(n, one: "# пробел", few: "# пробела", many: "# пробелов")
      case "special":
        return f.count(
          n, one: "# специальный символ", few: "# специальных символа",
          many: "# специальных символов")
      default:
        return f.count(
          n, one: "# \(characterClass.singularName)", many: "# \(characterClass.pluralName)")
      }
    }

    private func plural(_ characterClass: CharacterClass) -> String {
      switch characterClass.code {
      case "uppercase": return "заглавные буквы"
      case "lowercase": return "строчные буквы"
      case "letters": return "буквы"
      case "digits": return "цифры"
      case "whitespace": return "пробелы"
      case "special": return "специальные символы"
      default: return characterClass.pluralName
      }
    }

    private func schemeList(_ schemes: [String], _ f: MessageFormat) -> String {
      f.list(schemes.map { "\($0)://" }, joinedBy: .or)
    }

    private func expected(_ conversion: Constraint.Conversion, _ f: MessageFormat) -> String {
      switch conversion {
      case .value: return "значение"
      case .wholeNumber: return "целое число"
      case .number: return "число"
      case .date: return "дата (ГГГГ-ММ-ДД)"
      case .dateTime: return "дата и время (ГГГГ-ММ-ДДTЧЧ:ММ:ССZ)"
      case .dateOrDateTime: return "дата (ГГГГ-ММ-ДД) или дата и время (ГГГГ-ММ-ДДTЧЧ:ММ:ССZ)"
      case .dateWithinYears: return "дата в пределах 1–9999 годов"
      case .nanosecondTime: return "время с точностью не выше наносекунды"
      case .webAddress(let schemes): return "веб-адрес, начинающийся с \(schemeList(schemes, f))"
      case .character: return "один символ"
      case .rawValue(let values): return f.values(values.map(Constraint.Value.text), joinedBy: .or)
      }
    }

    // What the text must be, as the object of «содержать» (in the accusative).
    private func expectedAccusative(_ conversion: Constraint.Conversion, _ f: MessageFormat)
      -> String
    {
      switch conversion {
      case .date: return "дату (ГГГГ-ММ-ДД)"
      case .dateTime: return "дату и время (ГГГГ-ММ-ДДTЧЧ:ММ:ССZ)"
      case .dateOrDateTime: return "дату (ГГГГ-ММ-ДД) или дату и время (ГГГГ-ММ-ДДTЧЧ:ММ:ССZ)"
      case .dateWithinYears: return "дату в пределах 1–9999 годов"
      default: return expected(conversion, f)
      }
    }
  }
#endif
