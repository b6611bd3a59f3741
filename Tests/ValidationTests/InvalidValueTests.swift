import Testing
import Validation

/// Two failures, as a requirement would report them.
private let twoFailures = [
  UnsatisfiedRequirement(requirement: "a", input: "x"),
  UnsatisfiedRequirement(requirement: "b", input: "x"),
]

struct InvalidValueTests {
  // MARK: Initialiser

  @Test("The initialiser keeps the field name, reason and failures")
  func initialiserKeepsFields() {
    let error = InvalidValue(
      fieldName: "Password", reason: .unsatisfiedRequirements, failures: twoFailures)
    #expect(error.fieldName == "Password")
    #expect(error.reason == .unsatisfiedRequirements)
    #expect(error.failures.map(\.requirement) == ["a", "b"])
    #expect(error.failures.map(\.input) == ["x", "x"])
  }

  @Test("Failures default to none")
  func failuresDefaultToEmpty() {
    let error = InvalidValue(fieldName: nil, reason: .missingValue)
    #expect(error.failures.isEmpty)
    #expect(error.fieldName == nil)
  }

  // MARK: message

  @Test(
    "The message joins every failed requirement with semicolons",
    arguments: [
      (["a"], "a"), (["a", "b"], "a; b"),
      (
        ["at least 8 characters", "at least 1 digit", "x"],
        "at least 8 characters; at least 1 digit; x"
      ),
    ])
  func messageJoinsFailures(requirements: [String], expected: String) {
    let failures = requirements.map { UnsatisfiedRequirement(requirement: $0, input: "in") }
    let error = InvalidValue(fieldName: "F", reason: .unsatisfiedRequirements, failures: failures)
    #expect(error.message == expected)
  }

  @Test("The message names the expected and actual types of a mismatch")
  func messageForTypeMismatch() {
    let error = InvalidValue(
      fieldName: "First name", reason: .typeMismatch(expected: "String", actual: "Int"))
    #expect(error.message == "expected String, got Int")
  }

  @Test("The message of a missing value says a value is required")
  func messageForMissingValue() {
    #expect(InvalidValue(fieldName: nil, reason: .missingValue).message == "a value is required")
  }

  // MARK: description

  @Test(
    "The description is the field name, or Invalid value, followed by the message",
    arguments: [
      (
        InvalidValue(
          fieldName: "Password", reason: .unsatisfiedRequirements, failures: twoFailures),
        "Password: a; b"
      ),
      (
        InvalidValue(fieldName: nil, reason: .unsatisfiedRequirements, failures: twoFailures),
        "Invalid value: a; b"
      ),
      (
        InvalidValue(
          fieldName: "First name", reason: .typeMismatch(expected: "String", actual: "Int")),
        "First name: expected String, got Int"
      ),
      (
        InvalidValue(fieldName: nil, reason: .typeMismatch(expected: "String", actual: "Int")),
        "Invalid value: expected String, got Int"
      ),
      (
        InvalidValue(fieldName: "First name", reason: .missingValue),
        "First name: a value is required"
      ),
      (InvalidValue(fieldName: nil, reason: .missingValue), "Invalid value: a value is required"),
    ])
  func descriptionTexts(error: InvalidValue, expected: String) {
    #expect(error.description == expected)
    #expect(String(describing: error) == expected)
    #expect("\(error)" == expected)
  }

  @Test("The description never shows the rejected input")
  func descriptionOmitsInput() {
    let error = InvalidValue(
      fieldName: "Age", reason: .unsatisfiedRequirements,
      failures: [UnsatisfiedRequirement(requirement: "at least 18", input: "16")])
    #expect(error.description == "Age: at least 18")
    #expect(error.failures.map(\.description) == ["at least 18 (got 16)"])
  }

  // MARK: Reason

