import GRDB
import Testing
import Validation
import ValidationGRDB

/// A keyword: a row of a `keywords` table whose schema a test gives.
///
/// Its name is not blank; its unique keys come from the schema (the default `uniqueKeys(in:)`).
struct Keyword: ValidatedRecord, FetchableRecord, Equatable {
  static let databaseTableName = "keywords"

  var id: Int64?
  @Validated(name: "Name", .nonBlank()) var name = ""

  init(id: Int64? = nil, name: String) {
    self.id = id
    keepingInvalidValues { $0.name = name }
  }

  init(row: Row) throws {
    self.init(id: try row.decode(forColumn: "id"), name: try row.decode(forColumn: "name"))
  }

  static func == (lhs: Keyword, rhs: Keyword) -> Bool {
    lhs.id == rhs.id && lhs.name == rhs.name
  }

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("id", plain: &id)
    visitor.visit("name", &_name)
  }

  func encode(to container: inout PersistenceContainer) {
    container["id"] = id
    container["name"] = name
  }

  mutating func didInsert(_ inserted: InsertionSuccess) {
    id = inserted.rowID
  }
}

/// A label: a row of a `labels` table, unique by its team and its name, which lists its
/// unique keys itself, as the example's records do.
struct Label: ValidatedRecord, FetchableRecord, Equatable {
  static let databaseTableName = "labels"

  var id: Int64?
  @Validated(name: "Team", .nonBlank()) var team = ""
  @Validated(name: "Name", .nonBlank()) var name = ""

  static func uniqueKeys(in db: Database) -> [[String]] { [["id"], ["team", "name"]] }

  init(id: Int64? = nil, team: String, name: String) {
    self.id = id
    keepingInvalidValues {
      $0.team = team
      $0.name = name
    }
  }

  init(row: Row) throws {
    self.init(
      id: try row.decode(forColumn: "id"), team: try row.decode(forColumn: "team"),
      name: try row.decode(forColumn: "name"))
  }

  static func == (lhs: Label, rhs: Label) -> Bool {
    lhs.id == rhs.id && lhs.team == rhs.team && lhs.name == rhs.name
  }

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("id", plain: &id)
    visitor.visit("team", &_team)
    visitor.visit("name", &_name)
  }

  func encode(to container: inout PersistenceContainer) {
    container["id"] = id
    container["team"] = team
    container["name"] = name
  }

  mutating func didInsert(_ inserted: InsertionSuccess) {
    id = inserted.rowID
  }
}

/// A `keywords` table whose unique index on `name` compares in a collation of its own, or
/// in the column's.
enum KeywordSchema: CaseIterable, CustomTestStringConvertible {
  /// `CREATE UNIQUE INDEX … ON keywords(name COLLATE NOCASE)` on a column compared exactly.
  case nocaseIndex
  /// A table constraint `UNIQUE (name COLLATE NOCASE)`.
  case nocaseConstraint
  /// A column declared `COLLATE NOCASE`, with an index that names no collation: the index
  /// compares in the column's.
  case nocaseColumn

  var testDescription: String {
    switch self {
    case .nocaseIndex: "a NOCASE index"
    case .nocaseConstraint: "a NOCASE UNIQUE constraint"
    case .nocaseColumn: "an index on a NOCASE column"
    }
  }

  /// The schema's SQL.
  var sql: String {
    switch self {
    case .nocaseIndex:
      "CREATE TABLE keywords(id INTEGER PRIMARY KEY, name TEXT NOT NULL);"
        + "CREATE UNIQUE INDEX keywords_name ON keywords(name COLLATE NOCASE)"
    case .nocaseConstraint:
      "CREATE TABLE keywords(id INTEGER PRIMARY KEY, name TEXT NOT NULL,"
        + " UNIQUE (name COLLATE NOCASE))"
    case .nocaseColumn:
      "CREATE TABLE keywords(id INTEGER PRIMARY KEY, name TEXT NOT NULL COLLATE NOCASE);"
        + "CREATE UNIQUE INDEX keywords_name ON keywords(name)"
    }
  }
}

/// A database in memory with `sql` run, then `rows` inserted through validation.
func collatedDatabase(_ sql: String, rows: [Keyword] = []) throws -> DatabaseQueue {
  let queue = try DatabaseQueue()
  try queue.write { db in
    try db.execute(sql: sql)
    for keyword in rows { _ = try keyword.inserted(db) }
  }
  return queue
}

extension Database {
  /// Every keyword, by id.
  func keywords() throws -> [Keyword] {
    try Keyword.order(Column("id")).fetchAll(self)
  }

  /// Every label, by id.
  func labels() throws -> [Label] {
    try Label.order(Column("id")).fetchAll(self)
  }
}
