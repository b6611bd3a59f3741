import Foundation
import Testing

@testable import Validation

/// Runs `body` on a thread of its own and waits for it.
private func onThread(_ body: @escaping @Sendable () -> Void) {
  let done = DispatchSemaphore(value: 0)
  Thread {
    body()
    done.signal()
  }.start()
  done.wait()
}

/// An entry handed from one thread to another, as a suspended edit's access is.
private final class Handoff: @unchecked Sendable {
  // @unchecked: each thread reads or writes it only between the semaphores' signals.
  var entry: DraftEdit.Entry?
  let entered = DispatchSemaphore(value: 0)
  let left = DispatchSemaphore(value: 0)
  var runningAfterLeave: Bool?
  var runningInNextEdit: Bool?
  var runningAfterNextEdit: Bool?
}

struct DraftEditTests {
  @Test("An edit that ends on another thread leaves no running edit on the thread it began on")
  func editEndingElsewhere() {
    let handoff = Handoff()
    let first = Thread {
      handoff.entry = DraftEdit.enter()
      handoff.entered.signal()
      handoff.left.wait()
      handoff.runningAfterLeave = DraftEdit.isRunning
      let next = DraftEdit.enter()
      handoff.runningInNextEdit = DraftEdit.isRunning
      DraftEdit.leave(next)
      handoff.runningAfterNextEdit = DraftEdit.isRunning
      handoff.entered.signal()
    }
    first.start()
    handoff.entered.wait()
    onThread { DraftEdit.leave(handoff.entry!) }
    handoff.left.signal()
    handoff.entered.wait()
    #expect(handoff.runningAfterLeave == false)
    #expect(handoff.runningInNextEdit == true)
    #expect(handoff.runningAfterNextEdit == false)
  }

  @Test("An edit inside another ends with the outer one still running")
  func nestedEdits() {
    let outer = DraftEdit.enter()
    let inner = DraftEdit.enter()
    DraftEdit.leave(inner)
    #expect(DraftEdit.isRunning)
    DraftEdit.leave(outer)
    #expect(!DraftEdit.isRunning)
  }
}
