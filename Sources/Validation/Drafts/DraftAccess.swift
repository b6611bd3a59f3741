import Foundation

// An access to a draft's edited value (`Draft.editing`): open while it lasts.
//
// A draft marks each guard of its edited value with the access when it begins, and a
// guard keeps invalid input only while its mark is open. The mark travels with the value,
// not with a thread or task, so nothing outside the draft's own value (another model, a
// lone guard, another task's edit) keeps invalid input, and an access that suspends and
// resumes elsewhere keeps its own. Accesses that overlap (a second task's edit while the
// first is suspended) share one mark, which closes when the last of them ends.
@usableFromInline
final class DraftAccess: @unchecked Sendable {
  // @unchecked: `users` is read and written under `lock`; a copy of a marked guard may be
  // sent to another thread while the access ends.
  private let lock = NSLock()
  // How many accesses use the mark: open while above zero.
  private var users = 1

  @usableFromInline
  init() {}

  // Whether an access still uses the mark.
  var isOpen: Bool { lock.withLock { users > 0 } }

  // Joins an access that overlaps this one; `false` when the mark has closed already.
  func join() -> Bool {
    lock.withLock {
      guard users > 0 else { return false }
      users += 1
      return true
    }
  }

  // Ends one access; the mark closes with the last.
  func leave() { lock.withLock { users -= 1 } }
}

// A guard's mark for one access: one object per guard, so that a copy of the guard made
// during the access (a copy of the edited value, published or assigned elsewhere) shares
// it, and neither the copy nor the original keeps invalid input while both exist.
@usableFromInline
final class DraftMark: Sendable {
  let access: DraftAccess

  init(_ access: DraftAccess) { self.access = access }
}
