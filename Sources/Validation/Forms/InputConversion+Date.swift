import Foundation

extension InputConversion where Value == Date {
  /// A calendar date in ISO 8601, `2024-02-29`: midnight of that day in `timeZone`.
  ///
  /// A day the month does not have (`2023-02-29`, `2020-02-30`) does not convert; nor does
  /// any other layout. A value set by code is formatted as its day in `timeZone`.
  ///
  /// - Parameter timeZone: The time zone whose midnight a date stands for; UTC by default.
  /// - Returns: The conversion.
  public static func iso8601Date(timeZone: TimeZone = .gmt) -> InputConversion {
    InputConversion(
      "a date (YYYY-MM-DD)",
      parse: { ISO8601Text.date(from: $0, accepting: .date, timeZone: timeZone) },
      format: { ISO8601Text.dateText($0, timeZone: timeZone) })
  }

  /// A date and time in ISO 8601, `2024-02-29T09:30:00Z` or `2024-02-29T09:30+01:00`.
  ///
  /// Seconds and a fraction of a second are optional; a time without `Z` or an offset is
  /// in `timeZone`. A day or time that does not exist (`2020-02-30`, `24:00`, `10:60`)
  /// does not convert. A value set by code is formatted in UTC.
  ///
  /// - Parameter timeZone: The time zone of a time written without an offset; UTC by
  ///   default.
  /// - Returns: The conversion.
  public static func iso8601DateTime(timeZone: TimeZone = .gmt) -> InputConversion {
    InputConversion(
      "a date and time (YYYY-MM-DDTHH:MM:SSZ)",
      parse: { ISO8601Text.date(from: $0, accepting: .dateTime, timeZone: timeZone) },
      format: { ISO8601Text.dateTimeText($0) })
  }

  /// A date, `2024-02-29`, or a date and time, `2024-02-29T09:30:00Z`, in ISO 8601: what
  /// a `FormField<Date>` converts by default.
  ///
  /// A value set by code at midnight in `timeZone` is formatted as a date, any other as a
  /// date and time in UTC.
  ///
  /// - Parameter timeZone: The time zone of a date, or of a time written without an
  ///   offset; UTC by default.
  /// - Returns: The conversion.
  public static func iso8601(timeZone: TimeZone = .gmt) -> InputConversion {
    InputConversion(
      "a date (YYYY-MM-DD) or date and time (YYYY-MM-DDTHH:MM:SSZ)",
      parse: { ISO8601Text.date(from: $0, accepting: .either, timeZone: timeZone) },
      format: { date in
        let day = ISO8601Text.dateText(date, timeZone: timeZone)
        let midnight = ISO8601Text.date(from: day, accepting: .date, timeZone: timeZone)
        return midnight == date ? day : ISO8601Text.dateTimeText(date)
      })
  }
}

// Reads and writes the ISO 8601 layouts strictly: every field in range, every day one the
// month has. Foundation's own ISO 8601 parsing rolls `2020-02-30` over to March 1st.
enum ISO8601Text {
  enum Layout {
    case date, dateTime, either
  }

  static func date(from text: String, accepting layout: Layout, timeZone: TimeZone) -> Date? {
    var reader = Reader(bytes: Array(text.utf8))
    guard let year = reader.number(digits: 4), reader.skip("-"),
      let month = reader.number(digits: 2), reader.skip("-"),
      let day = reader.number(digits: 2),
      year >= 1, (1...12).contains(month), (1...daysIn(month, of: year)).contains(day)
    else { return nil }
    var components = DateComponents(year: year, month: month, day: day)
    var zone = timeZone
    if reader.isAtEnd {
      guard layout != .dateTime else { return nil }
    } else {
      guard layout != .date, reader.skip("T"),
        let hour = reader.number(digits: 2), reader.skip(":"),
        let minute = reader.number(digits: 2), hour < 24, minute < 60
      else { return nil }
      components.hour = hour
      components.minute = minute
      if reader.skip(":") {
        guard let second = reader.number(digits: 2), second < 60 else { return nil }
        components.second = second
        if reader.skip(".") {
          guard let nanoseconds = reader.fraction() else { return nil }
          components.nanosecond = nanoseconds
        }
      }
      if !reader.isAtEnd {
        guard let offset = reader.offset(), let fixed = TimeZone(secondsFromGMT: offset) else {
          return nil
        }
        zone = fixed
      }
      guard reader.isAtEnd else { return nil }
    }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    return calendar.date(from: components)
  }

  static func dateText(_ date: Date, timeZone: TimeZone) -> String {
    let parts = gregorian(in: timeZone).dateComponents([.year, .month, .day], from: date)
    return padded(parts.year ?? 0, 4) + "-" + padded(parts.month ?? 0, 2) + "-"
      + padded(parts.day ?? 0, 2)
  }

  static func dateTimeText(_ date: Date) -> String {
    // Rounded to the millisecond first, so that 09:30:00.9996 reads 09:30:01, not 09:30:00.
    let totalMilliseconds = (date.timeIntervalSince1970 * 1000).rounded()
    let wholeSeconds = (totalMilliseconds / 1000).rounded(.down)
    let milliseconds = Int(totalMilliseconds - wholeSeconds * 1000)
    let second = Date(timeIntervalSince1970: wholeSeconds)
    let parts = gregorian(in: .gmt).dateComponents([.hour, .minute, .second], from: second)
    var text =
      dateText(second, timeZone: .gmt) + "T" + padded(parts.hour ?? 0, 2) + ":"
      + padded(parts.minute ?? 0, 2) + ":" + padded(parts.second ?? 0, 2)
    if milliseconds > 0 {
      text += "." + padded(milliseconds, 3)
    }
    return text + "Z"
  }

  private static func gregorian(in timeZone: TimeZone) -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    return calendar
  }

  private static func padded(_ number: Int, _ width: Int) -> String {
    let digits = String(number)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  private static func daysIn(_ month: Int, of year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  // Reads ASCII fields from the front of a text.
  private struct Reader {
    let bytes: [UInt8]
    var position = 0

    var isAtEnd: Bool { position == bytes.count }

    // Skips one ASCII character; false when another is there.
    mutating func skip(_ character: Unicode.Scalar) -> Bool {
      guard position < bytes.count, bytes[position] == UInt8(ascii: character) else {
        return false
      }
      position += 1
      return true
    }

    // Exactly `digits` ASCII digits, as a number.
    mutating func number(digits: Int) -> Int? {
      guard position + digits <= bytes.count else { return nil }
      var value = 0
      for byte in bytes[position..<position + digits] {
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      position += digits
      return value
    }

    // One to nine digits of a fraction of a second, in nanoseconds.
    mutating func fraction() -> Int? {
      var nanoseconds = 0
      var count = 0
      while position < bytes.count,
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position])
      {
        guard count < 9 else { return nil }
        nanoseconds = nanoseconds * 10 + Int(bytes[position] - UInt8(ascii: "0"))
        count += 1
        position += 1
      }
      guard count > 0 else { return nil }
      for _ in count..<9 { nanoseconds *= 10 }
      return nanoseconds
    }

    // `Z`, or `+HH:MM` / `-HH:MM`, in seconds east of UTC.
    mutating func offset() -> Int? {
      if skip("Z") { return 0 }
      let sign: Int
      if skip("+") {
        sign = 1
      } else if skip("-") {
        sign = -1
      } else {
        return nil
      }
      guard let hours = number(digits: 2), skip(":"), let minutes = number(digits: 2),
        hours < 24, minutes < 60
      else { return nil }
      return sign * (hours * 3600 + minutes * 60)
    }
  }
}
