import Foundation
import Observation
import Testing
import Validation

// A hostile trial of `Draft`: overlapping drafts, suspended edits, copies out of an
// access, key paths, class view models and shared objects. A test named `bug…` shows a
// way the library's promises break today and asserts the promised behaviour.

/// A counter whose count must stay within 0...100.
struct AttackCounter: ValidatableModel, Encodable, Sendable {
  @Validated(name: "Count", .range(0...100)) var count = 10

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("count", &_count)
  }

  /// Publishes a copy of the counter to `outbox`, then waits at `gate`: an edit that
  /// shows its value to others (an autosave, a preview) while it is suspended.
  @MainActor
  mutating func publish(to outbox: AttackOutbox, thenWaitAt gate: Gate) async {
    outbox.counter = self
    await gate.wait()
  }

  /// Replaces the counter with a fresh one, then sets the count.
  mutating func reset(to newCount: Int) {
    self = AttackCounter()
    count = newCount
  }
}

/// A form with every kind of nested field a draft walks.
struct AttackForm: ValidatableModel, Sendable {
  @Validated(name: "Count", .range(0...100)) var count = 10
  var items: [AttackCounter] = []
  var byKey: [String: AttackCounter] = [:]
  var maybe: AttackCounter? = nil
  var optionalGuard: ValidatableValue<Int>? = nil
  var field = FormField<Int>(5, name: "Field", .range(0...9))

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("count", &_count)
    visitor.visit("items", &items)
    visitor.visit("byKey", &byKey)
    visitor.visit("maybe", &maybe)
    visitor.visit("optionalGuard", &optionalGuard)
    visitor.visit("field", &field)
  }
}

/// A counter shared by reference.
final class AttackSharedCounter: ValidatableModel {
  @Validated(name: "Count", .range(0...100)) var count = 10

  func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("count", &_count)
  }
}

/// A struct model that may later hold a class model.
struct AttackHolder: ValidatableModel {
  @Validated(name: "Count", .range(0...100)) var count = 10
  var shared: AttackSharedCounter? = nil

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("count", &_count)
    visitor.visit("shared", &shared)
  }
}

/// Where a suspended edit leaves a copy of its value for others to see.
@MainActor
final class AttackOutbox {
  var counter: AttackCounter?
}

/// A main-actor view model that holds a draft, as a form screen does.
@MainActor
@Observable
final class AttackEditor {
  var draft = Draft(Wallet())
  var saved = Wallet()
}

/// A view model without isolation that holds a draft, used from the main actor.
final class AttackPlainEditor {
  var draft = Draft(Wallet())
  var saved = Wallet()
}

/// A plain class view model that holds a struct model.
final class AttackViewModel {
  var counter = AttackCounter()
}

/// Counts the walks over an `AttackCatalog`'s entries.
struct AttackCatalog: ValidatableModel {
  struct Entry: ValidatableModel {
    let counter: WalkCounter
    @Validated(name: "Count", .minimum(0)) var count = 0

    mutating func visitFields(_ visitor: inout some FieldVisitor) {
      counter.walks += 1
      visitor.visit("count", &_count)
    }
  }

  var byKey: [String: Entry] = [:]
  var nested: [[Entry?]] = []

  init(entries count: Int, counter: WalkCounter) {
    for index in 0..<count {
      byKey["k\(index)"] = Entry(counter: counter)
    }
    nested = [Array(repeating: Entry(counter: counter), count: count)]
  }

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("byKey", &byKey)
    visitor.visit("nested", &nested)
  }
}

@MainActor
struct DraftAttackTests {
  // MARK: - Invalid values outside a draft

  @Test("A copy of the edited value given to a view model inside an edit checks its assignments")
  func viewModelAssignedInsideEdit() throws {
    let viewModel = AttackViewModel()
    var draft = Draft(AttackCounter())
    draft.edit { counter in
      // A view model that mirrors the draft while it is edited.
      viewModel.counter = counter
      viewModel.counter.count = 999
    }
    #expect(viewModel.counter.count == 10, "the view model is outside the draft")
    #expect(viewModel.counter.isValid())
    let json = String(decoding: try JSONEncoder().encode(viewModel.counter), as: UTF8.self)
    #expect(!json.contains("999"))
  }

  @Test("A copy published during a suspended edit checks its assignments in another task")
  func copySentDuringSuspendedEdit() async throws {
    let gate = Gate()
    let outbox = AttackOutbox()
    let task = Task { @MainActor in
      var draft = Draft(AttackCounter())
      await draft.editing.publish(to: outbox, thenWaitAt: gate)
      return draft
    }
    await gate.waitForArrival()
    // Another task, while the edit is suspended, edits the published copy.
    var published = try #require(outbox.counter)
    published.count = 999
    gate.open()
    _ = await task.value
    #expect(published.count == 10, "the published copy is outside the draft")
    #expect(published.isValid())
  }

