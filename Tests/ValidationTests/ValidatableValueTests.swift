import Testing
import Validation

/// The error a throwing predicate raises in these tests.
private struct NotANumber: Error, Equatable {}

/// Requirements whose failures are easy to tell apart, in a fixed declaration order.
private let passwordRequirements: [Requirement<String>] = [
  .minLength(8),
  .atLeast(1, .uppercase),
  .atLeast(1, .digits),
  .only(.letters, .digits),
]

/// A form whose fields can record a ``ValidatableValue/lastRejection``.
private struct RejectionForm {
  @Validated(name: "Code", .minLength(3), .atLeast(1, .digits)) var code: String = "ab"
  @Validated(name: "Count", .range(1...9)) var count: Int = 5
}

/// What a guarded value exposes, captured to compare before and after an operation.
private struct Snapshot<Value: Equatable>: Equatable {
  let currentValue: Value?
  let isValid: Bool
  let lastRejection: String?
  let lastRejectionFailures: [String]?
  let failures: [String]
  let validationError: String?

  init(_ guarded: ValidatableValue<Value>) {
    currentValue = guarded.currentValue
    isValid = guarded.isValid()
    lastRejection = guarded.lastRejection.map(String.init(describing:))
    lastRejectionFailures = guarded.lastRejection?.failures.map(String.init(describing:))
    failures = guarded.failures.map(String.init(describing:))
    validationError = guarded.validationError.map(String.init(describing:))
  }
}

struct ValidatableValueTests {
  // MARK: Initialisers

  @Test("A value created without a starting value is invalid and value() throws missingValue")
  func noStartingValueIsMissing() throws {
    let firstName = ValidatableValue<String>(name: "First name", .nonEmpty())
    #expect(!firstName.isValid())
    #expect(firstName.currentValue == nil)
    #expect(firstName.failures.isEmpty)
    let error = try #require(throws: InvalidValue.self) { try firstName.value() }
    #expect(error.reason == .missingValue)
    #expect(error.fieldName == "First name")
    #expect(error.failures.isEmpty)
  }

  @Test("A non-optional value without requirements is still invalid until a value is set")
  func noRequirementsNoValueIsInvalid() throws {
    var count = ValidatableValue<Int>()
    #expect(!count.isValid())
    #expect(count.requirements.isEmpty)
    let error = try #require(throws: InvalidValue.self) { try count.value() }
    #expect(error.reason == .missingValue)
    #expect(error.fieldName == nil)
    try count.setValue(0)
    #expect(try count.value() == 0)
  }

  @Test("An optional value starts as nil and is valid when it has no requirements")
  func optionalStartsNilAndValid() throws {
    let lastName = ValidatableValue<String?>()
    #expect(lastName.isValid())
    #expect(lastName.currentValue == .some(nil))
    #expect(try lastName.value() == nil)
    #expect(lastName.validationError == nil)
    #expect(lastName.failures.isEmpty)
  }

  @Test("An optional value that is required starts as nil and invalid")
  func requiredOptionalStartsInvalid() throws {
    let middleName = ValidatableValue<String?>(name: "Middle name", .required())
    #expect(!middleName.isValid())
    #expect(middleName.currentValue == .some(nil))
    let error = try #require(throws: InvalidValue.self) { try middleName.value() }
    #expect(error.reason == .unsatisfiedRequirements)
    #expect(error.failures.map(\.requirement) == ["required"])
    #expect(error.description == "Middle name: required")
  }

  @Test("A starting value that breaks a requirement is kept in currentValue but is invalid")
  func invalidStartingValueIsKept() throws {
    let age = ValidatableValue(12, name: "Age", .range(16...50))
    #expect(age.currentValue == 12)
    #expect(!age.isValid())
    let error = try #require(throws: InvalidValue.self) { try age.value() }
    #expect(error.reason == .unsatisfiedRequirements)
    #expect(error.failures.map(\.requirement) == ["between 16 and 50"])
    #expect(error.failures.first?.input == "12")
    #expect(error.description == "Age: between 16 and 50")
    #expect(age.failures.map(\.requirement) == ["between 16 and 50"])
  }

