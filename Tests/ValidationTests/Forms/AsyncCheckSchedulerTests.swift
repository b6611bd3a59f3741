import Foundation
import Testing
import Validation

@MainActor
struct AsyncCheckSchedulerTests {
  @Test("A cancelled wait for pending checks throws CancellationError and cancels the check")
  func cancelledWait() async throws {
    let clock = ManualClock()
    let server = StalledServer()
    let checks = AsyncCheckScheduler(debounce: .milliseconds(300), clock: clock)
    var userName = FormField<String>(name: "User name", .minLength(3))
      .checking(AsyncRequirement("not taken") { await server.isFree($0) })
    userName.input = "annlee"
    let recorded = Flag()
    checks.schedule(userName.pendingAsyncCheck) { _ in recorded.isSet = true }
    await clock.waitForSleepers(1)
    clock.advance(by: .milliseconds(300))
    await server.waitForQuestions(1)
    let waiting = Task { try await checks.waitForPending() }
    await Task.yield()
    waiting.cancel()
    await #expect(throws: CancellationError.self) { try await waiting.value }
    server.release()
    await server.waitForAnswers(1)
    #expect(server.answeredCancelled == [true])
    #expect(!recorded.isSet)
  }
}
