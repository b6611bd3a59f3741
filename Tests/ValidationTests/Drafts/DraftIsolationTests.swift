import Foundation
import Testing
import Validation

/// A wallet whose edits a draft makes in many ways: directly, through methods that
/// suspend, and through closures that reach other values.
struct Wallet: ValidatableModel, Encodable {
  @Validated(name: "Age", .range(0...150)) var age = 30

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("age", &_age)
  }

  /// Runs `body` during an access to the wallet, as a view model's helper would.
  mutating func apply(_ body: () -> Void) {
    body()
  }

  /// Waits for `gate`, then sets the age: an edit that suspends on the main actor.
  @MainActor
  mutating func refresh(after gate: Gate, to newAge: Int) async {
    await gate.wait()
    age = newAge
  }

  /// Sets the age after a suspension that resumes on the global executor.
  mutating func load(_ newAge: Int) async {
    await Task.detached { await Task.yield() }.value
    age = newAge
  }

  /// Copies the wallet out of the access into `copy`.
  mutating func copy(into copy: inout Wallet?) {
    copy = self
  }
}

/// A one-shot gate a main-actor task waits at until the test opens it.
@MainActor
final class Gate {
  private var isOpen = false
  private var waiting: CheckedContinuation<Void, Never>?
  private var arrived: CheckedContinuation<Void, Never>?
  private var hasArrived = false

  /// Suspends until ``open()``.
  func wait() async {
    hasArrived = true
    arrived?.resume()
    arrived = nil
    if isOpen { return }
    await withCheckedContinuation { waiting = $0 }
  }

  /// Suspends until a task waits at the gate.
  func waitForArrival() async {
    if hasArrived { return }
    await withCheckedContinuation { arrived = $0 }
  }

  /// Lets the waiting task go on.
  func open() {
    isOpen = true
    waiting?.resume()
    waiting = nil
  }
}

/// A class view model that holds a struct model.
final class WalletViewModel {
  var account = Wallet()
}

@MainActor
struct DraftIsolationTests {
  @Test("Two drafts whose suspended edits end out of order keep both edits and leak nothing")
  func suspendedEditsEndingOutOfOrder() async {
    let gateA = Gate()
    let gateB = Gate()
    let taskA = Task { @MainActor in
      var draft = Draft(Wallet())
      await draft.editing.refresh(after: gateA, to: -5)
      return draft
    }
    await gateA.waitForArrival()
    let taskB = Task { @MainActor in
      var draft = Draft(Wallet())
      await draft.editing.refresh(after: gateB, to: -8)
      return draft
    }
    await gateB.waitForArrival()
    gateA.open()
    let draftA = await taskA.value
    gateB.open()
    let draftB = await taskB.value
    #expect(draftA.editing.age == -5)
    #expect(draftB.editing.age == -8)
    var plain = Wallet()
    plain.age = 999
    #expect(plain.age == 30)
  }

  @Test("An edit's closure that assigns another model's field is checked as usual")
  func closureReachingAnotherModel() throws {
    var other = Wallet()
    var draft = Draft(Wallet())
    draft.editing.apply { other.age = 999 }
    #expect(other.age == 30)
    #expect(other.$age.lastRejection != nil)
    let json = String(decoding: try JSONEncoder().encode(other), as: UTF8.self)
    #expect(!json.contains("999"))
  }

  @Test("An edit's closure that assigns a class view model's struct model is checked")
  func closureReachingViewModel() {
    let viewModel = WalletViewModel()
    var draft = Draft(Wallet())
    draft.editing.apply { viewModel.account.age = 999 }
    #expect(viewModel.account.age == 30)
    #expect(viewModel.account.isValid())
  }

  @Test("An edit's closure that assigns a lone guard is checked")
  func closureReachingLoneGuard() {
    var lone = ValidatableValue(30, name: "Age", .range(0...150))
    var draft = Draft(Wallet())
    draft.editing.apply { lone.assign(999) }
    #expect(lone.currentValue == 30)
    #expect(lone.isValid())
  }

  @Test("An assignment through a property observer outside the draft is checked")
  func observerReachingAnotherModel() {
    final class Mirroring {
      var shadow = Wallet()
      var edited = Wallet() {
        didSet { shadow.age = edited.age }
      }
    }
    let mirroring = Mirroring()
    var draft = Draft(Wallet())
    draft.editing.apply { mirroring.edited.age = 999 }
    #expect(mirroring.shadow.age == 30)
  }

