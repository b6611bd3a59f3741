import Foundation
import Requirements
import Testing
import Validation

/// Dates in messages shown in the caller's time zone: UTC in problem details unless given
/// one, the zone given beside the locale everywhere else.
struct ProblemDetailsTimeZoneTests {
  // Midnight, 1 January 2030, in UTC.
  static let bound = Date(timeIntervalSince1970: 1_893_456_000)
  static let english = Locale(identifier: "en_US")
  static let tokyo = TimeZone(identifier: "Asia/Tokyo") ?? .gmt
  static let newYork = TimeZone(identifier: "America/New_York") ?? .gmt

  struct Booking: DecodableModel {
    @Validated(name: "Start", .minimum(ProblemDetailsTimeZoneTests.bound)) var start =
      ProblemDetailsTimeZoneTests.bound

    mutating func visitFields(_ visitor: inout some FieldVisitor) {
      visitor.visit("start", &_start)
    }
  }

  // The error decoding a booking that starts in 2001, before the bound.
  static var decodingError: any Error {
    do {
      _ = try JSONDecoder().decode(Booking.self, from: Data(#"{"start": 0}"#.utf8))
      return CancellationError()
    } catch {
      return error
    }
  }

  @Test("Problem details show a date bound in UTC unless given a time zone")
  func utcByDefault() {
    #expect(ProblemDetails.utc.secondsFromGMT() == 0)
    let problem = ProblemDetails(decodingFailure: Self.decodingError, locale: Self.english)
    #expect(problem.errors.map(\.detail) == ["Must be on or after January 1, 2030."])
  }

  @Test("Problem details show a date bound in the time zone given")
  func givenZone() throws {
    let error = Self.decodingError
    let model = try #require(error as? ModelValidationError)
    #expect(
      ProblemDetails(decodingFailure: error, locale: Self.english, timeZone: Self.tokyo)
        .errors.map(\.detail) == ["Must be on or after January 1, 2030 at 9:00\u{202F}AM."])
    #expect(
      ProblemDetails(model, locale: Locale(identifier: "de"), timeZone: Self.newYork)
        .errors.map(\.detail) == ["Muss am oder nach dem 31. Dezember 2029 um 19:00 liegen."])
  }

  @Test("A model's failure and a value's error show a date bound in the time zone given")
  func messages() throws {
    let model = try #require(Self.decodingError as? ModelValidationError)
    let failure = try #require(model.failures.first)
    #expect(
      failure.message(in: Self.english, timeZone: Self.tokyo)
        == "Start must be on or after January 1, 2030 at 9:00\u{202F}AM.")
    let unsatisfied = try #require(
      Requirement<Date>.minimum(Self.bound).failure(for: .distantPast))
    let invalid = InvalidValue(
      fieldName: "Start", reason: .unsatisfiedRequirements, failures: [unsatisfied])
    #expect(
      invalid.message(in: Self.english, timeZone: Self.newYork)
        == "Start must be on or after December 31, 2029 at 7:00\u{202F}PM.")
    #expect(
      ProblemDetails(invalid, locale: Self.english, timeZone: Self.tokyo).errors.map(\.detail)
        == ["Must be on or after January 1, 2030 at 9:00\u{202F}AM."])
  }
}
