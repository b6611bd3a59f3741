import Foundation

extension Task where Failure == Never {
  // Waits for the task's value. Cancelling the waiting task cancels this one and throws
  // `CancellationError` at once, without waiting for it to end: a check that never
  // answers holds no one waiting for it.
  //
  // A task of its own waits for this one's value; if this one never ends, neither does
  // it (it holds only this task and the waiter).
  func valueUnlessCancelled() async throws(CancellationError) -> Success {
    let waiter = CancellableWaiter<Success>()
    let outcome = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        guard waiter.install(continuation) else { return }
        Task<Void, Never> { waiter.resume(with: .success(await self.value)) }
      }
    } onCancel: {
      cancel()
      waiter.resume(with: .failure(_Concurrency.CancellationError()))
    }
    return try outcome.get()
  }
}

// The continuation of a wait, resumed once: by the value, or by cancellation, whichever
// comes first.
private final class CancellableWaiter<Value: Sendable>: @unchecked Sendable {
  // @unchecked: every access to the mutable state holds `lock`.
  private let lock = NSLock()
  private var continuation: CheckedContinuation<Result<Value, CancellationError>, Never>?
  private var outcome: Result<Value, CancellationError>?

  // Keeps `continuation` for the outcome; returns `false` after resuming it at once when
  // the outcome came first (a task cancelled before it waited).
  func install(_ continuation: CheckedContinuation<Result<Value, CancellationError>, Never>)
    -> Bool
  {
    let early: Result<Value, CancellationError>? = lock.withLock {
      if outcome == nil { self.continuation = continuation }
      return outcome
    }
    guard let early else { return true }
    continuation.resume(returning: early)
    return false
  }

  // Resumes the wait with `outcome`, unless another came first.
  func resume(with outcome: Result<Value, CancellationError>) {
    let waiting: CheckedContinuation<Result<Value, CancellationError>, Never>? = lock.withLock {
      guard self.outcome == nil else { return nil }
      self.outcome = outcome
      defer { continuation = nil }
      return continuation
    }
    waiting?.resume(returning: outcome)
  }
}
