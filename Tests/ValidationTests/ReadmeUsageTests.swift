import Testing
import Validation

/// The special characters the README's password rules accept.
private let specials: Set<Character> = ["!", "@", "#", "$", "%", "^", "&", "*", "-", "_"]

/// The README's quick-start model, verbatim.
private struct MyUser {
  let someConstantValue = ValidatableValue(3)  // constant: always valid
  var firstName = ValidatableValue<String>(
    name: "First name",
    Require("Non-empty") { $0.count > 0 })  // no value yet: invalid
  var lastName = ValidatableValue<String?>()  // no requirements, nil is fine
  var password = ValidatableValue<String>(
    name: "Password", isSecret: true,
    Require("Length between 8 and 30 characters") { 8...30 ~= $0.count },
    Require("At least 1 capital character") { $0.contains(where: \.isUppercase) },
    Require("At least 4 lower characters") { $0.filter(\.isLowercase).count >= 4 },
    Require("At least 1 digit character") { $0.contains(where: \.isWholeNumber) },
    Require("At least 1 special character") { $0.contains(where: specials.contains) },
    Require("Valid characters only") {
      $0.allSatisfy { $0.isLetter || $0.isWholeNumber || specials.contains($0) }
    })
}

/// The README's `@Validated` form, verbatim.
private struct SignUpForm {
  @Validated(Require("Non-empty") { !$0.isEmpty }) var name: String = ""
  @Validated(name: "Age", .range(16...50), .multiple(of: 2)) var age: Int = 18
}

/// The six password rules of ``MyUser``, in declaration order.
private let passwordRules = [
  "Length between 8 and 30 characters",
  "At least 1 capital character",
  "At least 4 lower characters",
  "At least 1 digit character",
  "At least 1 special character",
  "Valid characters only",
]

struct ReadmeUsageTests {
  @Test("The quick start behaves as its comments say")
  func quickStart() throws {
    var u = MyUser()

    // u.someConstantValue.isValid()        // true
    #expect(u.someConstantValue.isValid())

    // try u.someConstantValue.value()      // 3
    #expect(try u.someConstantValue.value() == 3)

    // u.firstName.isValid()                // false: nothing set yet
    #expect(!u.firstName.isValid())
    #expect(u.firstName.currentValue == nil)
    #expect(u.lastName.isValid())

    // try u.firstName.setValue("")         // throws InvalidValue, nothing changes
    let empty = try #require(throws: InvalidValue.self) { try u.firstName.setValue("") }
    #expect(empty.reason == .unsatisfiedRequirements)
    #expect(empty.description == "First name: Non-empty")
    #expect(!u.firstName.isValid())
    #expect(u.firstName.currentValue == nil)

    // try u.firstName.setValue("Max")      // stored; now valid
    try u.firstName.setValue("Max")
    #expect(u.firstName.isValid())
    #expect(try u.firstName.value() == "Max")

    // let newVal: Any = 42
    // try u.firstName.setValue(newVal)     // throws InvalidValue: expected String, got Int
    let newVal: Any = 42
    let mismatch = try #require(throws: InvalidValue.self) { try u.firstName.setValue(newVal) }
    #expect(mismatch.reason == .typeMismatch(expected: "String", actual: "Int"))
    #expect(mismatch.message == "expected String, got Int")
    #expect(mismatch.description == "First name: expected String, got Int")
    #expect(try u.firstName.value() == "Max")

    // u.password.willBeValid(with: "abc")  // false, nothing assigned
    #expect(!u.password.willBeValid(with: "abc"))
    #expect(u.password.currentValue == nil)
    #expect(!u.password.isValid())
  }

  @Test("The password rejection lists every broken rule, as the tour prints it")
  func passwordRejectionListsEveryRule() throws {
    var u = MyUser()
    let error = try #require(throws: InvalidValue.self) { try u.password.setValue("abc") }
    #expect(
      error.description
        == "Password: Length between 8 and 30 characters; At least 1 capital character; "
        + "At least 4 lower characters; At least 1 digit character; At least 1 special character"
    )
    #expect(error.failures.count == 5)
    #expect(error.failures.map(\.requirement) == Array(passwordRules.dropLast()))
    #expect(error.failures.allSatisfy { $0.input == nil })
    #expect(u.password.currentValue == nil)
  }

  @Test("The password checklist marks each rule for the typed text, as the tour prints it")
  func passwordChecklist() {
    let u = MyUser()
    let checklist = u.password.checklist(for: "Secret12")
    #expect(checklist.map(\.description) == passwordRules)
    #expect(checklist.map(\.isSatisfied) == [true, true, true, true, false, true])
    #expect(u.password.currentValue == nil)
  }

  @Test("A strong password is stored and prints as <redacted>")
  func passwordStoredAndRedacted() throws {
    var u = MyUser()
    try u.password.setValue("Secret!12")
    #expect(u.password.isValid())
    #expect(try u.password.value() == "Secret!12")
    #expect("\(u.password)" == "<redacted>")
  }

  @Test("The @Validated form behaves as its comments say")
  func signUpForm() throws {
    var form = SignUpForm()
    #expect(!form.$name.isValid())

    // form.name = "Ann"            // checked first, then stored
    form.name = "Ann"
    #expect(form.name == "Ann")
    #expect(form.$name.isValid())
    #expect(form.$name.lastRejection == nil)

    // form.name = ""               // rejected: name stays "Ann", no crash; the rejection is
    //                              // readable on $name
    form.name = ""
    #expect(form.name == "Ann")
    let rejection = try #require(form.$name.lastRejection)
    #expect(rejection.reason == .unsatisfiedRequirements)
    #expect(rejection.failures.map(\.requirement) == ["Non-empty"])
    #expect(rejection.failures.first?.input == "")
    #expect(rejection.description == "Invalid value: Non-empty")

    // try form.$name.setValue("")  // throws InvalidValue
    let error = try #require(throws: InvalidValue.self) { try form.$name.setValue("") }
    #expect(error.failures.map(\.requirement) == ["Non-empty"])
    #expect(form.name == "Ann")

    // form.$name.isValid()         // true
    #expect(form.$name.isValid())
  }

  @Test("The form's age lists both broken rules and keeps its value")
  func signUpFormAge() throws {
    var form = SignUpForm()
    #expect(form.$age.isValid())
    form.age = 51
    #expect(form.age == 18)
    let rejection = try #require(form.$age.lastRejection)
    #expect(rejection.description == "Age: between 16 and 50; a multiple of 2")
    form.age = 30
    #expect(form.age == 30)
    #expect(form.$age.lastRejection == nil)
  }
}