  @Test("Reasons are equal exactly when their cases and type names are")
  func reasonsCompare() {
    let reasons: Set<InvalidValue.Reason> = [
      .unsatisfiedRequirements, .missingValue, .typeMismatch(expected: "String", actual: "Int"),
      .typeMismatch(expected: "Int", actual: "String"), .missingValue,
      .typeMismatch(expected: "String", actual: "Int"),
    ]
    #expect(reasons.count == 4)
    #expect(
      InvalidValue.Reason.typeMismatch(expected: "A", actual: "B")
        != .typeMismatch(expected: "B", actual: "A"))
  }

  // MARK: Thrown by guarded values

  @Test("A guarded value throws errors with all three reasons")
  func thrownReasons() throws {
    var count = ValidatableValue<Int>(name: "Count", .range(1...9), .multiple(of: 3))
    let missing = try #require(throws: InvalidValue.self) { try count.value() }
    #expect(missing.description == "Count: a value is required")

    let broken = try #require(throws: InvalidValue.self) { try count.setValue(10) }
    #expect(broken.description == "Count: between 1 and 9; a multiple of 3")
    #expect(broken.failures.map(\.input) == ["10", "10"])

    let text: Any = "3"
    let mismatch = try #require(throws: InvalidValue.self) { try count.setValue(text) }
    #expect(mismatch.description == "Count: expected Int, got String")
    #expect(mismatch.failures.isEmpty)
  }

  @Test("A composite requirement reports its failed leaves inside the failure")
  func compositeFailureKeepsLeaves() throws {
    var password = ValidatableValue<String>(
      name: "Password", .minLength(8) && .atLeast(1, .digits), .nonBlank())
    let error = try #require(throws: InvalidValue.self) { try password.setValue("abc") }
    #expect(error.failures.map(\.requirement) == ["at least 8 characters and at least 1 digit"])
    #expect(
      error.failures.first?.leaves.map(\.requirement) == [
        "at least 8 characters", "at least 1 digit",
      ])
    #expect(error.description == "Password: at least 8 characters; at least 1 digit")
  }

  @Test("A message names only the broken parts of &&, and an || whole")
  func messageNamesBrokenParts() throws {
    var password = ValidatableValue<String>(name: "Password", .minLength(8) && .atLeast(1, .digits))
    let error = try #require(throws: InvalidValue.self) { try password.setValue("abcdefghij") }
    #expect(error.message == "at least 1 digit")
    #expect(error.failures.map(\.requirement) == ["at least 8 characters and at least 1 digit"])
    var code = ValidatableValue<Int>(name: "Code", .minimum(100) || .maximum(9), .multiple(of: 2))
    let either = try #require(throws: InvalidValue.self) { try code.setValue(51) }
    #expect(either.message == "at least 100 or at most 9; a multiple of 2")
    var secret = ValidatableValue<String>(
      name: "PIN", isSecret: true, .length(4...4) && .only(.digits))
    let redacted = try #require(throws: InvalidValue.self) { try secret.setValue("12a4") }
    #expect(redacted.message == "only digits")
  }

  /// What a part of a conjunction throws when its input is not a number.
  struct NotANumber: Error {}

  @Test(
    "A message names only the broken parts of &&, also when a part throws",
    arguments: [false, true])
  func messageWithThrowingPart(isSecret: Bool) throws {
    let positive = Require<String>("a positive number") { text in
      guard let number = Int(text) else { throw NotANumber() }
      return number > 0
    }
    var code = ValidatableValue<String>(
      name: "Code", isSecret: isSecret, positive && .minLength(3))
    let error = try #require(throws: InvalidValue.self) { try code.setValue("abcd") }
    #expect(error.message == "a positive number")
    #expect(error.failures.first?.leaves.map(\.requirement) == ["a positive number"])
    #expect((error.failures.first?.underlyingError is NotANumber) == !isSecret)
  }

  @Test("The error can be caught as any Error and cast back")
  func caughtAsAnyError() throws {
    var name = ValidatableValue<String>(name: "Name", .nonEmpty())
    do {
      try name.setValue("")
      Issue.record("setValue(\"\") did not throw")
    } catch {
      let anyError: any Error = error
      let invalid = try #require(anyError as? InvalidValue)
      #expect(invalid.description == "Name: not empty")
    }
  }

  // MARK: Secrets

  @Test(
    "A rejected secret value is in no part of the error, while a non-secret one is",
    arguments: [false, true])
  func rejectedSecretNotInError(isSecret: Bool) throws {
    var password = ValidatableValue<String>(
      name: "Password", isSecret: isSecret, .maxLength(10), .atLeast(3, .digits),
      .minLength(20) && .hasPrefix("x"))
    let error = try #require(throws: InvalidValue.self) { try password.setValue(Leak.secret) }
    #expect(error.failures.count == 3)
    #expect(error.failures.allSatisfy { ($0.input == nil) == isSecret })
    #expect(
      error.failures.flatMap(\.components).allSatisfy { ($0.input == nil) == isSecret })
    for index in error.failures.indices {
      #expect((error.failures[index].input == Leak.secret) == !isSecret)
    }
    Leak.expect(
      [
        "failures": String(describing: error.failures),
        "failures debug": String(reflecting: error.failures),
        "failure leaves": String(describing: error.failures.flatMap(\.leaves)),
        "dump(error)": Leak.dumped(error),
        "Mirror": Leak.mirrorTexts(of: error).joined(separator: "\n"),
        "dump(failures)": Leak.dumped(error.failures),
      ], toShowValue: !isSecret)
    // These never show a rejected value, secret or not.
    Leak.expect(
      [
        "description": error.description,
        "String(describing:)": String(describing: error),
        "String(reflecting:)": String(reflecting: error),
        "interpolation": "\(error)",
        "message": error.message,
      ], toShowValue: false)
    #expect(error.description.hasPrefix("Password: at most 10 characters; at least 3 digits; "))
    #expect(password.currentValue == nil)
  }

  @Test(
    "A type mismatch for a secret names the types but never the offered value",
    arguments: [false, true])
  func secretTypeMismatch(isSecret: Bool) throws {
    var pin = ValidatableValue<Int>(name: "PIN", isSecret: isSecret)
    let offered: Any = Leak.secret
    let error = try #require(throws: InvalidValue.self) { try pin.setValue(offered) }
    #expect(error.description == "PIN: expected Int, got String")
    #expect(!Leak.dumped(error).contains(Leak.secret))
  }
}
