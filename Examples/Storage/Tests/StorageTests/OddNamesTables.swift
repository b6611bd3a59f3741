import GRDB
import Testing
import Validation
import ValidationGRDB

/// A keyword stored under names that need quoting: a table name with spaces, brackets and a
/// dot, and a name column with a comma and an accent.
///
/// (GRDB's own writes do not escape a
/// `"` in a table or column name; an index or collation name may hold one.) It lists its
/// unique keys: GRDB's `indexes(on:)`, which the default reads, does not escape one either.
struct OddKeyword: ValidatedRecord, FetchableRecord, Equatable {
  static let databaseTableName = "odd key words.v2 [x]"
  static let nameColumn = "name, [é]"

  var id: Int64?
  @Validated(name: "Name", .nonBlank()) var name = ""

  init(id: Int64? = nil, name: String) {
    self.id = id
    keepingInvalidValues { $0.name = name }
  }

  init(row: Row) throws {
    self.init(id: try row.decode(forColumn: "id"), name: try row.decode(forColumn: Self.nameColumn))
  }

  static func == (lhs: OddKeyword, rhs: OddKeyword) -> Bool {
    lhs.id == rhs.id && lhs.name == rhs.name
  }

  static func uniqueKeys(in db: Database) -> [[String]] { [["id"], [nameColumn]] }

  static func fieldName(forColumn column: String) -> String {
    column == nameColumn ? "name" : column
  }

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("id", plain: &id)
    visitor.visit("name", &_name)
  }

  func encode(to container: inout PersistenceContainer) {
    container["id"] = id
    container[Self.nameColumn] = name
  }

  mutating func didInsert(_ inserted: InsertionSuccess) {
    id = inserted.rowID
  }
}

/// A collation whose name holds quotes and a space, comparing without case.
let quotedCollation = DatabaseCollation(#"no "case" é"#) { lhs, rhs in
  lhs.lowercased() < rhs.lowercased()
    ? .orderedAscending : lhs.lowercased() == rhs.lowercased() ? .orderedSame : .orderedDescending
}

/// A database in memory with `quotedCollation` on its connection, `OddKeyword`'s table
/// unique by its name in that collation, and "Swift" stored.
func oddNamesDatabase() throws -> DatabaseQueue {
  var configuration = Configuration()
  configuration.prepareDatabase { db in db.add(collation: quotedCollation) }
  let queue = try DatabaseQueue(configuration: configuration)
  let table = quotedIdentifier(OddKeyword.databaseTableName)
  let column = quotedIdentifier(OddKeyword.nameColumn)
  try queue.write { db in
    try db.execute(
      sql: "CREATE TABLE \(table)(id INTEGER PRIMARY KEY, \(column) TEXT NOT NULL);"
        + "CREATE UNIQUE INDEX \(quotedIdentifier(#"idx "odd" [name]"#)) ON \(table)"
        + "(\(column) COLLATE \(quotedIdentifier(quotedCollation.name)))")
    _ = try OddKeyword(id: 1, name: "Swift").inserted(db)
  }
  return queue
}

/// `name` as an SQL identifier: in double quotes, each of its own doubled.
func quotedIdentifier(_ name: String) -> String {
  "\"" + name.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"")
    + "\""
}
