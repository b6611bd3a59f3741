import Foundation

// Reads and writes the ISO 8601 layouts strictly: every field in range, every day one the
// month has, every local time one the time zone's clocks show. Foundation's own ISO 8601
// parsing rolls `2020-02-30` over to March 1st.
//
// A date is written exactly: the text converts back to the same `Date`, to the bit. The
// layouts hold the years 0001 to 9999 and a fraction of a second down to the nanosecond;
// a date they cannot hold (infinite, far in the past or future, or finer than a
// nanosecond, which only a date within weeks of 2001-01-01 can be) is written as a
// sentence that does not convert, so the field shows the problem and is invalid rather
// than holding another date.
enum ISO8601Text {
  enum Layout {
    case date, dateTime, either
  }

  // The text for a date outside the years the layouts hold, or not finite.
  static let outsideYears = "a date outside the years 0001 to 9999"

  // The text for a date that needs a fraction of a second finer than a nanosecond.
  static let finerThanNanosecond = "a time more precise than a nanosecond"

  private static let years: ClosedRange<Int64> = 1...9999
  private static let secondsFrom1970To2001: Int64 = 978_307_200

  static func date(from text: String, accepting layout: Layout, timeZone: TimeZone) -> Date? {
    var reader = Reader(bytes: Array(text.utf8))
    guard let year = reader.number(digits: 4), reader.skip("-"),
      let month = reader.number(digits: 2), reader.skip("-"),
      let dayOfMonth = reader.number(digits: 2),
      year >= 1, (1...12).contains(month),
      (1...LocalTime.daysIn(month: month, of: year)).contains(dayOfMonth)
    else { return nil }
    let day = LocalTime.dayNumber(year: year, month: month, day: dayOfMonth)
    if reader.isAtEnd {
      guard layout != .dateTime, let start = LocalTime.startOfDay(day, in: timeZone)
      else { return nil }
      return date(second: start, nanoseconds: 0)
    }
    guard layout != .date, reader.skip("T"),
      let hour = reader.number(digits: 2), reader.skip(":"),
      let minute = reader.number(digits: 2), hour < 24, minute < 60
    else { return nil }
    var second: Int64 = 0
    var nanoseconds: Int64 = 0
    if reader.skip(":") {
      guard let seconds = reader.number(digits: 2), seconds < 60 else { return nil }
      second = seconds
      if reader.skip(".") {
        guard let fraction = reader.fraction() else { return nil }
        nanoseconds = fraction
      }
    }
    let local = day * LocalTime.secondsPerDay + hour * 3600 + minute * 60 + second
    let instant: Int64
    if reader.isAtEnd {
      guard let resolved = LocalTime.instant(local: local, in: timeZone) else { return nil }
      instant = resolved
    } else {
      guard let offset = reader.offset(), reader.isAtEnd else { return nil }
      instant = local - offset
    }
    // A date and time is written in UTC: it must fall in the years that text holds, once
    // rounded to a `Date` too (9999-12-31T23:59:59.999999999Z rounds to the year 10000).
    let converted = date(second: instant, nanoseconds: nanoseconds)
    guard let second = wholeSecond(of: converted), dayText(dayNumber(of: second)) != nil else {
      return nil
    }
    return converted
  }

  // What a text that does not convert gets wrong when it is laid out right but its month
  // has no such day (`1990-02-30`): the same text on the first of the month converts.
  // `nil` for any other text.
  static func missingDay(in text: String, accepting layout: Layout, timeZone: TimeZone)
    -> (description: String, expected: Constraint.Conversion)?
  {
    var bytes = Array(text.utf8)
    var reader = Reader(bytes: bytes)
    guard let year = reader.number(digits: 4), reader.skip("-"),
      let month = reader.number(digits: 2), reader.skip("-"),
      let day = reader.number(digits: 2), year >= 1, (1...12).contains(month), day <= 31,
      day > LocalTime.daysIn(month: month, of: year)
    else { return nil }
    bytes[8] = UInt8(ascii: "0")
    bytes[9] = UInt8(ascii: "1")
    let firstOfMonth = String(decoding: bytes, as: UTF8.self)
    guard date(from: firstOfMonth, accepting: layout, timeZone: timeZone) != nil else {
      return nil
    }
    return ("a day that exists", .existingDay)
  }

  // The day of a date in a time zone, `2024-02-29`.
  static func dateText(_ date: Date, timeZone: TimeZone) -> String {
    guard let second = wholeSecond(of: date) else { return outsideYears }
    let local = second + LocalTime.offset(at: second, in: timeZone)
    return dayText(dayNumber(of: local)) ?? outsideYears
  }

