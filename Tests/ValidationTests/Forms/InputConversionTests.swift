import Foundation
import Testing
import Validation

/// A plan chosen in a form: a `String`-backed enum.
enum Plan: String, CaseIterable, Sendable {
  case free, pro
}

struct InputConversionTests {
  @Test(
    "Integers convert only whole decimal text",
    arguments: [
      ("42", 42 as Int?), ("-7", -7), ("+3", 3), ("007", 7), ("", nil), (" 42", nil),
      ("42 ", nil), ("1,234", nil), ("4x", nil), ("4.0", nil), ("0x10", nil),
      ("99999999999999999999", nil), ("٤٢", nil),
    ])
  func integers(text: String, expected: Int?) {
    #expect(FormField<Int>(name: "N").conversion.value(from: text) == expected)
    #expect(InputConversion<Int>.integer.value(from: text) == expected)
  }

  @Test("Foundation's number format reads 1,234 as 1234; a form field does not")
  func groupedNumber() throws {
    #expect(try Int("1,234", format: .number) == 1234)
    var count = FormField<Int>(name: "Count")
    count.input = "1,234"
    #expect(count.failures.map(\.kind) == [.conversion])
  }

  @Test(
    "Doubles convert only finite decimal numbers",
    arguments: [
      ("42", 42 as Double?), ("-0.5", -0.5), ("1e-3", 0.001), ("1E3", 1000), ("nan", nil),
      ("inf", nil), ("0x1p3", nil), (".5", nil), ("1.", nil), ("1e", nil), ("", nil),
      (" 1", nil), ("1e400", nil), ("1,5", nil), ("1e-400", nil), ("0.0e-400", 0), ("-0", 0),
      ("0e5", 0),
    ])
  func doubles(text: String, expected: Double?) {
    #expect(FormField<Double>(name: "N").conversion.value(from: text) == expected)
  }

