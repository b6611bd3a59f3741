import Foundation
import Testing
import Validation

/// An async requirement's failure reads as a sentence in the user's language, never as its
/// bare phrase.
struct AsyncRequirementMessageTests {
  static let languages = ["en", "de", "fr", "es", "it", "pt", "nl", "pl", "ru", "ja", "zh", "ar"]

  /// A user name field whose check has answered for `name`.
  static func checked(
    _ name: String, _ requirement: AsyncRequirement<String>
  ) async throws -> FormField<String> {
    var field = FormField<String>(name: "User name", .minLength(3)).checking(requirement)
    field.input = name
    field.touch()
    let check = try #require(field.pendingAsyncCheck)
    field.record(try #require(await check.run(debounce: .zero, clock: ContinuousClock())))
    return field
  }

  static let notTaken = AsyncRequirement<String>("a user name nobody has") { $0 != "admin" }

  @Test("A taken name's error line is a sentence around the phrase, about the field")
  func takenName() async throws {
    let field = try await Self.checked("admin", Self.notTaken)
    #expect(
      field.errorLine(in: Locale(identifier: "en"))
        == "User name must meet this requirement: a user name nobody has.")
    #expect(
      field.errorLine(in: Locale(identifier: "de"))
        == "User name muss diese Bedingung erfüllen: a user name nobody has.")
  }

  @Test("In every language the error line is a sentence, not the phrase", arguments: languages)
  func everyLanguage(language: String) async throws {
    let field = try await Self.checked("admin", Self.notTaken)
    let line = try #require(field.errorLine(in: Locale(identifier: language)))
    #expect(line != "a user name nobody has")
    #expect(line.contains("a user name nobody has") && line.contains("User name"))
    #expect([".", "。"].contains(line.last.map(String.init) ?? ""), "\(line)")
  }

  @Test("A phrase worded in the user's language, without an error sentence, reads in a sentence")
  func wordedPhraseOnly() async throws {
    let free = AsyncRequirement<String>("not taken") { $0 != "admin" }
      .worded(["en": "a free name", "de": "ein freier Name"], code: "taken")
    let field = try await Self.checked("admin", free)
    #expect(
      field.errorLine(in: Locale(identifier: "de"))
        == "User name muss diese Bedingung erfüllen: ein freier Name.")
  }

  @Test("An error sentence of the caller's is shown as written")
  func wordedSentence() async throws {
    let free = Self.notTaken.worded("a free name", error: "This name is already taken.")
    let field = try await Self.checked("admin", free)
    #expect(field.errorLine(in: Locale(identifier: "fr")) == "This name is already taken.")
  }
}
