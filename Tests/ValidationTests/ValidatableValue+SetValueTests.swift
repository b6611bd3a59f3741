import Testing
import Validation

// setValue, typed and through Any: what it stores, what a rejection leaves unchanged, and
// type mismatches.

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

struct ValidatableValueSetValueTests {
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
    #expect(
      before.failures == [#"at least 3 characters (got "ab")"#, #"at least 1 digit (got "ab")"#])
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
}