  @Test("A value read from a draft while another task's edit is suspended checks its assignments")
  func draftReadDuringSuspendedEdit() async {
    let gate = Gate()
    let editor = AttackPlainEditor()
    let task = Task { @MainActor in
      await editor.draft.editing.refresh(after: gate, to: 40)
    }
    await gate.waitForArrival()
    // A save button's action, on the main actor, while the refresh is suspended.
    editor.saved = editor.draft.editing
    editor.saved.age = 999
    gate.open()
    await task.value
    #expect(editor.saved.age == 30, "a value copied out of `editing` checks as usual")
    #expect(editor.saved.isValid())
  }

  @Test("The value committed while another task's edit is suspended checks its assignments")
  func commitDuringSuspendedEdit() async throws {
    let gate = Gate()
    let editor = AttackPlainEditor()
    let task = Task { @MainActor in
      await editor.draft.editing.refresh(after: gate, to: 40)
    }
    await gate.waitForArrival()
    var committed = try editor.draft.commit()
    committed.age = 999
    gate.open()
    await task.value
    #expect(committed.age == 30, "the value commit() returns checks as usual")
    #expect(committed.isValid())
  }

  // MARK: - Input a draft keeps

  @Test("A write through a key path to the edited value keeps invalid input")
  func keyPathWriteDropsInput() {
    var draft = Draft(AttackCounter())
    let count: WritableKeyPath<Draft<AttackCounter>, Int> = \.editing.count
    draft[keyPath: count] = 999
    #expect(draft.editing.count == 999, "a draft keeps invalid input")
    #expect(draft.error?.failures.map(\.path) == ["count"])
  }

  @Test("A SwiftUI-style binding (a key path through a view model) keeps invalid input")
  func bindingThroughViewModelDropsInput() {
    let editor = AttackEditor()
    // What `$editor.draft.editing.age` writes through.
    let age: ReferenceWritableKeyPath<AttackEditor, Int> = \.draft.editing.age
    editor[keyPath: age] = 999
    #expect(editor.draft.editing.age == 999, "a draft keeps invalid input")
  }

  @Test("An edit resumed after another task's edit keeps its invalid input")
  func overlappingAccessesClobberMarks() async {
    let gate = Gate()
    let editor = AttackPlainEditor()
    let task = Task { @MainActor in
      await editor.draft.editing.refresh(after: gate, to: -5)
    }
    await gate.waitForArrival()
    editor.draft.editing.age = 50
    gate.open()
    await task.value
    #expect(editor.draft.editing.age == -5, "the refresh's invalid input is kept")
  }

  // MARK: - Shared objects

