import Foundation
import Requirements
import Testing

/// Failures worded for people: the error sentence of each failed part, or the text a
/// caller wrote.
struct UnsatisfiedRequirementMessageTests {
  static let english = Locale(identifier: "en_US")

  static func failure<Input>(_ requirement: Requirement<Input>, _ input: Input)
    -> UnsatisfiedRequirement
  {
    requirement.failure(for: input) ?? UnsatisfiedRequirement(requirement: "none", input: nil)
  }

  @Test("A catalogue failure reads as an error sentence, with or without the field's name")
  func sentence() {
    let failure = Self.failure(Requirement<String>.minLength(8), "abc")
    #expect(failure.message(in: Self.english) == "Must have at least 8 characters.")
    #expect(
      failure.message(in: Self.english, subject: "Password")
        == "Password must have at least 8 characters.")
  }

  @Test(
    "A date bound is shown in the time zone given, not the process's",
    arguments: [
      ("UTC", "Start must be on or after January 1, 2030."),
      ("America/New_York", "Start must be on or after December 31, 2029 at 7:00\u{202F}PM."),
      ("Asia/Tokyo", "Start must be on or after January 1, 2030 at 9:00\u{202F}AM."),
    ])
  func timeZone(identifier: String, message: String) throws {
    let zone = try #require(TimeZone(identifier: identifier))
    // Midnight, 1 January 2030, in UTC.
    let bound = Date(timeIntervalSince1970: 1_893_456_000)
    let failure = Self.failure(Requirement<Date>.minimum(bound), bound.addingTimeInterval(-1))
    #expect(failure.message(in: Self.english, timeZone: zone, subject: "Start") == message)
  }

  @Test("A failed conjunction names each failed part, one sentence each")
  func conjunction() {
    let password = Requirement<String>.minLength(8) && .atLeast(1, .digits) && .maxLength(20)
    #expect(
      Self.failure(password, "abc").message(in: Self.english)
        == "Must have at least 8 characters. Must contain at least 1 digit.")
  }

  @Test("A failed disjunction names its alternatives as phrases")
  func disjunction() {
    let either = Requirement<Int>.minimum(16) || .maximum(5)
    #expect(
      Self.failure(either, 10).message(in: Self.english, subject: "Age")
        == "Age must meet one of these: at least 16 or at most 5.")
  }

  @Test("Text a caller wrote is shown as written")
  func asWritten() {
    let even = Require<Int>("an even number") { $0.isMultiple(of: 2) }
    #expect(Self.failure(even, 3).message(in: Self.english) == "an even number")
    let described = Requirement<String>.minLength(8).described("a long name")
    #expect(Self.failure(described, "a").message(in: Self.english) == "a long name")
    #expect(Self.failure(described, "a").constraint?.code == "min_length")
    let strong = (Requirement<String>.minLength(8) && .atLeast(1, .digits)).described("strong")
    #expect(Self.failure(strong, "a").message(in: Self.english) == "strong")
  }

  @Test("A requirement worded by its caller shows the sentence for the locale's language")
  func worded() {
    let free = Require<String>("not taken") { $0 != "ann" }
      .worded(
        ["en": "a free name", "de": "ein freier Name"],
        error: [
          "en": "This name is taken.", "de": "Dieser Name ist vergeben.",
        ])
    let failure = Self.failure(free, "ann")
    #expect(failure.message(in: Locale(identifier: "de_DE")) == "Dieser Name ist vergeben.")
    #expect(failure.message(in: Locale(identifier: "sv")) == "This name is taken.")
    #expect(free.phrase(in: Locale(identifier: "de")) == "ein freier Name")
    #expect(free.description == "not taken")
  }

  @Test("A requirement on a part of the value names the part")
  func part() {
    struct Person { var age: Int }
    let adult = Requirement<Person>.on(\.age, named: "age", .minimum(18))
    #expect(
      Self.failure(adult, Person(age: 3)).message(in: Self.english, subject: "Person")
        == "age must be at least 18.")
  }

  @Test("A language without messages of its own gets English, formatted as English is")
  func fallback() {
    let failure = Self.failure(Requirement<Int>.minimum(1000), 3)
    #expect(failure.message(in: Locale(identifier: "sv_SE")) == "Must be at least 1,000.")
  }

  @Test("Numbers and dates are formatted for the locale")
  func formatting() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .current
    let day = calendar.date(from: DateComponents(year: 2030, month: 1, day: 15))!
    let failure = Self.failure(Requirement<Date>.minimum(day), day.addingTimeInterval(-86_400))
    #expect(failure.message(in: Self.english) == "Must be on or after January 15, 2030.")
    #expect(failure.constraint?.parameters.first?.value == .value(.date(day)))
  }

  @Test("A checklist phrase lists a composite's parts in the locale's language")
  func phrase() {
    let password = Requirement<String>.minLength(8) && .atLeast(2, .digits)
    #expect(password.phrase(in: Self.english) == "at least 8 characters and at least 2 digits")
    #expect(Requirement<String>.email().phrase(in: Self.english) == "a valid e-mail address")
  }
}

/// The Localization article's first example reads as the article says.
struct LocalizationArticleTests {
  @Test("A password's failure in English and German, and its phrase in French")
  func overview() {
    let password = Requirement<String>.minLength(8) && .atLeast(1, .digits)
    let failure = password.failure(for: "abc")
    #expect(
      failure?.message(in: Locale(identifier: "en"))
        == "Must have at least 8 characters. Must contain at least 1 digit.")
    #expect(
      failure?.message(in: Locale(identifier: "de"), subject: "Passwort")
        == "Passwort muss mindestens 8 Zeichen lang sein. "
        + "Passwort muss mindestens 1 Ziffer enthalten.")
    #expect(
      password.phrase(in: Locale(identifier: "fr"))
        == "au moins 8 caractères et au moins 1 chiffre")
  }
}
