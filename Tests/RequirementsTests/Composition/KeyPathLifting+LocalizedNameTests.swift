import Foundation
import Requirements
import Testing

/// A part named in several languages: messages name it in the locale's language,
/// descriptions in English.
struct KeyPathLiftingLocalizedNameTests {
  struct Person: Sendable {
    var age: Int
    var name: String
  }

  static let age: LocalizedText = ["en": "age", "de": "Alter", "ja": "年齢"]

  @Test(
    "The part's name is the message's subject in the locale's language",
    arguments: [
      ("de", "Alter muss mindestens 18 sein."),
      ("en", "age must be at least 18."),
      ("ja", "年齢は18以上にしてください。"),
    ])
  func message(language: String, expected: String) throws {
    let adult = Requirement<Person>.on(\.age, named: Self.age, .minimum(18))
    let failure = try #require(adult.failure(for: Person(age: 12, name: "Ann")))
    #expect(failure.message(in: Locale(identifier: language)) == expected)
  }

  @Test("Descriptions and leaves name the part in English")
  func description() throws {
    let adult = Requirement<Person>.on(\.age, named: Self.age, .minimum(18))
    #expect(adult.description == "age: at least 18")
    let failure = try #require(adult.failure(for: Person(age: 12, name: "Ann")))
    #expect(failure.leaves.map(\.requirement) == ["age: at least 18"])
  }

  @Test("A block of requirements on a part takes a translated name too")
  func block() throws {
    let adult = Requirement<Person>.on(\.age, named: Self.age) {
      Requirement.minimum(18)
      Requirement.maximum(120)
    }
    let failure = try #require(adult.failure(for: Person(age: 200, name: "Ann")))
    #expect(failure.message(in: Locale(identifier: "de")).hasPrefix("Alter "))
  }

  @Test("A redacted failure keeps the part's translated name, not the input")
  func secret() throws {
    let pin = Requirement<Person>.on(
      \.name, named: ["en": "PIN", "de": "Geheimzahl"], .minLength(8))
    let failure = try #require(pin.failure(for: Person(age: 1, name: "1234"), redactingInput: true))
    let message = failure.message(in: Locale(identifier: "de"))
    #expect(message == "Geheimzahl muss mindestens 8 Zeichen lang sein.")
    #expect(failure.leaves.allSatisfy { $0.input == nil })
  }

  @Test("A plain string and a String variable still name a part")
  func plainNames() throws {
    let variable = "years"
    let literal = Requirement<Person>.on(\.age, named: "years", .minimum(18))
    let named = Requirement<Person>.on(\.age, named: variable, .minimum(18))
    for requirement in [literal, named] {
      let failure = try #require(requirement.failure(for: Person(age: 12, name: "Ann")))
      #expect(failure.message(in: Locale(identifier: "de")) == "years muss mindestens 18 sein.")
    }
  }
}
