import Foundation
import Testing
import Validation

/// Rules worded by their caller: their sentence in the user's language and a code a client
/// can branch on.
struct ModelRuleWordedTests {
  struct Passwords: ValidatableModel {
    var password = ValidatableValue<String>("secret")
    var confirmation = ValidatableValue<String>("secret")

    static let rules: [ModelRule<Passwords>] = [
      ModelRule("passwords match", fields: ["confirmation"]) {
        (try? $0.password.value()) == (try? $0.confirmation.value())
      }
      .worded(
        ["en": "matching passwords", "de": "übereinstimmende Passwörter"],
        error: [
          "en": "The passwords do not match.", "de": "Die Passwörter stimmen nicht überein.",
        ],
        code: "password_mismatch")
    ]

    mutating func visitFields(_ visitor: inout some FieldVisitor) {
      visitor.visit("password", &password)
      visitor.visit("confirmation", &confirmation)
    }
  }

  @Test("A rule worded by its caller shows its sentence and reports its code")
  func rule() throws {
    var model = Passwords()
    try model.confirmation.setValue("other")
    let error = try #require(model.validationError())
    #expect(
      error.failures.map { $0.message(in: Locale(identifier: "de_CH")) } == [
        "Die Passwörter stimmen nicht überein."
      ])
    #expect(ProblemDetails(error).errors.map(\.code) == ["password_mismatch"])
    #expect(ProblemDetails(error).errors.map(\.detail) == ["The passwords do not match."])
  }
}
