import Testing
import Validation

// Fields of final classes, of a main-actor class and of an actor: assignments through a
// reference, shared objects, and the same states as a struct field.

/// A class model: assignments go through the reference.
private final class Account {
  @Validated(name: "Email", .email()) var email: String = "ann@example.com"
  @Validated(name: "Password", .minLength(8), .atLeast(1, .digits)) var password: String = "abc"
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

struct ValidatedClassTests {
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
}
