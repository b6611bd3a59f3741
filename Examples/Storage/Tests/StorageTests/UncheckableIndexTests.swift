import GRDB
import Testing
import Validation

@testable import ValidationGRDB

// A partial unique index (`WHERE …`) and a unique index on an expression cannot be searched
// as a plain key: a record's write never lets either delete, update or skip another row.
@Suite("Partial and expression unique indexes")
struct UncheckableIndexTests {
  static let swift = Keyword(id: 1, name: "Swift")

  @Test(
    "A partial unique index is searched in its collation, as if it covered every row",
    arguments: CollatedIndexTests.policies)
  func partialIndex(policy: Database.ConflictResolution) throws {
    let draft = Keyword(id: 2, name: "Draft")
    let queue = try collatedDatabase(
      "CREATE TABLE keywords(id INTEGER PRIMARY KEY, name TEXT NOT NULL);"
        + "CREATE UNIQUE INDEX keywords_name ON keywords(name COLLATE NOCASE)"
        + " WHERE name <> 'Draft'",
      rows: [Self.swift, draft])
    try queue.write { db in
      var shouted = Keyword(name: "SWIFT")
      CollatedIndexTests.expectUniqueFailure(
        try #require(throws: ModelValidationError.self) {
          try shouted.insert(db, onConflict: policy)
        }, at: ["name"])
      // Outside the index's WHERE clause, yet refused: the search does not read the clause.
      var secondDraft = Keyword(name: "draft")
      CollatedIndexTests.expectUniqueFailure(
        try #require(throws: ModelValidationError.self) {
          try secondDraft.insert(db, onConflict: policy)
        }, at: ["name"])
      var kotlin = Keyword(name: "Kotlin")
      try kotlin.insert(db, onConflict: policy)
    }
    #expect(try queue.read { db in try db.keywords().map(\.name) } == ["Swift", "Draft", "Kotlin"])
  }

  @Test(
    "A table with a unique index on an expression refuses every write, naming the index",
    arguments: CollatedIndexTests.policies)
  func expressionIndex(policy: Database.ConflictResolution) throws {
    let queue = try DatabaseQueue()
    try queue.write { db in
      try db.execute(
        sql: "CREATE TABLE keywords(id INTEGER PRIMARY KEY, name TEXT NOT NULL);"
          + "CREATE UNIQUE INDEX keywords_lower_name ON keywords(lower(name));"
          + "INSERT INTO keywords(id, name) VALUES (1, 'Swift')")
    }
    try queue.write { db in
      try Self.expectInsertsRefused(db, policy, naming: "keywords_lower_name")
      var renamed = Self.swift
      renamed.name = "Swift 6"
      #expect(throws: DatabaseError.self) { try renamed.update(db, onConflict: policy) }
      #expect(try db.keywords() == [Self.swift])
    }
    #expect(try queue.read { db in try db.keywords() } == [Self.swift])
  }
}

extension UncheckableIndexTests {
  @Test(
    "A table with a unique index on a generated column refuses every write, naming the index",
    arguments: ["VIRTUAL", "STORED"], CollatedIndexTests.policies)
  func generatedColumnIndex(kind: String, policy: Database.ConflictResolution) throws {
    let queue = try DatabaseQueue()
    try queue.write { db in
      try db.execute(
        sql: "CREATE TABLE keywords(id INTEGER PRIMARY KEY, name TEXT NOT NULL,"
          + " folded TEXT GENERATED ALWAYS AS (lower(name)) \(kind));"
          + "CREATE UNIQUE INDEX keywords_folded ON keywords(folded);"
          + "INSERT INTO keywords(id, name) VALUES (1, 'Swift')")
    }
    try queue.write { db in
      try Self.expectInsertsRefused(db, policy, naming: "keywords_folded")
      #expect(try db.keywords() == [Self.swift])
    }
    #expect(try queue.read { db in try db.keywords() } == [Self.swift])
  }
}

extension UncheckableIndexTests {
  /// Expects inserting a name the table holds in another case, and a new name, both to be
  /// refused with `SQLITE_MISUSE` naming `index`.
  static func expectInsertsRefused(
    _ db: Database, _ policy: Database.ConflictResolution, naming index: String
  ) throws {
    for name in ["SWIFT", "Kotlin"] {
      var keyword = Keyword(name: name)
      let error = try #require(throws: DatabaseError.self) {
        try keyword.insert(db, onConflict: policy)
      }
      #expect(error.resultCode == .SQLITE_MISUSE)
      #expect(error.message?.contains(index) == true)
    }
  }
}
