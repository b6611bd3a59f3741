import GRDB
import Storage
import Testing
import Validation
import ValidationGRDB

@Suite("Aggregates: an order and its lines")
struct AggregateTests {
  /// Two boots at 4,999 and a ball at 499: 10,497 cents.
  static let lines = [
    OrderLine(product: "Boots", quantity: 2, unitPrice: 4_999),
    OrderLine(product: "Ball", quantity: 1, unitPrice: 499),
  ]

  /// A database with the seed and one valid order of user 1, whose id it returns.
  func databaseWithOrder() throws -> (DatabaseQueue, Int64?) {
    let queue = try seededDatabase()
    let id = try queue.write { db in
      try Order(userId: 1, total: 10_497, lines: Self.lines).inserted(db).id
    }
    return (queue, id)
  }

  @Test("An order is saved with its lines and reads back valid")
  func savesWithLines() throws {
    let (queue, id) = try databaseWithOrder()
    let stored = try queue.read { db in try Order.fetchOne(db, id: id)?.withStoredLines(db) }
    #expect(stored?.lines?.map(\.product) == ["Boots", "Ball"])
    #expect(stored?.lines?.map(\.quantity) == [2, 1])
    #expect(stored?.isValid() == true)
  }

  @Test("An order whose lines do not add up is refused at total, with no line written")
  func refusesMismatch() throws {
    let queue = try seededDatabase()
    try queue.write { db in
      var order = Order(userId: 1, total: 100, lines: Self.lines)
      let error = try #require(throws: ModelValidationError.self) { try order.insert(db) }
      #expect(error.failures.map(\.fields) == [["total"]])
      #expect(error.failures.map(\.code) == ["lines_mismatch"])
      #expect(try Order.fetchCount(db) == 0)
      #expect(try OrderLine.fetchCount(db) == 0)
    }
  }

  @Test("A line's invalid quantity fails at its path inside the order")
  func invalidLine() throws {
    let queue = try seededDatabase()
    try queue.write { db in
      let lines = [OrderLine(product: "Boots", quantity: 0, unitPrice: 4_999)]
      var order = Order(userId: 1, total: 0, lines: lines)
      let error = try #require(throws: ModelValidationError.self) { try order.insert(db) }
      #expect(error.failures.map(\.path) == ["lines[0].quantity"])
      #expect(try OrderLine.fetchCount(db) == 0)
    }
  }

  @Test("Changing a line's quantity without the total is refused; with it, the lines change")
  func changeLine() throws {
    let (queue, id) = try databaseWithOrder()
    try queue.write { db in
      var order = try #require(try Order.fetchOne(db, id: id)?.withStoredLines(db))
      order.lines?[1].quantity = 2
      let error = try #require(throws: ModelValidationError.self) { try order.update(db) }
      #expect(error.failures.map(\.fields) == [["total"]])
      order.total = 10_996
      try order.update(db)
    }
    let stored = try queue.read { db in try Order.fetchOne(db, id: id)?.withStoredLines(db) }
    #expect(stored?.lines?.map(\.quantity) == [2, 2])
    #expect(stored?.total == 10_996)
    #expect(stored?.isValid() == true)
  }

  @Test("A plain fetch's update of the total alone is checked against the stored lines")
  func totalAlone() throws {
    let (queue, id) = try databaseWithOrder()
    try queue.write { db in
      var order = try #require(try Order.fetchOne(db, id: id))
      #expect(order.lines == nil)
      order.total = 15_496
      let error = try #require(throws: ModelValidationError.self) { try order.update(db) }
      #expect(error.failures.map(\.fields) == [["total"]])
      // A valid update of a plain fetch keeps the stored lines.
      order.total = 10_497
      try order.update(db)
      #expect(try OrderLine.fetchCount(db) == 2)
    }
  }

  @Test("A valid order of a user who does not exist fails at userId, writing no line")
  func missingUser() throws {
    let queue = try seededDatabase()
    try queue.write { db in
      var order = Order(userId: 99, total: 10_497, lines: Self.lines)
      let error = try #require(throws: ModelValidationError.self) { try order.insert(db) }
      #expect(error.failures.map(\.path) == ["userId"])
      #expect(error.failures.map(\.code) == ["missing_reference"])
      #expect(try Order.fetchCount(db) == 0)
      #expect(try OrderLine.fetchCount(db) == 0)
    }
  }

  @Test("A line the database refuses, caught inside the transaction, keeps no order row")
  func savepoint() throws {
    let queue = try seededDatabase()
    try queue.write { db in
      // A trigger stands for any failure of a line's row after the order's row was written.
      try db.execute(
        sql: """
          CREATE TEMP TRIGGER refuseLine BEFORE INSERT ON orderLines WHEN NEW.product = 'Ball'
          BEGIN SELECT RAISE(ABORT, 'refused'); END
          """)
      var order = Order(userId: 1, total: 10_497, lines: Self.lines)
      #expect(throws: DatabaseError.self) { try order.insert(db) }
      #expect(try Order.fetchCount(db) == 0)
      #expect(try OrderLine.fetchCount(db) == 0)
    }
  }

  @Test("A line alone cannot be saved: it is not a persistable record")
  func lineIsNotPersistable() {
    let line: Any = Self.lines[0]
    #expect(!(line is any MutablePersistableRecord))
  }
}
