import Foundation
import Observation
import Testing
import Validation

/// The trial's sign-up view model: eight fields, an async check and a cross-field rule.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor @Observable final class TrialSignUp: @MainActor FormModel {
  let form: FormState
  var name = FormField<String>(name: "Name", .nonBlank())
  var email = FormField<String>(name: "E-mail", .email())
  var userName = FormField<String>(name: "User name", .minLength(3))
    .checking(AsyncRequirement("not taken") { $0 != "taken" })
  var age = FormField<Int>(name: "Age", .range(16...120))
  var password = FormField<String>(name: "Password", isSecret: true, .minLength(8))
  var confirmPassword = FormField<String>(name: "Confirm password", isSecret: true, .nonBlank())
  var birthDate = FormField<Date>(name: "Birth date")
  var website = FormField<URL>(name: "Website")

  static let rules: [ModelRule<TrialSignUp>] = [
    ModelRule(
      "Passwords must match", fields: ["confirmPassword"], dependsOn: ["confirmPassword"]
    ) { $0.password.input == $0.confirmPassword.input }
  ]

  init(clock: ManualClock) { form = FormState(clock: clock) }

  func visitFields(_ visitor: inout some FieldVisitor) {
    withField(\.name) { visitor.visit("name", &$0) }
    withField(\.email) { visitor.visit("email", &$0) }
    withField(\.userName) { visitor.visit("userName", &$0) }
    withField(\.age) { visitor.visit("age", &$0) }
    withField(\.password) { visitor.visit("password", &$0) }
    withField(\.confirmPassword) { visitor.visit("confirmPassword", &$0) }
    withField(\.birthDate) { visitor.visit("birthDate", &$0) }
    withField(\.website) { visitor.visit("website", &$0) }
  }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension TrialSignUp {
  /// A sign-up with every field filled validly but the user name, whose check is pending.
  static func filled(clock: ManualClock) -> TrialSignUp {
    let signUp = TrialSignUp(clock: clock)
    signUp.setInput("Ann", for: \.name)
    signUp.setInput("ann@example.com", for: \.email)
    signUp.setInput("42", for: \.age)
    signUp.setInput("hunter22", for: \.password)
    signUp.setInput("hunter22", for: \.confirmPassword)
    signUp.setInput("1990-05-17", for: \.birthDate)
    signUp.setInput("https://ann.example", for: \.website)
    return signUp
  }
}

@MainActor
struct FormModelTests {
  let clock = ManualClock()

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  func filled() -> TrialSignUp {
    TrialSignUp.filled(clock: clock)
  }

  @Test("A rule's failure shows in the field it names, under that field's display policy")
  func ruleFailureInField() {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let signUp = filled()
    signUp.confirmPassword.focusChanged(to: true)
    signUp.setInput("hunter2", for: \.confirmPassword)
    #expect(signUp.confirmPassword.ruleFailures.map(\.requirement) == ["Passwords must match"])
    #expect(signUp.confirmPassword.visibleError == nil)
    signUp.confirmPassword.focusChanged(to: false)
    #expect(signUp.confirmPassword.errorLine() == "Passwords must match")
    #expect(signUp.password.visibleError == nil)
    signUp.setInput("hunter22", for: \.confirmPassword)
    #expect(signUp.confirmPassword.ruleFailures.isEmpty)
    #expect(signUp.confirmPassword.visibleError == nil)
  }

  @Test("A rule skipped while a field it depends on is invalid shows nothing")
  func skippedRuleShowsNothing() {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let signUp = TrialSignUp(clock: clock)
    signUp.setInput("hunter22", for: \.password)
    #expect(signUp.confirmPassword.ruleFailures.isEmpty)
  }

  @Test("A submit shows a rule's failure in its field for any model")
  func submitShowsRuleFailure() throws {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let signUp = filled()
    signUp.confirmPassword.input = "hunter2"
    #expect(throws: ModelValidationError.self) { try signUp.submit() }
    #expect(signUp.confirmPassword.errorLine() == "Passwords must match")
  }

