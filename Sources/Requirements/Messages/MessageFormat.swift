#if canImport(Foundation)
  import Foundation

  /// What a language's messages need from the locale they are shown in: numbers, dates and
  /// lists formatted by Foundation, quotation marks, and counted words in the right plural
  /// form.
  public struct MessageFormat: Sendable {
    init(locale: Locale, pluralRule: PluralRule, timeZone: TimeZone = .current) {
      self.locale = locale
      self.pluralRule = pluralRule
      self.timeZone = timeZone
      requested = locale
    }

    /// The locale numbers and dates are formatted in.
    public let locale: Locale

    /// The locale the message was asked for, which a caller's own texts are shown in
    /// (`locale` is English's when the library has no messages in its language).
    var requested: Locale

    /// The plural rule of the messages' language.
    public let pluralRule: PluralRule

    /// The time zone dates are shown in: the reader's, which on a server is not the
    /// process's.
    public let timeZone: TimeZone

    /// A whole number as the locale writes it: "1,000", "1.000", "1 000".
    public func number(_ number: Int) -> String {
      number.formatted(.number.locale(locale))
    }

    /// A whole number in the locale's digits with no grouping, as a year or a version is
    /// written: "9999", "٩٩٩٩".
    public func digits(_ number: Int) -> String {
      number.formatted(.number.grouping(.never).locale(locale))
    }

    /// A count with its word in the plural form the number takes.
    ///
    /// `#` stands for the number: `count(5, one: "# символ", few: "# символа", many: "# символов")`.
    /// A missing form falls back to `other`, then `many`. The forms are literals: a name from a caller
    /// goes through `count(_:naming:)`, so that no `#` in it is read as the number.
    public func count(
      _ number: Int, zero: StaticString? = nil, one: StaticString? = nil,
      two: StaticString? = nil, few: StaticString? = nil, many: StaticString? = nil,
      other: StaticString? = nil
    ) -> String {
      let template = form(
        number, zero: zero?.description, one: one?.description, two: two?.description,
        few: few?.description, many: many?.description, other: other?.description)
      // Searched byte by byte: Foundation's `replacingOccurrences` bridges to `NSString` on
      // Linux, and a search by `Character` breaks graphemes; either costs more than the
      // rest of a problem details document's summary. `#` is ASCII, so its byte is never
      // part of another scalar's; but a mark after it (the keycap `#️⃣`, a combining
      // accent) makes it part of a larger character, which is text, not the number. A
      // sign before it (the Arabic number sign U+0600) belongs to the number. Before
      // ASCII, `#` always ends its character, so only a `#` before another script asks
      // where the character ends.
      let formatted = self.number(number)
      let bytes = template.utf8
      var text = ""
      var start = bytes.startIndex
      for index in bytes.indices where bytes[index] == UInt8(ascii: "#") {
        let next = bytes.index(after: index)
        guard
          next == bytes.endIndex || bytes[next] < 0x80
            || String.Index(next, within: template) != nil
        else { continue }
        text += template[start..<index]
        text += formatted
        start = next
      }
      return text + template[start...]
    }

    /// A count followed by a name a caller gave, in the plural form the number takes, the
    /// name shown as written: `count(3, naming: form(3, one: "# sign", other: "# signs"))`
    /// is "3 # signs".
    public func count(_ number: Int, naming name: String) -> String {
      self.number(number) + " " + name
    }

    /// The form of a word that a number takes: `one` for 1 in English.
    ///
    /// A missing form falls back to `other`, then `many`.
    public func form(
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
      return form ?? other ?? many ?? ""
    }

    /// A parameter's value as the locale writes it: numbers and dates formatted, text in
    /// quotation marks.
    public func value(_ value: Constraint.Value) -> String {
      switch value {
      case .integer(let integer): return number(integer)
      case .number(let number): return self.number(number)
      case .decimal(let decimal): return self.number(decimal)
      case .date(let date): return self.date(date)
      case .text(let text): return quoted(text)
      }
    }

    /// A floating-point number as the locale writes it, with every digit of its shortest
    /// round-trip form: "1.23456789", "0,0000001"; from 10^21 on, and below 10^-15, in
    /// scientific notation: "1.5E300".
    public func number(_ number: Double) -> String {
      guard number.isFinite, number != 0 else { return number.formatted(.number.locale(locale)) }
      // Rounding to a fixed number of digits would show a bound of 1.23456789 as 1.234568,
      // and the user who typed 1.234568 would read that it is allowed. `description` has
      // the fewest digits that read back as the same double.
      let digits = ShortestDigits(number)
      if digits.exponent >= 21 || digits.exponent < -15 {
        return number.formatted(
          .number.notation(.scientific)
            .precision(.significantDigits(digits.count...digits.count)).locale(locale))
      }
      let fraction = max(0, digits.count - 1 - digits.exponent)
      return number.formatted(.number.precision(.fractionLength(0...fraction)).locale(locale))
    }

    /// A decimal number as the locale writes it, with all its digits.
    public func number(_ decimal: Decimal) -> String {
      guard decimal.isFinite else { return decimal.formatted(.number.locale(locale)) }
      let fraction = max(0, -Int(decimal.exponent))
      return decimal.formatted(.number.precision(.fractionLength(0...fraction)).locale(locale))
    }

    /// A date as the locale writes it in full, in `timeZone`, with the time unless it is
    /// midnight there (seconds only when it has some), and with the era before the common
    /// era ("December 2, 536 BC").
    public func date(_ date: Date) -> String {
      guard date.timeIntervalSinceReferenceDate.isFinite else { return "—" }
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = timeZone
      let isMidnight = calendar.startOfDay(for: date) == date
      // A bound at 9:05:30 shown as "9:05" would read as if 9:05:10 met it.
      let hasSeconds = calendar.component(.second, from: date) != 0
      let formatted: String
      // The long style names no era, so a year before the common era would read as the
      // year of the same number after it.
      if calendar.component(.era, from: date) > 0 {
        let time: Date.FormatStyle.TimeStyle =
          isMidnight ? .omitted : hasSeconds ? .standard : .shortened
        let style = Date.FormatStyle(
          date: .long, time: time, locale: locale, calendar: calendar, timeZone: timeZone)
        formatted = date.formatted(style)
      } else {
        var style = Date.FormatStyle(locale: locale, calendar: calendar, timeZone: timeZone)
          .era(.abbreviated).year().month(.wide).day()
        if !isMidnight { style = style.hour().minute() }
        if hasSeconds { style = style.second() }
        formatted = date.formatted(style)
      }
      guard calendar.component(.day, from: date) == 1 else { return formatted }
      return firstOfMonth(formatted)
    }

    // A date on the first of a month, with the day as an ordinal where the language writes
    // it so: "1er mars 2025", "1º marzo 2025", "1º de março de 2025". CLDR's long dates
    // give the cardinal.
    private func firstOfMonth(_ formatted: String) -> String {
      let ordinals = ["fr": "1er", "it": "1º", "pt": "1º"]
      guard let code = locale.language.languageCode?.identifier, let ordinal = ordinals[code],
        formatted.hasPrefix("1 ") || formatted.hasPrefix("1\u{A0}")
      else { return formatted }
      return ordinal + formatted.dropFirst()
    }

    // A field's display name as sentences show it: a line break or a bidirectional control
    // in it is escaped (`\u{202E}`), so that it cannot reorder or break the sentence. Every
    // language shows a display name through this.
    static func displayName(_ name: String) -> String {
      escapedForReport(name, escapingQuotes: false)
    }

    /// Values listed as the locale lists them, joined by "and" or "or".
    public func values(_ values: [Constraint.Value], joinedBy type: ListJoin) -> String {
      list(values.map(value), joinedBy: type)
    }

    /// URL schemes as a list of alternatives: "http:// or https://".
    public func schemes(_ schemes: [String]) -> String {
      list(schemes.map { "\($0)://" }, joinedBy: .or)
    }

    /// A predicate made a sentence of its own: capitalised, with a full stop.
    public func sentence(_ predicate: String) -> String {
      predicate.prefix(1).uppercased() + predicate.dropFirst() + "."
    }

    /// Items listed as the locale lists them: "a, b, and c", "a, b und c", "a、b和c".
    public func list(_ items: [String], joinedBy type: ListJoin) -> String {
      items.formatted(.list(type: type == .and ? .and : .or).locale(locale))
    }

    /// A text between the locale's quotation marks: “text”, „Text“, « texte », 「テキスト」.
    public func quoted(_ text: String) -> String {
      // Arabic text quotes with guillemets, where CLDR gives straight quotation marks.
      let isArabic = locale.language.languageCode == "ar"
      let begin = isArabic ? "\u{AB}" : locale.quotationBeginDelimiter ?? "\u{201C}"
      let end = isArabic ? "\u{BB}" : locale.quotationEndDelimiter ?? "\u{201D}"
      // French quotation marks stand apart from the text.
      let spacing = locale.language.languageCode == "fr" ? "\u{A0}" : ""
      return begin + spacing + escapedForReport(text, escapingQuotes: false) + spacing + end
    }

    /// The word joining the last two items of a list.
    public enum ListJoin: Sendable {
      case and, or
    }
  }
#endif
