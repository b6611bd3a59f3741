import Foundation

/// A server that never answers until a test releases it, whatever happens meanwhile (it
/// ignores cancellation), and notes whether each check's task was cancelled by then.
final class StalledServer: @unchecked Sendable {
  // @unchecked: every access to the mutable state holds `lock`.
  private let lock = NSLock()
  private var waiting: [CheckedContinuation<Void, Never>] = []
  private var cancelled: [Bool] = []

  /// How many questions wait for an answer.
  var waitingCount: Int { lock.withLock { waiting.count } }

  /// For each question answered, whether its task had been cancelled.
  var answeredCancelled: [Bool] { lock.withLock { cancelled } }

  /// Waits until ``release()``, then answers that the name is free.
  func isFree(_ name: String) async -> Bool {
    await withCheckedContinuation { continuation in
      lock.withLock { waiting.append(continuation) }
    }
    lock.withLock { cancelled.append(Task.isCancelled) }
    return true
  }

  /// Answers every question waiting.
  func release() {
    let released = lock.withLock {
      defer { waiting = [] }
      return waiting
    }
    for continuation in released { continuation.resume() }
  }

  /// Returns once `count` questions wait, yielding meanwhile.
  func waitForQuestions(_ count: Int) async {
    while waitingCount < count { await Task.yield() }
  }

  /// Returns once `count` questions were answered, yielding meanwhile.
  func waitForAnswers(_ count: Int) async {
    while answeredCancelled.count < count { await Task.yield() }
  }
}
