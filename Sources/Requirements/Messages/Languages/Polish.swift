#if canImport(Foundation)
  // Messages in Polish. A field is named as „Pole „Nazwa””, and without a name „To pole”,
  // both neuter, so that every verb and adjective agrees.
  struct Polish: MessageLanguage {
    var pluralRule: PluralRule { .polish }
    var sentenceSeparator: String { " " }

    func phrase(_ constraint: Constraint, _ f: MessageFormat) -> String {
      switch constraint {
      case .required: return "wymagane"
      case .nonEmpty, .nonBlank: return "niepuste"
      case .minLength(let n): return "co najmniej \(characters(n, f))"
      case .maxLength(let n): return "maksymalnie \(characters(n, f))"
      case .length(let min, let max) where min == max: return "dokładnie \(characters(min, f))"
      case .length(let min, let max):
        return "od \(f.number(min)) do \(f.count(max, one: "# znaku", other: "# znaków"))"
      case .maxBytes(let n): return "maksymalnie \(bytes(n, f))"
      case .minCount(let n): return "co najmniej \(items(n, f))"
      case .maxCount(let n): return "maksymalnie \(items(n, f))"
      case .count(let min, let max) where min == max: return "dokładnie \(items(min, f))"
      case .count(let min, let max):
        return "od \(f.number(min)) do \(f.count(max, one: "# elementu", other: "# elementów"))"
      case .minimum(.date(let date)): return "nie wcześniej niż \(f.date(date))"
      case .minimum(let bound): return "co najmniej \(f.value(bound))"
      case .maximum(.date(let date)): return "nie później niż \(f.date(date))"
      case .maximum(let bound): return "co najwyżej \(f.value(bound))"
      case .range(let lower, let upper) where lower == upper: return "dokładnie \(f.value(lower))"
      case .range(.date(let lower), .date(let upper)):
        return "między \(f.date(lower)) a \(f.date(upper))"
      case .range(let lower, let upper): return "od \(f.value(lower)) do \(f.value(upper))"
      case .halfOpenRange(.date(let lower), .date(let upper)):
        return "nie wcześniej niż \(f.date(lower)) i przed \(f.date(upper))"
      case .halfOpenRange(let lower, let upper):
        return "co najmniej \(f.value(lower)) i mniej niż \(f.value(upper))"
      case .multiple(let divisor): return "wielokrotność liczby \(f.value(divisor))"
      case .oneOf(let values) where values.isEmpty: return "brak wartości"
      case .oneOf(let values): return f.values(values, joinedBy: .or)
      case .noneOf(let values) where values.isEmpty: return "dowolna wartość"
      case .noneOf(let values): return "inna niż \(f.values(values, joinedBy: .or))"
      case .equalTo(let value): return f.value(value)
      case .hasPrefix(let text): return "zaczyna się od \(f.quoted(text))"
      case .hasSuffix(let text): return "kończy się na \(f.quoted(text))"
      case .contains(let text): return "zawiera \(f.quoted(text))"
      case .atLeast(let n, let characterClass):
        return "co najmniej \(counted(n, characterClass, f))"
      case .only(let classes) where classes.isEmpty: return "brak znaków"
      case .only(let classes): return "tylko \(f.list(classes.map(plural), joinedBy: .and))"
      case .ascii: return "tylko znaki ASCII"
      case .email: return "prawidłowy adres e-mail"
      case .url(let schemes):
        return "adres internetowy zaczynający się od \(schemeList(schemes, f))"
      case .hostname: return "prawidłowa nazwa hosta"
      case .ipv4: return "adres IPv4"
      case .ipv6: return "adres IPv6"
      case .e164: return "numer telefonu w formacie międzynarodowym (np. +48221234567)"
      case .uuid(let version?): return "identyfikator UUID w wersji \(version)"
      case .uuid(nil): return "identyfikator UUID"
      case .pattern(let pattern?): return "pasuje do wzorca \(f.quoted(pattern))"
      case .pattern(nil): return "w wymaganym formacie"
      case .conversion(let conversion): return expected(conversion, f)
      }
    }

    func sentence(_ constraint: Constraint, subject: String?, _ f: MessageFormat) -> String {
      let field = subject.map { "Pole \(f.quoted($0))" } ?? "To pole"
      let predicate: String
      switch constraint {
      case .required, .conversion(.value): predicate = "jest wymagane"
      case .nonEmpty, .nonBlank: predicate = "nie może być puste"
      case .minLength, .maxLength, .length, .minCount, .maxCount, .count, .atLeast:
        predicate = "musi zawierać \(phrase(constraint, f))"
      case .only, .ascii: predicate = "może zawierać \(phrase(constraint, f))"
      case .maxBytes(let n): predicate = "może zajmować maksymalnie \(bytes(n, f))"
      case .minimum(.date), .maximum(.date), .range(.date, .date), .halfOpenRange(.date, .date):
        predicate = "musi zawierać datę \(phrase(constraint, f))"
      case .minimum, .maximum, .range, .halfOpenRange:
        predicate = "musi mieć wartość \(phrase(constraint, f))"
      case .multiple(let divisor):
        predicate = "musi być wielokrotnością liczby \(f.value(divisor))"
      case .oneOf(let values) where values.isEmpty: predicate = "nie może mieć żadnej wartości"
      case .oneOf(let values): predicate = "musi mieć wartość \(f.values(values, joinedBy: .or))"
      case .noneOf(let values) where values.isEmpty: predicate = "może mieć dowolną wartość"
      case .noneOf(let values):
        predicate = "nie może mieć wartości \(f.values(values, joinedBy: .or))"
      case .equalTo(let value): predicate = "musi mieć wartość \(f.value(value))"
      case .hasPrefix(let text): predicate = "musi zaczynać się od \(f.quoted(text))"
      case .hasSuffix(let text): predicate = "musi kończyć się na \(f.quoted(text))"
      case .contains(let text): predicate = "musi zawierać \(f.quoted(text))"
      case .email: predicate = "musi zawierać prawidłowy adres e-mail"
      case .url(let schemes):
        predicate = "musi zawierać adres internetowy zaczynający się od \(schemeList(schemes, f))"
      case .hostname: predicate = "musi zawierać prawidłową nazwę hosta"
      case .ipv4, .ipv6, .e164, .uuid: predicate = "musi zawierać \(phrase(constraint, f))"
      case .pattern(let pattern?): predicate = "musi pasować do wzorca \(f.quoted(pattern))"
      case .pattern(nil): predicate = "musi mieć wymagany format"
      case .conversion(.nanosecondTime):
        predicate = "nie może mieć dokładności większej niż nanosekunda"
      case .conversion(let conversion):
        predicate = "musi zawierać \(expectedAccusative(conversion, f))"
      }
      return "\(field) \(predicate)."
    }

    func sentence(anyOf phrases: [String], subject: String?, _ f: MessageFormat) -> String {
      let field = subject.map { "Pole \(f.quoted($0))" } ?? "To pole"
      return "\(field) musi spełniać jeden z tych warunków: \(f.list(phrases, joinedBy: .or))."
    }

    // Counted words in the accusative, as the object of „zawierać”.
    private func characters(_ n: Int, _ f: MessageFormat) -> String {
      f.count(n, one: "# znak", few: "# znaki", many: "# znaków")
    }

    private func items(_ n: Int, _ f: MessageFormat) -> String {
      f.count(n, one: "# element", few: "# elementy", many: "# elementów")
    }

    private func bytes(_ n: Int, _ f: MessageFormat) -> String {
      f.count(n, one: "# bajt", few: "# bajty", many: "# bajtów")
    }

    private func counted(_ n: Int, _ characterClass: CharacterClass, _ f: MessageFormat) -> String {
      switch characterClass.code {
      case "uppercase":
        return f.count(n, one: "# wielką literę", few: "# wielkie litery", many: "# wielkich liter")
      case "lowercase":
        return f.count(n, one: "# małą literę", few: "# małe litery", many: "# małych liter")
      case "letters": return f.count(n, one: "# literę", few: "# litery", many: "# liter")
      case "digits": return f.count(n, one: "# cyfrę", few: "# cyfry", many: "# cyfr")
      case "whitespace": return f.count(n, one: "# spację", few: "# spacje", many: "# spacji")
      case "special":
        return f.count(
          n, one: "# znak specjalny", few: "# znaki specjalne", many: "# znaków specjalnych")
      default:
        return f.count(
          n, one: "# \(characterClass.singularName)", many: "# \(characterClass.pluralName)")
      }
    }

    private func plural(_ characterClass: CharacterClass) -> String {
      switch characterClass.code {
      case "uppercase": return "wielkie litery"
      case "lowercase": return "małe litery"
      case "letters": return "litery"
      case "digits": return "cyfry"
      case "whitespace": return "spacje"
      case "special": return "znaki specjalne"
      default: return characterClass.pluralName
      }
    }

    private func schemeList(_ schemes: [String], _ f: MessageFormat) -> String {
      f.list(schemes.map { "\($0)://" }, joinedBy: .or)
    }

    private func expected(_ conversion: Constraint.Conversion, _ f: MessageFormat) -> String {
      switch conversion {
      case .value: return "wartość"
      case .wholeNumber: return "liczba całkowita"
      case .number: return "liczba"
      case .date: return "data (RRRR-MM-DD)"
      case .dateTime: return "data i godzina (RRRR-MM-DDTHH:MM:SSZ)"
      case .dateOrDateTime: return "data (RRRR-MM-DD) lub data i godzina (RRRR-MM-DDTHH:MM:SSZ)"
      case .dateWithinYears: return "data z lat 1–9999"
      case .nanosecondTime: return "czas z dokładnością najwyżej do nanosekundy"
      case .webAddress(let schemes):
        return "adres internetowy zaczynający się od \(schemeList(schemes, f))"
      case .character: return "pojedynczy znak"
      case .rawValue(let values): return f.values(values.map(Constraint.Value.text), joinedBy: .or)
      }
    }

    // What the text must be, as the object of „zawierać” (in the accusative).
    private func expectedAccusative(_ conversion: Constraint.Conversion, _ f: MessageFormat)
      -> String
    {
      switch conversion {
      case .value: return "wartość"
      case .wholeNumber: return "liczbę całkowitą"
      case .number: return "liczbę"
      case .date: return "datę (RRRR-MM-DD)"
      case .dateTime: return "datę i godzinę (RRRR-MM-DDTHH:MM:SSZ)"
      case .dateOrDateTime: return "datę (RRRR-MM-DD) lub datę i godzinę (RRRR-MM-DDTHH:MM:SSZ)"
      case .dateWithinYears: return "datę z lat 1–9999"
      case .nanosecondTime: return expected(conversion, f)
      case .webAddress(let schemes):
        return "adres internetowy zaczynający się od \(schemeList(schemes, f))"
      case .character: return "pojedynczy znak"
      case .rawValue(let values): return f.values(values.map(Constraint.Value.text), joinedBy: .or)
      }
    }
  }
#endif
