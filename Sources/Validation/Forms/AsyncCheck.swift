/// The async requirements a field's current input still has to be checked against.
///
/// Get one from ``FormField/pendingAsyncCheck``, ``run(debounce:clock:)`` it, and give
/// the result to ``FormField/record(_:)``; ``AsyncCheckScheduler`` does all three, the
/// latest input winning.
public struct AsyncCheck<Value: Sendable>: Sendable {
  /// The input the check is for.
  public let input: String

  // The converted value, the requirements, and whether failures may show the input.
  let value: Value
  let requirements: [AsyncRequirement<Value>]
  let isSecret: Bool

  /// Waits `debounce` on `clock` (no debounce asks nothing of the clock), then asks each
  /// requirement about the value, in order.
  ///
  /// - Parameters:
  ///   - debounce: How long to wait first, so that a user still typing starts no check.
  ///   - clock: The clock to wait on; tests pass a clock they advance by hand.
  /// - Returns: The result, or `nil` when the task was cancelled first.
  public func run<C: Clock>(debounce: Duration, clock: C) async -> AsyncCheckResult?
  where C.Duration == Duration {
    guard await sleep(for: debounce, on: clock) else { return nil }
    var failures: [UnsatisfiedRequirement] = []
    for requirement in requirements {
      var satisfied = false
      var thrown: (any Error)?
      do {
        satisfied = try await requirement.predicate(value)
      } catch {
        thrown = error
      }
      if Task.isCancelled { return nil }
      if !satisfied {
        let failure = UnsatisfiedRequirement(
          requirement: requirement.description,
          input: isSecret ? nil : shortenedForReport(input),
          underlyingError: isSecret ? nil : thrown, wording: requirement.wording)
        failures.append(isSecret ? failure.redacted() : failure)
      }
    }
    return AsyncCheckResult(input: input, failures: failures, isSecret: isSecret)
  }
}

// An async check whose value type is hidden: what a form runs for a field it reached
// through a visitor, which knows nothing of the value type.
protocol PendingCheck: Sendable {
  // The input the check is for.
  var input: String { get }
  func check(debounce: Duration, clock: any Clock<Duration>) async -> AsyncCheckResult?
}

extension AsyncCheck: PendingCheck {
  func check(debounce: Duration, clock: any Clock<Duration>) async -> AsyncCheckResult? {
    await run(debounce: debounce, clock: clock)
  }
}
