// The async checks a form runs for its fields, by field path: cancelled when the form goes
// away, so that a released view model asks no server.
@MainActor
final class FieldChecks {
  private var running: [FieldPath: FieldCheck] = [:]

  subscript(path: FieldPath) -> FieldCheck? {
    get { running[path] }
    set { running[path] = newValue }
  }

  // Every check in flight, with its field's path.
  var all: [(path: FieldPath, check: FieldCheck)] { running.map { ($0.key, $0.value) } }

  // Whether the check in flight at `path` is for `input`, byte for byte.
  func isChecking(_ input: String, at path: FieldPath) -> Bool {
    running[path]?.input.hasSameBytes(as: input) == true
  }

  func cancel(_ path: FieldPath) {
    running.removeValue(forKey: path)?.task?.cancel()
  }

  isolated deinit {
    for check in running.values { check.task?.cancel() }
  }
}

// One field's async check in flight: its input, and whether it is past its debounce.
@MainActor
final class FieldCheck {
  let check: any PendingCheck
  var input: String { check.input }
  // Whether the debounce is over and the requirements are being asked.
  var hasStarted = false
  // Whether a submit awaits the result, which it records itself.
  var isAwaited = false
  // Waits out the debounce, then checks; `nil` when cancelled first.
  var task: Task<AsyncCheckResult?, Never>?

  init(_ check: any PendingCheck) {
    self.check = check
  }
}

// Waits `duration` on `clock`; `false` when the task was cancelled first.
func sleep(for duration: Duration, on clock: some Clock<Duration>) async -> Bool {
  guard duration > .zero else { return !Task.isCancelled }
  do {
    try await clock.sleep(for: duration)
    return true
  } catch {
    return false
  }
}
