import Foundation
import Testing
import Validation

// A second hostile trial of `Draft`, aimed at the uniqueness-based marks, key-path writes,
// the setter's adoption of rejected input and overlapping accesses. A test named `bug…`
// shows a way the library's promises break today and asserts the promised behaviour; the
// others are regression tests for attacks that failed.

/// Two guarded counts, each within 0...100.
struct Attack2Pair: ValidatableModel, Sendable {
  @Validated(name: "A", .range(0...100)) var a = 10
  @Validated(name: "B", .range(0...100)) var b = 10

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("a", &_a)
    visitor.visit("b", &_b)
  }
}

/// A model whose nested model is reached through a computed property and watched by an
/// observer that reads `oldValue`, as dirty tracking does.
struct Attack2Observed: ValidatableModel, Sendable {
  var lines: [AttackCounter] = [AttackCounter()]
  var inner = AttackCounter() {
    didSet { if oldValue.count != inner.count { changes += 1 } }
  }
  var changes = 0

  /// The first line, read and written whole.
  var first: AttackCounter {
    get { lines[0] }
    set { lines[0] = newValue }
  }

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("lines", &lines)
    visitor.visit("inner", &inner)
  }
}

/// A view model that exposes its draft's value as get/set closures, as `Binding` does.
@MainActor
final class Attack2BindingEditor {
  var draft = Draft(AttackForm())

  /// What `Binding(get:set:)` over `draft.editing` captures.
  var get: () -> AttackForm { { self.draft.editing } }
  var set: (AttackForm) -> Void { { self.draft.editing = $0 } }
}

/// A view model without isolation that holds a draft of a pair, used from the main actor.
final class Attack2PairEditor {
  var draft = Draft(Attack2Pair())
}

extension Attack2Pair {
  /// Waits at `gate`, then sets `a`: an edit suspended on the main actor.
  mutating func refreshA(after gate: Gate, to newValue: Int) async {
    await gate.wait()
    a = newValue
  }
}

@MainActor
struct DraftAttack2Tests {
  // MARK: - Setter adoption

  @Test(
    "A model that joins during an access keeps its input; a later key-path write changes only its field"
  )
  func joinedModelAndLaterKeyPathWrite() {
    var draft = Draft(AttackForm())
    draft.edit { form in
      form.items = [AttackCounter()]
      form.items[0].count = 999
    }
    #expect(draft.editing.items[0].count == 999, "settled when the access ended")
    draft.editing.count = 20
    let count: WritableKeyPath<Draft<AttackForm>, Int> = \.editing.count
    draft[keyPath: count] = 30
    #expect(draft.editing.count == 30)
    #expect(draft.editing.items[0].count == 999)
    #expect(draft.error?.failures.map(\.path) == ["items[0].count"])
  }

  @Test("A copy made during an access keeps the value it had; the draft keeps its own input")
  func copyDuringAccessAndLaterKeyPathWrite() {
    var draft = Draft(Attack2Pair())
    var snapshot: Attack2Pair?
    draft.edit { pair in
      snapshot = pair
      pair.a = 999
    }
    #expect(draft.editing.a == 999)
    #expect(snapshot?.a == 10)
    snapshot?.a = 998
    #expect(snapshot?.a == 10, "the copy is outside the draft")
    let b: WritableKeyPath<Draft<Attack2Pair>, Int> = \.editing.b
    draft[keyPath: b] = 50
    #expect(draft.editing.b == 50)
    #expect(draft.editing.a == 999)
  }

  @Test("A value read from editing and set back brings its rejected input into the draft only")
  func readValueSetBack() {
    var draft = Draft(Attack2Pair())
    // What a key path's write does, spelt out: read, change the copy, set it back.
    var saved = draft.editing
    saved.a = 999
    #expect(saved.a == 10, "the copy is outside the draft")
    #expect(saved.$a.lastRejection != nil)
    draft.editing = saved
    #expect(draft.editing.a == 999, "the draft keeps the input its copy rejected")
    #expect(saved.a == 10)
  }

