import Foundation

// One access to a draft's edited value (`Draft.editing`): open while the access lasts.
//
// A draft marks each guard of its edited value with the access when it begins, and a
// guard keeps invalid input only while its mark is open. The mark travels with the value,
// not with a thread or task, so nothing outside the draft's own value (another model, a
// lone guard, another task's edit) keeps invalid input, and an access that suspends and
// resumes elsewhere keeps its own. A copy of a guard made during an access keeps the
// mark, which closes when the access ends: from then on the copy checks again.
@usableFromInline
final class DraftAccess: @unchecked Sendable {
  // @unchecked: `open` is read and written under `lock`; a copy of a marked guard may be
  // sent to another thread while the access ends.
  private let lock = NSLock()
  private var open = true

  @usableFromInline
  init() {}

  // Whether the access still lasts.
  var isOpen: Bool { lock.withLock { open } }

  // Ends the access: guards marked with it check their assignments again.
  func close() { lock.withLock { open = false } }
}
