import Foundation
import Observation
import Testing
import Validation

/// A form with a user name a stalled server checks, and a nickname with no check.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor @Observable final class AttackStalledForm: @MainActor FormModel {
  let form: FormState
  var userName: FormField<String>
  var nickname = FormField<String>(name: "Nickname")

  init(clock: ManualClock, server: StalledServer) {
    form = FormState(clock: clock)
    userName = FormField<String>(name: "User name", .minLength(3))
      .checking(AsyncRequirement("not taken") { await server.isFree($0) })
  }

  func visitFields(_ visitor: inout some FieldVisitor) {
    withField(\.userName) { visitor.visit("userName", &$0) }
    withField(\.nickname) { visitor.visit("nickname", &$0) }
  }
}

/// Attacks on a form's async checks and submits.
@MainActor
struct FormAttackAsyncTests {
  let clock = ManualClock()
  let server = StalledServer()

  // Lets the main actor run every task that is ready.
  func settle() async {
    for _ in 0..<20 { await Task.yield() }
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  func askingForm() async -> AttackStalledForm {
    let form = AttackStalledForm(clock: clock, server: server)
    form.setInput("annlee", for: \.userName)
    await clock.waitForSleepers(1)
    clock.advance(by: .milliseconds(300))
    await server.waitForQuestions(1)
    return form
  }

  @Test("An edit of another field while a submit waits for a check does not ask the server again")
  func editDuringSubmitAsksOnce() async throws {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let form = await askingForm()
    let submitting = Task { try await form.submit() }
    await settle()
    form.setInput("Ann", for: \.nickname)
    await settle()
    clock.advance(by: .milliseconds(300))
    await settle()
    #expect(server.waitingCount == 1, "the user name is asked about twice")
    server.release()
    let valid = try await submitting.value
    #expect(valid.userName == "annlee")
    #expect(valid.nickname == "Ann")
  }

  @Test("A second submit while the first waits for a check asks the server once")
  func doubleSubmitAsksOnce() async throws {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let form = await askingForm()
    let first = Task { try await form.submit() }
    await settle()
    let second = Task { try await form.submit() }
    await settle()
    #expect(server.waitingCount == 1, "the user name is asked about twice")
    server.release()
    #expect(try await first.value.userName == "annlee")
    #expect(try await second.value.userName == "annlee")
  }

  @Test("A cancelled submit leaves no field waiting for a check that never comes")
  func cancelledSubmitRestartsTheEditsCheck() async throws {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let form = await askingForm()
    let submitting = Task { try await form.submit() }
    await settle()
    submitting.cancel()
    await #expect(throws: CancellationError.self) { try await submitting.value }
    server.release()
    await server.waitForAnswers(1)
    #expect(form.userName.isValidating)
    // The edit's check starts again after the debounce, and its answer is recorded.
    await settle()
    #expect(clock.sleeperCount == 1, "no check starts again: the spinner turns forever")
    guard clock.sleeperCount == 1 else { return }
    clock.advance(by: .milliseconds(300))
    await server.waitForQuestions(1)
    server.release()
    await server.waitForAnswers(2)
    await settle()
    #expect(!form.userName.isValidating, "the spinner turns forever")
    #expect(form.isValid())
  }

  @Test("A plain assignment during a submit's wait is checked and submitted, not the old input")
  func assignmentDuringSubmit() async throws {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let form = await askingForm()
    let submitting = Task { try await form.submit() }
    await settle()
    form.userName.input = "bobby"
    await settle()
    server.release()
    await settle()
    // The submit asks about the new input at once: a submit does not wait out debounces.
    #expect(server.waitingCount == 1, "the submit waits out a debounce")
    if server.waitingCount == 0 { clock.advance(by: .milliseconds(300)) }
    await server.waitForQuestions(1)
    server.release()
    let valid = try await submitting.value
    #expect(valid.userName == "bobby")
    #expect(form.userName.isValid())
    await settle()
    clock.advance(by: .milliseconds(300))
    await settle()
    #expect(server.waitingCount == 0, "the new input is asked about twice")
  }
}
