import Testing
import Validation

/// A struct model with one- and several-requirement fields and an invalid initial value.
private struct ProfileForm {
  @Validated(name: "Name", .nonEmpty()) var name: String = "Ann"
  @Validated(name: "Age", .range(16...50), .multiple(of: 2)) var age: Int = 18
  @Validated(name: "Nickname", .minLength(3)) var nickname: String = ""
  @Validated(.ifPresent(.minLength(2))) var middleName: String? = nil
}

struct ValidatedTests {
  // MARK: Assignment

  @Test("A wrapper built from a shared array of requirements guards like the variadic one")
  func sharedRequirementArray() {
    struct Shared {
      static let code: [Requirement<String>] = [.minLength(3), .atLeast(1, .digits)]
      @Validated(name: "Code", requirements: code) var first = "ab1"
      @Validated(name: "Code", isSecret: true, requirements: code) var second = "xy2"
    }
    var form = Shared()
    form.first = "abc"
    form.second = "9"
    #expect(form.first == "ab1")
    #expect(form.second == "xy2")
    #expect(form.$first.lastRejection?.failures.map(\.requirement) == ["at least 1 digit"])
    #expect(form.$second.lastRejection?.failures.map(\.requirement) == ["at least 3 characters"])
    #expect(form.$second.lastRejection?.failures.first?.input == nil)
    #expect(form.$first.requirements.map(\.description) == Shared.code.map(\.description))
    form.first = "abc4"
    #expect(form.first == "abc4")
  }

  @Test("An accepted assignment is checked, stored and clears the last rejection")
  func acceptedAssignment() throws {
    var form = ProfileForm()
    form.name = ""
    #expect(form.$name.lastRejection != nil)
    form.name = "Bob"
    #expect(form.name == "Bob")
    #expect(try form.$name.value() == "Bob")
    #expect(form.$name.isValid())
    #expect(form.$name.lastRejection == nil)
  }

  @Test("A rejected assignment keeps the old value and records the rejection")
  func rejectedAssignment() throws {
    var form = ProfileForm()
    form.name = ""
    #expect(form.name == "Ann")
    #expect(form.$name.isValid())
    let rejection = try #require(form.$name.lastRejection)
    #expect(rejection.fieldName == "Name")
    #expect(rejection.reason == .unsatisfiedRequirements)
    #expect(rejection.failures.map(\.requirement) == ["not empty"])
    #expect(rejection.failures.map(\.input) == [""])
    #expect(rejection.description == "Name: not empty")
  }

  @Test("The last rejection is the most recent one")
  func lastRejectionIsMostRecent() throws {
    var form = ProfileForm()
    form.age = 15
    form.age = 52
    let rejection = try #require(form.$age.lastRejection)
    #expect(rejection.failures.map(\.input) == ["52"])
    #expect(rejection.message == "between 16 and 50")
    #expect(form.age == 18)
  }

  @Test(
    "With several requirements, a rejection lists every broken one in order",
    arguments: [
      (51, ["between 16 and 50", "a multiple of 2"]),
      (15, ["between 16 and 50", "a multiple of 2"]),
      (52, ["between 16 and 50"]), (17, ["a multiple of 2"]),
    ])
  func severalRequirements(rejected: Int, broken: [String]) throws {
    var form = ProfileForm()
    form.age = rejected
    #expect(form.age == 18)
    let rejection = try #require(form.$age.lastRejection)
    #expect(rejection.failures.map(\.requirement) == broken)
    #expect(rejection.description == "Age: " + broken.joined(separator: "; "))
  }

  @Test(
    "Valid assignments to a field with several requirements are stored", arguments: [16, 30, 50])
  func severalRequirementsAccepted(accepted: Int) {
    var form = ProfileForm()
    form.age = accepted
    #expect(form.age == accepted)
    #expect(form.$age.lastRejection == nil)
  }

  @Test("setValue through the projection throws and changes nothing")
  func projectedSetValueThrows() throws {
    var form = ProfileForm()
    let error = try #require(throws: InvalidValue.self) { try form.$name.setValue("") }
    #expect(error.description == "Name: not empty")
    #expect(form.name == "Ann")
    #expect(form.$name.isValid())
    #expect(form.$name.lastRejection == nil)
  }

  @Test("setValue through the projection leaves an earlier rejection untouched")
  func projectedSetValueKeepsLastRejection() throws {
    var form = ProfileForm()
    form.age = 17
    #expect(throws: InvalidValue.self) { try form.$age.setValue(99) }
    let rejection = try #require(form.$age.lastRejection)
    #expect(rejection.failures.map(\.input) == ["17"])
  }

