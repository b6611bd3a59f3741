import Foundation
import Observation
import Testing
import Validation

/// A clock a test never advances: a sleep on it, whatever its deadline, ends only when its
/// task is cancelled, as a hand-written test clock's often does.
private final class StoppedClock: Clock, @unchecked Sendable {
  // @unchecked: the clock holds nothing that changes.
  struct Instant: InstantProtocol {
    var offset: Duration
    func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    func duration(to other: Instant) -> Duration { other.offset - offset }
    static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  var now: Instant { Instant(offset: .zero) }
  var minimumResolution: Duration { .zero }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    while !Task.isCancelled { await Task.yield() }
    throw CancellationError()
  }
}

/// A form whose user name has an async check, on a clock nobody advances.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor @Observable private final class StoppedClockForm: @MainActor FormModel {
  let form = FormState(clock: StoppedClock())
  var userName = FormField<String>(name: "User name", .minLength(3))
    .checking(AsyncRequirement("not taken") { $0 != "ann" })

  func visitFields(_ visitor: inout some FieldVisitor) {
    withField(\.userName) { visitor.visit("userName", &$0) }
  }
}

/// Work that waits no debounce asks nothing of the clock.
@MainActor
struct AsyncCheckZeroDebounceTests {
  @Test("A check run with no debounce answers without sleeping on the clock")
  func runWithoutDebounce() async throws {
    var field = FormField<String>(name: "User name", .minLength(3))
      .checking(AsyncRequirement("not taken") { $0 != "ann" })
    field.input = "ann"
    let check = try #require(field.pendingAsyncCheck)
    let result = try await runBounded { await check.run(debounce: .zero, clock: StoppedClock()) }
    field.record(try #require(result ?? nil))
    field.touch()
    #expect(field.visibleError?.message == "not taken")
  }

  @Test("A submit starts a pending check at once, without sleeping on the form's clock")
  func submitWithoutDebounce() async throws {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let form = StoppedClockForm()
    form.setInput("bob", for: \.userName)
    let userName = try await runBounded { try await form.submit().userName }
    #expect(userName == "bob")
  }
}

/// How bounded work ended: with its result, or still waiting after two seconds.
private enum Bounded<Result: Sendable>: Sendable {
  case done(Result)
  case waiting
}

/// The result of `work`, or `nil` after two seconds of real time: a hang fails the test
/// rather than the run.
private func runBounded<Result: Sendable>(
  _ work: @escaping @Sendable @MainActor () async throws -> Result
) async throws -> Result? {
  try await withThrowingTaskGroup(of: Bounded<Result>.self) { group in
    group.addTask { .done(try await work()) }
    group.addTask {
      try await Task.sleep(for: .seconds(2))
      return .waiting
    }
    let first = try await group.next()
    group.cancelAll()
    guard case .done(let result)? = first else {
      Issue.record("still waiting after two seconds")
      return nil
    }
    return result
  }
}
