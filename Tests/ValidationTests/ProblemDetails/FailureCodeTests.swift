import Foundation
import Testing
import Validation

/// A model whose starting values break requirements of every kind, with an optional age
/// whose catalogue range is lifted to the optional.
private struct CodedCustomer: ValidatableModel {
  var name = ValidatableValue("", name: "Name", .nonBlank())
  var age = ValidatableValue<Int?>(12, name: "Age", .ifPresent(.range(16...120)))
  var email = ValidatableValue("ann", name: "E-mail", .email())
  var tags = ValidatableValue(["a", "b"], name: "Tags", .maxCount(1))
  var handle = ValidatableValue(
    "taken", name: "Handle", Require<String>("nobody has it") { $0 != "taken" })
  var nickname = ValidatableValue(
    "admin", name: "Nickname",
    Require<String>("is free") { $0 != "admin" }.worded("is free", error: "is taken", code: "taken")
  )
  var accepted = false

  static let rules: [ModelRule<CodedCustomer>] = [
    ModelRule("terms must be accepted", fields: ["accepted"]) { $0.accepted }
  ]

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("name", &name)
    visitor.visit("age", &age)
    visitor.visit("email", &email)
    visitor.visit("tags", &tags)
    visitor.visit("handle", &handle)
    visitor.visit("nickname", &nickname)
    visitor.visit("accepted", plain: &accepted)
  }
}

struct FailureCodeTests {
  @Test("Every failure's code is the one its problem details entry sends")
  func failureCodesMatchProblemDetails() throws {
    let error = try #require(throws: ModelValidationError.self) { try CodedCustomer().validate() }
    let codes = error.failures.map { "\($0.path) \($0.code)" }
    #expect(
      codes == [
        "name too_short", "age out_of_range", "email pattern_mismatch", "tags too_many",
        "handle invalid", "nickname taken", " rule",
      ])
    let entries = ProblemDetails(error).errors.map(\.code)
    #expect(entries == error.failures.map(\.code))
  }

  @Test("A rejected write's error and each of its failures have the same code")
  func invalidValueCode() throws {
    var age = ValidatableValue<Int?>(nil, name: "Age", .ifPresent(.range(16...120)))
    let error = try #require(throws: InvalidValue.self) { try age.setValue(200) }
    #expect(error.code == "out_of_range")
    #expect(error.failures.map(\.code) == ["out_of_range"])
    #expect(ProblemDetails(error, at: "age").errors.map(\.code) == ["out_of_range"])
  }

  @Test(
    "A failure's code is its kind's, or the code its requirement names",
    arguments: [
      (Requirement<String>.minLength(8), "abc", "too_short"),
      (.maxLength(2), "abc", "too_long"),
      (.email(), "abc", "pattern_mismatch"),
      (.oneOf(["a", "b"]), "c", "invalid"),
      (Require("not x") { $0 != "x" }, "x", "invalid"),
      (Require("not x") { $0 != "x" }.worded("not x", error: "is x", code: "is_x"), "x", "is_x"),
      (
        Require("not x") { $0 != "x" }.reportedAs(domain: "App", code: 7, name: "app_x"), "x",
        "app_x"
      ),
    ])
  func unsatisfiedRequirementCode(requirement: Requirement<String>, input: String, code: String)
    throws
  {
    let failure = try #require(requirement.failure(for: input))
    #expect(failure.code == code)
  }

  @Test("A missing value and a type mismatch have their codes on the error")
  func reasonCodes() throws {
    let missing = try #require(throws: InvalidValue.self) {
      try ValidatableValue<Int>(name: "Count").value()
    }
    #expect(missing.code == "required")
    var count = ValidatableValue<Int>(0, name: "Count")
    let mismatch = try #require(throws: InvalidValue.self) { try count.setValue("x" as Any) }
    #expect(mismatch.code == "type_mismatch")
  }
}