  @Test("The value assigned to editing stays outside the draft and checks as usual")
  func setterLeavesAssignedValueChecked() {
    var draft = Draft(Attack2Pair())
    var copy = draft.editing
    copy.a = 999
    draft.editing = copy
    copy.a = 998
    #expect(copy.a == 10)
    #expect(copy.isValid())
    var read = draft.editing
    read.b = 997
    #expect(read.b == 10)
  }

  @Test("A value from another draft carries no rejection into this one through the setter")
  func setterIgnoresOtherDraftsRejections() {
    var other = Draft(Attack2Pair())
    var fromOther = other.editing
    fromOther.a = 999
    other.editing.b = 20
    var draft = Draft(Attack2Pair())
    draft.editing = fromOther
    #expect(draft.editing.a == 10, "the rejection belongs to another draft's access")
    #expect(draft.isValid())
  }

  @Test("discard() does not store a rejection pending in the committed value")
  func discardStoresNoPendingRejection() throws {
    var draft = Draft(Attack2Pair())
    var committed = try draft.commit()
    committed.a = 999
    draft.discard()
    #expect(draft.editing.a == 10)
    #expect(draft.isValid())
  }

  // MARK: - Key-path writes

  @Test("Key-path writes into arrays, dictionaries and optionals of models keep input")
  func keyPathWritesIntoNestedModels() {
    var draft = Draft(AttackForm())
    draft.edit { form in
      form.items = [AttackCounter()]
      form.byKey["a"] = AttackCounter()
      form.maybe = AttackCounter()
      form.optionalGuard = ValidatableValue(5, name: "Small", .range(0...9))
    }
    let item: WritableKeyPath<Draft<AttackForm>, Int> = \.editing.items[0].count
    let keyed: WritableKeyPath<Draft<AttackForm>, Int> = \.editing.byKey["a"]!.count
    let maybe: WritableKeyPath<Draft<AttackForm>, Int> = \.editing.maybe!.count
    draft[keyPath: item] = 101
    draft[keyPath: keyed] = 102
    draft[keyPath: maybe] = 103
    #expect(draft.editing.items[0].count == 101)
    #expect(draft.editing.byKey["a"]?.count == 102)
    #expect(draft.editing.maybe?.count == 103)
    #expect(draft.error?.failures.count == 3)
  }

  @Test("Binding-style get/set closures over a view model's draft keep input")
  func bindingClosuresKeepInput() {
    let editor = Attack2BindingEditor()
    // `$editor.draft.editing.count`: get, change the copy, set.
    var value = editor.get()
    value.count = 999
    editor.set(value)
    #expect(editor.draft.editing.count == 999)
    var again = editor.get()
    again.count = 998
    editor.set(again)
    #expect(editor.draft.editing.count == 998)
    #expect(!editor.draft.isValid())
  }

  @Test("A binding to a whole draft (SwiftUI @State) keeps input written through its key path")
  func stateBindingOfDraftKeepsInput() {
    var state = Draft(AttackForm())
    // `$draft.editing.count`: read the state, write through the key path, store.
    let count: WritableKeyPath<Draft<AttackForm>, Int> = \.editing.count
    var copy = state
    copy[keyPath: count] = 999
    state = copy
    #expect(state.editing.count == 999)
    var read = state.editing
    read.count = 998
    #expect(read.count == 999, "a value read from the draft checks as usual")
  }

  @Test("The first key-path write to a model added to the draft keeps its input")
  func bugFirstKeyPathWriteToAddedModelDropsInput() {
    var draft = Draft(AttackForm())
    // A form's "add a line" button, then the new line's text field.
    draft.editing.items.append(AttackCounter())
    let count: WritableKeyPath<Draft<AttackForm>, Int> = \.editing.items[0].count
    draft[keyPath: count] = 999
    #expect(draft.editing.items[0].count == 999, "a draft keeps invalid input")
  }