  @Test("A valid starting value is valid and keeps its name, secrecy and requirements")
  func validStartingValue() throws {
    let age = ValidatableValue(18, name: "Age", .range(16...50), .multiple(of: 2))
    #expect(age.isValid())
    #expect(try age.value() == 18)
    #expect(age.currentValue == 18)
    #expect(age.name == "Age")
    #expect(!age.isSecret)
    #expect(age.requirements.map(\.description) == ["between 16 and 50", "a multiple of 2"])
    #expect(age.lastRejection == nil)
  }

  @Test("A constant without requirements or name is valid")
  func constantIsValid() throws {
    let constant = ValidatableValue(3)
    #expect(constant.isValid())
    #expect(try constant.value() == 3)
    #expect(constant.name == nil)
    #expect(!constant.isSecret)
    #expect(constant.requirements.isEmpty)
  }

  @Test("The array initialiser starts with or without a value", arguments: [nil, 0, 5] as [Int?])
  func arrayInitialiser(start: Int?) {
    let guarded = ValidatableValue(
      value: start, name: "N", isSecret: true, requirements: [.minimum(1), .maximum(9)])
    #expect(guarded.currentValue == start)
    #expect(guarded.isValid() == (start == 5))
    #expect(guarded.name == "N")
    #expect(guarded.isSecret)
    #expect(guarded.requirements.map(\.description) == ["at least 1", "at most 9"])
    #expect(guarded.validationError?.reason == validationReason(for: start))
  }

  private func validationReason(for start: Int?) -> InvalidValue.Reason? {
    switch start {
    case nil: return .missingValue
    case 0: return .unsatisfiedRequirements
    default: return nil
    }
  }

  @Test(
    "The builder initialiser collects requirements in declaration order", arguments: [false, true])
  func builderInitialiser(strict: Bool) throws {
    var password = ValidatableValue<String>(name: "Password", isSecret: true) {
      Requirement.length(8...30)
      Requirement.atLeast(1, .uppercase)
      if strict {
        Requirement.atLeast(1, .digits)
      }
    }
    let expected =
      ["between 8 and 30 characters", "at least 1 uppercase letter"]
      + (strict ? ["at least 1 digit"] : [])
    #expect(password.requirements.map(\.description) == expected)
    #expect(password.name == "Password")
    #expect(password.isSecret)
    #expect(password.currentValue == nil)
    #expect(password.validationError?.reason == .missingValue)
    #expect(password.willBeValid(with: "Abcdefgh") == !strict)
    try password.setValue("Abcdefg1")
    #expect(try password.value() == "Abcdefg1")
  }

  @Test("The builder initialiser accepts a starting value")
  func builderInitialiserWithValue() throws {
    let valid = ValidatableValue<Int>(value: 4) {
      Requirement.range(1...10)
      Requirement.multiple(of: 2)
    }
    #expect(try valid.value() == 4)
    let invalid = ValidatableValue<Int>(value: 3, name: "Even") {
      Requirement.range(1...10)
      Requirement.multiple(of: 2)
    }
    #expect(!invalid.isValid())
    #expect(invalid.currentValue == 3)
    #expect(invalid.failures.map(\.requirement) == ["a multiple of 2"])
  }

  // MARK: setValue

  @Test("setValue stores a valid value and makes the value valid")
  func setValueStoresValidValue() throws {
    var firstName = ValidatableValue<String>(name: "First name", .nonEmpty())
    try firstName.setValue("Max")
    #expect(firstName.isValid())
    #expect(try firstName.value() == "Max")
    #expect(firstName.currentValue == "Max")
    #expect(firstName.validationError == nil)
    try firstName.setValue("Ann")
    #expect(try firstName.value() == "Ann")
  }

  @Test("A valid setValue replaces an invalid starting value")
  func setValueRepairsInvalidStart() throws {
    var age = ValidatableValue(12, name: "Age", .range(16...50))
    try age.setValue(16)
    #expect(age.isValid())
    #expect(age.failures.isEmpty)
    #expect(try age.value() == 16)
  }