  @Test("An edit starts the field's async check after the debounce; a later edit cancels it")
  func asyncCheckWiresItself() async throws {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let signUp = TrialSignUp(clock: clock)
    signUp.setInput("taken", for: \.userName)
    #expect(signUp.userName.isValidating)
    await clock.waitForSleepers(1)
    signUp.setInput("annlee", for: \.userName)
    await clock.waitForSleepers(1)
    clock.advance(by: .milliseconds(300))
    await waitUntil { !signUp.userName.isValidating }
    #expect(signUp.userName.isValid())
    signUp.setInput("taken", for: \.userName)
    await clock.waitForSleepers(1)
    clock.advance(by: .milliseconds(300))
    await waitUntil { !signUp.userName.isValidating }
    signUp.userName.touch()
    #expect(
      signUp.userName.errorLine() == "User name must meet this requirement: not taken.")
  }

  @Test("An async submit waits for pending checks, then returns the typed values")
  func asyncSubmitWaits() async throws {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let signUp = filled()
    signUp.setInput("annlee", for: \.userName)
    await clock.waitForSleepers(1)
    Task { clock.advance(by: .milliseconds(300)) }
    let valid = try await signUp.submit()
    #expect(valid.age == 42)
    #expect(valid.userName == "annlee")
  }

  @Test("An async submit runs the checks of a field set from code, never edited")
  func asyncSubmitChecksStartingValues() async throws {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let signUp = filled()
    signUp.userName.reset(to: "taken")
    #expect(signUp.userName.isValidating)
    await #expect(throws: ModelValidationError.self) { try await signUp.submit() }
    #expect(
      signUp.userName.errorLine() == "User name must meet this requirement: not taken.")
    signUp.userName.reset(to: "annlee")
    let valid = try await signUp.submit()
    #expect(valid.userName == "annlee")
  }

  @Test("An async submit throws when a pending check fails")
  func asyncSubmitThrows() async throws {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let signUp = filled()
    signUp.setInput("taken", for: \.userName)
    await clock.waitForSleepers(1)
    Task { clock.advance(by: .milliseconds(300)) }
    await #expect(throws: ModelValidationError.self) { try await signUp.submit() }
    #expect(
      signUp.userName.errorLine() == "User name must meet this requirement: not taken.")
  }

  @Test("isValid() follows a field assigned from code, not through setInput")
  func directAssignment() async throws {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let signUp = await valid()
    let changes = observeValidity(of: signUp)
    signUp.age.input = "4"
    #expect(!signUp.isValid())
    // Observers hear of it once the change is done.
    await waitUntil { changes.value > 0 }
    #expect(changes.value == 1)
  }

  @Test(
    "Leaving a field, a display policy or a sync submit tell isValid()'s observers nothing when the answer stays"
  )
  func unchangedAnswerNotifiesNobody() async throws {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let signUp = await valid()
    let changes = observeValidity(of: signUp)
    signUp.email.focusChanged(to: true)
    signUp.email.focusChanged(to: false)
    signUp.setErrorDisplay(.whileTyping)
    _ = try signUp.submitNow()
    for _ in 0..<100 { await Task.yield() }
    #expect(changes.value == 0)
    #expect(signUp.isValid())
  }

  @Test("Resetting the form clears the rules' failures in its fields")
  func resetClearsRuleFailures() {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let signUp = filled()
    signUp.confirmPassword.focusChanged(to: true)
    signUp.setInput("hunter2", for: \.confirmPassword)
    #expect(!signUp.confirmPassword.ruleFailures.isEmpty)
    signUp.resetForm()
    signUp.confirmPassword.focusChanged(to: false)
    #expect(signUp.confirmPassword.ruleFailures.isEmpty)
    #expect(signUp.confirmPassword.errorLine() == "Confirm password must not be blank.")
  }

  @Test("Typing the same text again leaves a waiting check alone")
  func sameTextKeepsCheck() async {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let signUp = TrialSignUp(clock: clock)
    signUp.setInput("annlee", for: \.userName)
    await clock.waitForSleepers(1)
    clock.advance(by: .milliseconds(100))
    signUp.setInput("annlee", for: \.userName)
    clock.advance(by: .milliseconds(200))
    await waitUntil { !signUp.userName.isValidating }
    #expect(signUp.userName.isValid())
  }

  // A form filled validly, its user name checked.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  func valid() async -> TrialSignUp {
    let signUp = filled()
    signUp.setInput("annlee", for: \.userName)
    await clock.waitForSleepers(1)
    clock.advance(by: .milliseconds(300))
    await waitUntil { !signUp.userName.isValidating }
    #expect(signUp.isValid())
    return signUp
  }

  // Counts the changes an observer of the form's validity hears of.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  func observeValidity(of signUp: TrialSignUp) -> ChangeCounter {
    let changes = ChangeCounter()
    withObservationTracking {
      _ = signUp.isValid()
    } onChange: {
      changes.increment()
    }
    return changes
  }

  // Yields until `condition` holds.
  func waitUntil(_ condition: () -> Bool) async {
    while !condition() { await Task.yield() }
  }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension TrialSignUp {
  // The synchronous submit, as code that is not async calls it.
  func submitNow() throws -> SubmittedForm<TrialSignUp> {
    try submit()
  }
}
