import Foundation
import Testing

@testable import Requirements

/// The catalogue's messages in English.
struct EnglishTests {
  static let format = MessageFormat(
    locale: Locale(identifier: "en_US"), pluralRule: English().pluralRule)

  static func sentence(_ constraint: Constraint, _ subject: String? = nil) -> String {
    English().sentence(constraint, subject: subject, format)
  }

  @Test(
    "Counts take the singular for 1 and the plural otherwise",
    arguments: [
      (0, "at least 0 characters"), (1, "at least 1 character"), (2, "at least 2 characters"),
      (5, "at least 5 characters"), (11, "at least 11 characters"),
      (21, "at least 21 characters"), (101, "at least 101 characters"),
      (1000, "at least 1,000 characters"),
    ])
  func plurals(count: Int, phrase: String) {
    #expect(English().phrase(.minLength(count), Self.format) == phrase)
  }

  @Test("Sentences name the field when there is a name, and start with a capital otherwise")
  func sentences() {
    #expect(Self.sentence(.required, "Name") == "Name is required.")
    #expect(Self.sentence(.required) == "A value is required.")
    #expect(Self.sentence(.email) == "Must be a valid e-mail address.")
    #expect(Self.sentence(.maximum(.integer(120)), "Age") == "Age must be at most 120.")
    #expect(Self.sentence(.oneOf([.text("S"), .text("M")])) == "Must be “S” or “M”.")
    #expect(Self.sentence(.atLeast(2, .digits)) == "Must contain at least 2 digits.")
    #expect(Self.sentence(.atLeast(1, .uppercase)) == "Must contain at least 1 uppercase letter.")
    #expect(Self.sentence(.conversion(.wholeNumber), "Age") == "Age must be a whole number.")
    #expect(Self.sentence(.maxCount(1), "Tags") == "Tags must have at most 1 item.")
    #expect(Self.sentence(.noneOf([.text("admin")])) == "Must not be “admin”.")
  }
}
