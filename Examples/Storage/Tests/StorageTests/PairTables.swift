import GRDB
import Testing
import Validation
import ValidationGRDB

/// A pair: a row of a `pairs` table whose schema a test gives, with two optional text
/// columns `a` and `b`; its unique keys come from the schema.
///
/// A pair made with `writesB: false` neither lists nor encodes `b`, as a record that leaves
/// a column to its default.
struct Pair: ValidatedRecord, FetchableRecord, Equatable {
  static let databaseTableName = "pairs"

  var id: Int64?
  var a: String?
  var b: String?
  var writesB = true

  init(id: Int64? = nil, a: String?, b: String?, writesB: Bool = true) {
    self.id = id
    self.a = a
    self.b = b
    self.writesB = writesB
  }

  init(row: Row) throws {
    self.init(id: row["id"], a: row["a"], b: row["b"])
  }

  static func == (lhs: Pair, rhs: Pair) -> Bool {
    lhs.id == rhs.id && lhs.a == rhs.a && lhs.b == rhs.b
  }

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("id", plain: &id)
    visitor.visit("a", plain: &a)
    if writesB { visitor.visit("b", plain: &b) }
  }

  func encode(to container: inout PersistenceContainer) {
    container["id"] = id
    container["a"] = a
    if writesB { container["b"] = b }
  }

  mutating func didInsert(_ inserted: InsertionSuccess) {
    id = inserted.rowID
  }
}

/// A database in memory with `sql` run, then `rows` inserted without the record's checks.
func pairsDatabase(_ sql: String, rows: [Pair] = []) throws -> DatabaseQueue {
  let queue = try DatabaseQueue()
  try queue.write { db in
    try db.execute(sql: sql)
    for pair in rows {
      try db.execute(
        sql: "INSERT INTO pairs(id, a, b) VALUES (?, ?, ?)", arguments: [pair.id, pair.a, pair.b])
    }
  }
  return queue
}

extension Database {
  /// Every pair, by `a` then `id`.
  func pairs() throws -> [Pair] {
    try Pair.order(Column("a"), Column("id")).fetchAll(self)
  }
}
