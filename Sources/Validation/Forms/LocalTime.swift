import Foundation

// Calendar arithmetic for ISO 8601 text: days in the proleptic Gregorian calendar (the
// one ISO 8601 uses, with leap years every four years back to year 1 and before), and
// local times in a time zone. Foundation's Gregorian calendar turns Julian before
// 1582-10-15 and moves a time that a clock change skips to another time; neither is what
// a user typed.
enum LocalTime {
  static let secondsPerDay: Int64 = 86_400

  // The day number, counted from 1970-01-01, of a day in the proleptic Gregorian
  // calendar; the month and day must be in range.
  static func dayNumber(year: Int64, month: Int64, day: Int64) -> Int64 {
    // Years start in March here, so that the leap day is the last day of a year.
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let monthFromMarch = month > 2 ? month - 3 : month + 9
    let dayOfYear = (153 * monthFromMarch + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  // The year, month and day of a day number counted from 1970-01-01.
  static func civilDay(_ dayNumber: Int64) -> (year: Int64, month: Int64, day: Int64) {
    let shifted = dayNumber + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthFromMarch = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
    let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return (year, month, day)
  }

  // The number of days in a month of the proleptic Gregorian calendar.
  static func daysIn(month: Int64, of year: Int64) -> Int64 {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  // The zone's offset from UTC, in seconds, at a whole second since 1970.
  static func offset(at second: Int64, in zone: TimeZone) -> Int64 {
    Int64(zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(second))))
  }

  // The earliest second since 1970 at which the zone's clocks read `local` (seconds since
  // 1970 as if the zone were UTC), or `nil` when a clock change skips that time.
  static func instant(local: Int64, in zone: TimeZone) -> Int64? {
    var earliest: Int64?
    // The offsets in force a day either side cover any clock change near `local`.
    for probe in [local - secondsPerDay, local, local + secondsPerDay] {
      let offset = offset(at: probe, in: zone)
      let candidate = local - offset
      if self.offset(at: candidate, in: zone) == offset, candidate < earliest ?? .max {
        earliest = candidate
      }
    }
    return earliest
  }

  // The first second since 1970 of a day in the zone: its midnight, or, when a clock
  // change skips midnight, the moment the clocks land on that day; `nil` when the zone
  // skips the whole day (Pacific/Apia skipped 2011-12-30).
  static func startOfDay(_ dayNumber: Int64, in zone: TimeZone) -> Int64? {
    let midnight = dayNumber * secondsPerDay
    if let instant = instant(local: midnight, in: zone) { return instant }
    // The clocks jump from before midnight to after it: find the jump, the first second
    // whose local time is midnight or later.
    let before = offset(at: midnight - secondsPerDay, in: zone)
    let after = offset(at: midnight + secondsPerDay, in: zone)
    var low = midnight - max(before, after)
    var high = midnight - min(before, after)
    while low < high {
      let middle = low + (high - low) / 2
      if middle + offset(at: middle, in: zone) >= midnight {
        high = middle
      } else {
        low = middle + 1
      }
    }
    return low + offset(at: low, in: zone) < midnight + secondsPerDay ? low : nil
  }
}
