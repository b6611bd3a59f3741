import Foundation
import Testing
import Validation

/// A form with a terms checkbox and a website that may stay empty, as a model: decoded from
/// typed JSON, submitted, and encoded back.
struct CheckboxAndOptionalModelTests {
  struct Profile: DecodableModel, Encodable {
    var website = FormField<URL?>(name: "Website")
    var terms = FormField<Bool>(name: "Terms", .accepted())

    mutating func visitFields(_ visitor: inout some FieldVisitor) {
      visitor.visit("website", &website)
      visitor.visit("terms", &terms)
    }
  }

  @Test("Decoding sets the checkbox from a Boolean and the website from a string or null")
  func decoding() throws {
    let filled = try JSONDecoder().decode(
      Profile.self, from: Data(#"{"website":"https://ann.example","terms":true}"#.utf8))
    #expect(filled.terms.isOn)
    #expect(filled.website.input == "https://ann.example")
    let empty = try JSONDecoder().decode(
      Profile.self, from: Data(#"{"website":null,"terms":true}"#.utf8))
    #expect(empty.website.input == "")
    #expect(try empty.website.value() == nil)
  }

  @Test("Refusing the terms fails the submit with the checkbox's sentence")
  func refusedTerms() throws {
    let error = try #require(throws: ModelValidationError.self) {
      try JSONDecoder().decode(Profile.self, from: Data(#"{"website":null,"terms":false}"#.utf8))
    }
    #expect(error.failures.map(\.path) == ["terms"])
    #expect(
      error.failures.first?.message(in: Locale(identifier: "en")) == "Terms must be accepted.")
  }

  @Test("A submitted form reads the typed values: a Bool and an optional URL")
  func submit() throws {
    var profile = Profile()
    profile.terms.isOn = true
    let valid = try profile.submit()
    let website: URL? = valid.website
    let terms: Bool = valid.terms
    #expect(website == nil && terms)
    let encoded = String(decoding: try JSONEncoder().encode(profile), as: UTF8.self)
    #expect(encoded.contains(#""terms":true"#))
  }
}
