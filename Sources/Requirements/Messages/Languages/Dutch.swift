#if canImport(Foundation)
  // Messages in Dutch. Dutch predicates do not agree with their subject's gender, so a
  // sentence starts with the field's name as it is ("Wachtwoord moet …"), or with the
  // predicate when there is none ("Moet …"). Inclusive ranges read "tot en met".
  struct Dutch: PredicateLanguage {
    var pluralRule: PluralRule { .oneForOne }
    var sentenceSeparator: String { " " }

    func phrase(_ constraint: Constraint, _ f: MessageFormat) -> String {
      switch constraint {
      case .required: return "verplicht"
      case .nonEmpty: return "niet leeg"
      case .nonBlank: return "minimaal één zichtbaar teken"
      case .minLength(let n): return "minimaal \(f.count(n, Self.characters))"
      case .maxLength(let n): return "maximaal \(f.count(n, Self.characters))"
      case .length(let min, let max) where min == max:
        return "precies \(f.count(min, Self.characters))"
      case .length(let min, let max):
        return "\(f.number(min)) tot en met \(f.count(max, Self.characters))"
      case .maxBytes(let n): return "maximaal \(f.count(n, Self.bytes))"
      case .minCount(let n): return "minimaal \(f.count(n, Self.items))"
      case .maxCount(let n): return "maximaal \(f.count(n, Self.items))"
      case .count(let min, let max) where min == max: return "precies \(f.count(min, Self.items))"
      case .count(let min, let max):
        return "\(f.number(min)) tot en met \(f.count(max, Self.items))"
      case .minimum(.date(let date)): return "op of na \(f.date(date))"
      case .minimum(let bound): return "minimaal \(f.value(bound))"
      case .maximum(.date(let date)): return "op of vóór \(f.date(date))"
      case .maximum(let bound): return "maximaal \(f.value(bound))"
      case .range(.date(let lower), .date(let upper)) where lower == upper: return f.date(lower)
      case .range(let lower, let upper) where lower == upper: return "precies \(f.value(lower))"
      case .range(let lower, let upper):
        return "van \(f.value(lower)) tot en met \(f.value(upper))"
      case .halfOpenRange(.date(let lower), .date(let upper)):
        return "op of na \(f.date(lower)) en vóór \(f.date(upper))"
      case .halfOpenRange(let lower, let upper):
        return "minimaal \(f.value(lower)) en kleiner dan \(f.value(upper))"
      case .multiple(let divisor): return "een veelvoud van \(f.value(divisor))"
      case .oneOf(let values) where values.isEmpty: return "geen enkele waarde"
      case .oneOf(let values): return f.values(values, joinedBy: .or)
      case .noneOf(let values) where values.isEmpty: return "elke waarde"
      case .noneOf(let values): return "alles behalve \(f.values(values, joinedBy: .and))"
      case .equalTo(let value): return f.value(value)
      case .accepted: return "geaccepteerd"
      case .hasPrefix(let text): return "begint met \(f.quoted(text))"
      case .hasSuffix(let text): return "eindigt op \(f.quoted(text))"
      case .contains(let text): return "bevat \(f.quoted(text))"
      case .atLeast(let n, let characterClass):
        return "minimaal \(Self.classNouns.count(n, characterClass, f))"
      case .only(let classes) where classes.isEmpty: return "geen tekens"
      case .only(let classes): return "alleen \(Self.classNames.list(classes, f))"
      case .ascii: return "alleen ASCII-tekens"
      case .email: return "een geldig e-mailadres"
      case .url(let schemes): return webAddress(schemes, f)
      case .hostname: return "een geldige hostnaam"
      case .ipv4: return "een geldig IPv4-adres"
      case .ipv6: return "een geldig IPv6-adres"
      case .e164: return "een telefoonnummer in internationale notatie, zoals +31612345678"
      case .uuid(let version?): return "een UUID van versie \(version)"
      case .uuid(nil): return "een UUID"
      case .pattern(let pattern?): return "komt overeen met het patroon \(f.quoted(pattern))"
      case .pattern(nil): return "in het vereiste formaat"
      case .hidden(let hidden): return Self.hiddenPhrases[hidden]
      case .conversion(let conversion): return expected(conversion, f)
      }
    }

    func sentence(_ constraint: Constraint, subject: String?, _ f: MessageFormat) -> String {
      let predicate: String
      switch constraint {
      case .required, .conversion(.value):
        return subject.map { "\($0) is verplicht." } ?? "Dit veld is verplicht."
      case .nonEmpty: predicate = "mag niet leeg zijn"
      case .nonBlank, .minLength, .length, .minCount, .count, .atLeast:
        predicate = "moet \(phrase(constraint, f)) bevatten"
      case .maxLength, .maxCount: predicate = "mag \(phrase(constraint, f)) bevatten"
      case .maxBytes(let n): predicate = "mag maximaal \(f.count(n, Self.bytes)) groot zijn"
      case .minimum(.date), .maximum(.date), .halfOpenRange(.date, .date):
        predicate = "moet \(phrase(constraint, f)) liggen"
      case .range(.date(let lower), .date(let upper)) where lower != upper:
        predicate = "moet in de periode van \(f.date(lower)) tot en met \(f.date(upper)) liggen"
      case .oneOf(let values) where values.isEmpty: predicate = "mag geen enkele waarde hebben"
      case .minimum, .multiple, .oneOf, .equalTo, .email, .hostname, .ipv4, .ipv6, .uuid:
        predicate = "moet \(phrase(constraint, f)) zijn"
      case .maximum: predicate = "mag \(phrase(constraint, f)) zijn"
      case .range(let lower, let upper) where lower == upper:
        predicate = "moet \(phrase(constraint, f)) zijn"
      case .range(let lower, let upper):
        predicate = "moet minimaal \(f.value(lower)) en maximaal \(f.value(upper)) zijn"
      case .halfOpenRange(let lower, let upper):
        predicate = "moet minimaal \(f.value(lower)) en kleiner dan \(f.value(upper)) zijn"
      case .noneOf(let values) where values.isEmpty: predicate = "mag elke waarde hebben"
      case .noneOf(let values): predicate = "mag niet \(f.values(values, joinedBy: .or)) zijn"
      case .accepted: predicate = "moet geaccepteerd worden"
      case .conversion(.existingDay): predicate = "moet een dag zijn die in de kalender bestaat"
      case .hasPrefix(let text): predicate = "moet beginnen met \(f.quoted(text))"
      case .hasSuffix(let text): predicate = "moet eindigen op \(f.quoted(text))"
      case .contains(let text): predicate = "moet \(f.quoted(text)) bevatten"
      case .only(let classes) where classes.isEmpty: predicate = "moet leeg zijn"
      case .only, .ascii: predicate = "mag \(phrase(constraint, f)) bevatten"
      case .url(let schemes), .conversion(.webAddress(let schemes)):
        predicate = "moet een webadres zijn dat begint met \(f.schemes(schemes))"
      case .e164:
        predicate = "moet een telefoonnummer in internationale notatie zijn, zoals +31612345678"
      case .pattern(let pattern?):
        predicate = "moet overeenkomen met het patroon \(f.quoted(pattern))"
      case .pattern(nil): predicate = "heeft niet het vereiste formaat"
      case .conversion(.nanosecondTime):
        predicate = "mag niet nauwkeuriger zijn dan een nanoseconde"
      case .conversion(.character): predicate = "moet uit één teken bestaan"
      case .hidden(let hidden): predicate = Self.hiddenPredicates[hidden]
      case .conversion(let conversion): predicate = "moet \(expected(conversion, f)) zijn"
      }
      return said(predicate, about: subject, f)
    }

    func report(_ text: ReportText, _ f: MessageFormat) -> String {
      switch text {
      case .unprocessableContent: return "Onverwerkbare inhoud"
      case .badRequest: return "Ongeldig verzoek"
      case .unreadableBody: return "De inhoud van het verzoek kon niet worden gelezen."
      case .failures(let count, let listed, let entries):
        let failures = f.count(count, one: "# validatiefout", other: "# validatiefouten") + "."
        guard let listed else { return failures }
        return failures + " Vermelde items: \(f.number(listed)) van \(f.number(entries))."
      case .expected(let expected, let foundNull):
        let shape: String
        switch expected {
        case .object: shape = "object"
        case .array: shape = "array"
        case .value(let type): shape = "waarde van type \(type)"
        }
        return foundNull ? "\(shape) verwacht, null gevonden" : "\(shape) verwacht"
      case .missingKey(let key): return "sleutel \(key) ontbreekt"
      case .unreadableValue: return "een waarde die niet kon worden gelezen"
      case .undecodedValue: return "een waarde die niet kon worden gedecodeerd"
      case .unchecked(let phrase): return "\(phrase) (nog niet gecontroleerd)"
      case .unexpectedKey: return "onverwachte sleutel"
      case .nestedTooDeeply(let limit):
        return "meer dan \(f.count(limit, one: "# niveau", other: "# niveaus")) diep genest"
      }
    }

    func negatedPhrase(_ constraint: Constraint, _ f: MessageFormat) -> String {
      switch constraint {
      case .nonEmpty: return "leeg"
      case .nonBlank: return "leeg"
      case .contains(let text): return "bevat geen \(f.quoted(text))"
      case .hasPrefix(let text): return "begint niet met \(f.quoted(text))"
      case .hasSuffix(let text): return "eindigt niet op \(f.quoted(text))"
      case .pattern(let pattern?): return "komt niet overeen met het patroon \(f.quoted(pattern))"
      default: return "niet toegestaan: \(phrase(constraint, f))"
      }
    }

    func negatedSentence(_ constraint: Constraint, subject: String?, _ f: MessageFormat) -> String {
      let predicate: String
      switch constraint {
      case .nonEmpty: predicate = "moet leeg zijn"
      case .nonBlank: predicate = "moet leeg zijn"
      case .contains(let text): predicate = "mag geen \(f.quoted(text)) bevatten"
      case .hasPrefix(let text): predicate = "mag niet met \(f.quoted(text)) beginnen"
      case .hasSuffix(let text): predicate = "mag niet op \(f.quoted(text)) eindigen"
      case .pattern(let pattern?):
        predicate = "mag niet overeenkomen met het patroon \(f.quoted(pattern))"
      default: predicate = "mag niet aan deze voorwaarde voldoen: \(phrase(constraint, f))"
      }
      return said(predicate, about: subject, f)
    }

    static let conditions = ConditionWords(
      anyOf: "moet aan een van deze voorwaarden voldoen: ",
      meeting: "moet aan deze voorwaarde voldoen: ",
      notMeeting: "mag niet aan deze voorwaarde voldoen: ",
      notMeetingPhrase: "voldoet niet aan deze voorwaarde: ")

    // "Wachtwoord moet …." or "Moet …."
    func said(_ predicate: String, about subject: String?, _ f: MessageFormat) -> String {
      guard let subject else {
        return f.sentence(predicate)
      }
      return "\(subject) \(predicate)."
    }

    private static let characters = NounForms(one: "# teken", other: "# tekens")
    private static let items = NounForms(one: "# element", other: "# elementen")
    private static let bytes = NounForms(one: "# byte", other: "# bytes")

    // Characters of a class: "1 cijfer", "2 cijfers".
    private static let classNouns = BuiltInClassWords(
      uppercase: NounForms(one: "# hoofdletter", other: "# hoofdletters"),
      lowercase: NounForms(one: "# kleine letter", other: "# kleine letters"),
      letters: NounForms(one: "# letter", other: "# letters"),
      digits: NounForms(one: "# cijfer", other: "# cijfers"),
      whitespace: NounForms(one: "# witruimteteken", other: "# witruimtetekens"),
      special: NounForms(one: "# speciaal teken", other: "# speciale tekens"))

    // A class's plural, as "alleen" lists it: "letters", "cijfers".
    private static let classNames = BuiltInClassWords(
      uppercase: "hoofdletters", lowercase: "kleine letters", letters: "letters",
      digits: "cijfers", whitespace: "witruimtetekens", special: "speciale tekens")

    private func webAddress(_ schemes: [String], _ f: MessageFormat) -> String {
      "een webadres dat begint met \(f.schemes(schemes))"
    }

    private func expected(_ conversion: Constraint.Conversion, _ f: MessageFormat) -> String {
      switch conversion {
      case .value: return "een waarde"
      case .wholeNumber: return "een geheel getal"
      case .number: return "een getal"
      case .date: return "een datum in de notatie JJJJ-MM-DD"
      case .dateTime: return "een datum en tijd in de notatie JJJJ-MM-DDTuu:mm:ssZ"
      case .dateOrDateTime:
        return "\(expected(.date, f)) of \(expected(.dateTime, f))"
      case .dateWithinYears: return "een datum in de jaren 1 tot en met 9999"
      case .nanosecondTime: return "een tijd die niet nauwkeuriger is dan een nanoseconde"
      case .webAddress(let schemes): return webAddress(schemes, f)
      case .character: return "één teken"
      case .checkbox: return "aangevinkt of niet aangevinkt"
      case .existingDay: return "een dag die in de kalender bestaat"
      case .rawValue(let values): return f.values(values.map(Constraint.Value.text), joinedBy: .or)
      }
    }

    // What a secret field shows for a hidden constraint, naming no value.
    private static let hiddenPhrases = HiddenWords(
      equalTo: "de verwachte waarde", oneOf: "een van de toegestane waarden",
      noneOf: "geen van de uitgesloten waarden", hasPrefix: "begint met de vereiste tekst",
      hasSuffix: "eindigt op de vereiste tekst", contains: "bevat de vereiste tekst")
    private static let hiddenPredicates = HiddenWords(
      equalTo: "moet overeenkomen", oneOf: "moet een van de toegestane waarden zijn",
      noneOf: "mag geen van de uitgesloten waarden zijn",
      hasPrefix: "moet beginnen met de vereiste tekst",
      hasSuffix: "moet eindigen op de vereiste tekst", contains: "moet de vereiste tekst bevatten")
  }
#endif