  @Test("An accepted setValue through the projection stores and clears the last rejection")
  func projectedSetValueAccepted() throws {
    var form = ProfileForm()
    form.age = 17
    try form.$age.setValue(20)
    #expect(form.age == 20)
    #expect(form.$age.lastRejection == nil)
    let newVal: Any = 22
    try form.$age.setValue(newVal)
    #expect(form.age == 22)
  }

  @Test("An invalid declared initial value is kept but the field is invalid")
  func invalidInitialValue() throws {
    var form = ProfileForm()
    #expect(form.nickname == "")
    #expect(!form.$nickname.isValid())
    #expect(form.$nickname.lastRejection == nil)
    let error = try #require(throws: InvalidValue.self) { try form.$nickname.value() }
    #expect(error.reason == .unsatisfiedRequirements)
    #expect(error.description == "Nickname: at least 3 characters")
    #expect(form.$nickname.validationError?.message == "at least 3 characters")
    #expect(form.$nickname.failures.map(\.input) == [""])

    form.nickname = "Al"
    #expect(form.nickname == "")
    #expect(!form.$nickname.isValid())
    form.nickname = "Alf"
    #expect(form.nickname == "Alf")
    #expect(try form.$nickname.value() == "Alf")
  }

  @Test("The projection exposes the guarded value's API")
  func projectionAPI() {
    let form = ProfileForm()
    #expect(form.$age.name == "Age")
    #expect(!form.$age.isSecret)
    #expect(form.$age.currentValue == 18)
    #expect(form.$age.requirements.map(\.description) == ["between 16 and 50", "a multiple of 2"])
    #expect(form.$age.willBeValid(with: 20))
    #expect(!form.$age.willBeValid(with: 21))
    #expect(form.$age.checklist(for: 51).map(\.isSatisfied) == [false, false])
    #expect(form.$age.checklist.map(\.isSatisfied) == [true, true])
  }

  @Test("An optional wrapped value starts as nil and is guarded like any other")
  func optionalWrappedValue() throws {
    var form = ProfileForm()
    #expect(form.middleName == nil)
    #expect(form.$middleName.isValid())
    form.middleName = "J"
    #expect(form.middleName == nil)
    #expect(form.$middleName.lastRejection?.message == "at least 2 characters (when present)")
    form.middleName = "Jo"
    #expect(form.middleName == "Jo")
    form.middleName = nil
    #expect(form.middleName == nil)
    #expect(form.$middleName.lastRejection == nil)
  }

  @Test("The wrapper can be built directly with a name, secrecy and requirements")
  func directInitialiser() {
    let wrapper = Validated(wrappedValue: 4, name: "Even", isSecret: true, .multiple(of: 2))
    #expect(wrapper.wrappedValue == 4)
    #expect(wrapper.projectedValue.isValid())
    #expect(wrapper.projectedValue.name == "Even")
    #expect(wrapper.projectedValue.isSecret)
  }

  // MARK: Conformances

  @Test("Wrappers compare and hash by their current values")
  func equatableAndHashable() {
    var first = ProfileForm()
    let second = ProfileForm()
    first.age = 17
    #expect(first.$age == second.$age)
    let lhs = Validated(wrappedValue: 4, .multiple(of: 2))
    let rhs = Validated(wrappedValue: 4, name: "Four")
    #expect(lhs == rhs)
    #expect(lhs != Validated(wrappedValue: 5))
    #expect(Set([lhs, rhs, Validated(wrappedValue: 6)]).count == 2)
  }

  @Test("A model of wrapped fields crosses into a task and comes back")
  func sendableModel() async throws {
    var form = ProfileForm()
    form.name = "Zoe"
    let sent = form
    let received = await Task.detached { () -> ProfileForm in
      var copy = sent
      copy.age = 20
      copy.age = 21
      return copy
    }.value
    #expect(received.name == "Zoe")
    #expect(received.age == 20)
    #expect(received.$age.lastRejection?.failures.map(\.input) == ["21"])
    #expect(form.age == 18)
  }

  @Test("The wrapper's descriptions and mirror are its guarded value's")
  func descriptionsDelegate() {
    let form = ProfileForm()
    let wrapper = Validated(wrappedValue: 12, name: "Age", .range(16...50))
    #expect(wrapper.description == "12")
    #expect(wrapper.debugDescription == #"ValidatableValue<Int>(name: "Age", value: 12, invalid)"#)
    #expect(Mirror(reflecting: wrapper).children.map(\.label) == ["name", "value", "isValid"])
    #expect(String(describing: form.$age) == "18")
  }
}
