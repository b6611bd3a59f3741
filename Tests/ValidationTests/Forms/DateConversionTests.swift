import Foundation
import PropertyTesting
import Testing
import Validation

struct DateConversionTests {
  @Test(
    "Dates convert ISO 8601 dates and date-times that exist",
    arguments: [
      ("2024-02-29", 1_709_164_800 as TimeInterval?), ("2024-02-29T09:30:00Z", 1_709_199_000),
      ("2024-02-29T09:30Z", 1_709_199_000), ("2024-02-29T10:30:00+01:00", 1_709_199_000),
      ("2024-02-29T09:30:00.5Z", 1_709_199_000.5), ("2024-02-29T09:30", 1_709_199_000),
      ("2023-02-29", nil), ("2020-02-30", nil), ("2020-02-30T00:00:00Z", nil),
      ("2024-13-01", nil), ("2024-02-29T24:00:00Z", nil), ("2024-02-29T10:60:00Z", nil),
      ("2024-2-9", nil), ("29.02.2024", nil), ("2024-02-29 09:30:00Z", nil), ("", nil),
      ("2024-02-29T09:30:00+0100", nil), ("2024-02-29x", nil),
      ("9999-12-31T23:59:59.999999999Z", nil), ("0001-01-01T00:00:00+01:00", nil),
    ])
  func dates(text: String, expected: TimeInterval?) {
    let converted = FormField<Date>(name: "When").conversion.value(from: text)
    #expect(converted?.timeIntervalSince1970 == expected)
  }

  @Test("Foundation rolls 2020-02-30 over to March 1st; a form field does not")
  func impossibleDate() throws {
    let rolled = try Date("2020-02-30T00:00:00Z", strategy: .iso8601)
    #expect(rolled == Date(timeIntervalSince1970: 1_583_020_800))  // 2020-03-01
    var day = FormField<Date>(name: "Day")
    day.input = "2020-02-30T00:00:00Z"
    #expect(day.failures.map(\.kind) == [.conversion])
  }

  @Test("Date-only and date-time conversions accept only their layout and format back")
  func dateLayouts() {
    let date = InputConversion<Date>.iso8601Date()
    let dateTime = InputConversion<Date>.iso8601DateTime()
    #expect(date.value(from: "2024-02-29T09:30:00Z") == nil)
    #expect(dateTime.value(from: "2024-02-29") == nil)
    let instant = Date(timeIntervalSince1970: 1_709_199_000.25)
    #expect(dateTime.text(for: instant) == "2024-02-29T09:30:00.250Z")
    #expect(date.text(for: instant) == "2024-02-29")
    var field = FormField<Date>(name: "When")
    field.reset(to: Date(timeIntervalSince1970: 1_709_164_800))
    #expect(field.input == "2024-02-29")
    field.reset(to: Date(timeIntervalSince1970: 1_709_199_000))
    #expect(field.input == "2024-02-29T09:30:00Z")
    #expect(field.isValid())
  }

  @Test("A date is midnight in the conversion's time zone")
  func dateTimeZone() throws {
    let zone = try #require(TimeZone(secondsFromGMT: 3600))
    let conversion = InputConversion<Date>.iso8601Date(timeZone: zone)
    let date = try #require(conversion.value(from: "2024-02-29"))
    #expect(date.timeIntervalSince1970 == 1_709_164_800 - 3600)
    #expect(conversion.text(for: date) == "2024-02-29")
  }

  @Test(
    "A date-time is written with as many digits of a second as give back exactly that date",
    // Seconds since 2001, as a `Date` holds them.
    arguments: [
      (730_891_800, "2024-02-29T09:30:00Z"), (730_891_800.5, "2024-02-29T09:30:00.500Z"),
      (730_891_800.25, "2024-02-29T09:30:00.250Z"), (-0.5, "2000-12-31T23:59:59.500Z"),
      (0.000_001, "2001-01-01T00:00:00.000001Z"), (1e-9, "2001-01-01T00:00:00.000000001Z"),
      (-978_307_200.5, "1969-12-31T23:59:59.500Z"),
    ])
  func dateTimeExact(secondsSince2001: TimeInterval, text: String) {
    let dateTime = InputConversion<Date>.iso8601DateTime()
    let date = Date(timeIntervalSinceReferenceDate: secondsSince2001)
    #expect(dateTime.text(for: date) == text)
    #expect(dateTime.value(from: text) == date)
  }

