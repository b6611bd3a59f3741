import Testing
import Validation

/// A struct model with one- and several-requirement fields and an invalid initial value.
private struct ProfileForm {
  @Validated(name: "Name", .nonEmpty()) var name: String = "Ann"
  @Validated(name: "Age", .range(16...50), .multiple(of: 2)) var age: Int = 18
  @Validated(name: "Nickname", .minLength(3)) var nickname: String = ""
  @Validated(.ifPresent(.minLength(2))) var middleName: String? = nil
}

/// A class model: assignments go through the reference.
private final class Account {
  @Validated(name: "Email", .email()) var email: String = "ann@example.com"
  @Validated(name: "Password", .minLength(8), .atLeast(1, .digits)) var password: String = "abc"
}

/// A model holding one field whose secrecy a test chooses; it starts out holding
/// ``Leak/secret``.
private struct StoredSecretModel {
  @Validated var field: String

  init(isSecret: Bool) {
    _field = Validated(wrappedValue: Leak.secret, name: "Field", isSecret: isSecret, .minLength(8))
  }
}

/// A model holding one field whose secrecy a test chooses; ``Leak/secret`` breaks both of
/// its requirements.
private struct RejectingSecretModel {
  @Validated var field: String

  init(isSecret: Bool) {
    _field = Validated(
      wrappedValue: "short", name: "Field", isSecret: isSecret, .maxLength(10),
      .atLeast(3, .digits))
  }
}

/// A class model holding one field whose secrecy a test chooses.
private final class SecretAccount {
  @Validated var password: String

  init(isSecret: Bool) {
    _password = Validated(
      wrappedValue: "Password1", name: "Password", isSecret: isSecret, .minLength(8))
  }
}

/// A view model isolated to the main actor, as SwiftUI's are.
@MainActor
private final class MainActorForm {
  @Validated(name: "Code", .minLength(3)) var code = "abc"
}

/// An actor holding a guarded field.
private actor Counter {
  @Validated(.range(0...10)) var count = 0

  /// Assigns `value` and returns the count kept.
  func set(_ value: Int) -> Int {
    count = value
    return count
  }
}

/// A one-field form as a struct and as a class model, for running the same assignments
/// through both setters.
private protocol CodeHolder: ValidatableModel {
  /// The guarded field; it starts out empty, which breaks its requirement.
  var code: String { get set }

  /// The field's guard (`$code`).
  var codeGuard: ValidatableValue<String> { get }
}

extension CodeHolder {
  /// The field as a form sees it after an assignment.
  var fieldState: FieldState {
    let field = codeGuard
    return FieldState(
      value: field.currentValue ?? "", isValid: field.isValid(),
      rejection: field.lastRejection?.message)
  }
}

/// What a form shows of a field: its value, whether it is valid and the last rejection.
private struct FieldState: Equatable {
  let value: String
  let isValid: Bool
  let rejection: String?
}

/// A struct model, assigned through the wrapper's `wrappedValue` setter.
private struct CodeForm: CodeHolder {
  @Validated(name: "Code", .minLength(3)) var code = ""
  var codeGuard: ValidatableValue<String> { $code }

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("code", &_code)
  }
}

/// The same model as a class, assigned through the wrapper's subscript for classes.
private final class CodeRecord: CodeHolder {
  @Validated(name: "Code", .minLength(3)) var code = ""
  var codeGuard: ValidatableValue<String> { $code }

  func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("code", &_code)
  }
}

/// How a test edits a model.
enum EditingRoute: CaseIterable, Sendable {
  /// Plain assignments, checked.
  case plain
  /// Assignments to a draft's editing copy.
  case draft
  /// Assignments inside `update`, and the state after it.
  case update
}

/// The field's state after each of `values` is assigned along `route`.
private func fieldStates<Holder: CodeHolder>(
  of holder: Holder, along route: EditingRoute, assigning values: [String]
) -> [FieldState] {
  var holder = holder
  var states: [FieldState] = []
  switch route {
  case .plain:
    for value in values {
      holder.code = value
      states.append(holder.fieldState)
    }
  case .draft:
    var draft = Draft(holder)
    for value in values {
      draft.editing.code = value
      states.append(draft.editing.fieldState)
    }
  case .update:
    _ = try? holder.update { model in
      for value in values {
        model.code = value
        states.append(model.fieldState)
      }
    }
    states.append(holder.fieldState)
  }
  return states
}

