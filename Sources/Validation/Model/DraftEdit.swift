import Foundation

// Whether a draft's edit is running on this thread: while it runs, an assignment to a
// guarded value keeps invalid input instead of rejecting it.
//
// A draft marks the time of its edit rather than every guard inside: an edit then costs
// what the assignment costs, whatever the model's size, and a guard that joins the model
// (a new element of an array field) keeps invalid input from its first edit on. An edit
// cannot suspend (it is an access to `Draft.editing`), so the mark belongs to the thread.
@usableFromInline
enum DraftEdit {
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    precondition(status == 0, "no thread-specific key for draft edits (error \(status))")
    return key
  }()

  // Whether an edit is running on this thread.
  @usableFromInline
  static var isRunning: Bool {
    pthread_getspecific(key) != nil
  }

  // Marks the start of an edit, returning the mark it replaces: an edit inside another
  // keeps the mark until the outer one ends.
  static func enter() -> UnsafeMutableRawPointer? {
    let outer = pthread_getspecific(key)
    pthread_setspecific(key, UnsafeRawPointer(bitPattern: 1))
    return outer
  }

  // Marks the end of an edit, putting back the mark `enter()` returned.
  static func leave(restoring outer: UnsafeMutableRawPointer?) {
    pthread_setspecific(key, outer)
  }
}
