#if canImport(Foundation)
  // Messages in Italian. A named field reads «Il campo «Nome» …», so that nothing has to
  // agree with the gender of a name it does not know.
  struct Italian: MessageLanguage {
    var pluralRule: PluralRule { .oneForOneManyForMillions }
    var sentenceSeparator: String { " " }

    func phrase(_ constraint: Constraint, _ f: MessageFormat) -> String {
      switch constraint {
      case .required: return "obbligatorio"
      case .nonEmpty, .nonBlank: return "non vuoto"
      case .minLength(let n): return "almeno \(characters(n, f))"
      case .maxLength(let n): return "al massimo \(characters(n, f))"
      case .length(let min, let max) where min == max: return "esattamente \(characters(min, f))"
      case .length(let min, let max): return "tra \(f.number(min)) e \(characters(max, f))"
      case .maxBytes(let n): return "al massimo \(f.number(n)) byte"
      case .minCount(let n): return "almeno \(items(n, f))"
      case .maxCount(let n): return "al massimo \(items(n, f))"
      case .count(let min, let max) where min == max: return "esattamente \(items(min, f))"
      case .count(let min, let max): return "tra \(f.number(min)) e \(items(max, f))"
      case .minimum(.date(let date)): return "a partire dal \(f.date(date))"
      case .minimum(let bound): return "maggiore o uguale a \(f.value(bound))"
      case .maximum(.date(let date)): return "fino al \(f.date(date))"
      case .maximum(let bound): return "minore o uguale a \(f.value(bound))"
      case .range(let lower, let upper) where lower == upper: return "uguale a \(f.value(lower))"
      case .range(.date(let lower), .date(let upper)):
        return "tra il \(f.date(lower)) e il \(f.date(upper))"
      case .range(let lower, let upper): return "tra \(f.value(lower)) e \(f.value(upper))"
      case .halfOpenRange(.date(let lower), .date(let upper)):
        return "a partire dal \(f.date(lower)) e prima del \(f.date(upper))"
      case .halfOpenRange(let lower, let upper):
        return "maggiore o uguale a \(f.value(lower)) e minore di \(f.value(upper))"
      case .multiple(let divisor): return "un multiplo di \(f.value(divisor))"
      case .oneOf(let values) where values.isEmpty: return "nessun valore"
      case .oneOf(let values): return f.values(values, joinedBy: .or)
      case .noneOf(let values) where values.isEmpty: return "qualsiasi valore"
      case .noneOf(let values): return "diverso da \(f.values(values, joinedBy: .or))"
      case .equalTo(let value): return f.value(value)
      case .hasPrefix(let text): return "inizia con \(f.quoted(text))"
      case .hasSuffix(let text): return "termina con \(f.quoted(text))"
      case .contains(let text): return "contiene \(f.quoted(text))"
      case .atLeast(let n, let characterClass): return "almeno \(counted(n, characterClass, f))"
      case .only(let classes) where classes.isEmpty: return "nessun carattere"
      case .only(let classes): return "solo \(f.list(classes.map(plural), joinedBy: .and))"
      case .ascii: return "solo caratteri ASCII"
      case .email: return "un indirizzo e-mail valido"
      case .url(let schemes): return "un indirizzo web che inizi con \(schemeList(schemes, f))"
      case .hostname: return "un nome host valido"
      case .ipv4: return "un indirizzo IPv4"
      case .ipv6: return "un indirizzo IPv6"
      case .e164: return "un numero di telefono in formato internazionale (ad es. +390612345678)"
      case .uuid(let version?): return "un UUID della versione \(version)"
      case .uuid(nil): return "un UUID"
      case .pattern(let pattern?): return "corrisponde al modello \(f.quoted(pattern))"
      case .pattern(nil): return "nel formato richiesto"
      case .conversion(let conversion): return expected(conversion, f)
      }
    }

    func sentence(_ constraint: Constraint, subject: String?, _ f: MessageFormat) -> String {
      let predicate: String
      switch constraint {
      case .required, .conversion(.value):
        return subject.map { "Il campo \(f.quoted($0)) è obbligatorio." }
          ?? "Questo campo è obbligatorio."
      case .nonEmpty, .nonBlank: predicate = "non deve essere vuoto"
      case .minLength, .maxLength, .length, .minCount, .maxCount, .count, .atLeast, .only, .ascii:
        predicate = "deve contenere \(phrase(constraint, f))"
      case .maxBytes(let n): predicate = "non deve superare \(f.number(n)) byte"
      case .minimum(.date), .maximum(.date), .range(.date, .date), .halfOpenRange(.date, .date):
        predicate = "deve essere una data \(phrase(constraint, f))"
      case .range(let lower, let upper) where lower == upper:
        predicate = "deve essere \(phrase(constraint, f))"
      case .range: predicate = "deve essere compreso \(phrase(constraint, f))"
      case .oneOf(let values) where values.isEmpty: predicate = "non accetta alcun valore"
      case .minimum, .maximum, .halfOpenRange, .multiple, .oneOf, .equalTo, .email, .url,
        .hostname, .ipv4, .ipv6, .e164, .uuid:
        predicate = "deve essere \(phrase(constraint, f))"
      case .noneOf(let values): predicate = "non deve essere \(f.values(values, joinedBy: .or))"
      case .hasPrefix(let text): predicate = "deve iniziare con \(f.quoted(text))"
      case .hasSuffix(let text): predicate = "deve terminare con \(f.quoted(text))"
      case .contains(let text): predicate = "deve contenere \(f.quoted(text))"
      case .pattern(let pattern?): predicate = "deve corrispondere al modello \(f.quoted(pattern))"
      case .pattern(nil): predicate = "deve essere nel formato richiesto"
      case .conversion(.nanosecondTime):
        predicate = "non deve essere più precisa di un nanosecondo"
      case .conversion(let conversion): predicate = "deve essere \(expected(conversion, f))"
      }
      return said(predicate, about: subject, f)
    }

    func sentence(anyOf phrases: [String], subject: String?, _ f: MessageFormat) -> String {
      said(
        "deve soddisfare una di queste condizioni: \(f.list(phrases, joinedBy: .or))",
        about: subject, f)
    }

    private func said(_ predicate: String, about subject: String?, _ f: MessageFormat) -> String {
      guard let subject else {
        return predicate.prefix(1).uppercased() + predicate.dropFirst() + "."
      }
      return "Il campo \(f.quoted(subject)) \(predicate)."
    }

    private func characters(_ n: Int, _ f: MessageFormat) -> String {
      f.count(n, one: "# carattere", many: "# di caratteri", other: "# caratteri")
    }

    private func items(_ n: Int, _ f: MessageFormat) -> String {
      f.count(n, one: "# elemento", many: "# di elementi", other: "# elementi")
    }

    private func counted(_ n: Int, _ characterClass: CharacterClass, _ f: MessageFormat) -> String {
      switch characterClass.code {
      case "uppercase":
        return f.count(
          n, one: "# lettera maiuscola", many: "# di lettere maiuscole",
          other: "# lettere maiuscole")
      case "lowercase":
        return f.count(
          n, one: "# lettera minuscola", many: "# di lettere minuscole",
          other: "# lettere minuscole")
      case "letters": return f.count(n, one: "# lettera", many: "# di lettere", other: "# lettere")
      case "digits": return f.count(n, one: "# cifra", many: "# di cifre", other: "# cifre")
      case "whitespace": return f.count(n, one: "# spazio", many: "# di spazi", other: "# spazi")
      case "special":
        return f.count(
          n, one: "# carattere speciale", many: "# di caratteri speciali",
          other: "# caratteri speciali")
      default:
        return f.count(
          n, one: "# \(characterClass.singularName)", other: "# \(characterClass.pluralName)")
      }
    }

    private func plural(_ characterClass: CharacterClass) -> String {
      switch characterClass.code {
      case "uppercase": return "lettere maiuscole"
      case "lowercase": return "lettere minuscole"
      case "letters": return "lettere"
      case "digits": return "cifre"
      case "whitespace": return "spazi"
      case "special": return "caratteri speciali"
      default: return characterClass.pluralName
      }
    }

    private func schemeList(_ schemes: [String], _ f: MessageFormat) -> String {
      f.list(schemes.map { "\($0)://" }, joinedBy: .or)
    }

    private func expected(_ conversion: Constraint.Conversion, _ f: MessageFormat) -> String {
      switch conversion {
      case .value: return "un valore"
      case .wholeNumber: return "un numero intero"
      case .number: return "un numero"
      case .date: return "una data (AAAA-MM-GG)"
      case .dateTime: return "una data e un’ora (AAAA-MM-GGTHH:MM:SSZ)"
      case .dateOrDateTime:
        return "una data (AAAA-MM-GG) o una data e un’ora (AAAA-MM-GGTHH:MM:SSZ)"
      case .dateWithinYears: return "una data tra gli anni 1 e 9999"
      case .nanosecondTime: return "un’ora precisa al massimo al nanosecondo"
      case .webAddress(let schemes):
        return "un indirizzo web che inizi con \(schemeList(schemes, f))"
      case .character: return "un solo carattere"
      case .rawValue(let values): return f.values(values.map(Constraint.Value.text), joinedBy: .or)
      }
    }
  }
#endif