  @Test("A rejected setValue throws and changes nothing", arguments: ["", "x", "abc"])
  func rejectedSetValueChangesNothing(rejected: String) throws {
    var valid = ValidatableValue("Ann", name: "Name", .minLength(3), .atLeast(1, .uppercase))
    let before = Snapshot(valid)
    let error = try #require(throws: InvalidValue.self) { try valid.setValue(rejected) }
    #expect(error.reason == .unsatisfiedRequirements)
    #expect(!error.failures.isEmpty)
    #expect(Snapshot(valid) == before)
    #expect(try valid.value() == "Ann")
  }

  @Test("A rejected setValue keeps an invalid value, its failures and the last rejection")
  func rejectedSetValueKeepsRejectionState() throws {
    var form = RejectionForm()
    form.code = "x"
    #expect(form.code == "ab")
    let before = Snapshot(form.$code)
    #expect(before.lastRejection == "Code: at least 3 characters; at least 1 digit")
    #expect(before.failures == ["at least 3 characters (got ab)", "at least 1 digit (got ab)"])
    #expect(!before.isValid)

    let error = try #require(throws: InvalidValue.self) { try form.$code.setValue("yy") }
    #expect(error.failures.map(\.input) == ["yy", "yy"])
    #expect(Snapshot(form.$code) == before)
    #expect(form.code == "ab")
  }

  @Test("A rejected Any setValue changes nothing, whether the type or the value is wrong")
  func rejectedAnySetValueChangesNothing() throws {
    var form = RejectionForm()
    form.count = 0
    let before = Snapshot(form.$count)
    #expect(before.lastRejection != nil)
    let wrongType: Any = "7"
    let wrongValue: Any = 10
    #expect(throws: InvalidValue.self) { try form.$count.setValue(wrongType) }
    #expect(throws: InvalidValue.self) { try form.$count.setValue(wrongValue) }
    #expect(Snapshot(form.$count) == before)
    #expect(form.count == 5)
  }

  @Test("An accepted setValue clears the last rejection")
  func acceptedSetValueClearsLastRejection() throws {
    var form = RejectionForm()
    form.count = 0
    #expect(form.$count.lastRejection != nil)
    try form.$count.setValue(7)
    #expect(form.$count.lastRejection == nil)
    #expect(form.count == 7)
  }

  @Test(
    "setValue with an Any of another type throws a type mismatch naming both types",
    arguments: [
      (42, "Int"), (4.5, "Double"), (true, "Bool"), ([1, 2], "Array<Int>"),
      (Substring("Max"), "Substring"),
    ] as [(any Sendable, String)])
  func anyOfWrongTypeIsTypeMismatch(offered: any Sendable, typeName: String) throws {
    var firstName = ValidatableValue<String>(name: "First name", .nonEmpty())
    let newVal: Any = offered
    let error = try #require(throws: InvalidValue.self) { try firstName.setValue(newVal) }
    #expect(error.reason == .typeMismatch(expected: "String", actual: typeName))
    #expect(error.message == "expected String, got \(typeName)")
    #expect(error.description == "First name: expected String, got \(typeName)")
    #expect(error.fieldName == "First name")
    #expect(error.failures.isEmpty)
    #expect(firstName.currentValue == nil)
  }

  @Test("A type mismatch names the expected type, optional or not")
  func typeMismatchNamesExpectedType() throws {
    var count = ValidatableValue<Int>()
    let text: Any = "42"
    let error = try #require(throws: InvalidValue.self) { try count.setValue(text) }
    #expect(error.reason == .typeMismatch(expected: "Int", actual: "String"))
    #expect(error.description == "Invalid value: expected Int, got String")

    var nickname = ValidatableValue<String?>()
    let number: Any = 42
    let optionalError = try #require(throws: InvalidValue.self) { try nickname.setValue(number) }
    #expect(optionalError.reason == .typeMismatch(expected: "Optional<String>", actual: "Int"))
  }

  @Test("setValue with an Any holding the right type validates and stores it")
  func anyOfRightTypeIsStored() throws {
    var firstName = ValidatableValue<String>(name: "First name", .nonEmpty())
    let newVal: Any = "Max"
    try firstName.setValue(newVal)
    #expect(try firstName.value() == "Max")
    #expect(firstName.isValid())
  }