  // A date and time in UTC, `2024-02-29T09:30:00Z`, with the fraction of a second in
  // groups of three digits, as many as writing the date exactly takes.
  static func dateTimeText(_ date: Date) -> String {
    guard let second = wholeSecond(of: date) else { return outsideYears }
    let day = dayNumber(of: second)
    guard let dayText = dayText(day) else { return outsideYears }
    guard let (nanoseconds, digits) = fraction(of: date, after: second) else {
      return finerThanNanosecond
    }
    let secondOfDay = second - day * LocalTime.secondsPerDay
    var text =
      dayText + "T" + padded(secondOfDay / 3600, 2) + ":" + padded(secondOfDay / 60 % 60, 2)
      + ":" + padded(secondOfDay % 60, 2)
    if digits > 0 {
      text += "." + padded(nanoseconds / powerOfTen(9 - digits), digits)
    }
    return text + "Z"
  }

  // Whether a date is the first moment of its day in a time zone: what a date without a
  // time converts to.
  static func isStartOfDay(_ date: Date, in timeZone: TimeZone) -> Bool {
    guard let second = wholeSecond(of: date), Self.date(second: second, nanoseconds: 0) == date
    else { return false }
    let local = second + LocalTime.offset(at: second, in: timeZone)
    return LocalTime.startOfDay(dayNumber(of: local), in: timeZone) == second
  }

  // The date a whole second since 1970 and the nanoseconds after it stand for.
  private static func date(second: Int64, nanoseconds: Int64) -> Date {
    Date(
      timeIntervalSinceReferenceDate: Double(second - secondsFrom1970To2001)
        + Double(nanoseconds) / 1e9)
  }

  // The whole second since 1970 at or before a date; `nil` when the date is not finite or
  // so far away (beyond about 31,000 years from 2001) that no year the layouts hold is
  // near.
  private static func wholeSecond(of date: Date) -> Int64? {
    let interval = date.timeIntervalSinceReferenceDate
    guard interval.isFinite, abs(interval) < 1e12 else { return nil }
    return Int64(interval.rounded(.down)) + secondsFrom1970To2001
  }

  // The nanoseconds after `second` that give back exactly `date`, and the fewest digits
  // (0, 3, 6 or 9) that write them; `nil` when no nanosecond does.
  private static func fraction(of date: Date, after second: Int64) -> (Int64, Int)? {
    // Exact: the fractional part of a `Double` is itself a `Double`.
    let fraction = date.timeIntervalSinceReferenceDate - Double(second - secondsFrom1970To2001)
    for digits in [0, 3, 6, 9] {
      let scale = powerOfTen(digits)
      let units = (fraction * Double(scale)).rounded()
      guard units < Double(scale) else { continue }
      let nanoseconds = Int64(units) * powerOfTen(9 - digits)
      if Self.date(second: second, nanoseconds: nanoseconds) == date {
        return (nanoseconds, digits)
      }
    }
    return nil
  }

  // The text of a day number counted from 1970-01-01, or `nil` outside the years 0001 to
  // 9999.
  private static func dayText(_ dayNumber: Int64) -> String? {
    let (year, month, day) = LocalTime.civilDay(dayNumber)
    guard years.contains(year) else { return nil }
    return padded(year, 4) + "-" + padded(month, 2) + "-" + padded(day, 2)
  }

  // The day number of a second since 1970, rounding down before 1970 too.
  private static func dayNumber(of second: Int64) -> Int64 {
    let quotient = second / LocalTime.secondsPerDay
    return second % LocalTime.secondsPerDay < 0 ? quotient - 1 : quotient
  }

  private static func powerOfTen(_ exponent: Int) -> Int64 {
    var power: Int64 = 1
    for _ in 0..<exponent { power *= 10 }
    return power
  }

  private static func padded(_ number: Int64, _ width: Int) -> String {
    let digits = String(number)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
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
    mutating func number(digits: Int) -> Int64? {
      guard position + digits <= bytes.count else { return nil }
      var value: Int64 = 0
      for byte in bytes[position..<position + digits] {
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
        value = value * 10 + Int64(byte - UInt8(ascii: "0"))
      }
      position += digits
      return value
    }

    // One to nine digits of a fraction of a second, in nanoseconds.
    mutating func fraction() -> Int64? {
      var nanoseconds: Int64 = 0
      var count = 0
      while position < bytes.count,
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position])
      {
        guard count < 9 else { return nil }
        nanoseconds = nanoseconds * 10 + Int64(bytes[position] - UInt8(ascii: "0"))
        count += 1
        position += 1
      }
      guard count > 0 else { return nil }
      for _ in count..<9 { nanoseconds *= 10 }
      return nanoseconds
    }

    // `Z`, or `+HH:MM` / `-HH:MM`, in seconds east of UTC.
    mutating func offset() -> Int64? {
      if skip("Z") { return 0 }
      let sign: Int64
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
