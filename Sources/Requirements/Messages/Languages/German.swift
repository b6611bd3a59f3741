#if canImport(Foundation)
  // Messages in German.
  struct German: BuiltInLanguage {
    var pluralRule: PluralRule { .oneForOne }
    var sentenceSeparator: String { " " }

    func phrase(_ constraint: Constraint, _ f: MessageFormat) -> String {
      switch constraint {
      case .required: return "erforderlich"
      case .nonEmpty: return "nicht leer"
      case .nonBlank: return "nicht leer"
      case .minLength(let n): return "mindestens \(characters(n, f))"
      case .maxLength(let n): return "höchstens \(characters(n, f))"
      case .length(let min, let max) where min == max: return "genau \(characters(min, f))"
      case .length(let min, let max): return "\(f.number(min)) bis \(f.number(max)) Zeichen"
      case .maxBytes(let n): return "höchstens \(f.count(n, one: "# Byte", other: "# Bytes"))"
      case .minCount(let n): return "mindestens \(entries(n, f))"
      case .maxCount(let n): return "höchstens \(entries(n, f))"
      case .count(let min, let max) where min == max: return "genau \(entries(min, f))"
      case .count(let min, let max): return "\(f.number(min)) bis \(f.number(max)) Einträge"
      case .minimum(.date(let date)): return "am oder nach dem \(f.date(date))"
      case .minimum(let bound): return "mindestens \(f.value(bound))"
      case .maximum(.date(let date)): return "am oder vor dem \(f.date(date))"
      case .maximum(let bound): return "höchstens \(f.value(bound))"
      case .range(.date(let lower), .date(let upper)) where lower == upper:
        return "am \(f.date(lower))"
      case .range(let lower, let upper) where lower == upper: return "genau \(f.value(lower))"
      case .range(.date(let lower), .date(let upper)):
        return "zwischen dem \(f.date(lower)) und dem \(f.date(upper))"
      case .range(let lower, let upper): return "zwischen \(f.value(lower)) und \(f.value(upper))"
      case .halfOpenRange(.date(let lower), .date(let upper)):
        return "am oder nach dem \(f.date(lower)) und vor dem \(f.date(upper))"
      case .halfOpenRange(let lower, let upper):
        return "mindestens \(f.value(lower)) und weniger als \(f.value(upper))"
      case .multiple(let divisor): return "ein Vielfaches von \(f.value(divisor))"
      case .oneOf(let values) where values.isEmpty: return "kein Wert"
      case .oneOf(let values): return f.values(values, joinedBy: .or)
      case .noneOf(let values) where values.isEmpty: return "ein beliebiger Wert"
      case .noneOf(let values): return neither(values, f)
      case .equalTo(let value): return f.value(value)
      case .accepted: return "akzeptiert"
      case .hasPrefix(let text): return "beginnt mit \(f.quoted(text))"
      case .hasSuffix(let text): return "endet auf \(f.quoted(text))"
      case .contains(let text): return "enthält \(f.quoted(text))"
      case .atLeast(let n, let characterClass):
        return "mindestens \(counted(n, characterClass, f, accusative: false))"
      case .only(let classes) where classes.isEmpty: return "keine Zeichen"
      case .only(let classes): return "nur \(f.list(classes.map(plural), joinedBy: .and))"
      case .ascii: return "nur ASCII-Zeichen"
      case .email: return "eine gültige E-Mail-Adresse"
      case .url(let schemes): return "eine Webadresse, die mit \(f.schemes(schemes)) beginnt"
      case .hostname: return "ein gültiger Hostname"
      case .ipv4: return "eine IPv4-Adresse"
      case .ipv6: return "eine IPv6-Adresse"
      case .e164: return "eine Telefonnummer im internationalen Format (z. B. +4930123456)"
      case .uuid(let version?): return "eine UUID der Version \(version)"
      case .uuid(nil): return "eine UUID"
      case .pattern(let pattern?): return "entspricht dem Muster \(f.quoted(pattern))"
      case .pattern(nil): return "im erforderlichen Format"
      case .hidden(let hidden):
        switch hidden {
        case .equalTo: return "der erwartete Wert"
        case .oneOf: return "einer der zulässigen Werte"
        case .noneOf: return "keiner der ausgeschlossenen Werte"
        case .hasPrefix: return "beginnt mit dem vorgegebenen Text"
        case .hasSuffix: return "endet auf den vorgegebenen Text"
        case .contains: return "enthält den vorgegebenen Text"
        }
      case .conversion(let conversion): return expected(conversion, f)
      }
    }

    func sentence(_ constraint: Constraint, subject: String?, _ f: MessageFormat) -> String {
      // "Passwort muss …" with the field's name, "Muss …" without.
      let predicate: String
      switch constraint {
      case .required, .conversion(.value):
        return subject.map { "\($0) ist erforderlich." } ?? "Ein Wert ist erforderlich."
      case .nonEmpty, .nonBlank: predicate = "darf nicht leer sein"
      case .maxLength, .maxCount, .maximum(.integer), .maximum(.number), .maximum(.decimal),
        .maximum(.text):
        // An upper limit is a permission: "darf höchstens 8 Zeichen lang sein".
        predicate = "darf \(phrase(constraint, f)) \(upperLimitVerb(constraint))"
      case .minLength, .length:
        predicate = "muss \(phrase(constraint, f)) lang sein"
      case .maxBytes(let n):
        predicate = "darf höchstens \(f.count(n, one: "# Byte", other: "# Bytes")) belegen"
      case .minCount, .count: predicate = "muss \(phrase(constraint, f)) haben"
      case .minimum(.date), .maximum(.date), .range(.date, .date), .halfOpenRange(.date, .date):
        predicate = "muss \(phrase(constraint, f)) liegen"
      case .minimum, .maximum, .halfOpenRange: predicate = "muss \(phrase(constraint, f)) sein"
      case .range(let lower, let upper) where lower == upper:
        predicate = "muss \(phrase(constraint, f)) sein"
      case .range: predicate = "muss \(phrase(constraint, f)) liegen"
      case .multiple, .equalTo, .email, .hostname, .ipv4, .ipv6, .e164, .uuid:
        predicate = "muss \(phrase(constraint, f)) sein"
      case .oneOf(let values) where values.isEmpty: predicate = "darf keinen Wert haben"
      case .oneOf(let values): predicate = "muss \(f.values(values, joinedBy: .or)) sein"
      case .noneOf(let values): predicate = "darf \(neither(values, f)) sein"
      case .accepted: predicate = "muss akzeptiert werden"
      case .hasPrefix(let text): predicate = "muss mit \(f.quoted(text)) beginnen"
      case .hasSuffix(let text): predicate = "muss auf \(f.quoted(text)) enden"
      case .contains(let text): predicate = "muss \(f.quoted(text)) enthalten"
      case .atLeast(let n, let characterClass):
        predicate = "muss mindestens \(counted(n, characterClass, f, accusative: true)) enthalten"
      case .only(let classes) where classes.isEmpty: predicate = "darf keine Zeichen enthalten"
      case .only: predicate = "muss \(phrase(constraint, f)) enthalten"
      case .ascii: predicate = "darf nur ASCII-Zeichen enthalten"
      case .url(let schemes):
        predicate = "muss eine Webadresse sein, die mit \(f.schemes(schemes)) beginnt"
      case .pattern(let pattern?): predicate = "muss dem Muster \(f.quoted(pattern)) entsprechen"
      case .pattern(nil): predicate = "muss im erforderlichen Format sein"
      case .conversion(.dateWithinYears):
        predicate = "muss ein Datum in den Jahren 1 bis 9999 sein"
      case .conversion(.webAddress(let schemes)):
        predicate = "muss eine Webadresse sein, die mit \(f.schemes(schemes)) beginnt"
      case .conversion(.nanosecondTime):
        predicate = "darf nicht genauer als eine Nanosekunde sein"
      case .conversion(.existingDay): predicate = "muss ein Tag sein, den es im Kalender gibt"
      case .hidden(let hidden):
        switch hidden {
        case .equalTo: predicate = "muss übereinstimmen"
        case .oneOf: predicate = "muss einer der zulässigen Werte sein"
        case .noneOf: predicate = "darf keiner der ausgeschlossenen Werte sein"
        case .hasPrefix: predicate = "muss mit dem vorgegebenen Text beginnen"
        case .hasSuffix: predicate = "muss auf den vorgegebenen Text enden"
        case .contains: predicate = "muss den vorgegebenen Text enthalten"
        }
      case .conversion(let conversion): predicate = "muss \(expected(conversion, f)) sein"
      }
      return said(predicate, about: subject, f)
    }

    func sentence(anyOf phrases: [String], subject: String?, _ f: MessageFormat) -> String {
      said(
        "muss eine dieser Bedingungen erfüllen: \(f.list(phrases, joinedBy: .or))", about: subject,
        f)
    }

    func sentence(meeting phrase: String, subject: String?, _ f: MessageFormat) -> String {
      said("muss diese Bedingung erfüllen: \(phrase)", about: subject, f)
    }

    func sentence(notMeeting phrase: String, subject: String?, _ f: MessageFormat) -> String {
      said("darf diese Bedingung nicht erfüllen: \(phrase)", about: subject, f)
    }

    func phrase(notMeeting phrase: String, _ f: MessageFormat) -> String {
      "erfüllt nicht: \(phrase)"
    }

    func report(_ text: ReportText, _ f: MessageFormat) -> String {
      switch text {
      case .unprocessableContent: return "Nicht verarbeitbarer Inhalt"
      case .badRequest: return "Ungültige Anfrage"
      case .unreadableBody: return "Der Inhalt der Anfrage konnte nicht gelesen werden."
      case .failures(let count, let listed, let entries):
        let failures = f.count(count, other: "# Validierungsfehler") + "."
        guard let listed else { return failures }
        return failures + " Aufgeführte Einträge: \(f.number(listed)) von \(f.number(entries))."
      case .expected(let expected, let foundNull):
        let shape: String
        switch expected {
        case .object: shape = "Objekt"
        case .array: shape = "Array"
        case .value(let type): shape = "Wert vom Typ \(type)"
        }
        return foundNull ? "\(shape) erwartet, null gefunden" : "\(shape) erwartet"
      case .missingKey(let key): return "Schlüssel \(key) fehlt"
      case .unreadableValue: return "Wert konnte nicht gelesen werden"
      case .undecodedValue: return "Wert konnte nicht dekodiert werden"
      case .unchecked(let phrase): return "\(phrase) (noch nicht geprüft)"
      case .unexpectedKey: return "unerwarteter Schlüssel"
      case .nestedTooDeeply(let limit):
        return "mehr als \(f.count(limit, one: "# Ebene", other: "# Ebenen")) tief verschachtelt"
      }
    }

    func negatedPhrase(_ constraint: Constraint, _ f: MessageFormat) -> String {
      switch constraint {
      case .nonEmpty: return "leer"
      case .nonBlank: return "leer"
      case .contains(let text): return "enthält nicht \(f.quoted(text))"
      case .hasPrefix(let text): return "beginnt nicht mit \(f.quoted(text))"
      case .hasSuffix(let text): return "endet nicht auf \(f.quoted(text))"
      case .pattern(let pattern?): return "entspricht nicht dem Muster \(f.quoted(pattern))"
      default: return "nicht erlaubt: \(phrase(constraint, f))"
      }
    }

    func negatedSentence(_ constraint: Constraint, subject: String?, _ f: MessageFormat) -> String {
      let predicate: String
      switch constraint {
      case .nonEmpty: predicate = "muss leer sein"
      case .nonBlank: predicate = "muss leer sein"
      case .contains(let text): predicate = "darf \(f.quoted(text)) nicht enthalten"
      case .hasPrefix(let text): predicate = "darf nicht mit \(f.quoted(text)) beginnen"
      case .hasSuffix(let text): predicate = "darf nicht auf \(f.quoted(text)) enden"
      case .pattern(let pattern?):
        predicate = "darf nicht dem Muster \(f.quoted(pattern)) entsprechen"
      default: predicate = "darf diese Bedingung nicht erfüllen: \(phrase(constraint, f))"
      }
      return said(predicate, about: subject, f)
    }

    private func said(_ predicate: String, about subject: String?, _ f: MessageFormat) -> String {
      guard let subject else {
        return f.sentence(predicate)
      }
      return "\(subject) \(predicate)."
    }

    private func characters(_ n: Int, _ f: MessageFormat) -> String {
      f.count(n, other: "# Zeichen")
    }

    private func entries(_ n: Int, _ f: MessageFormat) -> String {
      f.count(n, one: "# Eintrag", other: "# Einträge")
    }

    // The verb after "darf höchstens …" for an upper limit.
    private func upperLimitVerb(_ constraint: Constraint) -> String {
      switch constraint {
      case .maxLength: return "lang sein"
      case .maxCount: return "haben"
      default: return "sein"
      }
    }

    // Values a field must not take: "„admin“" alone, else "weder „admin“ noch „root“".
    private func neither(_ values: [Constraint.Value], _ f: MessageFormat) -> String {
      guard let last = values.last, values.count > 1 else {
        return "nicht \(f.values(values, joinedBy: .or))"
      }
      let others = values.dropLast().map(f.value).joined(separator: ", ")
      return "weder \(others) noch \(f.value(last))"
    }

    // A count of characters of a class: in the nominative for a checklist ("1 Großbuchstabe"),
    // in the accusative as the object of "enthalten" ("1 Großbuchstaben").
    private func counted(
      _ n: Int, _ characterClass: CharacterClass, _ f: MessageFormat, accusative: Bool
    ) -> String {
      switch characterClass.builtInCode {
      // The letters are weak nouns: only the nominative singular drops the final "n".
      case "uppercase" where !accusative:
        return f.count(n, one: "# Großbuchstabe", other: "# Großbuchstaben")
      case "lowercase" where !accusative:
        return f.count(n, one: "# Kleinbuchstabe", other: "# Kleinbuchstaben")
      case "letters" where !accusative: return f.count(n, one: "# Buchstabe", other: "# Buchstaben")
      case "uppercase": return f.count(n, other: "# Großbuchstaben")
      case "lowercase": return f.count(n, other: "# Kleinbuchstaben")
      case "letters": return f.count(n, other: "# Buchstaben")
      case "digits": return f.count(n, one: "# Ziffer", other: "# Ziffern")
      case "whitespace": return f.count(n, other: "# Leerzeichen")
      case "special": return f.count(n, other: "# Sonderzeichen")
      default:
        return f.count(
          n, naming: f.form(n, one: characterClass.singularName, other: characterClass.pluralName))
      }
    }

    private func plural(_ characterClass: CharacterClass) -> String {
      switch characterClass.builtInCode {
      case "uppercase": return "Großbuchstaben"
      case "lowercase": return "Kleinbuchstaben"
      case "letters": return "Buchstaben"
      case "digits": return "Ziffern"
      case "whitespace": return "Leerzeichen"
      case "special": return "Sonderzeichen"
      default: return characterClass.pluralName
      }
    }

    private func expected(_ conversion: Constraint.Conversion, _ f: MessageFormat) -> String {
      switch conversion {
      case .value: return "ein Wert"
      case .wholeNumber: return "eine ganze Zahl"
      case .number: return "eine Zahl"
      case .date: return "ein Datum (JJJJ-MM-TT)"
      case .dateTime: return "ein Datum mit Uhrzeit (JJJJ-MM-TTThh:mm:ssZ)"
      case .dateOrDateTime:
        return "ein Datum (JJJJ-MM-TT) oder ein Datum mit Uhrzeit (JJJJ-MM-TTThh:mm:ssZ)"
      case .dateWithinYears: return "ein Datum in den Jahren 1 bis 9999"
      case .nanosecondTime: return "eine Zeit, die nicht genauer als eine Nanosekunde ist"
      case .webAddress(let schemes):
        return "eine Webadresse, die mit \(f.schemes(schemes)) beginnt"
      case .character: return "ein einzelnes Zeichen"
      case .checkbox: return "aktiviert oder deaktiviert"
      case .existingDay: return "ein Tag, den es im Kalender gibt"
      case .rawValue(let values): return f.values(values.map(Constraint.Value.text), joinedBy: .or)
      }
    }
  }
#endif
