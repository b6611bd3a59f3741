import Testing
import Validation

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
    "An array of requirements keeps its order, whatever builds it", arguments: [false, true])
  func arrayInitializer(strict: Bool) throws {
    var password = ValidatableValue<String>(
      name: "Password", isSecret: true,
      requirements: [.length(8...30), .atLeast(1, .uppercase)]
        + (strict ? [.atLeast(1, .digits)] : []))
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

  @Test("A starting value is checked at once, given as a value or in the array form")
  func startingValue() throws {
    let valid = ValidatableValue(4, .range(1...10), .multiple(of: 2))
    #expect(try valid.value() == 4)
    let invalid = ValidatableValue<Int>(
      value: 3, name: "Even", requirements: [.range(1...10), .multiple(of: 2)])
    #expect(!invalid.isValid())
    #expect(invalid.currentValue == 3)
    #expect(invalid.failures.map(\.requirement) == ["a multiple of 2"])
  }
}

extension ValidatableValueTests {
  @Test("An optional value starts out nil with every initializer, and nil is a value")
  func optionalStartsNil() throws {
    let given = ValidatableValue<String?>(nil, name: "Nickname", .ifPresent(.minLength(2)))
    let listed = ValidatableValue<String?>(
      name: "Nickname", requirements: [.ifPresent(.minLength(2))])
    let explicit = ValidatableValue<String?>(
      value: nil, name: "Nickname", requirements: [.ifPresent(.minLength(2))])
    let variadic = ValidatableValue<String?>(name: "Nickname", .ifPresent(.minLength(2)))
    for value in [given, listed, explicit, variadic] {
      #expect(value.isValid())
      #expect(try value.value() == nil)
    }
    let required = ValidatableValue<String?>(name: "Nickname", .required())
    #expect(!required.isValid())
    #expect(required.validationError?.failures.map(\.requirement) == ["required"])
    let short = ValidatableValue<String?>("J", name: "Nickname", .ifPresent(.minLength(2)))
    #expect(!short.isValid())
    #expect(short.currentValue == "J")
  }

  @Test("A value of any type expressible by nil starts out nil")
  func nilLiteralStartsNil() throws {
    enum Setting: ExpressibleByNilLiteral, Equatable {
      case unset, on
      init(nilLiteral: ()) { self = .unset }
    }
    let setting = ValidatableValue<Setting>(name: "Setting")
    #expect(setting.isValid())
    #expect(try setting.value() == .unset)
    let optional = ValidatableValue<Int?>(name: "Optional")
    #expect(try optional.value() == nil)
  }

  @Test("A non-optional value without a starting value holds none until one is set")
  func nonOptionalStartsEmpty() throws {
    let name = ValidatableValue<String>(name: "Name", .nonEmpty())
    #expect(!name.isValid())
    #expect(name.currentValue == nil)
  }
}

extension ValidatableValueTests {
  @Test("A guard takes an array of requirements with or without a starting value")
  func arrayOfRequirementsWithoutValue() throws {
    let rules: [Requirement<String>] = [.minLength(8), .atLeast(1, .digits)]
    var password = ValidatableValue<String>(name: "Password", isSecret: true, requirements: rules)
    #expect(!password.isValid())
    try password.setValue("abcdefg1")
    #expect(password.isValid())
    let nickname = ValidatableValue<String?>(
      name: "Nickname", requirements: [.ifPresent(.minLength(2))])
    #expect(nickname.isValid())
    #expect(try nickname.value() == nil)
  }
}