  @Test("setValue with an Any holding the right type but a broken value lists the failures")
  func anyOfRightTypeIsValidated() throws {
    var age = ValidatableValue(20, name: "Age", .range(16...50), .multiple(of: 2))
    let newVal: Any = 51
    let error = try #require(throws: InvalidValue.self) { try age.setValue(newVal) }
    #expect(error.reason == .unsatisfiedRequirements)
    #expect(error.failures.map(\.requirement) == ["between 16 and 50", "a multiple of 2"])
    #expect(error.failures.map(\.input) == ["51", "51"])
    #expect(try age.value() == 20)
  }

  @Test("setValue with an Any holding nil stores nil in an optional value")
  func anyHoldingNilIsStoredInOptional() throws {
    var nickname = ValidatableValue<String?>("Max")
    #expect(try nickname.value() == "Max")
    let none: Any = String?.none as Any
    try nickname.setValue(none)
    #expect(nickname.isValid())
    #expect(nickname.currentValue == .some(nil))
    #expect(try nickname.value() == nil)
  }

  @Test("setValue with an Any holding nil is checked against the optional's requirements")
  func anyHoldingNilIsValidated() throws {
    var middleName = ValidatableValue<String?>("J", name: "Middle name", .required())
    let none: Any = String?.none as Any
    let error = try #require(throws: InvalidValue.self) { try middleName.setValue(none) }
    #expect(error.reason == .unsatisfiedRequirements)
    #expect(error.failures.map(\.requirement) == ["required"])
    #expect(try middleName.value() == "J")
  }

  // MARK: willBeValid

  @Test(
    "willBeValid answers for a candidate without storing it",
    arguments: [("Abcdefg1", true), ("abc", false), ("Abcdefgh", false), ("", false)])
  func willBeValidDoesNotStore(candidate: String, expected: Bool) {
    let password = ValidatableValue<String>(name: "Password", isSecret: true) {
      passwordRequirements
    }
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
}

extension ValidatableValueTests {
  @Test("A nil of another optional type is a type mismatch")
  func nilOfAnotherOptionalType() throws {
    var middleName = ValidatableValue<String?>("Max")
    let error = try #require(throws: InvalidValue.self) {
      try middleName.setValue(Int?.none as Any)
    }
    #expect(error.reason == .typeMismatch(expected: "Optional<String>", actual: "Optional<Int>"))
    #expect(middleName.currentValue == "Max")
    try middleName.setValue(String?.none as Any)
    #expect(middleName.currentValue == .some(nil))
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

extension ValidatableValueTests {
  @Test("An optional value starts out nil with every initializer, and nil is a value")
  func optionalStartsNil() throws {
    let built = ValidatableValue<String?>(name: "Nickname") {
      Requirement<String?>.ifPresent(.minLength(2))
    }
    let listed = ValidatableValue<String?>(
      name: "Nickname", requirements: [.ifPresent(.minLength(2))])
    let explicit = ValidatableValue<String?>(
      value: nil, name: "Nickname", requirements: [.ifPresent(.minLength(2))])
    let variadic = ValidatableValue<String?>(name: "Nickname", .ifPresent(.minLength(2)))
    for value in [built, listed, explicit, variadic] {
      #expect(value.isValid())
      #expect(try value.value() == nil)
    }
    let required = ValidatableValue<String?>(name: "Nickname") { Requirement<String?>.required() }
    #expect(!required.isValid())
    #expect(required.validationError?.failures.map(\.requirement) == ["required"])
    let given = ValidatableValue<String?>(value: "J", name: "Nickname") {
      Requirement<String?>.ifPresent(.minLength(2))
    }
    #expect(!given.isValid())
    #expect(given.currentValue == "J")
  }

  @Test("A non-optional value built from a block holds no value until one is set")
  func nonOptionalBuilderStartsEmpty() throws {
    let name = ValidatableValue<String>(name: "Name") { Requirement<String>.nonEmpty() }
    #expect(!name.isValid())
    #expect(name.currentValue == nil)
  }
}
