import Foundation
import Testing
import Validation

// Every built-in conversion fed extreme values from code and extreme text from users:
// nothing traps, and a value either is written as text that converts back to it or makes
// the field invalid with a conversion failure.
struct ExtremeValueConversionTests {
  static let doubles: [Double] = [
    .infinity, -.infinity, .nan, 1e308, -1e308, .greatestFiniteMagnitude,
    -.greatestFiniteMagnitude, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, 0, -0.0,
    Double(Int.max), Double(Int.min),
  ]

  static let texts = [
    "1e308", "-1e308", "1e309", "-1e309", "1e-400", "1e-5000", "1e5000", "1e99999999999999999999",
    "9223372036854775807", "9223372036854775808", "-9223372036854775808",
    "-9223372036854775809", "18446744073709551616", String(repeating: "9", count: 400),
    "0." + String(repeating: "0", count: 400) + "1", "3402823669209384634633746074317682114550",
    "nan", "NaN", "inf", "-inf", "9999-12-31T23:59:59.999999999Z", "9999-12-31T23:59:59-23:59",
    "0001-01-01T00:00:00+23:59", "0001-01-01", "9999-12-31", "0000-01-01", "-0001-01-01",
    "+10000-01-01",
  ]

  @Test("Integers at their extremes are written and read back", arguments: [Int.min, Int.max])
  func integers(extreme: Int) {
    expectWrittenBackOrRefused(FormField<Int>(name: "N"), extreme)
    expectWrittenBackOrRefused(FormField<Int8>(name: "N"), Int8(truncatingIfNeeded: extreme))
    expectWrittenBackOrRefused(FormField<Int64>(name: "N"), Int64(extreme))
    expectWrittenBackOrRefused(FormField<UInt>(name: "N"), UInt(bitPattern: extreme))
    expectWrittenBackOrRefused(FormField<UInt8>(name: "N"), UInt8(truncatingIfNeeded: extreme))
  }

  @Test("Floating-point extremes are written back or refused", arguments: doubles)
  func floatingPoint(value: Double) {
    expectWrittenBackOrRefused(FormField<Double>(name: "N"), value)
    expectWrittenBackOrRefused(
      FormField<Double>(name: "N", conversion: .number(decimalSeparator: ",")), value)
    expectWrittenBackOrRefused(FormField<Float>(name: "N"), Float(value))
    #if !((os(macOS) || targetEnvironment(macCatalyst)) && arch(x86_64))
      expectWrittenBackOrRefused(FormField<Float16>(name: "N"), Float16(value))
    #endif
    #if arch(x86_64) || arch(i386)
      expectWrittenBackOrRefused(FormField<Float80>(name: "N"), Float80(value))
    #endif
    expectWrittenBackOrRefused(
      FormField<Double?>(name: "N", conversion: .optional(.number())), value)
  }

  @Test(
    "Decimal extremes are written back or refused",
    arguments: [
      Decimal.greatestFiniteMagnitude, .leastFiniteMagnitude, .leastNonzeroMagnitude,
      -.leastNonzeroMagnitude, .nan, 0,
    ])
  func decimals(value: Decimal) {
    expectWrittenBackOrRefused(FormField<Decimal>(name: "N"), value)
    expectWrittenBackOrRefused(
      FormField<Decimal>(name: "N", conversion: .decimal(decimalSeparator: ",")), value)
  }

  @Test(
    "Date extremes are written back or refused, in every date conversion and several zones",
    // Seconds since 2001: the description of some such dates stops the program.
    arguments: [
      TimeInterval.infinity, -.infinity, .nan, 1e308, -1e308, 1e12, -1e12, 1e-300,
      .leastNonzeroMagnitude, 252_423_993_599.999_97, -63_113_904_000,
    ])
  func dates(secondsSince2001: TimeInterval) throws {
    let date = Date(timeIntervalSinceReferenceDate: secondsSince2001)
    let zones =
      try [TimeZone.gmt]
      + ["Europe/Berlin", "Pacific/Apia", "Pacific/Kiritimati"].map {
        try #require(TimeZone(identifier: $0))
      }
    for zone in zones {
      expectWrittenBackOrRefused(
        FormField<Date>(name: "D", conversion: .iso8601(timeZone: zone)), date)
      expectWrittenBackOrRefused(
        FormField<Date>(name: "D", conversion: .iso8601DateTime(timeZone: zone)), date)
      // A date alone drops the time of day, so only its day comes back.
      var day = FormField<Date>(name: "D", conversion: .iso8601Date(timeZone: zone))
      day.reset(to: date)
      if let start = day.currentValue {
        day.reset(to: start)
        #expect(day.currentValue == start)
      } else {
        #expect(day.failures.map(\.kind) == [.conversion])
      }
    }
  }

  @Test(
    "Extreme text converts to a value that is written back, or does not convert", arguments: texts)
  func extremeText(text: String) throws {
    expectReadBackOrRefused(FormField<Int>(name: "N"), text)
    expectReadBackOrRefused(FormField<UInt64>(name: "N"), text)
    expectReadBackOrRefused(FormField<Double>(name: "N"), text)
    expectReadBackOrRefused(FormField<Float>(name: "N"), text)
    #if !((os(macOS) || targetEnvironment(macCatalyst)) && arch(x86_64))
      expectReadBackOrRefused(FormField<Float16>(name: "N"), text)
    #endif
    #if arch(x86_64) || arch(i386)
      expectReadBackOrRefused(FormField<Float80>(name: "N"), text)
    #endif
    expectReadBackOrRefused(FormField<Decimal>(name: "N"), text)
    let apia = try #require(TimeZone(identifier: "Pacific/Apia"))
    for zone in [TimeZone.gmt, apia] {
      expectReadBackOrRefused(
        FormField<Date>(name: "D", conversion: .iso8601(timeZone: zone)), text)
      expectReadBackOrRefused(
        FormField<Date>(name: "D", conversion: .iso8601DateTime(timeZone: zone)), text)
      expectReadBackOrRefused(
        FormField<Date>(name: "D", conversion: .iso8601Date(timeZone: zone)), text)
    }
  }
}

// Sets a field from code: the value comes back exactly from the text written for it (a
// NaN, which equals nothing, as any NaN), or the field fails its conversion.
private func expectWrittenBackOrRefused<Value: Equatable>(
  _ field: FormField<Value>, _ value: Value, sourceLocation: SourceLocation = #_sourceLocation
) {
  var field = field
  field.reset(to: value)
  if let converted = field.currentValue {
    #expect(
      converted == value || (value != value && converted != converted),
      "\(field.input)", sourceLocation: sourceLocation)
  } else {
    #expect(field.failures.map(\.kind) == [.conversion], sourceLocation: sourceLocation)
    #expect(!field.isValid(), sourceLocation: sourceLocation)
  }
}

// Types a text: a value it converts to is written as text that converts back to that
// value; text that does not convert makes the field fail its conversion.
private func expectReadBackOrRefused<Value: Equatable>(
  _ field: FormField<Value>, _ text: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  var field = field
  field.input = text
  if let converted = field.currentValue {
    #expect(converted == converted, "converted to NaN", sourceLocation: sourceLocation)
    expectWrittenBackOrRefused(field, converted, sourceLocation: sourceLocation)
    #expect(field.conversion.value(from: field.conversion.text(for: converted)) == converted)
  } else {
    #expect(field.failures.map(\.kind) == [.conversion], sourceLocation: sourceLocation)
  }
}
