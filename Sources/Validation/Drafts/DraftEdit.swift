import Foundation

// Whether a draft's edit is running on this thread: while it runs, an assignment to a
// guarded value keeps invalid input instead of rejecting it.
//
// A draft marks the time of its edit rather than every guard inside: an edit then costs
// what the assignment costs, whatever the model's size, and a guard that joins the model
// (a new element of an array field) keeps invalid input from its first edit on.
//
// The mark lives in a thread-specific slot. An access to `Draft.editing` that spans a
// suspension (`await draft.editing.load()`) can end on another thread than it began on;
// it then closes its mark without removing it, and the first thread skips closed marks.
@usableFromInline
enum DraftEdit {
  // An edit in progress, open until the access to `Draft.editing` ends.
  final class Mark: @unchecked Sendable {
    // @unchecked: `open` is read and written under `lock`; `outer` never changes.
    let outer: Mark?
    private let lock = NSLock()
    private var open = true

    init(outer: Mark?) { self.outer = outer }

    var isOpen: Bool { lock.withLock { open } }

    func close() { lock.withLock { open = false } }
  }

  // What `leave(_:)` needs: the edit's mark and the thread whose slot holds it.
  struct Entry {
    let mark: Mark
    let thread: pthread_t
  }

  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    precondition(status == 0, "no thread-specific key for draft edits (error \(status))")
    return key
  }()

  // The innermost mark in this thread's slot, which holds one reference to it.
  private static var innermost: Mark? {
    pthread_getspecific(key).map { Unmanaged<Mark>.fromOpaque($0).takeUnretainedValue() }
  }

  // Whether an edit is running on this thread.
  @usableFromInline
  static var isRunning: Bool {
    var mark = innermost
    while let current = mark {
      if current.isOpen { return true }
      mark = current.outer
    }
    return false
  }

  // Marks the start of an edit on this thread, inside any edit already running.
  static func enter() -> Entry {
    // Marks closed on another thread are left in the slot with its reference: drop them.
    var outer = innermost
    while let closed = outer, !closed.isOpen {
      outer = closed.outer
      Unmanaged.passUnretained(closed).release()
    }
    let mark = Mark(outer: outer)
    pthread_setspecific(key, Unmanaged.passRetained(mark).toOpaque())
    return Entry(mark: mark, thread: pthread_self())
  }

  // Marks the end of the edit `entry` began, on whatever thread it ends.
  static func leave(_ entry: Entry) {
    entry.mark.close()
    guard pthread_equal(entry.thread, pthread_self()) != 0 else { return }
    let outer = entry.mark.outer.map { Unmanaged.passUnretained($0).toOpaque() }
    pthread_setspecific(key, outer)
    Unmanaged.passUnretained(entry.mark).release()
  }
}
