import Foundation
import Testing
import Validation

// A third hostile trial of `Draft`: commits for a context, tags of freed drafts, values
// escaping an access, drafts held by drafts, secrets and cost over deep values. A test
// named `bug…` shows a way the library's promises broke and asserts the promised
// behaviour; the others pin promises no other test pins.

/// A record with a rule that only a deletion checks.
struct Attack3Record: ValidatableModel, Sendable {
  @Validated(name: "Count", .range(0...100)) var count = 10
  var locked = false

  static let rules: [ModelRule<Attack3Record>] = [
    ModelRule("A locked record cannot be deleted.", when: [.delete]) { !$0.locked }
  ]

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("count", &_count)
    visitor.visit("locked", plain: &locked)
  }
}

/// A screen whose state holds a draft of its own, as a sheet over a form does.
struct Attack3Screen: ValidatableModel, Sendable {
  @Validated(name: "Count", .range(0...100)) var count = 10
  var sheet = Draft(AttackCounter())

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("count", &_count)
    visitor.visit("sheet", plain: &sheet)
  }
}

/// A chain of models, each holding the next, that counts the walks over its links.
struct Attack3Chain: ValidatableModel {
  let counter: WalkCounter
  @Validated(name: "Count", .minimum(0)) var count = 0
  var next: [Attack3Chain] = []

  /// A chain `depth` links below this one.
  init(depth: Int, counter: WalkCounter) {
    self.counter = counter
    if depth > 0 { next = [Attack3Chain(depth: depth - 1, counter: counter)] }
  }

  /// The path from a chain to the link `depth` levels below it.
  static func link(at depth: Int) -> WritableKeyPath<Attack3Chain, Attack3Chain> {
    var path: WritableKeyPath<Attack3Chain, Attack3Chain> = \.self
    for _ in 0..<depth { path = path.appending(path: \.next[0]) }
    return path
  }

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    counter.walks += 1
    visitor.visit("count", &_count)
    visitor.visit("next", &next)
  }
}

struct DraftAttack3Tests {
  // MARK: - Values that leave the draft

