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
}

struct DraftEditCostTests {
  @Test(
    "An edit walks no other field: editing every item of a draft is linear", arguments: [10, 1000])
  func editsWalkNothing(count: Int) throws {
    let counter = WalkCounter()
    var draft = Draft(Shelf(items: count, counter: counter))
    counter.walks = 0
    for index in 0..<count {
      draft.editing.items[index].count = -1
    }
    #expect(counter.walks == 0)
    #expect(draft.editing.items.allSatisfy { $0.count == -1 }, "every edit kept its input")
    #expect(draft.error?.failures.count == count)
    #expect(counter.walks > 0, "the error walks the items")
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