  @Test("A class model added later through an optional field stops the edit that adds it")
  func classModelAddedLater() async {
    await #expect(processExitsWith: .failure) {
      var draft = Draft(AttackHolder())
      draft.editing.shared = AttackSharedCounter()
    }
  }

  // MARK: - Overlapping drafts

  @Test("Nested accesses to two drafts keep each draft's input and leak none")
  func nestedAccesses() {
    var draftA = Draft(AttackCounter())
    var draftB = Draft(AttackCounter())
    var outside = AttackCounter()
    draftA.edit { a in
      draftB.editing.count = 201
      a.count = 101
      draftB.edit { b in
        b.count = 202
        a.count = 102
        outside.count = 999
      }
      a.count = 103
    }
    #expect(draftA.editing.count == 103)
    #expect(draftB.editing.count == 202)
    #expect(outside.count == 10)
  }

  @Test("A draft of another draft's edited value is independent of it")
  func draftOfDraftValue() throws {
    var draftA = Draft(AttackCounter())
    draftA.editing.count = 150
    var draftB = Draft(draftA.editing)
    draftB.editing.count = 160
    draftA.editing.count = 170
    #expect(draftA.editing.count == 170)
    #expect(draftB.editing.count == 160)
    draftB.editing.count = 20
    let committed = try draftB.commit()
    #expect(committed.count == 20)
    #expect(draftA.editing.count == 170)
    #expect(!draftA.isValid())
  }

  @Test("A draft whose value holds a copy of another draft's value keeps only its own")
  func draftHoldingAnotherDraftsValue() {
    var inner = Draft(AttackCounter())
    inner.editing.count = 150
    var outer = Draft(AttackForm())
    outer.editing.items = [inner.editing]
    outer.editing.items[0].count = 160
    inner.editing.count = 170
    #expect(outer.editing.items[0].count == 160)
    #expect(inner.editing.count == 170)
    var copy = outer.editing.items[0]
    copy.count = 999
    #expect(copy.count == 160)
  }

  @Test("A value moved from one draft into another inside nested accesses checks afterwards")
  func valueMovedBetweenDrafts() {
    var draftA = Draft(AttackCounter())
    var draftB = Draft(AttackCounter())
    draftA.edit { a in
      a.count = 150
      draftB.editing = a
    }
    #expect(draftA.editing.count == 150)
    #expect(draftB.editing.count == 10, "A's input was a rejection when B took the value")
    var copy = draftB.editing
    copy.count = 999
    #expect(copy.count == 10)
    draftB.editing.count = 160
    #expect(draftB.editing.count == 160)
  }

  // MARK: - Accesses that end

  @Test("A copy escaping an edit that throws checks once the edit ends")
  func escapedCopyAfterThrow() throws {
    struct Stop: Error {}
    var draft = Draft(AttackCounter())
    var escaped: AttackCounter?
    #expect(throws: Stop.self) {
      try draft.edit { counter throws(Stop) in
        counter.count = 150
        escaped = counter
        throw Stop()
      }
    }
    var copy = try #require(escaped)
    #expect(copy.count == 10, "the copy holds what the guard holds before the edit settles")
    copy.count = 999
    #expect(copy.count == 10)
    #expect(copy.$count.lastRejection != nil)
    #expect(draft.editing.count == 150, "the draft keeps its own edit, though the block threw")
  }

  @Test("A copy sent to another task checks once the edit that made it has ended")
  func copySentAfterEditEnds() async throws {
    let gate = Gate()
    let outbox = AttackOutbox()
    var draft = Draft(AttackCounter())
    let task = Task { @MainActor in
      gate.open()
      await draft.editing.publish(to: outbox, thenWaitAt: gate)
      return draft
    }
    draft = await task.value
    var published = try #require(outbox.counter)
    published.count = 999
    #expect(published.count == 10)
    let fromOtherThread = await Task.detached { [published] in
      var copy = published
      copy.count = 998
      return copy
    }.value
    #expect(fromOtherThread.count == 10)
  }

  @Test("The committed value and a discarded draft's value check as usual")
  func committedAndDiscarded() throws {
    var draft = Draft(AttackForm())
    draft.edit { form in
      form.count = 50
      form.items = [AttackCounter()]
    }
    var committed = try draft.commit()
    committed.count = 999
    committed.items[0].count = 999
    #expect(committed.count == 50)
    #expect(committed.items[0].count == 10)
    draft.editing.count = 999
    draft.discard()
    #expect(draft.editing.count == 50)
    var afterDiscard = draft.editing
    afterDiscard.count = 998
    #expect(afterDiscard.count == 50)
    draft.editing.count = 997
    #expect(draft.editing.count == 997, "editing goes on after a discard")
  }

  // MARK: - Nested fields

  @Test("Models in arrays, dictionaries and optionals keep input; a new one from the next access")
  func nestedModelsKeepInput() {
    var draft = Draft(AttackForm())
    draft.edit { form in
      form.items = [AttackCounter()]
      form.byKey["a"] = AttackCounter()
      form.maybe = AttackCounter()
      form.items[0].count = 999
      form.byKey["a"]?.count = 999
      form.maybe?.count = 999
    }
    #expect(draft.editing.items[0].count == 999, "joined during the access, settled at its end")
    draft.edit { form in
      form.items[0].count = 101
      form.byKey["a"]?.count = 102
      form.maybe?.count = 103
    }
    #expect(draft.editing.items[0].count == 101)
    #expect(draft.editing.byKey["a"]?.count == 102)
    #expect(draft.editing.maybe?.count == 103)
    #expect(draft.error?.failures.count == 3)
    #expect(draft.editing.byKey["a"]?.count == 102)
  }

  @Test("An optional guard keeps input; a value replaced inside an access checks")
  func optionalGuardAndReplacedValue() {
    var draft = Draft(AttackForm())
    draft.editing.optionalGuard = ValidatableValue(5, name: "Small", .range(0...9))
    draft.editing.optionalGuard?.assign(99)
    #expect(draft.editing.optionalGuard?.currentValue == 99)
    var counterDraft = Draft(AttackCounter())
    counterDraft.editing.reset(to: 999)
    #expect(counterDraft.editing.count == 999, "a guard that joined during the access")
  }

  @Test("A form field in a draft holds its text, valid or not, and converts it")
  func formFieldInDraft() {
    var draft = Draft(AttackForm())
    draft.editing.field.input = "42"
    #expect(draft.editing.field.input == "42")
    #expect(!draft.editing.field.isValid())
    #expect(draft.error?.failures.map(\.path) == ["field"])
  }

  @Test("update inside a draft applies valid changes and rolls back invalid ones")
  func updateInsideDraft() {
    var draft = Draft(AttackCounter())
    draft.edit { counter in
      #expect(throws: ModelValidationError.self) {
        try counter.update { $0.count = 999 }
      }
      #expect(counter.count == 10)
      #expect((try? counter.update { $0.count = 20 }) != nil)
    }
    #expect(draft.editing.count == 20)
  }

  @Test("setValue inside a draft throws and stores nothing")
  func setValueInsideDraft() {
    var draft = Draft(AttackCounter())
    #expect(throws: InvalidValue.self) { try draft.editing.$count.setValue(999) }
    #expect(draft.editing.count == 10)
    #expect(draft.isValid())
  }

  @Test("A draft of a guarded model keeps an invalid model and refuses to commit it")
  func draftOfGuardedModel() throws {
    var invalid = Draft(AttackCounter())
    invalid.editing.count = 999
    var draft = Draft(ValidatableValue(AttackCounter(), name: "Counter"))
    draft.editing.assign(invalid.editing)
    #expect(draft.editing.currentValue?.count == 999)
    #expect(throws: ModelValidationError.self) { try draft.commit() }
    #expect(draft.committed.currentValue?.count == 10)
    var copy = draft.editing
    copy.assign(invalid.editing)
    #expect(copy.lastRejection != nil)
  }

  // MARK: - Leaks

  @Test("A value read from a draft with invalid input says so: isValid, value(), commit")
  func invalidReadCopyIsReported() throws {
    var draft = Draft(AttackCounter())
    draft.editing.count = 999
    let copy = draft.editing
    #expect(!copy.isValid())
    #expect(throws: InvalidValue.self) { try copy.$count.value() }
    #expect(throws: ModelValidationError.self) { try copy.validate() }
    let committed = String(decoding: try JSONEncoder().encode(draft.committed), as: UTF8.self)
    #expect(!committed.contains("999"))
  }

  // MARK: - Threads

  @Test("Drafts on many tasks, with copies crossing tasks after each edit, leak nothing")
  func manyTasksWithCrossingCopies() async {
    let copies = await withTaskGroup(of: AttackForm.self) { group in
      for index in 0..<32 {
        group.addTask {
          var draft = Draft(AttackForm())
          draft.edit { $0.items = [AttackCounter(), AttackCounter()] }
          await draft.editing.loadItems(count: -index - 1)
          draft.editing.byKey["k\(index)"] = AttackCounter()
          return draft.editing
        }
      }
      var copies: [AttackForm] = []
      for await copy in group { copies.append(copy) }
      return copies
    }
    #expect(copies.count == 32)
    await withTaskGroup(of: Void.self) { group in
      for copy in copies {
        group.addTask {
          var mine = copy
          mine.items[0].count = 999
          mine.count = 999
          #expect(mine.items[0].count < 0)
          #expect(mine.count == 10)
        }
      }
    }
  }

  @Test("Copies assigned on another thread while their access closes stay consistent")
  func copiesAssignedWhileAccessCloses() async throws {
    let (stream, continuation) = AsyncStream.makeStream(of: AttackCounter.self)
    let worker = Task.detached {
      var assigned: [AttackCounter] = []
      for await copy in stream {
        var mine = copy
        mine.count = 999
        assigned.append(mine)
      }
      return assigned
    }
    var draft = Draft(AttackCounter())
    for _ in 0..<200 {
      draft.edit { counter in _ = continuation.yield(counter) }
    }
    continuation.finish()
    let assigned = await worker.value
    #expect(assigned.count == 200)
    for copy in assigned {
      // Kept while the access was open, rejected after: either way the guard knows.
      #expect(copy.isValid() == (0...100).contains(copy.count))
    }
    var last = try #require(assigned.last)
    last.count = 998
    #expect(last.count != 998, "every access has ended")
  }

  // MARK: - Cost

  @Test("1,000 edits to a dictionary and a nested array in one access walk them at most twice")
  func batchOverDictionaryIsLinear() {
    let counter = WalkCounter()
    var draft = Draft(AttackCatalog(entries: 1000, counter: counter))
    counter.walks = 0
    draft.edit { catalog in
      for index in 0..<1000 {
        catalog.byKey["k\(index)"]?.count = -1
        catalog.nested[0][index]?.count = -1
      }
    }
    #expect(counter.walks <= 2 * 2000)
    #expect(draft.editing.byKey.values.allSatisfy { $0.count == -1 })
    #expect(draft.editing.nested[0].allSatisfy { $0?.count == -1 })
  }
}

extension AttackForm {
  /// Sets every item's count after a suspension that resumes on the global executor.
  mutating func loadItems(count: Int) async {
    await Task.detached { await Task.yield() }.value
    for index in items.indices {
      items[index].count = count
    }
  }
}
