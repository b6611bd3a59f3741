import Testing
import Validation

/// Counts the walks over a `Shelf`'s items, whichever thread makes them.
final class WalkCounter: @unchecked Sendable {
  // @unchecked: each test owns its counter and uses it from one task.
  var walks = 0
}

/// A model whose items report every walk over their fields.
struct Shelf: ValidatableModel {
  struct Item: ValidatableModel {
    let counter: WalkCounter
    @Validated(name: "Count", .minimum(0)) var count = 0

    mutating func visitFields(_ visitor: inout some FieldVisitor) {
      counter.walks += 1
      visitor.visit("count", &_count)
    }
  }

  var items: [Item]

  init(items count: Int, counter: WalkCounter) {
    items = Array(repeating: Item(counter: counter), count: count)
  }

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("items", &items)
  }

  /// Sets every item's count to -1 in one access.
  mutating func emptyEveryItem() {
    for index in items.indices {
      items[index].count = -1
    }
  }
}

struct DraftEditCostTests {
  @Test(
    "A batch of edits in one access is linear: at most two walks over the items",
    arguments: [10, 1000])
  func batchIsLinear(count: Int) throws {
    let counter = WalkCounter()
    var draft = Draft(Shelf(items: count, counter: counter))
    counter.walks = 0
    draft.edit { shelf in
      for index in 0..<count {
        shelf.items[index].count = -1
      }
    }
    #expect(counter.walks <= 2 * count)
    #expect(draft.editing.items.allSatisfy { $0.count == -1 }, "every edit kept its input")
    #expect(draft.error?.failures.count == count)
  }

  @Test("One edit walks the value once, whatever it changes")
  func oneEditWalksOnce() throws {
    let counter = WalkCounter()
    var draft = Draft(Shelf(items: 100, counter: counter))
    counter.walks = 0
    draft.editing.items[7].count = -1
    #expect(counter.walks <= 100, "at most one walk")
    #expect(draft.editing.items[7].count == -1)
  }

  @Test("A mutating method is one access: its edits keep input, walked once")
  func mutatingMethodIsOneAccess() throws {
    let counter = WalkCounter()
    var draft = Draft(Shelf(items: 1000, counter: counter))
    counter.walks = 0
    draft.editing.emptyEveryItem()
    #expect(counter.walks <= 1000, "at most one walk")
    #expect(draft.editing.items.allSatisfy { $0.count == -1 })
  }

  @Test("edit(_:) returns the closure's result and passes its error on")
  func editResultAndError() throws {
    struct Stop: Error {}
    var draft = Draft(Order())
    let total = draft.edit { order -> Int in
      order.total = 7
      order.total = -5
      return order.total
    }
    #expect(total == 7, "inside the block, invalid input waits for the block to end")
    #expect(draft.editing.total == -5)
    #expect(throws: Stop.self) {
      try draft.edit { order throws(Stop) in
        order.total = -6
        throw Stop()
      }
    }
    #expect(draft.editing.total == -6, "an edit made before the error stays in the draft")
  }

  @Test("A part copied out of the edited value checks its assignments as usual")
  func copiedPartChecks() throws {
    var draft = Draft(Customer())
    draft.editing.orders = [Order()]
    draft.editing.orders[0].total = -1
    var copy = draft.editing.orders[0]
    copy.total = 5
    copy.total = -2
    #expect(copy.total == 5)
    #expect(copy.$total.lastRejection != nil)
  }

  @Test("An edit that throws still ends: later assignments outside the draft are checked")
  func throwingEditEnds() throws {
    struct Stop: Error {}
    var draft = Draft(Order())
    #expect(throws: Stop.self) {
      try draft.editing.withTotal { _ in throw Stop() }
    }
    var order = Order()
    order.total = -1
    #expect(order.total == 0)
  }
}

extension Order {
  /// Runs `body` on the order in place, for an edit that may throw.
  mutating func withTotal(_ body: (inout Self) throws -> Void) rethrows {
    try body(&self)
  }
}