  @Test("A key-path write to a draft of one guarded value keeps input")
  func keyPathWriteToGuardDraft() throws {
    var draft = Draft(ValidatableValue(5, name: "Small", .range(0...9)))
    var copy = draft.editing
    copy.assign(99)
    draft.editing = copy
    #expect(draft.editing.currentValue == 99)
    #expect(throws: ModelValidationError.self) { try draft.commit() }
    var outside = draft.editing
    outside.assign(98)
    #expect(outside.currentValue == 99)
  }

  @Test("A key-path write while another task's edit is suspended keeps input")
  func bugKeyPathWriteDuringSuspendedEdit() async {
    let gate = Gate()
    let editor = Attack2PairEditor()
    let task = Task { @MainActor in
      await editor.draft.editing.refreshA(after: gate, to: 50)
    }
    await gate.waitForArrival()
    // A SwiftUI binding's write to `b` while the refresh is suspended.
    let b: ReferenceWritableKeyPath<Attack2PairEditor, Int> = \.draft.editing.b
    editor[keyPath: b] = 999
    gate.open()
    await task.value
    #expect(editor.draft.editing.a == 50)
    #expect(editor.draft.editing.b == 999, "a draft keeps invalid input")
  }

  @Test("A rejection dropped during a suspended edit is not stored by a later write elsewhere")
  func bugDroppedRejectionStoredLater() async {
    let gate = Gate()
    let editor = Attack2PairEditor()
    let task = Task { @MainActor in
      await editor.draft.editing.refreshA(after: gate, to: 50)
    }
    await gate.waitForArrival()
    var value = editor.draft.editing
    value.b = 999
    editor.draft.editing = value
    let shownThen = editor.draft.editing.b
    gate.open()
    await task.value
    let a: ReferenceWritableKeyPath<Attack2PairEditor, Int> = \.draft.editing.a
    editor[keyPath: a] = 60
    #expect(editor.draft.editing.a == 60)
    #expect(
      editor.draft.editing.b == shownThen,
      "a write to `a` leaves `b` as it was shown")
  }

  @Test("An edit resumed after the draft was copied (an undo snapshot) keeps its input")
  func bugDraftCopiedDuringSuspendedEditDropsInput() async {
    let gate = Gate()
    let editor = Attack2PairEditor()
    let task = Task { @MainActor in
      await editor.draft.editing.refreshA(after: gate, to: -5)
    }
    await gate.waitForArrival()
    // An undo stack keeps a copy of the draft while the refresh is suspended.
    let undo = [editor.draft]
    gate.open()
    await task.value
    #expect(editor.draft.editing.a == -5, "the refresh's invalid input is kept")
    #expect(undo[0].editing.a == 10)
  }

  // MARK: - Uniqueness of marks

  @Test("An edit through a computed property that gets and sets a nested model keeps input")
  func bugComputedPropertyEditDropsInput() {
    var draft = Draft(Attack2Observed())
    draft.editing.first.count = 999
    #expect(draft.editing.lines[0].count == 999, "a draft keeps invalid input")
  }

  @Test("An edit to a nested model whose didSet reads oldValue keeps input")
  func bugObservedNestedModelEditDropsInput() {
    var draft = Draft(Attack2Observed())
    draft.editing.inner.count = 999
    #expect(draft.editing.inner.count == 999, "a draft keeps invalid input")
  }

  @Test("Direct edits, swaps, sorts and generic inout helpers keep input")
  func plainEditsKeepInput() {
    func setAll(_ counters: inout [AttackCounter], to value: Int) {
      for index in counters.indices { counters[index].count = value }
    }
    var draft = Draft(AttackForm())
    draft.editing.items = [AttackCounter(), AttackCounter()]
    draft.edit { form in
      form.items[0].count = 1
      form.items.swapAt(0, 1)
      form.items.sort { $0.count < $1.count }
      setAll(&form.items, to: -1)
      form.byKey["k", default: AttackCounter()].count = 5
    }
    #expect(draft.editing.items.map(\.count) == [-1, -1])
    draft.edit { form in form.byKey["k", default: AttackCounter()].count = -2 }
    #expect(draft.editing.byKey["k"]?.count == -2)
  }

  @Test("Many accesses in a row keep input each time (no mark is shared by a temporary)")
  func repeatedAccessesKeepInput() {
    var draft = Draft(AttackForm())
    draft.editing.items = [AttackCounter()]
    for value in 200..<400 {
      draft.editing.items[0].count = value
      draft.editing.count = -value
      #expect(draft.editing.items[0].count == value)
      #expect(draft.editing.count == -value)
    }
  }

  // MARK: - Values that leave the edited value during an access

  @Test("A model removed from the edited value during an access checks its assignments")
  func bugRemovedModelKeepsInvalidOutside() throws {
    let trash = AttackViewModel()
    var draft = Draft(AttackForm())
    draft.editing.items = [AttackCounter()]
    draft.edit { form in
      // Moves the item out of the draft, into a view model's trash.
      trash.counter = form.items.remove(at: 0)
      trash.counter.count = 999
    }
    #expect(trash.counter.count == 10, "the trash is outside the draft")
    #expect(trash.counter.isValid())
  }

  @Test("A copy made before the edited value is replaced checks its assignments")
  func bugCopyOfReplacedValueKeepsInvalid() throws {
    var draft = Draft(AttackCounter())
    var escaped: AttackCounter?
    draft.edit { counter in
      escaped = counter
      counter = AttackCounter()
      escaped?.count = 999
    }
    let copy = try #require(escaped)
    #expect(copy.count == 10, "the copy is outside the draft")
    #expect(copy.isValid())
  }

  @Test("The committed value of a draft made during another draft's access checks as usual")
  func bugDraftMadeInsideAccessCommittedKeepsInvalid() {
    var outer = Draft(AttackCounter())
    var started: AttackCounter?
    outer.edit { counter in
      // A nested editor starts from the edited value, then the edit replaces it.
      started = Draft(counter).committed
      counter = AttackCounter()
      started?.count = 999
    }
    #expect(started?.count == 10, "a draft's committed value is outside every draft")
    #expect(started?.isValid() == true)
  }

  @Test("A model that joins during an access is settled with it: an invalid one stops a commit")
  func joinedModelAndCommit() throws {
    var draft = Draft(AttackForm())
    draft.edit { form in
      form.items = [AttackCounter()]
      form.items[0].count = 999
    }
    #expect(!draft.isValid())
    #expect(throws: ModelValidationError.self) { try draft.commit() }
    draft.editing.items[0].count = 11
    var committed = try draft.commit()
    #expect(committed.items[0].count == 11)
    committed.items[0].count = 998
    #expect(committed.items[0].count == 11)
  }

  // MARK: - Threads

  @Test("Copies of a draft edited on many threads at once keep their own input only")
  func draftCopiesOnManyThreads() async {
    var start = Draft(AttackForm())
    start.editing.items = [AttackCounter(), AttackCounter()]
    let draft = start
    let results = await withTaskGroup(of: (Draft<AttackForm>, AttackForm).self) { group in
      for index in 0..<16 {
        group.addTask {
          var mine = draft
          mine.edit { form in
            form.items[index % 2].count = 1000 + index
          }
          var read = mine.editing
          read.count = -1
          return (mine, read)
        }
      }
      var results: [(Draft<AttackForm>, AttackForm)] = []
      for await result in group { results.append(result) }
      return results
    }
    #expect(results.count == 16)
    for (mine, read) in results {
      #expect(read.count == 10, "a read copy checks its assignments")
      #expect(mine.editing.items.filter { $0.count >= 1000 }.count == 1)
    }
    #expect(draft.editing.items.allSatisfy { $0.count == 10 })
  }
}