  @Test("Another task's assignment while a draft's edit is suspended is checked")
  func assignmentWhileEditSuspended() async {
    let gate = Gate()
    let task = Task { @MainActor in
      var draft = Draft(Wallet())
      await draft.editing.refresh(after: gate, to: -1)
      return draft
    }
    await gate.waitForArrival()
    var other = Wallet()
    other.age = 999
    #expect(other.age == 30)
    gate.open()
    let draft = await task.value
    #expect(draft.editing.age == -1)
  }

  @Test("A draft's own edit that resumes on another executor keeps its input")
  func asyncEditOnAnotherExecutor() async throws {
    var draft = Draft(Wallet())
    await draft.editing.load(170)
    #expect(draft.editing.age == 170)
    #expect(draft.error?.failures.map(\.path) == ["age"])
    #expect(draft.editing.$age.lastRejection == nil)
    #expect(throws: ModelValidationError.self) { try draft.commit() }
    #expect(draft.committed.age == 30)
  }

  @Test("A new value assigned to the draft keeps later invalid input")
  func replacedValueKeepsInput() {
    var draft = Draft(Person(name: "Ann", age: 30, hasDrivingLicense: false))
    draft.editing = Person(name: "Bea", age: 40, hasDrivingLicense: false)
    draft.editing.name = ""
    #expect(draft.editing.name == "")
    #expect(draft.error?.failures.map(\.path) == ["name"])
  }

  @Test("A value copied out during an edit checks its assignments once the edit ends")
  func copyOutOfAnEdit() throws {
    var draft = Draft(Wallet())
    var copy: Wallet?
    draft.editing.copy(into: &copy)
    var escaped = try #require(copy)
    escaped.age = 999
    #expect(escaped.age == 30)
    #expect(escaped.$age.lastRejection != nil)
  }

  @Test("A value read from the draft checks its assignments")
  func readCopyChecks() {
    var draft = Draft(Wallet())
    draft.editing.age = -2
    var copy = draft.editing
    copy.age = 999
    #expect(copy.age == -2)
    #expect(copy.$age.lastRejection != nil)
  }

  @Test("A committed value checks its assignments, and a later draft of it keeps input")
  func committedValueChecks() throws {
    var draft = Draft(Wallet())
    draft.editing.age = 40
    var committed = try draft.commit()
    committed.age = 999
    #expect(committed.age == 40)
    var next = Draft(committed)
    next.editing.age = 999
    #expect(next.editing.age == 999)
  }

  @Test("Drafts edited on many threads at once keep their own input and leak none")
  func concurrentDrafts() async {
    let results = await withTaskGroup(of: (Int, Int, Int).self) { group in
      for index in 0..<64 {
        group.addTask {
          var draft = Draft(Wallet())
          var outside = Wallet()
          draft.editing.apply { outside.age = 1000 + index }
          draft.editing.age = -index - 1
          await Task.yield()
          draft.editing.age = 500 + index
          return (index, draft.editing.age, outside.age)
        }
      }
      var results: [(Int, Int, Int)] = []
      for await result in group { results.append(result) }
      return results
    }
    #expect(results.count == 64)
    for (index, edited, outside) in results {
      #expect(edited == 500 + index)
      #expect(outside == 30)
    }
  }

  @Test("A draft of a single guard keeps its input; a copy of the guard checks again")
  func singleGuardDraft() {
    var draft = Draft(ValidatableValue(30, name: "Age", .range(0...150)))
    draft.editing.assign(999)
    #expect(draft.editing.currentValue == 999)
    var copy = draft.editing
    copy.assign(1000)
    #expect(copy.currentValue == 999)
    #expect(copy.lastRejection != nil)
  }

  @Test("A rejection made outside the draft stays a rejection when the value enters it")
  func outsideRejectionStaysPending() {
    var wallet = Wallet()
    wallet.age = 999
    var draft = Draft(wallet)
    draft.editing = wallet
    #expect(draft.editing.age == 30)
    draft.editing.age = 40
    draft.discard()
    #expect(draft.editing.age == 30, "discarding returns to the committed value")
    draft.editing.age = 35
    #expect(draft.editing.age == 35, "the old rejection is never stored")
  }
}