  @Test("A commit for deletion refuses invalid input: the committed value leaves the draft")
  func bugCommitForDeleteAcceptsInvalidInput() throws {
    var draft = Draft(Attack3Record())
    draft.editing.count = 999
    let error = try #require(throws: ModelValidationError.self) {
      try draft.commit(for: .delete)
    }
    #expect(error.failures.map(\.path) == ["count"])
    #expect(draft.committed.count == 10, "the committed value is unchanged")
    #expect(draft.committed.isValid())
  }

  @Test("A commit for deletion lists both invalid input and the delete rules it breaks")
  func commitForDeleteListsFieldsAndRules() throws {
    var draft = Draft(Attack3Record())
    draft.edit { record in
      record.count = 999
      record.locked = true
    }
    let error = try #require(throws: ModelValidationError.self) {
      try draft.commit(for: .delete)
    }
    #expect(error.failures.map(\.path) == ["count", ""])
    draft.editing.count = 20
    #expect(throws: ModelValidationError.self) { try draft.commit(for: .delete) }
    draft.editing.locked = false
    let committed = try draft.commit(for: .delete)
    #expect(committed.count == 20)
  }

  @Test("A value returned from an edit's block checks its assignments as usual")
  func valueReturnedFromEdit() {
    var draft = Draft(AttackCounter())
    var escaped = draft.edit { counter -> AttackCounter in
      counter.count = 999
      return counter
    }
    #expect(escaped.count == 10, "returned before the access ended")
    #expect(escaped.isValid())
    escaped.count = 998
    #expect(escaped.count == 10)
    #expect(draft.editing.count == 999, "the draft keeps its own input")
  }

  // MARK: - Tags

  /// The value of a draft that is freed on return: its tag may be used again.
  @inline(never)
  static func valueOfFreedDraft() -> Attack2Pair {
    let draft = Draft(Attack2Pair())
    return draft.editing
  }

  @Test("A value read from a freed draft brings no rejection into a draft made later")
  func bugFreedDraftsTagReused() {
    var adopted = 0
    for _ in 0..<100 {
      var leftover = Self.valueOfFreedDraft()
      leftover.a = 999
      var draft = Draft(Attack2Pair())
      draft.editing = leftover
      if draft.editing.a != 10 { adopted += 1 }
    }
    #expect(adopted == 0, "a value from elsewhere brings only what it holds")
  }

  // MARK: - Drafts in drafts

  @Test("A draft held by a draft's value keeps its own input; copies out of both check")
  func draftInsideDraftsValue() throws {
    var outer = Draft(Attack3Screen())
    outer.edit { screen in
      screen.count = 999
      screen.sheet.editing.count = 998
    }
    #expect(outer.editing.count == 999)
    #expect(outer.editing.sheet.editing.count == 998)
    var inner = outer.editing.sheet.editing
    inner.count = 997
    #expect(inner.count == 998, "a value read from the inner draft checks as usual")
    outer.discard()
    #expect(outer.editing.count == 10)
    #expect(outer.editing.sheet.editing.count == 10, "the inner draft is part of the value")
    outer.editing.sheet.editing.count = 50
    var committed = try outer.commit()
    committed.count = 996
    #expect(committed.count == 10)
    #expect(committed.sheet.editing.count == 50)
  }

  // MARK: - Secrets

  @Test("A secret's rejected input never shows, pending in an access or kept by the draft")
  func secretRejectionInAndAfterAccess() throws {
    var draft = Draft(SecretLeakTests.Account())
    let escaped = draft.edit { account -> SecretLeakTests.Account in
      account.password = SecretLeakTests.rejectedSecret
      account.previous = [SecretLeakTests.Account()]
      account.previous[0].password = SecretLeakTests.rejectedSecret
      SecretLeakTests.expectNoLeak(account, "value during the access")
      return account
    }
    SecretLeakTests.expectNoLeak(escaped, "value returned from the access")
    SecretLeakTests.expectNoLeak(try #require(escaped.$password.lastRejection), "rejection")
    let error = try #require(throws: ModelValidationError.self) {
      try draft.commit(for: .insert)
    }
    #expect(error.failures.map(\.path) == ["password", "previous[0].password"])
    SecretLeakTests.expectNoLeak(error, "error of a commit for a context")
    let problem = ProblemDetails(error)
    SecretLeakTests.expectNoLeak(String(decoding: problem.json(), as: UTF8.self), "problem")
  }

  // MARK: - Cost

  @Test("A key-path write walks the value once")
  func keyPathWriteWalksOnce() {
    let counter = WalkCounter()
    var draft = Draft(Shelf(items: 100, counter: counter))
    counter.walks = 0
    let count: WritableKeyPath<Draft<Shelf>, Int> = \.editing.items[7].count
    draft[keyPath: count] = -1
    #expect(counter.walks <= 100, "at most one walk")
    #expect(draft.editing.items[7].count == -1)
  }

  @Test("An edit 60 levels deep walks each level once, in an access or through a key path")
  func deepEditIsLinear() {
    let counter = WalkCounter()
    var draft = Draft(Attack3Chain(depth: 60, counter: counter))
    let bottom = Attack3Chain.link(at: 60)
    counter.walks = 0
    draft.editing[keyPath: bottom].count = -1
    #expect(counter.walks <= 61)
    #expect(draft.editing[keyPath: bottom].count == -1)
    counter.walks = 0
    let editing: WritableKeyPath<Draft<Attack3Chain>, Attack3Chain> = \.editing
    let value: WritableKeyPath<Attack3Chain, Int> = \.count
    let count = editing.appending(path: bottom).appending(path: value)
    draft[keyPath: count] = -2
    #expect(counter.walks <= 61)
    #expect(draft.editing[keyPath: bottom].count == -2)
    #expect(draft.error?.failures.count == 1)
  }
}