  @Test("A date between milliseconds is written to the nanosecond, not rounded to another date")
  func dateTimeNotRounded() throws {
    let dateTime = InputConversion<Date>.iso8601DateTime()
    let date = Date(timeIntervalSince1970: 1_709_199_000.9996)
    let text = dateTime.text(for: date)
    let fraction = try #require(text.split(separator: ".").last)
    #expect(fraction.count == 10)  // nine digits and Z
    #expect(dateTime.value(from: text) == date)
  }

  @Test(
    "A time the clocks skip does not convert; a time they show twice is the earlier one",
    arguments: [
      ("2024-03-31T02:30", nil as TimeInterval?), ("2024-03-31T02:00", nil),
      ("2024-03-31T01:30", 1_711_845_000), ("2024-03-31T03:30", 1_711_848_600),
      ("2024-10-27T02:30", 1_729_989_000),
    ])
  func berlinClockChanges(text: String, expected: TimeInterval?) throws {
    let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
    let conversion = InputConversion<Date>.iso8601(timeZone: berlin)
    #expect(conversion.value(from: text)?.timeIntervalSince1970 == expected)
  }

  @Test("A day the time zone skips does not convert, and the days either side write back")
  func apiaSkippedDay() throws {
    let apia = try #require(TimeZone(identifier: "Pacific/Apia"))
    let date = InputConversion<Date>.iso8601Date(timeZone: apia)
    let either = InputConversion<Date>.iso8601(timeZone: apia)
    #expect(date.value(from: "2011-12-30") == nil)
    #expect(either.value(from: "2011-12-30") == nil)
    #expect(either.value(from: "2011-12-30T12:00") == nil)
    for (text, seconds) in [("2011-12-29", 1_325_152_800.0), ("2011-12-31", 1_325_239_200)] {
      let converted = try #require(date.value(from: text))
      #expect(converted.timeIntervalSince1970 == seconds)
      #expect(date.text(for: converted) == text)
      #expect(either.text(for: converted) == text)
    }
  }

  @Test("A day whose midnight the clocks skip starts when they land on it")
  func skippedMidnight() throws {
    let saoPaulo = try #require(TimeZone(identifier: "America/Sao_Paulo"))
    let either = InputConversion<Date>.iso8601(timeZone: saoPaulo)
    let start = try #require(either.value(from: "2018-11-04"))
    #expect(start.timeIntervalSince1970 == 1_541_300_400)  // 01:00 at UTC-2
    #expect(either.text(for: start) == "2018-11-04")
    #expect(either.value(from: "2018-11-04T00:30") == nil)
  }

  @Test(
    "Days before the Gregorian reform count in the proleptic Gregorian calendar, as ISO 8601 does",
    arguments: [
      ("1582-10-10", -12_219_724_800.0), ("0001-01-01", -62_135_596_800),
      ("9999-12-31T23:59:59Z", 253_402_300_799), ("1582-10-10T12:00:00Z", -12_219_681_600),
    ])
  func prolepticGregorian(text: String, seconds: TimeInterval) throws {
    let conversion = InputConversion<Date>.iso8601()
    let date = try #require(conversion.value(from: text))
    #expect(date.timeIntervalSince1970 == seconds)
    #expect(conversion.text(for: date) == text)
  }

