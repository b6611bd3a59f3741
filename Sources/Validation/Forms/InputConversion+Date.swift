import Foundation

extension InputConversion where Value == Date {
  /// A calendar date in ISO 8601, `2024-02-29`: midnight of that day in `timeZone`.
  ///
  /// A day the month does not have (`2023-02-29`, `2020-02-30`) or that `timeZone` skips
  /// (`2011-12-30` in Pacific/Apia) does not convert; nor does any other layout. The
  /// failure for a day the month does not have says that the day does not exist. When a
  /// clock change skips midnight, the date is the moment the day starts. Years run from
  /// 0001 to 9999 in the proleptic Gregorian calendar, as ISO 8601 counts them. A value set
  /// by code is formatted as its day in `timeZone`; one outside those years as a sentence
  /// that does not convert, so the field is invalid.
  ///
  /// - Parameter timeZone: The time zone whose midnight a date stands for; UTC by default.
  /// - Returns: The conversion.
  public static func iso8601Date(timeZone: TimeZone = .gmt) -> InputConversion {
    InputConversion(
      "a date (YYYY-MM-DD)", expected: .date, acceptsEveryInput: false,
      mistake: { ISO8601Text.missingDay(in: $0, accepting: .date, timeZone: timeZone) },
      parse: { ISO8601Text.date(from: $0, accepting: .date, timeZone: timeZone) },
      format: { ISO8601Text.dateText($0, timeZone: timeZone) })
  }

  /// A date and time in ISO 8601, `2024-02-29T09:30:00Z` or `2024-02-29T09:30+01:00`.
  ///
  /// Seconds and a fraction of a second (up to nine digits) are optional; a time without
  /// `Z` or an offset is in `timeZone`. A day or time that does not exist (`2020-02-30`,
  /// `24:00`, `10:60`, or `2024-03-31T02:30` in Europe/Berlin, which the clocks skip) does
  /// not convert, nor does a time outside the years 0001 to 9999 in UTC.
  ///
  /// A value set by code is formatted in UTC, with as many digits of a fraction of a second
  /// (three, six or nine) as it takes for the text to convert back to exactly that value.
  /// A value the layout cannot hold (outside the years 0001 to 9999, not finite, or finer
  /// than a nanosecond) is formatted as a sentence that does not convert, so the field is
  /// invalid rather than holding another date.
  ///
  /// - Parameter timeZone: The time zone of a time written without an offset; UTC by
  ///   default.
  /// - Returns: The conversion.
  public static func iso8601DateTime(timeZone: TimeZone = .gmt) -> InputConversion {
    InputConversion(
      "a date and time (YYYY-MM-DDThh:mm:ssZ)", expected: .dateTime, acceptsEveryInput: false,
      mistake: { ISO8601Text.missingDay(in: $0, accepting: .dateTime, timeZone: timeZone) },
      parse: { ISO8601Text.date(from: $0, accepting: .dateTime, timeZone: timeZone) },
      format: { ISO8601Text.dateTimeText($0) })
  }

  /// A date, `2024-02-29`, or a date and time, `2024-02-29T09:30:00Z`, in ISO 8601: what
  /// a `FormField<Date>` converts by default.
  ///
  /// A value set by code at the start of its day in `timeZone` is formatted as a date, any
  /// other as a date and time in UTC; see ``InputConversion/iso8601DateTime(timeZone:)``
  /// for values the layouts cannot hold.
  ///
  /// - Parameter timeZone: The time zone of a date, or of a time written without an
  ///   offset; UTC by default.
  /// - Returns: The conversion.
  public static func iso8601(timeZone: TimeZone = .gmt) -> InputConversion {
    InputConversion(
      "a date (YYYY-MM-DD) or date and time (YYYY-MM-DDThh:mm:ssZ)", expected: .dateOrDateTime,
      acceptsEveryInput: false,
      mistake: { ISO8601Text.missingDay(in: $0, accepting: .either, timeZone: timeZone) },
      parse: { ISO8601Text.date(from: $0, accepting: .either, timeZone: timeZone) },
      format: { date in
        ISO8601Text.isStartOfDay(date, in: timeZone)
          ? ISO8601Text.dateText(date, timeZone: timeZone) : ISO8601Text.dateTimeText(date)
      })
  }
}
