/// Runs one field's async checks on the main actor, the latest input winning: scheduling
/// a check cancels the one before, whose result is never recorded.
///
/// ```swift
/// let checks = AsyncCheckScheduler(debounce: .milliseconds(300), clock: ContinuousClock())
/// // after every edit:
/// checks.schedule(userName.pendingAsyncCheck) { [weak self] in self?.userName.record($0) }
/// // before a submit:
/// await checks.waitForPending()
/// ```
@MainActor
public final class AsyncCheckScheduler<C: Clock> where C.Duration == Duration {
  private let debounce: Duration
  private let clock: C
  private var task: Task<Void, Never>?

  /// Creates a scheduler that waits `debounce` on `clock` before each check.
  ///
  /// - Parameters:
  ///   - debounce: How long an input must stay unchanged before it is checked.
  ///   - clock: The clock to wait on; tests pass a clock they advance by hand.
  public init(debounce: Duration, clock: C) {
    self.debounce = debounce
    self.clock = clock
  }

  /// Cancels the check in progress and starts `check`, if any; its result goes to
  /// `record` unless another check is scheduled first.
  ///
  /// - Parameters:
  ///   - check: The field's ``FormField/pendingAsyncCheck``; `nil` (nothing left to check)
  ///     just cancels. To cancel without a field at hand, call ``cancel()``.
  ///   - record: Called on the main actor with the result, typically the field's
  ///     ``FormField/record(_:)``.
  public func schedule<Value: Sendable>(
    _ check: AsyncCheck<Value>?, record: @escaping @MainActor (AsyncCheckResult) -> Void
  ) {
    guard let check else {
      cancel()
      return
    }
    task?.cancel()
    let (debounce, clock) = (self.debounce, self.clock)
    task = Task { @MainActor in
      guard let result = await check.run(debounce: debounce, clock: clock),
        !Task.isCancelled
      else { return }
      record(result)
    }
  }

  /// Cancels the check in progress, if any: its result is never recorded.
  public func cancel() {
    task?.cancel()
    task = nil
  }

  /// Waits until no check is in progress; a submit waits here first.
  ///
  /// It returns once the latest check scheduled has finished, or was cancelled with
  /// nothing scheduled after it: a check scheduled because the user edited during the
  /// wait is waited for too, so the field's current input has its result.
  ///
  /// - Throws: `CancellationError` at once when the waiting task is cancelled, which
  ///   cancels the check in progress, whether or not it answers.
  public func waitForPending() async throws(CancellationError) {
    // Each pass waits for the task scheduled last; scheduling during the wait replaces it
    // (and cancels the one awaited), so the loop ends once the awaited task is still the
    // latest. No pass spins: each awaits a task.
    while let current = task {
      do {
        try await current.valueUnlessCancelled()
      } catch {
        if task == current { task = nil }
        throw error
      }
      if task == current { return }
    }
    if Task.isCancelled { throw CancellationError() }
  }
}
