import Foundation
import Requirements
import Testing

/// A negation worded from the entry it negates: in the message's language, with the
/// caller's names for values and classes, and never in English elsewhere.
struct NotWordingTests {
  static let german = Locale(identifier: "de")

  static func message(_ requirement: Requirement<String>, _ input: String, redacting: Bool = false)
    -> String
  {
    requirement.failure(for: input, redactingInput: redacting)?.message(in: german) ?? ""
  }

  @Test("The negation of an entry the caller worded reads as the entry's negation")
  func wordedEntry() {
    let atSign = Requirement<String>.contains("@")
      .worded(["en": "an at sign", "de": "ein At-Zeichen"])
    #expect(Self.message(!atSign, "a@b") == "Darf „@“ nicht enthalten.")
    #expect((!atSign).phrase(in: Self.german) == "enthält nicht „@“")
  }

  @Test("An entry negated twice reads as the entry")
  func doubleNegation() {
    let twice = !(!Requirement<String>.contains("a"))
    #expect(Self.message(twice, "b") == "Muss „a“ enthalten.")
    #expect(twice.phrase(in: Self.german) == "enthält „a“")
    let secret = Self.message(!(!.equalTo("hunter2")), "x", redacting: true)
    #expect(!secret.isEmpty && !secret.contains("hunter2"), "\(secret)")
  }

  @Test("A negated list of allowed values shows the values by their display names")
  func negatedDisplayNames() {
    let sizes = Requirement<String>.oneOf(
      ["S", "M"], displayNames: ["S": ["en": "small", "de": "klein"]])
    #expect(Self.message(!sizes, "S") == "Darf weder „klein“ noch „M“ sein.")
    #expect((!sizes).phrase(in: Self.german) == "weder „klein“ noch „M“")
    let secret = Self.message(!sizes, "S", redacting: true)
    #expect(secret == "Darf keiner der ausgeschlossenen Werte sein.")
  }

  @Test("A negated count of a caller's class names the class in the message's language")
  func negatedTranslatedClass() {
    let vowels = CharacterClass("vowel", in: "aeiou")
      .translated(["de": .init(one: "Vokal", other: "Vokale")])
    let message = Self.message(!.atLeast(2, vowels), "aei")
    #expect(message == "Darf diese Bedingung nicht erfüllen: mindestens 2 Vokale.")
  }
}
