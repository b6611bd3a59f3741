import Foundation
import Observation
import Testing
import Validation

/// A form whose user name is checked by a server that never answers on its own.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor @Observable final class StalledForm: @MainActor FormModel {
  let form: FormState
  var userName: FormField<String>

  init(clock: ManualClock, server: StalledServer) {
    form = FormState(clock: clock)
    userName = FormField<String>(name: "User name", .minLength(3))
      .checking(AsyncRequirement("not taken") { await server.isFree($0) })
  }

  func visitFields(_ visitor: inout some FieldVisitor) {
    withField(\.userName) { visitor.visit("userName", &$0) }
  }
}

@MainActor
struct FormModelCancellationTests {
  let clock = ManualClock()
  let server = StalledServer()

  @Test("A cancelled submit throws CancellationError and cancels the check it waits for")
  func cancelWhileChecking() async throws {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let form = StalledForm(clock: clock, server: server)
    form.setInput("annlee", for: \.userName)
    await clock.waitForSleepers(1)
    clock.advance(by: .milliseconds(300))
    await server.waitForQuestions(1)
    let submitting = Task { try await form.submit() }
    await Task.yield()
    submitting.cancel()
    await #expect(throws: CancellationError.self) { try await submitting.value }
    #expect(!form.userName.submitAttempted)
    server.release()
    await server.waitForAnswers(1)
    #expect(server.answeredCancelled == [true])
  }

  @Test("A cancelled submit stops the check of a field never edited, which it started")
  func cancelStartingValueCheck() async throws {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let form = StalledForm(clock: clock, server: server)
    form.userName.reset(to: "annlee")
    let submitting = Task { try await form.submit() }
    await server.waitForQuestions(1)
    submitting.cancel()
    await #expect(throws: CancellationError.self) { try await submitting.value }
    server.release()
    await server.waitForAnswers(1)
    #expect(server.answeredCancelled == [true])
  }

  @Test("A submit cancelled before it starts throws CancellationError and submits nothing")
  func cancelledBeforeStart() async throws {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let form = StalledForm(clock: clock, server: server)
    form.userName.input = "ab"  // fails synchronously: no check to wait for
    let submitting = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await form.submit()
    }
    await #expect(throws: CancellationError.self) { try await submitting.value }
    #expect(!form.userName.submitAttempted)
  }
}
