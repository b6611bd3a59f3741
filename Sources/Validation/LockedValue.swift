import Foundation

// A value behind a lock, for the little shared state the library and its GRDB layer keep.
package final class LockedValue<Value>: @unchecked Sendable {
  // @unchecked: every access to `value` holds `lock`.
  private let lock = NSLock()
  private var value: Value

  package init(_ value: Value) {
    self.value = value
  }

  // Runs `body` with the value while holding the lock.
  package func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
  }
}
