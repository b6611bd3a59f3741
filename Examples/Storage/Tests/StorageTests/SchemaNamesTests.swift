import GRDB
import Testing
import Validation

@testable import ValidationGRDB

// The names the search reads from the schema (tables, columns, indexes, collations) may
// need quoting, and an index's name may be taken in another schema of the connection.
@Suite("Unique indexes under odd names")
struct SchemaNamesTests {
  @Test(
    "Names with spaces, brackets, a dot and a comma; an index and a collation with quotes",
    arguments: CollatedIndexTests.policies)
  func oddNames(policy: Database.ConflictResolution) throws {
    let queue = try oddNamesDatabase()
    try queue.write { db in
      var shouted = OddKeyword(name: "SWIFT")
      CollatedIndexTests.expectUniqueFailure(
        try #require(throws: ModelValidationError.self) {
          try shouted.insert(db, onConflict: policy)
        }, at: ["name"])
      var kotlin = OddKeyword(name: "Kotlin")
      try kotlin.insert(db, onConflict: policy)
      var renamed = kotlin
      renamed.name = "swift"
      CollatedIndexTests.expectUniqueFailure(
        try #require(throws: ModelValidationError.self) {
          try renamed.update(db, onConflict: policy)
        }, at: ["name"])
      // The same row under another case is its own key, not a conflict.
      var ownCase = kotlin
      ownCase.name = "KOTLIN"
      try ownCase.update(db, onConflict: policy)
    }
    #expect(
      try queue.read { db in try OddKeyword.order(Column("id")).fetchAll(db).map(\.name) }
        == ["Swift", "KOTLIN"])
  }

  @Test(
    "A temporary index with the name of the table's index does not hide it",
    arguments: CollatedIndexTests.policies)
  func temporaryIndexWithSameName(policy: Database.ConflictResolution) throws {
    let queue = try collatedDatabase(
      KeywordSchema.nocaseIndex.sql, rows: [Keyword(id: 1, name: "Swift")])
    try queue.write { db in
      try db.execute(
        sql: "CREATE TEMP TABLE drafts(id INTEGER PRIMARY KEY, body TEXT);"
          + "CREATE UNIQUE INDEX temp.keywords_name ON drafts(body)")
      var shouted = Keyword(name: "SWIFT")
      CollatedIndexTests.expectUniqueFailure(
        try #require(throws: ModelValidationError.self) {
          try shouted.insert(db, onConflict: policy)
        }, at: ["name"])
      #expect(try db.keywords() == [Keyword(id: 1, name: "Swift")])
    }
  }

  @Test(
    "A temporary table shadowing the table is searched with its own indexes",
    arguments: CollatedIndexTests.policies)
  func temporaryTableShadows(policy: Database.ConflictResolution) throws {
    let queue = try collatedDatabase(
      KeywordSchema.nocaseIndex.sql, rows: [Keyword(id: 1, name: "Swift")])
    try queue.write { db in
      // The connection's writes go to the temporary table, unique by name exactly.
      try db.execute(
        sql: "CREATE TEMP TABLE keywords(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);"
          + "INSERT INTO temp.keywords(id, name) VALUES (1, 'Swift')")
      var shouted = Keyword(name: "SWIFT")
      try shouted.insert(db, onConflict: policy)
      var again = Keyword(name: "Swift")
      CollatedIndexTests.expectUniqueFailure(
        try #require(throws: ModelValidationError.self) {
          try again.insert(db, onConflict: policy)
        }, at: ["name"])
      #expect(try db.keywords().map(\.name) == ["Swift", "SWIFT"])
      try db.execute(sql: "DROP TABLE temp.keywords")
      // The main table again, unique without case.
      CollatedIndexTests.expectUniqueFailure(
        try #require(throws: ModelValidationError.self) {
          try shouted.insert(db, onConflict: policy)
        }, at: ["name"])
      #expect(try db.keywords() == [Keyword(id: 1, name: "Swift")])
    }
  }

  @Test(
    "A table of an attached database is searched with its indexes, not main's of that name",
    arguments: CollatedIndexTests.policies)
  func attachedDatabase(policy: Database.ConflictResolution) throws {
    let queue = try DatabaseQueue()
    try queue.writeWithoutTransaction { db in
      try db.execute(
        sql: "CREATE TABLE drafts(id INTEGER PRIMARY KEY, body TEXT);"
          + "CREATE UNIQUE INDEX keywords_name ON drafts(body);"
          + "ATTACH DATABASE ':memory:' AS aux;"
          + "CREATE TABLE aux.keywords(id INTEGER PRIMARY KEY, name TEXT NOT NULL);"
          + "CREATE UNIQUE INDEX aux.keywords_name ON keywords(name COLLATE NOCASE);"
          + "INSERT INTO aux.keywords(id, name) VALUES (1, 'Swift')")
    }
    try queue.write { db in
      var shouted = Keyword(name: "SWIFT")
      CollatedIndexTests.expectUniqueFailure(
        try #require(throws: ModelValidationError.self) {
          try shouted.insert(db, onConflict: policy)
        }, at: ["name"])
      var kotlin = Keyword(name: "Kotlin")
      try kotlin.insert(db, onConflict: policy)
      #expect(try db.keywords().map(\.name) == ["Swift", "Kotlin"])
    }
  }
}
