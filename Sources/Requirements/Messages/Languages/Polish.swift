#if canImport(Foundation)
  // Messages in Polish. A sentence speaks of the field, „Pole „Hasło”” or „To pole”, both
  // neuter, so that every predicate agrees with its subject whatever the field's name is.
  // A checklist names things in the nominative („co najmniej 1 cyfra”), a sentence as the
  // object of „zawierać” („musi zawierać co najmniej 1 cyfrę”); after „do” counts take
  // the genitive („od 8 do 21 znaków”).
  struct Polish: PredicateLanguage {
    var pluralRule: PluralRule { .polish }
    var sentenceSeparator: String { " " }

    func phrase(_ constraint: Constraint, _ f: MessageFormat) -> String {
      switch constraint {
      case .required: return "wymagane"
      case .nonEmpty: return "niepusta wartość"
      case .nonBlank: return "co najmniej jeden widoczny znak"
      case .minLength(let n): return "co najmniej \(f.count(n, Self.characters))"
      case .maxLength(let n): return "co najwyżej \(f.count(n, Self.characters))"
      case .length(let min, let max) where min == max:
        return "dokładnie \(f.count(min, Self.characters))"
      case .length(let min, let max):
        return "od \(f.number(min)) do \(f.count(max, Self.charactersGenitive))"
      case .maxBytes(let n): return "co najwyżej \(f.count(n, Self.bytes))"
      case .minCount(let n): return "co najmniej \(f.count(n, Self.items))"
      case .maxCount(let n): return "co najwyżej \(f.count(n, Self.items))"
      case .count(let min, let max) where min == max:
        return "dokładnie \(f.count(min, Self.items))"
      case .count(let min, let max):
        return "od \(f.number(min)) do \(f.count(max, Self.itemsGenitive))"
      case .minimum(.date(let date)): return "nie wcześniej niż \(f.date(date))"
      case .minimum(let bound): return "co najmniej \(f.value(bound))"
      case .maximum(.date(let date)): return "nie później niż \(f.date(date))"
      case .maximum(let bound): return "co najwyżej \(f.value(bound))"
      case .range(.date(let lower), .date(let upper)) where lower == upper: return f.date(lower)
      case .range(let lower, let upper) where lower == upper: return "dokładnie \(f.value(lower))"
      case .range(let lower, let upper): return "od \(f.value(lower)) do \(f.value(upper))"
      case .halfOpenRange(.date(let lower), .date(let upper)):
        return "nie wcześniej niż \(f.date(lower)) i przed \(f.date(upper))"
      case .halfOpenRange(let lower, let upper):
        return "co najmniej \(f.value(lower)) i mniej niż \(f.value(upper))"
      case .multiple(let divisor): return "wielokrotność \(f.value(divisor))"
      case .oneOf(let values) where values.isEmpty: return "brak dozwolonych wartości"
      case .oneOf(let values): return f.values(values, joinedBy: .or)
      case .noneOf(let values) where values.isEmpty: return "dowolna wartość"
      case .noneOf(let values): return "wartość inna niż \(f.values(values, joinedBy: .and))"
      case .equalTo(let value): return f.value(value)
      case .accepted: return "zaakceptowane"
      case .hasPrefix(let text): return "zaczyna się od \(f.quoted(text))"
      case .hasSuffix(let text): return "kończy się na \(f.quoted(text))"
      case .contains(let text): return "zawiera \(f.quoted(text))"
      case .atLeast(let n, let characterClass):
        return "co najmniej \(Self.classNouns.count(n, characterClass, f))"
      case .only(let classes) where classes.isEmpty: return "bez znaków"
      case .only(let classes): return "tylko \(Self.classNames.list(classes, f))"
      case .ascii: return "tylko znaki ASCII"
      case .email: return "prawidłowy adres e-mail"
      case .url(let schemes): return webAddress(schemes, f)
      case .hostname: return "prawidłowa nazwa hosta"
      case .ipv4: return "prawidłowy adres IPv4"
      case .ipv6: return "prawidłowy adres IPv6"
      case .e164: return "numer telefonu w formacie międzynarodowym, np. +48501234567"
      case .uuid(let version?): return "UUID w wersji \(version)"
      case .uuid(nil): return "UUID"
      case .pattern(let pattern?): return "pasuje do wzorca \(f.quoted(pattern))"
      case .pattern(nil): return "we właściwym formacie"
      case .hidden(let hidden): return Self.hiddenPhrases[hidden]
      case .conversion(let conversion): return expected(conversion, .nominative, f)
      }
    }

    func sentence(_ constraint: Constraint, subject: String?, _ f: MessageFormat) -> String {
      let predicate: String
      switch constraint {
      case .required, .conversion(.value): predicate = "jest wymagane"
      case .nonEmpty: predicate = "nie może być puste"
      case .nonBlank, .minLength, .length, .minCount, .count, .email, .url, .ipv4, .ipv6, .e164,
        .uuid:
        predicate = "musi zawierać \(phrase(constraint, f))"
      case .maxLength, .maxCount: predicate = "może zawierać \(phrase(constraint, f))"
      case .maxBytes(let n): predicate = "może zajmować co najwyżej \(f.count(n, Self.bytes))"
      case .minimum(.date(let date)):
        predicate = "musi zawierać datę nie wcześniejszą niż \(f.date(date))"
      case .maximum(.date(let date)):
        predicate = "musi zawierać datę nie późniejszą niż \(f.date(date))"
      case .range(.date, .date): predicate = "musi zawierać datę \(phrase(constraint, f))"
      case .halfOpenRange(.date(let lower), .date(let upper)):
        let bounds = "nie wcześniejszą niż \(f.date(lower)) i wcześniejszą niż \(f.date(upper))"
        predicate = "musi zawierać datę \(bounds)"
      case .minimum(let bound): predicate = "musi mieć wartość nie mniejszą niż \(f.value(bound))"
      case .maximum(let bound): predicate = "musi mieć wartość nie większą niż \(f.value(bound))"
      case .halfOpenRange(let lower, let upper):
        predicate =
          "musi mieć wartość nie mniejszą niż \(f.value(lower)) i mniejszą niż \(f.value(upper))"
      case .multiple(let divisor):
        predicate = "musi mieć wartość będącą wielokrotnością \(f.value(divisor))"
      case .oneOf(let values) where values.isEmpty: predicate = "nie może mieć żadnej wartości"
      case .range, .oneOf, .equalTo: predicate = "musi mieć wartość \(phrase(constraint, f))"
      case .accepted: predicate = "musi zostać zaakceptowane"
      case .conversion(.checkbox): predicate = "musi być zaznaczone lub niezaznaczone"
      case .noneOf(let values) where values.isEmpty: predicate = "może mieć dowolną wartość"
      case .noneOf(let values):
        predicate = "musi mieć wartość inną niż \(f.values(values, joinedBy: .and))"
      case .hasPrefix(let text): predicate = "musi zaczynać się od \(f.quoted(text))"
      case .hasSuffix(let text): predicate = "musi kończyć się na \(f.quoted(text))"
      case .contains(let text): predicate = "musi zawierać \(f.quoted(text))"
      case .atLeast(let n, let characterClass):
        predicate =
          "musi zawierać co najmniej \(Self.classNounsAccusative.count(n, characterClass, f))"
      case .only(let classes) where classes.isEmpty: predicate = "musi być puste"
      case .only, .ascii: predicate = "może zawierać \(phrase(constraint, f))"
      case .hostname: predicate = "musi zawierać prawidłową nazwę hosta"
      case .pattern(let pattern?): predicate = "musi pasować do wzorca \(f.quoted(pattern))"
      case .pattern(nil): predicate = "ma nieprawidłowy format"
      case .conversion(.rawValue(let values)):
        predicate =
          "musi mieć wartość \(f.values(values.map(Constraint.Value.text), joinedBy: .or))"
      case .hidden(let hidden): predicate = Self.hiddenPredicates[hidden]
      case .conversion(let conversion):
        predicate = "musi zawierać \(expected(conversion, .accusative, f))"
      }
      return said(predicate, about: subject, f)
    }

    func report(_ text: ReportText, _ f: MessageFormat) -> String {
      switch text {
      case .unprocessableContent: return "Nieprzetwarzalna zawartość"
      case .badRequest: return "Nieprawidłowe żądanie"
      case .unreadableBody: return "Nie udało się odczytać treści żądania."
      case .failures(let count, let listed, let entries):
        let failures =
          f.count(
            count, one: "# błąd walidacji", few: "# błędy walidacji", many: "# błędów walidacji",
            other: "# błędu walidacji") + "."
        guard let listed else { return failures }
        return failures + " Wymienione wpisy: \(f.number(listed)) z \(f.number(entries))."
      case .expected(let expected, let foundNull):
        let shape: String
        switch expected {
        case .object: shape = "obiektu"
        case .array: shape = "tablicy"
        case .value(let type): shape = "wartości typu \(type)"
        }
        return foundNull ? "oczekiwano \(shape), znaleziono null" : "oczekiwano \(shape)"
      case .missingKey(let key): return "brak klucza \(key)"
      case .unreadableValue: return "wartość, której nie udało się odczytać"
      case .undecodedValue: return "wartość, której nie udało się zdekodować"
      case .unchecked(let phrase): return "\(phrase) (jeszcze niesprawdzone)"
      case .unexpectedKey: return "nieoczekiwany klucz"
      case .nestedTooDeeply(let limit):
        let levels = f.count(
          limit, one: "# poziom", few: "# poziomy", many: "# poziomów", other: "# poziomu")
        return "zagnieżdżenie głębsze niż \(levels)"
      }
    }

    func negatedPhrase(_ constraint: Constraint, _ f: MessageFormat) -> String {
      switch constraint {
      case .nonEmpty: return "pusta wartość"
      case .nonBlank: return "pusta wartość"
      case .contains(let text): return "nie zawiera \(f.quoted(text))"
      case .hasPrefix(let text): return "nie zaczyna się od \(f.quoted(text))"
      case .hasSuffix(let text): return "nie kończy się na \(f.quoted(text))"
      case .pattern(let pattern?): return "nie pasuje do wzorca \(f.quoted(pattern))"
      default: return "niedozwolone: \(phrase(constraint, f))"
      }
    }

    func negatedSentence(_ constraint: Constraint, subject: String?, _ f: MessageFormat) -> String {
      let predicate: String
      switch constraint {
      case .nonEmpty: predicate = "musi być puste"
      case .nonBlank: predicate = "musi być puste"
      case .contains(let text): predicate = "nie może zawierać \(f.quoted(text))"
      case .hasPrefix(let text): predicate = "nie może zaczynać się od \(f.quoted(text))"
      case .hasSuffix(let text): predicate = "nie może kończyć się na \(f.quoted(text))"
      case .pattern(let pattern?): predicate = "nie może pasować do wzorca \(f.quoted(pattern))"
      default: predicate = "nie może spełniać tego warunku: \(phrase(constraint, f))"
      }
      return said(predicate, about: subject, f)
    }

    // The grammatical case a counted or named thing takes.
    private enum GrammaticalCase {
      // Alone in a checklist, and after „co najmniej” there.
      case nominative
      // After „do”.
      case genitive
      // As the object of „zawierać”.
      case accusative
    }

    static let conditions = ConditionWords(
      anyOf: "musi spełniać jeden z warunków: ", meeting: "musi spełniać ten warunek: ",
      notMeeting: "nie może spełniać tego warunku: ",
      notMeetingPhrase: "nie spełnia tego warunku: ")

    // "Pole „Hasło” …." or "To pole …."
    func said(_ predicate: String, about subject: String?, _ f: MessageFormat) -> String {
      let field = subject.map { "Pole \(f.quoted($0))" } ?? "To pole"
      return "\(field) \(predicate)."
    }

    private static let characters = NounForms(one: "# znak", few: "# znaki", many: "# znaków")
    private static let charactersGenitive = NounForms(
      one: "# znaku", few: "# znaków", many: "# znaków")
    private static let items = NounForms(one: "# element", few: "# elementy", many: "# elementów")
    private static let itemsGenitive = NounForms(
      one: "# elementu", few: "# elementów", many: "# elementów")
    private static let bytes = NounForms(one: "# bajt", few: "# bajty", many: "# bajtów")

    // Characters of a class: „1 cyfra” in a checklist, „1 cyfrę” after „zawierać”,
    // „2 cyfry”, „5 cyfr”.
    private static let classNouns = BuiltInClassWords(
      uppercase: NounForms(
        one: "# wielka litera", few: "# wielkie litery", many: "# wielkich liter"),
      lowercase: NounForms(one: "# mała litera", few: "# małe litery", many: "# małych liter"),
      letters: NounForms(one: "# litera", few: "# litery", many: "# liter"),
      digits: NounForms(one: "# cyfra", few: "# cyfry", many: "# cyfr"),
      whitespace: NounForms(one: "# biały znak", few: "# białe znaki", many: "# białych znaków"),
      special: NounForms(
        one: "# znak specjalny", few: "# znaki specjalne", many: "# znaków specjalnych"))
    private static let classNounsAccusative = BuiltInClassWords(
      uppercase: classNouns.uppercase.with(one: "# wielką literę"),
      lowercase: classNouns.lowercase.with(one: "# małą literę"),
      letters: classNouns.letters.with(one: "# literę"),
      digits: classNouns.digits.with(one: "# cyfrę"),
      whitespace: classNouns.whitespace, special: classNouns.special)

    // A class's plural, as „tylko” lists it: „litery”, „cyfry”.
    private static let classNames = BuiltInClassWords(
      uppercase: "wielkie litery", lowercase: "małe litery", letters: "litery", digits: "cyfry",
      whitespace: "białe znaki", special: "znaki specjalne")

    private func webAddress(_ schemes: [String], _ f: MessageFormat) -> String {
      "adres internetowy zaczynający się od \(f.schemes(schemes))"
    }

    // What a form field's text must convert to, in the nominative („data”) or as the
    // object of „zawierać” („datę”).
    private func expected(
      _ conversion: Constraint.Conversion, _ form: GrammaticalCase, _ f: MessageFormat
    ) -> String {
      let object = form == .accusative
      let date = object ? "datę" : "data"
      let dateAndTime = object ? "datę i godzinę" : "data i godzina"
      switch conversion {
      case .value: return "wartość"
      case .wholeNumber: return object ? "liczbę całkowitą" : "liczba całkowita"
      case .number: return object ? "liczbę" : "liczba"
      case .date: return "\(date) w formacie RRRR-MM-DD"
      case .dateTime: return "\(dateAndTime) w formacie RRRR-MM-DDTgg:mm:ssZ"
      case .dateOrDateTime:
        return "\(date) w formacie RRRR-MM-DD lub \(dateAndTime) w formacie RRRR-MM-DDTgg:mm:ssZ"
      case .dateWithinYears: return "\(date) z lat 1–9999"
      case .nanosecondTime: return "czas z dokładnością do nanosekundy"
      case .webAddress(let schemes): return webAddress(schemes, f)
      case .character: return "dokładnie jeden znak"
      case .checkbox: return "zaznaczone lub niezaznaczone"
      case .existingDay: return "dzień, który istnieje w kalendarzu"
      case .rawValue(let values): return f.values(values.map(Constraint.Value.text), joinedBy: .or)
      }
    }

    // What a secret field shows for a hidden constraint, naming no value.
    private static let hiddenPhrases = HiddenWords(
      equalTo: "oczekiwana wartość", oneOf: "jedna z dozwolonych wartości",
      noneOf: "wartość spoza wykluczonych", hasPrefix: "zaczyna się od wymaganego tekstu",
      hasSuffix: "kończy się wymaganym tekstem", contains: "zawiera wymagany tekst")
    private static let hiddenPredicates = HiddenWords(
      equalTo: "musi się zgadzać", oneOf: "musi mieć jedną z dozwolonych wartości",
      noneOf: "nie może mieć żadnej z wykluczonych wartości",
      hasPrefix: "musi zaczynać się od wymaganego tekstu",
      hasSuffix: "musi kończyć się wymaganym tekstem", contains: "musi zawierać wymagany tekst")
  }
#endif
