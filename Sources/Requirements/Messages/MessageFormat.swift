#if canImport(Foundation)
  import Foundation

  // What a language's messages need from the locale they are shown in: numbers, dates and
  // lists formatted by Foundation, quotation marks, and counted words in the right plural
  // form.
  struct MessageFormat {
    init(locale: Locale, pluralRule: PluralRule) {
      self.locale = locale
      self.pluralRule = pluralRule
      requested = locale
    }

    // The locale numbers and dates are formatted in.
    let locale: Locale

    // The locale the message was asked for, which a caller's own texts are shown in
    // (`locale` is English's when the library has no messages in its language).
    var requested: Locale

    // The plural rule of the messages' language.
    let pluralRule: PluralRule

    // A whole number as the locale writes it: "1,000", "1.000", "1 000".
    func number(_ number: Int) -> String {
      number.formatted(.number.locale(locale))
    }

    // A count with its word in the plural form the number takes, `#` standing for the
    // number: `count(5, one: "# символ", few: "# символа", many: "# символов")`. A missing
    // form falls back to `other`, then `many`.
    func count(
      _ number: Int, zero: String? = nil, one: String? = nil, two: String? = nil,
      few: String? = nil, many: String? = nil, other: String? = nil
    ) -> String {
      let form: String?
      switch pluralRule.category(of: number) {
      case .zero: form = zero
      case .one: form = one
      case .two: form = two
      case .few: form = few
      case .many: form = many
      case .other: form = other
      }
      let chosen = form ?? other ?? many ?? ""
      return chosen.replacingOccurrences(of: "#", with: self.number(number))
    }

    // A parameter's value as the locale writes it: numbers and dates formatted, text in
    // quotation marks.
    func value(_ value: Constraint.Value) -> String {
      switch value {
      case .integer(let integer): return number(integer)
      case .number(let number): return number.formatted(.number.locale(locale))
      case .decimal(let decimal): return decimal.formatted(.number.locale(locale))
      case .date(let date): return self.date(date)
      case .text(let text): return quoted(text)
      }
    }

    // A date as the locale writes it in full, with the time unless it is midnight here.
    func date(_ date: Date) -> String {
      guard date.timeIntervalSinceReferenceDate.isFinite else { return "—" }
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = .current
      let isMidnight = calendar.startOfDay(for: date) == date
      let style = Date.FormatStyle(
        date: .long, time: isMidnight ? .omitted : .shortened, locale: locale,
        calendar: calendar, timeZone: .current)
      return date.formatted(style)
    }

    // Values listed as the locale lists them, joined by "and" or "or".
    func values(_ values: [Constraint.Value], joinedBy type: ListJoin) -> String {
      list(values.map(value), joinedBy: type)
    }

    // URL schemes as a list of alternatives: "http:// or https://".
    func schemes(_ schemes: [String]) -> String {
      list(schemes.map { "\($0)://" }, joinedBy: .or)
    }

    // A predicate made a sentence of its own: capitalised, with a full stop.
    func sentence(_ predicate: String) -> String {
      predicate.prefix(1).uppercased() + predicate.dropFirst() + "."
    }

    // Items listed as the locale lists them: "a, b, and c", "a, b und c", "a、b和c".
    func list(_ items: [String], joinedBy type: ListJoin) -> String {
      items.formatted(.list(type: type == .and ? .and : .or).locale(locale))
    }

    // A text between the locale's quotation marks: “text”, „Text“, « texte », 「テキスト」.
    func quoted(_ text: String) -> String {
      // Arabic text quotes with guillemets, where CLDR gives straight quotation marks.
      let isArabic = locale.language.languageCode == "ar"
      let begin = isArabic ? "\u{AB}" : locale.quotationBeginDelimiter ?? "\u{201C}"
      let end = isArabic ? "\u{BB}" : locale.quotationEndDelimiter ?? "\u{201D}"
      // French quotation marks stand apart from the text.
      let spacing = locale.language.languageCode == "fr" ? "\u{A0}" : ""
      return begin + spacing + escapedForReport(text, escapingQuotes: false) + spacing + end
    }

    // The word joining the last two items of a list.
    enum ListJoin {
      case and, or
    }
  }
#endif
