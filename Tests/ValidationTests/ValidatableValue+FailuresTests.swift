import Testing
import Validation

// What a value reports about the requirements it breaks: willBeValid(with:), failures,
// validationError, checklists, and predicates that throw.

/// The error a throwing predicate raises in these tests.
private struct NotANumber: Error, Equatable {}

/// Requirements whose failures are easy to tell apart, in a fixed declaration order.
private let passwordRequirements: [Requirement<String>] = [
  .minLength(8),
  .atLeast(1, .uppercase),
  .atLeast(1, .digits),
  .only(.letters, .digits),
]

struct ValidatableValueFailuresTests {
  // MARK: willBeValid

  @Test(
    "willBeValid answers for a candidate without storing it",
    arguments: [("Abcdefg1", true), ("abc", false), ("Abcdefgh", false), ("", false)])
  func willBeValidDoesNotStore(candidate: String, expected: Bool) {
    let password = ValidatableValue<String>(
      name: "Password", isSecret: true, requirements: passwordRequirements)
    #expect(password.willBeValid(with: candidate) == expected)
    #expect(password.currentValue == nil)
    #expect(!password.isValid())
  }

  // MARK: Failures

  @Test(
    "Failures list every unsatisfied requirement in declaration order",
    arguments: [
      ("abc", ["at least 8 characters", "at least 1 uppercase letter", "at least 1 digit"]),
      ("abc def!", ["at least 1 uppercase letter", "at least 1 digit", "only letters and digits"]),
      ("ABCDEFGH", ["at least 1 digit"]),
      (
        "a b",
        [
          "at least 8 characters", "at least 1 uppercase letter", "at least 1 digit",
          "only letters and digits",
        ]
      ),
      ("Abcdefg1", []),
    ])
  func failuresListEveryRequirement(candidate: String, expected: [String]) throws {
    var password = ValidatableValue(
      value: nil, name: "Password", requirements: passwordRequirements)
    let current = ValidatableValue(
      value: candidate, name: "Password", requirements: passwordRequirements)
    #expect(current.failures.map(\.requirement) == expected)
    #expect(current.failures.allSatisfy { $0.input == candidate })
    #expect(current.isValid() == expected.isEmpty)
    if expected.isEmpty {
      try password.setValue(candidate)
      #expect(current.validationError == nil)
    } else {
      let error = try #require(throws: InvalidValue.self) { try password.setValue(candidate) }
      #expect(error.failures.map(\.requirement) == expected)
      #expect(error.message == expected.joined(separator: "; "))
      #expect(current.validationError?.failures.map(\.requirement) == expected)
    }
  }

  @Test("Failures are empty when no value has been set or the value is valid")
  func failuresEmptyWhenUnsetOrValid() throws {
    var code = ValidatableValue<String>(.minLength(3))
    #expect(code.failures.isEmpty)
    try code.setValue("abc")
    #expect(code.failures.isEmpty)
  }

  @Test("validationError reports a missing value, broken requirements, or nothing")
  func validationErrorStates() throws {
    var code = ValidatableValue<String>(name: "Code", .minLength(3))
    #expect(code.validationError?.reason == .missingValue)
    #expect(code.validationError?.description == "Code: a value is required")

    let invalid = ValidatableValue("ab", name: "Code", .minLength(3))
    #expect(invalid.validationError?.reason == .unsatisfiedRequirements)
    #expect(invalid.validationError?.message == "at least 3 characters")

    try code.setValue("abc")
    #expect(code.validationError == nil)
  }

  @Test("The validation error matches the error value() throws")
  func validationErrorMatchesValueError() throws {
    let invalid = ValidatableValue("ab", name: "Code", .minLength(3), .atLeast(1, .digits))
    let thrown = try #require(throws: InvalidValue.self) { try invalid.value() }
    let reported = try #require(invalid.validationError)
    #expect(thrown.description == reported.description)
    #expect(thrown.failures.map(\.description) == reported.failures.map(\.description))
  }

  // MARK: Checklists

  @Test("With no value set, the checklist marks no requirement as satisfied")
  func checklistWithoutValue() {
    let password = ValidatableValue(value: nil, requirements: passwordRequirements)
    #expect(password.checklist.map(\.description) == passwordRequirements.map(\.description))
    #expect(password.checklist.allSatisfy { !$0.isSatisfied })
  }

  @Test("The checklist marks each requirement for the current value, in declaration order")
  func checklistForCurrentValue() throws {
    var password = ValidatableValue(value: "abc", requirements: passwordRequirements)
    #expect(
      password.checklist == [
        RequirementStatus(description: "at least 8 characters", isSatisfied: false),
        RequirementStatus(description: "at least 1 uppercase letter", isSatisfied: false),
        RequirementStatus(description: "at least 1 digit", isSatisfied: false),
        RequirementStatus(description: "only letters and digits", isSatisfied: true),
      ])
    try password.setValue("Abcdefg1")
    #expect(password.checklist.allSatisfy { $0.isSatisfied })
  }

  @Test(
    "checklist(for:) checks a candidate without storing it",
    arguments: [
      ("Abc", [false, true, false, true]), ("Abcdefg1", [true, true, true, true]),
      ("abcdefg!", [true, false, false, false]),
    ])
  func checklistForCandidate(candidate: String, satisfied: [Bool]) {
    let password = ValidatableValue(value: "Zzzzzzz9", requirements: passwordRequirements)
    let checklist = password.checklist(for: candidate)
    #expect(checklist.map(\.description) == passwordRequirements.map(\.description))
    #expect(checklist.map(\.isSatisfied) == satisfied)
    #expect(password.currentValue == "Zzzzzzz9")
  }

  @Test("A value without requirements has an empty checklist")
  func emptyChecklist() {
    #expect(ValidatableValue(3).checklist.isEmpty)
    #expect(ValidatableValue(3).checklist(for: 4).isEmpty)
  }

  // MARK: Throwing predicates

  @Test("A throwing predicate counts as unsatisfied and its error is kept")
  func throwingPredicateIsUnsatisfied() throws {
    let parsesAsPort = Require<String>("a port number") { text in
      guard let number = Int(text) else { throw NotANumber() }
      return number < 65_536
    }
    var port = ValidatableValue<String>(name: "Port", parsesAsPort, .nonEmpty())
    #expect(!port.willBeValid(with: "http"))
    #expect(port.checklist(for: "http").map(\.isSatisfied) == [false, true])

    let error = try #require(throws: InvalidValue.self) { try port.setValue("http") }
    #expect(error.failures.map(\.requirement) == ["a port number"])
    #expect(error.failures.first?.underlyingError is NotANumber)
    #expect(port.currentValue == nil)

    let start = ValidatableValue("http", parsesAsPort)
    #expect(!start.isValid())
    #expect(start.failures.first?.underlyingError is NotANumber)

    try port.setValue("8080")
    #expect(try port.value() == "8080")
  }

  @Test("A secret never leaks through the error a throwing predicate raises")
  func secretThroughThrowingPredicate() throws {
    struct Quoting: Error, CustomStringConvertible {
      let text: String
      var description: String { "bad: \(text)" }
    }
    var password = ValidatableValue<String>(
      name: "Password", isSecret: true, Require("parses") { throw Quoting(text: $0) })
    let error = try #require(throws: InvalidValue.self) {
      try password.setValue("hunter2-Secret")
    }
    var dumped = ""
    dump(error, to: &dumped)
    #expect(!dumped.contains("hunter2-Secret"))
    #expect(!"\(error.failures)".contains("hunter2-Secret"))
  }
}
