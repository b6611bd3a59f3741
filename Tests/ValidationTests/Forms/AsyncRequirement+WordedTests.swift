import Foundation
import Requirements
import Testing
import Validation

/// Async requirements worded by their caller: their sentence in the user's language and a
/// code a client can branch on.
struct AsyncRequirementWordedTests {
  static let taken = AsyncRequirement<String>("not taken") { $0 != "ann" }
    .worded(
      ["en": "a free name", "de": "ein freier Name"],
      error: ["en": "This name is already taken.", "de": "Dieser Name ist schon vergeben."],
      code: "taken")

  @Test("A taken name reads as an error in the user's language, with the code taken")
  func takenName() async throws {
    var field = FormField<String>(name: "User name", .minLength(2)).checking(Self.taken)
    field.input = "ann"
    let check = try #require(field.pendingAsyncCheck)
    let result = try #require(await check.run(debounce: .zero, clock: ContinuousClock()))
    field.record(result)
    let error = try #require(field.validationError)
    #expect(error.message(in: Locale(identifier: "de")) == "Dieser Name ist schon vergeben.")
    #expect(error.message(in: Locale(identifier: "en")) == "This name is already taken.")
    #expect(ProblemDetails(error, at: "name").errors.map(\.code) == ["taken"])
  }
}

extension AsyncRequirementWordedTests {
  @Test(
    "A check not answered yet reads in the user's language, by the requirement's phrase",
    arguments: [
      ("en", "a free name (not checked yet)"), ("de", "ein freier Name (noch nicht geprüft)"),
      ("fr", "a free name (pas encore vérifié)"), ("ja", "a free name（未確認）"),
    ])
  func uncheckedName(code: String, expected: String) throws {
    var field = FormField<String>(name: "User name", .minLength(2)).checking(Self.taken)
    field.input = "ann"
    #expect(field.isValidating)
    let error = try #require(field.validationError)
    #expect(error.message(in: Locale(identifier: code)) == expected)
    #expect(error.message == "not taken (not checked yet)")
  }
}
