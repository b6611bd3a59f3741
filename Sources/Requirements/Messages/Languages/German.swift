#if canImport(Foundation)
  // Messages in German.
  struct German: PredicateLanguage {
    var pluralRule: PluralRule { .oneForOne }
    var sentenceSeparator: String { " " }

    func phrase(_ constraint: Constraint, _ f: MessageFormat) -> String {
      switch constraint {
      case .required: return "erforderlich"
      case .nonEmpty: return "nicht leer"
      case .nonBlank: return "nicht leer"
      case .minLength(let n): return "mindestens \(f.count(n, Self.characters))"
      case .maxLength(let n): return "höchstens \(f.count(n, Self.characters))"
      case .length(let min, let max) where min == max:
        return "genau \(f.count(min, Self.characters))"
      case .length(let min, let max): return "\(f.number(min)) bis \(f.number(max)) Zeichen"
      case .maxBytes(let n): return "höchstens \(f.count(n, one: "# Byte", other: "# Bytes"))"
      case .minCount(let n): return "mindestens \(f.count(n, Self.entries))"
      case .maxCount(let n): return "höchstens \(f.count(n, Self.entries))"
      case .count(let min, let max) where min == max: return "genau \(f.count(min, Self.entries))"
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
        return "mindestens \(Self.classNouns.count(n, characterClass, f))"
      case .only(let classes) where classes.isEmpty: return "keine Zeichen"
      case .only(let classes): return "nur \(Self.classNames.list(classes, f))"
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
      case .hidden(let hidden): return Self.hiddenPhrases[hidden]
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
        predicate =
          "muss mindestens \(Self.classNounsAccusative.count(n, characterClass, f)) enthalten"
      case .only(let classes) where classes.isEmpty: predicate = "darf keine Zeichen enthalten"
      case .only: predicate = "darf \(phrase(constraint, f)) enthalten"
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
      case .hidden(let hidden): predicate = Self.hiddenPredicates[hidden]
      case .conversion(let conversion): predicate = "muss \(expected(conversion, f)) sein"
      }
      return said(predicate, about: subject, f)
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

    static let conditions = ConditionWords(
      anyOf: "muss eine dieser Bedingungen erfüllen: ", meeting: "muss diese Bedingung erfüllen: ",
      notMeeting: "darf diese Bedingung nicht erfüllen: ",
      notMeetingPhrase: "erfüllt nicht: ")

    func said(_ predicate: String, about subject: String?, _ f: MessageFormat) -> String {
      guard let subject else {
        return f.sentence(predicate)
      }
      return "\(subject) \(predicate)."
    }

    private static let characters = NounForms(other: "# Zeichen")
    private static let entries = NounForms(one: "# Eintrag", other: "# Einträge")

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
    // in the accusative as the object of "enthalten" ("1 Großbuchstaben"). The letters are
    // weak nouns: only the nominative singular drops the final "n".
    private static let classNouns = BuiltInClassWords(
      uppercase: NounForms(one: "# Großbuchstabe", other: "# Großbuchstaben"),
      lowercase: NounForms(one: "# Kleinbuchstabe", other: "# Kleinbuchstaben"),
      letters: NounForms(one: "# Buchstabe", other: "# Buchstaben"),
      digits: NounForms(one: "# Ziffer", other: "# Ziffern"),
      whitespace: NounForms(other: "# Leerzeichen"), special: NounForms(other: "# Sonderzeichen"))
    private static let classNounsAccusative = BuiltInClassWords(
      uppercase: NounForms(other: "# Großbuchstaben"),
      lowercase: NounForms(other: "# Kleinbuchstaben"), letters: NounForms(other: "# Buchstaben"),
      digits: classNouns.digits, whitespace: classNouns.whitespace, special: classNouns.special)

    private static let classNames = BuiltInClassWords(
      uppercase: "Großbuchstaben", lowercase: "Kleinbuchstaben", letters: "Buchstaben",
      digits: "Ziffern", whitespace: "Leerzeichen", special: "Sonderzeichen")

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

    // What a secret field shows for a hidden constraint, naming no value.
    private static let hiddenPhrases = HiddenWords(
      equalTo: "der erwartete Wert", oneOf: "einer der zulässigen Werte",
      noneOf: "keiner der ausgeschlossenen Werte", hasPrefix: "beginnt mit dem vorgegebenen Text",
      hasSuffix: "endet auf den vorgegebenen Text", contains: "enthält den vorgegebenen Text")
    private static let hiddenPredicates = HiddenWords(
      equalTo: "muss übereinstimmen", oneOf: "muss einer der zulässigen Werte sein",
      noneOf: "darf keiner der ausgeschlossenen Werte sein",
      hasPrefix: "muss mit dem vorgegebenen Text beginnen",
      hasSuffix: "muss auf den vorgegebenen Text enden",
      contains: "muss den vorgegebenen Text enthalten")
  }
#endif