  @Test(
    "A date the layouts cannot hold is written as a sentence that does not convert",
    // Seconds since 2001: the description of such a `Date` stops the program.
    arguments: [
      (TimeInterval.infinity, "a date outside the years 0001 to 9999"),
      (-.infinity, "a date outside the years 0001 to 9999"),
      (.nan, "a date outside the years 0001 to 9999"),
      (1e308, "a date outside the years 0001 to 9999"),
      (-1e308, "a date outside the years 0001 to 9999"),
      (-62_135_596_801 - 978_307_200, "a date outside the years 0001 to 9999"),
      (253_402_300_800 - 978_307_200, "a date outside the years 0001 to 9999"),
      (1e-300, "a time more precise than a nanosecond"),
    ])
  func unwritableDates(secondsSince2001: TimeInterval, text: String) {
    let date = Date(timeIntervalSinceReferenceDate: secondsSince2001)
    var field = FormField<Date>(name: "Day")
    field.reset(to: date)
    #expect(field.input == text)
    #expect(!field.isValid())
    #expect(field.failures.map(\.kind) == [.conversion])
    #expect(field.failures.first?.input == text)
    var optional = FormField<Date?>(name: "Day", conversion: .optional(.iso8601()))
    optional.reset(to: date)
    #expect(optional.currentValue == nil)
    #expect(!optional.isValid())
  }

  @Test("A date decoded from an extreme number makes the field invalid, not the process stop")
  func decodedExtremeDate() throws {
    for number in ["1e308", "-1e308", "1e300", "-62135596800000"] {
      let result = Result {
        try JSONDecoder().decode(Day.self, from: Data(#"{"day": \#(number)}"#.utf8))
      }
      switch result {
      case .success(let model):
        #expect(!model.day.isValid(), "\(number)")
        #expect(model.day.input == "a date outside the years 0001 to 9999")
      case .failure(let error):
        #expect("\(error)".contains("Day"), "\(number): \(error)")
      }
    }
  }

  @Test("Every date in the years 0001 to 9999 writes text that converts back to exactly it")
  func roundTrip() throws {
    let zones = try ["UTC", "Europe/Berlin", "Pacific/Apia", "America/Sao_Paulo", "Asia/Kolkata"]
      .map { try #require(TimeZone(identifier: $0)) }
    // Foundation's Gregorian calendar, an independent reckoning of days after the reform.
    var gregorian = Calendar(identifier: .gregorian)
    gregorian.timeZone = .gmt
    forAll("date round trip") { property in
      let second = property.generator.int(in: -62_135_596_800...253_402_300_799)
      let fraction: Double =
        switch property.generator.int(in: 0...3) {
        case 0: 0
        case 1: Double(property.generator.int(in: 0...999)) / 1000
        case 2: Double(property.generator.int(in: 0...999_999_999)) / 1e9
        default: Double(property.generator.int(in: 0...(1 << 52))) / Double(1 << 52)
        }
      let date = Date(timeIntervalSince1970: Double(second) + fraction)
      let zone = property.generator.pick(zones)
      property.note("date: \(date.timeIntervalSinceReferenceDate) since 2001, zone: \(zone)")
      let dateTime = InputConversion<Date>.iso8601DateTime(timeZone: zone)
      let text = dateTime.text(for: date)
      property.note("text: \(text)")
      if text.hasPrefix("a date outside") {
        // Rounding may carry a date into 10000-01-01.
        property.expect(date.timeIntervalSince1970 > 253_402_300_799, "written as outside")
        return
      }
      property.expect(dateTime.value(from: text) == date, "converts back to another date")
      let either = InputConversion<Date>.iso8601(timeZone: zone)
      let eitherText = either.text(for: date)
      property.expect(either.value(from: eitherText) == date, "either: \(eitherText)")
      let day = InputConversion<Date>.iso8601Date(timeZone: zone)
      let dayText = day.text(for: date)
      if let start = day.value(from: dayText) {
        property.expect(day.text(for: start) == dayText, "day: \(dayText)")
      }
      if second >= -12_219_292_800 {  // 1582-10-15
        let parts = gregorian.dateComponents(
          [.year, .month, .day, .hour, .minute, .second],
          from: Date(timeIntervalSince1970: Double(second)))
        let expected = String(
          format: "%04d-%02d-%02dT%02d:%02d:%02d", parts.year ?? 0, parts.month ?? 0,
          parts.day ?? 0, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
        property.expect(text.hasPrefix(expected), "Foundation reads \(expected)")
      }
    }
  }
}

private struct Day: DecodableModel {
  var day = FormField<Date>(name: "Day")

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("day", &day)
  }
}
