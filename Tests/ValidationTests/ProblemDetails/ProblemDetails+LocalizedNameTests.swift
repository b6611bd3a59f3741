import Foundation
import Testing
import Validation

/// Problem details worded in a locale name translated parts in that locale's language, and
/// never a field's English name.
struct ProblemDetailsLocalizedNameTests {
  struct Booking: Hashable, Sendable {
    var guests: Int
  }

  struct Signup: DecodableModel {
    var password = FormField<String>(name: ["en": "Password", "de": "Passwort"], .minLength(8))
    var booking = ValidatableValue(
      Booking(guests: 2),
      name: ["en": "Booking", "de": "Buchung"],
      .on(\Booking.guests, named: ["en": "guests", "de": "Gäste"], .range(1...12)))

    mutating func visitFields(_ visitor: inout some FieldVisitor) {
      visitor.visit("password", &password)
      visitor.visit("booking", &booking)
    }
  }

  @Test("An entry names a translated part in the document's language")
  func part() throws {
    let signup = Signup()
    let error = #expect(throws: InvalidValue.self) {
      try signup.booking.validate(Booking(guests: 20))
    }
    let german = Locale(identifier: "de")
    let problem = ProblemDetails(try #require(error), locale: german)
    #expect(problem.errors.map(\.detail) == ["Gäste muss zwischen 1 und 12 liegen."])
    #expect(error?.message(in: german) == "Gäste muss zwischen 1 und 12 liegen.")
  }

  @Test("A field's entry is worded in the document's language without its name")
  func field() throws {
    var signup = Signup()
    signup.password.input = "abc"
    let error = try #require(throws: ModelValidationError.self) { try signup.validate() }
    let german = Locale(identifier: "de")
    let problem = ProblemDetails(error, locale: german)
    #expect(problem.errors.map(\.detail) == ["Muss mindestens 8 Zeichen lang sein."])
    #expect(
      error.failures.first?.message(in: german) == "Passwort muss mindestens 8 Zeichen lang sein.")
  }
}