  @Test("A number conversion can read a comma as the decimal separator, and writes it back")
  func commaSeparator() {
    let conversion = InputConversion<Double>.number(decimalSeparator: ",")
    #expect(conversion.value(from: "1,5") == 1.5)
    #expect(conversion.value(from: "1.5") == nil)
    #expect(conversion.text(for: 2.25) == "2,25")
    #expect(
      InputConversion<Decimal>.decimal(decimalSeparator: ",").value(from: "9,99")
        == Decimal(string: "9.99"))
  }

  @Test("Float fields convert strictly too")
  func floats() {
    #expect(FormField<Float>(name: "N").conversion.value(from: "1.5") == 1.5)
    #expect(FormField<Float>(name: "N").conversion.value(from: "1e39") == nil)
    #expect(FormField<Float>(name: "N").conversion.value(from: "1e-50") == nil)
  }

  @Test(
    "Decimals convert only a whole decimal number",
    arguments: [
      ("9.99", "9.99"), ("-12", "-12"), ("+0.5", "0.5"), ("9.99abc", nil), ("1,234", nil),
      ("1e3", nil), ("", nil), (" 9.99", nil), ("9.", nil),
      (String(repeating: "9", count: 38), String(repeating: "9", count: 38)),
      (
        "0.00" + String(repeating: "7", count: 38) + "000",
        "0.00" + String(repeating: "7", count: 38)
      ),
      (String(repeating: "1", count: 39), nil),
      ("12345678901234567890123456789012345678901", nil),
      ("0.1234567890123456789012345678901234567890123", nil),
      ("1" + String(repeating: "0", count: 200), nil),
    ] as [(String, String?)])
  func decimals(text: String, expected: String?) {
    #expect(
      FormField<Decimal>(name: "Price").conversion.value(from: text)
        == expected.flatMap { Decimal(string: $0) })
  }

  @Test("Foundation reads 9.99abc as 9.99; a form field does not")
  func decimalPrefix() {
    #expect(Decimal(string: "9.99abc") == Decimal(string: "9.99"))
    var price = FormField<Decimal>(name: "Price")
    price.input = "9.99abc"
    #expect(price.failures.map(\.kind) == [.conversion])
    #expect(price.failures.first?.input == "9.99abc")
  }

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
    field.setValue(Date(timeIntervalSince1970: 1_709_164_800))
    #expect(field.input == "2024-02-29")
    field.setValue(Date(timeIntervalSince1970: 1_709_199_000))
    #expect(field.input == "2024-02-29T09:30:00Z")
    #expect(field.isValid())
  }

  @Test(
    "A date-time is written rounded to the millisecond, carrying into the next second",
    arguments: [
      (1_709_199_000.9996, "2024-02-29T09:30:01Z"), (1_709_199_000.0004, "2024-02-29T09:30:00Z"),
      (1_709_199_059.9999, "2024-02-29T09:31:00Z"), (1_709_199_000.001, "2024-02-29T09:30:00.001Z"),
      (-0.5, "1969-12-31T23:59:59.500Z"),
    ])
  func dateTimeRounding(seconds: Double, text: String) {
    let dateTime = InputConversion<Date>.iso8601DateTime()
    #expect(dateTime.text(for: Date(timeIntervalSince1970: seconds)) == text)
    let parsed = dateTime.value(from: text)
    #expect(parsed.map { abs($0.timeIntervalSince1970 - seconds) < 0.0006 } == true)
  }

  @Test("A date is midnight in the conversion's time zone")
  func dateTimeZone() throws {
    let zone = try #require(TimeZone(secondsFromGMT: 3600))
    let conversion = InputConversion<Date>.iso8601Date(timeZone: zone)
    let date = try #require(conversion.value(from: "2024-02-29"))
    #expect(date.timeIntervalSince1970 == 1_709_164_800 - 3600)
    #expect(conversion.text(for: date) == "2024-02-29")
  }

  @Test("A String-backed enum converts its raw values and lists them")
  func enums() throws {
    var plan = FormField<Plan>(name: "Plan")
    plan.input = "pro"
    #expect(try plan.value() == .pro)
    plan.input = "Pro"
    #expect(plan.failures.map(\.requirement) == ["one of: free, pro"])
    plan.setValue(.free)
    #expect(plan.input == "free")
  }

  @Test("Every standard integer type converts whole decimal text within its range")
  func integerTypes() {
    #expect(FormField<Int8>(name: "N").conversion.value(from: "-128") == Int8.min)
    #expect(FormField<Int8>(name: "N").conversion.value(from: "128") == nil)
    #expect(InputConversion<Int16>.integer.value(from: "+32767") == Int16.max)
    #expect(InputConversion<Int32>.integer.value(from: "4x") == nil)
    #expect(InputConversion<Int64>.integer.value(from: "-9223372036854775808") == Int64.min)
    #expect(InputConversion<UInt>.integer.value(from: "-1") == nil)
    #expect(InputConversion<UInt8>.integer.value(from: "255") == 255)
    #expect(InputConversion<UInt16>.integer.value(from: "65536") == nil)
    #expect(InputConversion<UInt32>.integer.value(from: "007") == 7)
    #expect(InputConversion<UInt64>.integer.value(from: "18446744073709551615") == .max)
    #expect(InputConversion<UInt64>.integer.text(for: 42) == "42")
    #expect(InputConversion<Int8>.integer.description == "a whole number")
  }

  @Test("Text converts as typed unless trimming is asked for")
  func text() throws {
    var name = FormField<String>(name: "Name")
    name.input = "  Ann "
    #expect(try name.value() == "  Ann ")
    var trimmed = FormField<String>(name: "Name", conversion: .text(trimming: true), .nonBlank())
    trimmed.input = "  Ann "
    #expect(try trimmed.value() == "Ann")
    #expect(trimmed.input == "  Ann ")
    #expect(InputConversion<Int>.integer.trimmingWhitespace().value(from: " 42\n") == 42)
  }

  @Test("A custom conversion reports its own description")
  func custom() throws {
    let answer = InputConversion<Bool>("yes or no") { text in
      switch text {
      case "yes": true
      case "no": false
      default: nil
      }
    } format: {
      $0 ? "yes" : "no"
    }
    var agrees = FormField<Bool>(name: "Agrees", conversion: answer, Require("agreed") { $0 })
    agrees.input = "maybe"
    #expect(agrees.failures.map(\.requirement) == ["yes or no"])
    agrees.input = "no"
    #expect(agrees.failures.map(\.requirement) == ["agreed"])
    agrees.setValue(true)
    #expect(agrees.input == "yes")
  }

  @Test("An optional conversion takes empty text as nil")
  func optional() throws {
    var floor = FormField<Int?>(name: "Floor", conversion: .optional(.integer))
    #expect(floor.isValid())
    #expect(try floor.value() == nil)
    floor.input = "3"
    #expect(try floor.value() == 3)
    floor.input = "3rd"
    #expect(floor.failures.map(\.kind) == [.conversion])
  }

  @Test("A caller's parse strategy converts as it decides")
  func parseStrategy() throws {
    let lenient = InputConversion<Int>.parsing(
      "a number", IntegerParseStrategy(format: IntegerFormatStyle<Int>.number)
    ) { String($0) }
    #expect(lenient.value(from: "1,234") == 1234)
    #expect(lenient.value(from: "lots") == nil)
  }

  @Test("Any LosslessStringConvertible type converts with its own initializer")
  func lossless() throws {
    var flag = FormField<Bool>(name: "Flag")
    flag.input = "true"
    #expect(try flag.value())
    flag.input = "yes"
    #expect(flag.failures.map(\.requirement) == ["a valid Bool"])
    var letter = FormField<Character>(name: "Initial")
    letter.input = "A"
    #expect(try letter.value() == "A")
    letter.input = ""
    #expect(!letter.isValid())
    letter.input = "AB"
    #expect(letter.failures.map(\.requirement) == ["a single character"])
  }
}
