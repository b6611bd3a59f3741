import Foundation
import GRDB
import Testing
import Validation

@testable import ValidationGRDB

// The unique indexes are read from the schema once per table and connection: a schema
// change, or another database with the same table, is read again before its first write.
@Suite("Unique indexes read once per table")
struct SearchedKeysCacheTests {
  static let binarySchema =
    "CREATE TABLE keywords(id INTEGER PRIMARY KEY, name TEXT NOT NULL);"
    + "CREATE UNIQUE INDEX keywords_name ON keywords(name)"

  // Inserts "SWIFT" with REPLACE where "Swift" is stored: whether it was refused, and
  // whether "Swift" is still stored.
  static func insertShouted(in queue: DatabaseQueue) throws -> (refused: Bool, kept: Bool) {
    try queue.write { db in
      var shouted = Keyword(name: "SWIFT")
      let refused: Bool
      do {
        try shouted.insert(db, onConflict: .replace)
        refused = false
      } catch let error as ModelValidationError {
        CollatedIndexTests.expectUniqueFailure(error, at: ["name"])
        refused = true
      }
      let kept = try Keyword.filter(Column("name") == "Swift").fetchCount(db) == 1
      return (refused, kept)
    }
  }

  @Test("An index recreated with its own collation on the same connection is searched in it")
  func schemaChangeOnSameConnection() throws {
    let queue = try collatedDatabase(Self.binarySchema, rows: [Keyword(id: 1, name: "Swift")])
    #expect(try Self.insertShouted(in: queue) == (refused: false, kept: true))
    try queue.write { db in
      try db.execute(
        sql: "DELETE FROM keywords WHERE name = 'SWIFT'; DROP INDEX keywords_name;"
          + "CREATE UNIQUE INDEX keywords_name ON keywords(name COLLATE NOCASE)")
    }
    #expect(try Self.insertShouted(in: queue) == (refused: true, kept: true))
    #expect(try queue.read { db in try db.keywords().map(\.name) } == ["Swift"])
  }

  @Test("Databases with one table name and two collations are each searched as their index")
  func databasesTakingTurns() throws {
    for round in 0..<12 {
      // Each round opens new databases, which may take the addresses of freed ones.
      let nocase = try collatedDatabase(
        KeywordSchema.nocaseIndex.sql, rows: [Keyword(id: 1, name: "Swift")])
      let binary = try collatedDatabase(Self.binarySchema, rows: [Keyword(id: 1, name: "Swift")])
      let first = round.isMultiple(of: 2) ? nocase : binary
      let firstIsNocase = first === nocase
      #expect(try Self.insertShouted(in: first) == (refused: firstIsNocase, kept: true))
      let second = firstIsNocase ? binary : nocase
      #expect(try Self.insertShouted(in: second) == (refused: !firstIsNocase, kept: true))
    }
  }

  @Test("An index recreated inside the migration that wrote through it is searched anew")
  func schemaChangeInsideMigration() throws {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("keywords") { db in
      try db.execute(sql: Self.binarySchema)
      _ = try Keyword(id: 1, name: "Swift").inserted(db)
      var shouted = Keyword(name: "SWIFT")
      try shouted.insert(db, onConflict: .replace)
      try db.execute(
        sql: "DELETE FROM keywords WHERE name = 'SWIFT'; DROP INDEX keywords_name;"
          + "ALTER TABLE keywords ADD COLUMN note TEXT;"
          + "CREATE UNIQUE INDEX keywords_name ON keywords(name COLLATE NOCASE)")
      var again = Keyword(name: "SWIFT")
      CollatedIndexTests.expectUniqueFailure(
        try #require(throws: ModelValidationError.self) {
          try again.insert(db, onConflict: .replace)
        }, at: ["name"])
    }
    let queue = try DatabaseQueue()
    try migrator.migrate(queue)
    #expect(try queue.read { db in try db.keywords().map(\.name) } == ["Swift"])
  }

  @Test("A pool's writer searches an index recreated between two of its writes")
  func schemaChangeOnLivePool() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("SearchedKeysCacheTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let pool = try DatabasePool(path: directory.appendingPathComponent("db.sqlite").path)
    try pool.write { db in
      try db.execute(sql: Self.binarySchema)
      _ = try Keyword(id: 1, name: "Swift").inserted(db)
    }
    try pool.write { db in
      var shouted = Keyword(name: "SWIFT")
      try shouted.insert(db, onConflict: .replace)
    }
    #expect(try pool.read { db in try db.keywords().map(\.name) } == ["Swift", "SWIFT"])
    try pool.write { db in
      try db.execute(
        sql: "DELETE FROM keywords WHERE name = 'SWIFT'; DROP INDEX keywords_name;"
          + "CREATE UNIQUE INDEX keywords_name ON keywords(name COLLATE NOCASE)")
    }
    try pool.write { db in
      var shouted = Keyword(name: "SWIFT")
      CollatedIndexTests.expectUniqueFailure(
        try #require(throws: ModelValidationError.self) {
          try shouted.insert(db, onConflict: .replace)
        }, at: ["name"])
    }
    #expect(try pool.read { db in try db.keywords().map(\.name) } == ["Swift"])
  }
}
