#if canImport(Foundation)
  // Messages in Dutch.
  struct Dutch: MessageLanguage {
    var pluralRule: PluralRule { .oneForOne }
    var sentenceSeparator: String { " " }

    func phrase(_ constraint: Constraint, _ f: MessageFormat) -> String {
      switch constraint {
      case .required: return "verplicht"
      case .nonEmpty, .nonBlank: return "niet leeg"
      case .minLength(let n): return "minstens \(characters(n, f))"
      case .maxLength(let n): return "maximaal \(characters(n, f))"
      case .length(let min, let max) where min == max: return "precies \(characters(min, f))"
      case .length(let min, let max): return "\(f.number(min)) tot \(characters(max, f))"
      case .maxBytes(let n): return "maximaal \(f.count(n, one: "# byte", other: "# bytes"))"
      case .minCount(let n): return "minstens \(items(n, f))"
      case .maxCount(let n): return "maximaal \(items(n, f))"
      case .count(let min, let max) where min == max: return "precies \(items(min, f))"
      case .count(let min, let max): return "\(f.number(min)) tot \(items(max, f))"
      case .minimum(.date(let date)): return "op of na \(f.date(date))"
      case .minimum(let bound): return "minstens \(f.value(bound))"
      case .maximum(.date(let date)): return "op of vóór \(f.date(date))"
      case .maximum(let bound): return "maximaal \(f.value(bound))"
      case .range(let lower, let upper) where lower == upper: return "precies \(f.value(lower))"
      case .range(let lower, let upper): return "tussen \(f.value(lower)) en \(f.value(upper))"
      case .halfOpenRange(.date(let lower), .date(let upper)):
        return "op of na \(f.date(lower)) en vóór \(f.date(upper))"
      case .halfOpenRange(let lower, let upper):
        return "minstens \(f.value(lower)) en minder dan \(f.value(upper))"
      case .multiple(let divisor): return "een veelvoud van \(f.value(divisor))"
      case .oneOf(let values) where values.isEmpty: return "geen waarde"
      case .oneOf(let values): return f.values(values, joinedBy: .or)
      case .noneOf(let values) where values.isEmpty: return "elke waarde"
      case .noneOf(let values): return "niet \(f.values(values, joinedBy: .or))"
      case .equalTo(let value): return f.value(value)
      case .hasPrefix(let text): return "begint met \(f.quoted(text))"
      case .hasSuffix(let text): return "eindigt op \(f.quoted(text))"
      case .contains(let text): return "bevat \(f.quoted(text))"
      case .atLeast(let n, let characterClass): return "minstens \(counted(n, characterClass, f))"
      case .only(let classes) where classes.isEmpty: return "geen tekens"
      case .only(let classes): return "alleen \(f.list(classes.map(plural), joinedBy: .and))"
      case .ascii: return "alleen ASCII-tekens"
      case .email: return "een geldig e-mailadres"
      case .url(let schemes): return "een webadres dat begint met \(schemeList(schemes, f))"
      case .hostname: return "een geldige hostnaam"
      case .ipv4: return "een IPv4-adres"
      case .ipv6: return "een IPv6-adres"
      case .e164: return "een telefoonnummer in internationale notatie (bijv. +31201234567)"
      case .uuid(let version?): return "een UUID van versie \(version)"
      case .uuid(nil): return "een UUID"
      case .pattern(let pattern?): return "komt overeen met het patroon \(f.quoted(pattern))"
      case .pattern(nil): return "in de vereiste opmaak"
      case .conversion(let conversion): return expected(conversion, f)
      }
    }

    func sentence(_ constraint: Constraint, subject: String?, _ f: MessageFormat) -> String {
      // "Wachtwoord moet …" with the field's name, "Moet …" without.
      let predicate: String
      switch constraint {
      case .required, .conversion(.value):
        return subject.map { "\($0) is verplicht." } ?? "Dit veld is verplicht."
      case .nonEmpty, .nonBlank: predicate = "mag niet leeg zijn"
      case .minLength, .length, .minCount, .count, .atLeast:
        predicate = "moet \(phrase(constraint, f)) bevatten"
      case .maxLength, .maxCount: predicate = "mag \(phrase(constraint, f)) bevatten"
      case .only, .ascii: predicate = "mag \(phrase(constraint, f)) bevatten"
      case .maxBytes(let n):
        predicate = "mag maximaal \(f.count(n, one: "# byte", other: "# bytes")) beslaan"
      case .minimum(.date), .maximum(.date), .range(.date, .date), .halfOpenRange(.date, .date):
        predicate = "moet \(phrase(constraint, f)) liggen"
      case .range(let lower, let upper) where lower == upper:
        predicate = "moet \(phrase(constraint, f)) zijn"
      case .range: predicate = "moet \(phrase(constraint, f)) liggen"
      case .oneOf(let values) where values.isEmpty: predicate = "mag geen waarde hebben"
      case .minimum, .maximum, .halfOpenRange, .multiple, .oneOf, .equalTo, .email, .url,
        .hostname, .ipv4, .ipv6, .e164, .uuid:
        predicate = "moet \(phrase(constraint, f)) zijn"
      case .noneOf(let values): predicate = "mag niet \(f.values(values, joinedBy: .or)) zijn"
      case .hasPrefix(let text): predicate = "moet beginnen met \(f.quoted(text))"
      case .hasSuffix(let text): predicate = "moet eindigen op \(f.quoted(text))"
      case .contains(let text): predicate = "moet \(f.quoted(text)) bevatten"
      case .pattern(let pattern?):
        predicate = "moet overeenkomen met het patroon \(f.quoted(pattern))"
      case .pattern(nil): predicate = "moet de vereiste opmaak hebben"
      case .conversion(.nanosecondTime):
        predicate = "mag niet nauwkeuriger zijn dan een nanoseconde"
      case .conversion(let conversion): predicate = "moet \(expected(conversion, f)) zijn"
      }
      return said(predicate, about: subject)
    }

    func sentence(anyOf phrases: [String], subject: String?, _ f: MessageFormat) -> String {
      said(
        "moet aan een van deze voorwaarden voldoen: \(f.list(phrases, joinedBy: .or))",
        about: subject)
    }

    private func said(_ predicate: String, about subject: String?) -> String {
      guard let subject else {
        return predicate.prefix(1).uppercased() + predicate.dropFirst() + "."
      }
      return "\(subject) \(predicate)."
    }

    private func characters(_ n: Int, _ f: MessageFormat) -> String {
      f.count(n, one: "# teken", other: "# tekens")
    }

    private func items(_ n: Int, _ f: MessageFormat) -> String {
      f.count(n, one: "# item", other: "# items")
    }

    private func counted(_ n: Int, _ characterClass: CharacterClass, _ f: MessageFormat) -> String {
      switch characterClass.code {
      case "uppercase": return f.count(n, one: "# hoofdletter", other: "# hoofdletters")
      case "lowercase": return f.count(n, one: "# kleine letter", other: "# kleine letters")
      case "letters": return f.count(n, one: "# letter", other: "# letters")
      case "digits": return f.count(n, one: "# cijfer", other: "# cijfers")
      case "whitespace": return f.count(n, one: "# spatie", other: "# spaties")
      case "special": return f.count(n, one: "# speciaal teken", other: "# speciale tekens")
      default:
        return f.count(
          n, one: "# \(characterClass.singularName)", other: "# \(characterClass.pluralName)")
      }
    }

    private func plural(_ characterClass: CharacterClass) -> String {
      switch characterClass.code {
      case "uppercase": return "hoofdletters"
      case "lowercase": return "kleine letters"
      case "letters": return "letters"
      case "digits": return "cijfers"
      case "whitespace": return "spaties"
      case "special": return "speciale tekens"
      default: return characterClass.pluralName
      }
    }

    private func schemeList(_ schemes: [String], _ f: MessageFormat) -> String {
      f.list(schemes.map { "\($0)://" }, joinedBy: .or)
    }

    private func expected(_ conversion: Constraint.Conversion, _ f: MessageFormat) -> String {
      switch conversion {
      case .value: return "een waarde"
      case .wholeNumber: return "een geheel getal"
      case .number: return "een getal"
      case .date: return "een datum (JJJJ-MM-DD)"
      case .dateTime: return "een datum en tijd (JJJJ-MM-DDTHH:MM:SSZ)"
      case .dateOrDateTime:
        return "een datum (JJJJ-MM-DD) of een datum en tijd (JJJJ-MM-DDTHH:MM:SSZ)"
      case .dateWithinYears: return "een datum in de jaren 1 tot en met 9999"
      case .nanosecondTime: return "een tijd die niet nauwkeuriger is dan een nanoseconde"
      case .webAddress(let schemes): return "een webadres dat begint met \(schemeList(schemes, f))"
      case .character: return "één teken"
      case .rawValue(let values): return f.values(values.map(Constraint.Value.text), joinedBy: .or)
      }
    }
  }
#endif
