#if canImport(Foundation)
  import Foundation

  // Messages in Italian. A sentence speaks of the field, "Il campo «Password» deve …", or
  // "Questo campo deve …" without its name: the name's gender and article are unknown,
  // and an adjective agrees with "campo".
  struct Italian: PredicateLanguage {
    var pluralRule: PluralRule { .oneForOneManyForMillions }
    var sentenceSeparator: String { " " }

    func phrase(_ constraint: Constraint, _ f: MessageFormat) -> String {
      switch constraint {
      case .required: return "obbligatorio"
      case .nonEmpty: return "non vuoto"
      case .nonBlank: return "almeno un carattere visibile"
      case .minLength(let n): return "almeno \(f.count(n, Self.characters))"
      case .maxLength(let n): return "al massimo \(f.count(n, Self.characters))"
      case .length(let min, let max) where min == max:
        return "esattamente \(f.count(min, Self.characters))"
      case .length(let min, let max): return "tra \(f.number(min)) e \(f.number(max)) caratteri"
      case .maxBytes(let n): return "al massimo \(f.count(n, Self.bytes))"
      case .minCount(let n): return "almeno \(f.count(n, Self.items))"
      case .maxCount(let n): return "al massimo \(f.count(n, Self.items))"
      case .count(let min, let max) where min == max:
        return "esattamente \(f.count(min, Self.items))"
      case .count(let min, let max): return "tra \(f.number(min)) e \(f.number(max)) elementi"
      case .minimum(.date(let date)): return "a partire \(day(date, .from, f))"
      case .minimum(let bound): return "almeno \(f.value(bound))"
      case .maximum(.date(let date)): return "fino \(day(date, .to, f))"
      case .maximum(let bound): return "al massimo \(f.value(bound))"
      case .range(.date(let lower), .date(let upper)) where lower == upper:
        return day(lower, .the, f)
      case .range(.date(let lower), .date(let upper)):
        return "tra \(day(lower, .the, f)) e \(day(upper, .the, f))"
      case .range(let lower, let upper) where lower == upper: return "esattamente \(f.value(lower))"
      case .range(let lower, let upper): return "tra \(f.value(lower)) e \(f.value(upper))"
      case .halfOpenRange(.date(let lower), .date(let upper)):
        return "a partire \(day(lower, .from, f)) e prima \(day(upper, .of, f))"
      case .halfOpenRange(let lower, let upper):
        return "almeno \(f.value(lower)) e meno di \(f.value(upper))"
      case .multiple(let divisor): return "un multiplo di \(f.value(divisor))"
      case .oneOf(let values) where values.isEmpty: return "nessun valore"
      case .oneOf(let values): return f.values(values, joinedBy: .or)
      case .noneOf(let values) where values.isEmpty: return "qualsiasi valore"
      case .noneOf(let values) where values.count == 1:
        return "diverso da \(f.values(values, joinedBy: .or))"
      case .noneOf(let values): return neither(values, f)
      case .equalTo(.date(let date)): return day(date, .the, f)
      case .equalTo(let value): return f.value(value)
      case .accepted: return "accettato"
      case .hasPrefix(let text): return "inizia con \(f.quoted(text))"
      case .hasSuffix(let text): return "termina con \(f.quoted(text))"
      case .contains(let text): return "contiene \(f.quoted(text))"
      case .atLeast(let n, let characterClass):
        return "almeno \(Self.classNouns.count(n, characterClass, f))"
      case .only(let classes) where classes.isEmpty: return "nessun carattere"
      case .only(let classes): return "solo \(Self.classNames.list(classes, f))"
      case .ascii: return "solo caratteri ASCII"
      case .email: return "un indirizzo email valido"
      case .url(let schemes): return webAddress(schemes, f)
      case .hostname: return "un nome host valido"
      case .ipv4: return "un indirizzo IPv4"
      case .ipv6: return "un indirizzo IPv6"
      case .e164:
        return "un numero di telefono in formato internazionale, ad esempio +393123456789"
      case .uuid(let version?): return "un UUID versione \(version)"
      case .uuid(nil): return "un UUID"
      case .pattern(let pattern?): return "corrisponde al modello \(f.quoted(pattern))"
      case .pattern(nil): return "nel formato richiesto"
      case .hidden(let hidden): return Self.hiddenPhrases[hidden]
      case .conversion(let conversion): return expected(conversion, f)
      }
    }

    func sentence(_ constraint: Constraint, subject: String?, _ f: MessageFormat) -> String {
      let predicate: String
      switch constraint {
      case .required, .conversion(.value): predicate = "è obbligatorio"
      case .nonEmpty: predicate = "non può essere vuoto"
      case .nonBlank: predicate = "deve contenere almeno un carattere visibile"
      case .minLength, .length, .minCount, .count:
        predicate = "deve contenere \(phrase(constraint, f))"
      case .maxLength(let n): predicate = "non può contenere più di \(f.count(n, Self.characters))"
      case .maxBytes(let n): predicate = "non può occupare più di \(f.count(n, Self.bytes))"
      case .maxCount(let n): predicate = "non può contenere più di \(f.count(n, Self.items))"
      case .minimum(.date(let date)):
        predicate = "deve essere una data uguale o successiva \(day(date, .to, f))"
      case .minimum(let bound): predicate = "deve essere maggiore o uguale a \(f.value(bound))"
      case .maximum(.date(let date)):
        predicate = "deve essere una data uguale o precedente \(day(date, .to, f))"
      case .maximum(let bound): predicate = "deve essere minore o uguale a \(f.value(bound))"
      case .range(.date(let lower), .date(let upper)) where lower == upper:
        predicate = "deve essere \(day(lower, .the, f))"
      case .range(.date(let lower), .date(let upper)):
        predicate =
          "deve essere una data compresa tra \(day(lower, .the, f)) e \(day(upper, .the, f))"
      case .range(let lower, let upper) where lower == upper:
        predicate = "deve essere uguale a \(f.value(lower))"
      case .range(let lower, let upper):
        predicate = "deve essere compreso tra \(f.value(lower)) e \(f.value(upper))"
      case .halfOpenRange(.date(let lower), .date(let upper)):
        predicate =
          "deve essere una data uguale o successiva \(day(lower, .to, f))"
          + " e precedente \(day(upper, .to, f))"
      case .halfOpenRange(let lower, let upper):
        predicate =
          "deve essere maggiore o uguale a \(f.value(lower)) e minore di \(f.value(upper))"
      case .multiple, .email, .url, .hostname, .ipv4, .ipv6, .e164, .uuid:
        predicate = "deve essere \(phrase(constraint, f))"
      case .oneOf(let values) where values.isEmpty: predicate = "non può avere alcun valore"
      case .oneOf(let values): predicate = "deve essere \(f.values(values, joinedBy: .or))"
      case .noneOf(let values) where values.isEmpty: predicate = "può avere qualsiasi valore"
      case .noneOf(let values) where values.count == 1:
        predicate = "non può essere \(f.values(values, joinedBy: .or))"
      case .noneOf(let values): predicate = "non può essere \(neither(values, f))"
      case .equalTo(.date(let date)): predicate = "deve essere \(day(date, .the, f))"
      case .equalTo(let value): predicate = "deve essere uguale a \(f.value(value))"
      case .accepted: predicate = "deve essere accettato"
      case .hasPrefix(let text): predicate = "deve iniziare con \(f.quoted(text))"
      case .hasSuffix(let text): predicate = "deve terminare con \(f.quoted(text))"
      case .contains(let text): predicate = "deve contenere \(f.quoted(text))"
      case .atLeast(let n, let characterClass):
        predicate = "deve contenere almeno \(Self.classNouns.count(n, characterClass, f))"
      case .only(let classes) where classes.isEmpty:
        predicate = "non può contenere alcun carattere"
      case .only(let classes): predicate = "può contenere solo \(Self.classNames.list(classes, f))"
      case .ascii: predicate = "può contenere solo caratteri ASCII"
      case .pattern(let pattern?):
        predicate = "deve corrispondere al modello \(f.quoted(pattern))"
      case .pattern(nil): predicate = "non è nel formato richiesto"
      case .conversion(.nanosecondTime):
        predicate = "deve avere una precisione massima di un nanosecondo"
      case .hidden(let hidden): predicate = Self.hiddenPredicates[hidden]
      case .conversion(let conversion): predicate = "deve essere \(expected(conversion, f))"
      }
      return said(predicate, about: subject, f)
    }

    func report(_ text: ReportText, _ f: MessageFormat) -> String {
      switch text {
      case .unprocessableContent: return "Contenuto non elaborabile"
      case .badRequest: return "Richiesta non valida"
      case .unreadableBody: return "Impossibile leggere il corpo della richiesta."
      case .failures(let count, let listed, let entries):
        let failures =
          f.count(count, one: "# errore di convalida", other: "# errori di convalida") + "."
        guard let listed else { return failures }
        return failures + " Voci elencate: \(f.number(listed)) su \(f.number(entries))."
      case .expected(let expected, let foundNull):
        let shape: String
        switch expected {
        case .object: shape = "un oggetto"
        case .array: shape = "un array"
        case .value(let type): shape = "un valore di tipo \(type)"
        }
        return foundNull ? "previsto \(shape), trovato null" : "previsto \(shape)"
      case .missingKey(let key): return "chiave \(key) mancante"
      case .unreadableValue: return "un valore che non è stato possibile leggere"
      case .undecodedValue: return "un valore che non è stato possibile decodificare"
      case .unchecked(let phrase): return "\(phrase) (non ancora verificato)"
      case .unexpectedKey: return "chiave inattesa"
      case .nestedTooDeeply(let limit):
        return "annidato su più di \(f.count(limit, one: "# livello", other: "# livelli"))"
      }
    }

    func negatedPhrase(_ constraint: Constraint, _ f: MessageFormat) -> String {
      switch constraint {
      case .nonEmpty: return "vuoto"
      case .nonBlank: return "vuoto"
      case .contains(let text): return "non contiene \(f.quoted(text))"
      case .hasPrefix(let text): return "non inizia con \(f.quoted(text))"
      case .hasSuffix(let text): return "non termina con \(f.quoted(text))"
      case .pattern(let pattern?): return "non corrisponde al modello \(f.quoted(pattern))"
      default: return "non consentito: \(phrase(constraint, f))"
      }
    }

    func negatedSentence(_ constraint: Constraint, subject: String?, _ f: MessageFormat) -> String {
      let predicate: String
      switch constraint {
      case .nonEmpty: predicate = "deve essere vuoto"
      case .nonBlank: predicate = "deve essere vuoto"
      case .contains(let text): predicate = "non può contenere \(f.quoted(text))"
      case .hasPrefix(let text): predicate = "non può iniziare con \(f.quoted(text))"
      case .hasSuffix(let text): predicate = "non può terminare con \(f.quoted(text))"
      case .pattern(let pattern?):
        predicate = "non può corrispondere al modello \(f.quoted(pattern))"
      default: predicate = "non deve soddisfare questa condizione: \(phrase(constraint, f))"
      }
      return said(predicate, about: subject, f)
    }

    static let conditions = ConditionWords(
      anyOf: "deve soddisfare una di queste condizioni: ",
      meeting: "deve soddisfare questa condizione: ",
      notMeeting: "non deve soddisfare questa condizione: ",
      notMeetingPhrase: "non soddisfa questa condizione: ")

    // "Il campo «Password» deve …." or "Questo campo deve …."
    func said(_ predicate: String, about subject: String?, _ f: MessageFormat) -> String {
      guard let subject else { return "Questo campo \(predicate)." }
      return "Il campo \(f.quoted(subject)) \(predicate)."
    }

    // The article before a day, alone or joined with a preposition.
    private enum Article {
      // "il", "l'"
      case the
      // "al", "all'"
      case to
      // "dal", "dall'"
      case from
      // "del", "dell'"
      case of
    }

    // A date after its article: "il 1 marzo 2025", "dall'8 marzo 2025". The article
    // elides before a day read with a vowel: 8 (otto) and 11 (undici).
    private func day(_ date: Date, _ article: Article, _ f: MessageFormat) -> String {
      let text = f.date(date)
      let elided = text.hasPrefix("8 ") || text.hasPrefix("11 ")
      switch article {
      case .the: return (elided ? "l’" : "il ") + text
      case .to: return (elided ? "all’" : "al ") + text
      case .from: return (elided ? "dall’" : "dal ") + text
      case .of: return (elided ? "dell’" : "del ") + text
      }
    }

    // "né «admin» né «root»"
    private func neither(_ values: [Constraint.Value], _ f: MessageFormat) -> String {
      values.map { "né \(f.value($0))" }.joined(separator: " ")
    }

    // "1 carattere", "2 caratteri", "1.000.000 di caratteri".
    private static let characters = NounForms(
      one: "# carattere", many: "# di caratteri", other: "# caratteri")
    // "Byte" does not change in the plural.
    private static let bytes = NounForms(one: "# byte", many: "# di byte", other: "# byte")
    private static let items = NounForms(
      one: "# elemento", many: "# di elementi", other: "# elementi")

    // A count of a class's characters: "1 lettera maiuscola", "3 caratteri speciali".
    private static let classNouns = BuiltInClassWords(
      uppercase: NounForms(
        one: "# lettera maiuscola", many: "# di lettere maiuscole", other: "# lettere maiuscole"),
      lowercase: NounForms(
        one: "# lettera minuscola", many: "# di lettere minuscole", other: "# lettere minuscole"),
      letters: NounForms(one: "# lettera", many: "# di lettere", other: "# lettere"),
      digits: NounForms(one: "# cifra", many: "# di cifre", other: "# cifre"),
      whitespace: NounForms(one: "# spazio", many: "# di spazi", other: "# spazi"),
      special: NounForms(
        one: "# carattere speciale", many: "# di caratteri speciali",
        other: "# caratteri speciali"))

    // Classes by their plural names: "lettere e cifre".
    private static let classNames = BuiltInClassWords(
      uppercase: "lettere maiuscole", lowercase: "lettere minuscole", letters: "lettere",
      digits: "cifre", whitespace: "spazi", special: "caratteri speciali")

    private func webAddress(_ schemes: [String], _ f: MessageFormat) -> String {
      "un indirizzo web che inizi con \(f.schemes(schemes))"
    }

    private func expected(_ conversion: Constraint.Conversion, _ f: MessageFormat) -> String {
      switch conversion {
      case .value: return "un valore"
      case .wholeNumber: return "un numero intero"
      case .number: return "un numero"
      case .date: return "una data (AAAA-MM-GG)"
      case .dateTime: return "una data e ora (AAAA-MM-GGThh:mm:ssZ)"
      case .dateOrDateTime:
        return "una data (AAAA-MM-GG) o una data e ora (AAAA-MM-GGThh:mm:ssZ)"
      case .dateWithinYears: return "una data compresa tra gli anni 1 e 9999"
      case .nanosecondTime: return "un orario con una precisione massima di un nanosecondo"
      case .webAddress(let schemes): return webAddress(schemes, f)
      case .character: return "un solo carattere"
      case .checkbox: return "selezionato o non selezionato"
      case .existingDay: return "un giorno che esiste nel calendario"
      case .rawValue(let values): return f.values(values.map(Constraint.Value.text), joinedBy: .or)
      }
    }

    // What a secret field shows for a hidden constraint, naming no value.
    private static let hiddenPhrases = HiddenWords(
      equalTo: "il valore previsto", oneOf: "uno dei valori consentiti",
      noneOf: "nessuno dei valori esclusi", hasPrefix: "inizia con il testo richiesto",
      hasSuffix: "termina con il testo richiesto", contains: "contiene il testo richiesto")
    private static let hiddenPredicates = HiddenWords(
      equalTo: "deve corrispondere", oneOf: "deve essere uno dei valori consentiti",
      noneOf: "non può essere uno dei valori esclusi",
      hasPrefix: "deve iniziare con il testo richiesto",
      hasSuffix: "deve terminare con il testo richiesto",
      contains: "deve contenere il testo richiesto")
  }
#endif
