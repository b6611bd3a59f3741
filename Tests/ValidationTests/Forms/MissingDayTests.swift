import Foundation
import Testing
import Validation

/// A date laid out right whose month has no such day is told that the day does not exist,
/// not that its layout is wrong.
struct MissingDayTests {
  static let languages = ["en", "de", "fr", "es", "it", "pt", "nl", "pl", "ru", "ja", "zh", "ar"]

  /// The constraint code and `expected` parameter of the failure for a text.
  static func expected(_ text: String, _ conversion: InputConversion<Date>) -> String? {
    var field = FormField<Date>(name: "Birth date", conversion: conversion)
    field.input = text
    guard let parameter = field.failures.first?.constraint?.parameters.first?.value,
      case .value(.text(let expected)) = parameter
    else { return nil }
    return expected
  }

  @Test(
    "A day the month does not have is told so, whatever the layout the conversion takes",
    arguments: [
      ("1990-02-30", InputConversion<Date>.iso8601(), "existing_day"),
      ("2023-02-29", .iso8601(), "existing_day"),
      ("2024-04-31", .iso8601Date(), "existing_day"),
      ("1990-02-30T10:00:00Z", .iso8601DateTime(), "existing_day"),
      ("1990-02-30T10:00:00Z", .iso8601(), "existing_day"),
      (" 1990-02-30 ", InputConversion<Date>.iso8601().trimmingWhitespace(), "existing_day"),
      // Something else is wrong too: the layout is what to fix first.
      ("1990-02-30T10:00:00Z", .iso8601Date(), "date"),
      ("1990-02-30", .iso8601DateTime(), "date_time"),
      ("1990-02-32", .iso8601(), "date_or_date_time"),
      ("1990-13-01", .iso8601(), "date_or_date_time"),
      ("1990-02-30x", .iso8601(), "date_or_date_time"),
      ("1990-02-30T25:00:00Z", .iso8601(), "date_or_date_time"),
      ("30.02.1990", .iso8601(), "date_or_date_time"),
    ])
  func expectation(text: String, conversion: InputConversion<Date>, expected: String) {
    #expect(Self.expected(text, conversion) == expected)
  }

  @Test("1990-02-30 in a birth date field reads that the day does not exist")
  func birthDate() throws {
    var birthDate = FormField<Date>(name: "Birth date")
    birthDate.input = "1990-02-30"
    birthDate.touch()
    let failure = try #require(birthDate.failures.first)
    #expect(failure.kind == .conversion)
    #expect(failure.requirement == "a day that exists")
    #expect(
      birthDate.errorLine(in: Locale(identifier: "en")) == "Birth date must be a day that exists.")
    #expect(
      birthDate.errorLine(in: Locale(identifier: "de"))
        == "Birth date muss ein Tag sein, den es im Kalender gibt.")
  }

  @Test("In every language the line speaks of the day, not of the layout", arguments: languages)
  func everyLanguage(language: String) throws {
    var birthDate = FormField<Date?>(name: "Birth date")
    birthDate.input = "1990-02-30"
    birthDate.touch()
    let line = try #require(birthDate.errorLine(in: Locale(identifier: language)))
    #expect(!line.contains("MM") && line.contains("Birth date"), "\(line)")
  }
}
