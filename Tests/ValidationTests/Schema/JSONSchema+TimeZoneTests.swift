import Foundation
import Requirements
import Testing
import Validation

/// Date bounds in schema descriptions and checklist phrases shown in the caller's time
/// zone: UTC in a schema unless given one, the zone given beside the locale in a checklist.
struct JSONSchemaTimeZoneTests {
  typealias Booking = ProblemDetailsTimeZoneTests.Booking
  static let bound = ProblemDetailsTimeZoneTests.bound
  static let english = ProblemDetailsTimeZoneTests.english
  static let tokyo = ProblemDetailsTimeZoneTests.tokyo

  // The descriptions a schema gives its field, as its JSON text shows them.
  static func json(_ schema: JSONSchema) -> String {
    String(decoding: schema.json(), as: UTF8.self)
  }

  @Test("A schema shows a date bound in UTC unless given a time zone")
  func schemaZone() {
    let utc = Self.json(Booking.jsonSchema(locale: Self.english))
    #expect(utc.contains("on or after January 1, 2030"))
    #expect(!utc.contains("9:00"))
    let tokyo = Self.json(Booking.jsonSchema(locale: Self.english, timeZone: Self.tokyo))
    #expect(tokyo.contains("on or after January 1, 2030 at 9:00\u{202F}AM"))
  }

  @Test("A requirement's phrase and a checklist line show a date bound in the zone given")
  func phraseZone() throws {
    let minimum = Requirement<Date>.minimum(Self.bound)
    #expect(
      minimum.phrase(in: Self.english, timeZone: Self.tokyo)
        == "on or after January 1, 2030 at 9:00\u{202F}AM")
    #expect(
      minimum.phrase(in: Self.english, timeZone: ProblemDetails.utc)
        == "on or after January 1, 2030")
    let field = FormField<Date>(name: "Start", .minimum(Self.bound))
    let line = try #require(field.checklist.last)
    #expect(
      line.phrase(in: Self.english, timeZone: Self.tokyo)
        == "on or after January 1, 2030 at 9:00\u{202F}AM")
    #expect(
      Requirement<Date?>.ifPresent(minimum).phrase(in: Self.english, timeZone: Self.tokyo)
        == "on or after January 1, 2030 at 9:00\u{202F}AM")
  }
}