/// Records what released values saw.
private final class ReleaseLog {
  var entries: [String] = []
}

/// A value that, when released, reads the property of the object that held it.
private final class Token {
  let name: String
  let log: ReleaseLog
  weak var holder: TokenHolder?

  init(_ name: String, log: ReleaseLog, holder: TokenHolder? = nil) {
    self.name = name
    self.log = log
    self.holder = holder
  }

  deinit {
    log.entries.append("\(name) released, property holds \(holder?.token.name ?? "nothing")")
  }
}

/// An object holding a guarded token.
private final class TokenHolder {
  @Validated var token: Token

  init(_ token: Token) {
    _token = Validated(wrappedValue: token, Require("named") { !$0.name.isEmpty })
  }
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

  // MARK: Final class

  @Test("A final class field keeps its value when an assignment is rejected")
  func classRejectedAssignment() throws {
    let account = Account()
    account.email = "not an address"
    #expect(account.email == "ann@example.com")
    let rejection = try #require(account.$email.lastRejection)
    #expect(rejection.description == "Email: a valid e-mail address")
    account.email = "bob@example.org"
    #expect(account.email == "bob@example.org")
    #expect(account.$email.lastRejection == nil)
  }

  @Test("A final class field with several requirements and an invalid initial value")
  func classSeveralRequirements() throws {
    let account = Account()
    #expect(account.password == "abc")
    #expect(!account.$password.isValid())
    #expect(
      account.$password.failures.map(\.requirement) == [
        "at least 8 characters", "at least 1 digit",
      ])
    account.password = "abcdefgh"
    #expect(account.password == "abc")
    #expect(account.$password.lastRejection?.message == "at least 1 digit")
    let error = try #require(throws: InvalidValue.self) { try account.$password.setValue("1") }
    #expect(error.failures.map(\.requirement) == ["at least 8 characters"])
    try account.$password.setValue("abcdefg1")
    #expect(account.password == "abcdefg1")
    #expect(account.$password.isValid())
  }

  @Test("Two references to one class instance see the same guarded field")
  func classSharesState() {
    let account = Account()
    let alias = account
    alias.email = "eve@example.com"
    #expect(account.email == "eve@example.com")
    alias.email = "eve"
    #expect(account.$email.lastRejection != nil)
  }

  @Test("A draft of a class model stops: edits would change the shared object")
  func classModelDraftStops() async {
    await #expect(processExitsWith: .failure) {
      _ = Draft(BookingRecord())
    }
  }

  @Test("Assignments through a shared class object keep each accepted value and the last rejection")
  func classFieldSharedValues() {
    let account = Account()
    let alias = account
    var seen: [String] = []
    for candidate in ["a@b.co", "nope", "c@d.org", "also nope", "e@f.net"] {
      alias.email = candidate
      seen.append(account.email)
    }
    #expect(seen == ["a@b.co", "a@b.co", "c@d.org", "c@d.org", "e@f.net"])
    alias.email = "still nope"
    #expect(account.$email.lastRejection?.failures.first?.input == "still nope")
  }

  @Test("A field of a main-actor class or of an actor is guarded the same way")
  @MainActor
  func isolatedClassFields() async {
    let form = MainActorForm()
    form.code = "ab"
    #expect(form.code == "abc")
    #expect(form.$code.lastRejection?.message == "at least 3 characters")
    form.code = "abcd"
    #expect(form.code == "abcd")
    let counter = Counter()
    #expect(await counter.set(11) == 0)
    #expect(await counter.set(7) == 7)
  }

  @Test(
    "A class field goes through assignments as a struct field does",
    arguments: [EditingRoute.plain, .update])
  func classMatchesStruct(route: EditingRoute) {
    let values = ["ab", "abc", "", "x", "abcd", "no", "yes"]
    let structStates = fieldStates(of: CodeForm(), along: route, assigning: values)
    #expect(fieldStates(of: CodeRecord(), along: route, assigning: values) == structStates)
    #expect(structStates.contains { $0.isValid } && structStates.contains { !$0.isValid })
  }

  @Test("A class field that starts out invalid becomes valid when a valid value is assigned")
  func classInvalidStartThenValid() throws {
    let account = Account()
    #expect(!account.$password.isValid())
    account.password = "abcdefg1"
    #expect(account.$password.isValid())
    let record = CodeRecord()
    var reference = record
    try reference.update { $0.code = "abc" }
    #expect(record.$code.isValid() && record.code == "abc")
  }

  @Test("A value that an assignment to a class field displaces is released after it")
  func displacedValueReadsProperty() {
    let log = ReleaseLog()
    let holder = TokenHolder(Token("first", log: log))
    holder.token.holder = holder
    holder.token = Token("second", log: log, holder: holder)
    #expect(log.entries == ["first released, property holds second"])
    holder.token = Token("", log: log, holder: holder)
    holder.token = Token("", log: log, holder: holder)
    #expect(log.entries.count == 2, "the earlier rejection, displaced by the later one")
    #expect(log.entries.last == " released, property holds second")
    #expect(holder.$token.lastRejection != nil)
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

  // MARK: Secrets

  @Test(
    "A stored secret field shows in no rendering of the field or its model",
    arguments: [false, true])
  func storedSecretNeverRendered(isSecret: Bool) {
    let model = StoredSecretModel(isSecret: isSecret)
    #expect(model.field == Leak.secret)
    #expect(model.$field.isValid())
    Leak.expect(
      [
        "$field description": model.$field.description,
        "$field debugDescription": model.$field.debugDescription,
        "$field String(describing:)": String(describing: model.$field),
        "$field String(reflecting:)": String(reflecting: model.$field),
        "$field interpolation": "\(model.$field)",
        "$field dump": Leak.dumped(model.$field),
        "$field Mirror": Leak.mirrorTexts(of: model.$field).joined(separator: "\n"),
        "model dump": Leak.dumped(model),
        "model Mirror": Leak.mirrorTexts(of: model).joined(separator: "\n"),
        "model String(describing:)": String(describing: model),
        "model String(reflecting:)": String(reflecting: model),
        "model interpolation": "\(model)",
      ], toShowValue: !isSecret)
  }

  @Test(
    "A rejected secret assignment shows in no rendering of the rejection or the model",
    arguments: [false, true])
  func rejectedSecretNeverRendered(isSecret: Bool) throws {
    var model = RejectingSecretModel(isSecret: isSecret)
    model.field = Leak.secret
    #expect(model.field == "short")
    let rejection = try #require(model.$field.lastRejection)
    #expect(
      rejection.failures.map(\.requirement) == ["at most 10 characters", "at least 3 digits"])
    #expect(rejection.failures.allSatisfy { ($0.input == nil) == isSecret })
    Leak.expect(
      [
        "lastRejection dump": Leak.dumped(rejection),
        "lastRejection Mirror": Leak.mirrorTexts(of: rejection).joined(separator: "\n"),
        "lastRejection failures": String(describing: rejection.failures),
        "lastRejection failures inputs": rejection.failures.compactMap(\.input).joined(),
        "optional lastRejection dump": Leak.dumped(model.$field.lastRejection as Any),
      ], toShowValue: !isSecret)
    // These never show a rejected value, secret or not.
    Leak.expect(
      [
        "lastRejection description": rejection.description,
        "lastRejection message": rejection.message,
        "lastRejection String(reflecting:)": String(reflecting: rejection),
        "$field description": model.$field.description,
        "$field debugDescription": model.$field.debugDescription,
        "model dump": Leak.dumped(model),
        "model String(describing:)": String(describing: model),
      ], toShowValue: false)
  }

  @Test(
    "A secret field of a class shows in no rendering of the field or the object",
    arguments: [false, true])
  func classSecretNeverRendered(isSecret: Bool) throws {
    let account = SecretAccount(isSecret: isSecret)
    account.password = Leak.secret
    #expect(account.password == Leak.secret)
    Leak.expect(
      [
        "$password interpolation": "\(account.$password)",
        "$password debugDescription": account.$password.debugDescription,
        "object dump": Leak.dumped(account),
        "object Mirror": Leak.mirrorTexts(of: account).joined(separator: "\n"),
      ], toShowValue: !isSecret)
  }
}
