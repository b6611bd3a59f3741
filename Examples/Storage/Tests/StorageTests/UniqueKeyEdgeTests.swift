import GRDB
import Testing
import Validation

@testable import ValidationGRDB

// The cases at the edges of a unique key: NULLs, several indexes at once, primary keys that
// are not the rowid, an update that changes its own key or its primary key, a column the
// record leaves to its default.
@Suite("Unique keys at their edges")
struct UniqueKeyEdgeTests {
  static let policies = CollatedIndexTests.policies

  @Test("A key with a NULL part never collides, as SQLite stores it", arguments: policies)
  func nullParts(policy: Database.ConflictResolution) throws {
    let queue = try pairsDatabase(
      "CREATE TABLE pairs(id INTEGER PRIMARY KEY, a TEXT, b TEXT, UNIQUE (a COLLATE NOCASE, b))",
      rows: [Pair(id: 1, a: nil, b: "x"), Pair(id: 2, a: "p", b: nil)])
    try queue.write { db in
      for pair in [Pair(a: nil, b: "x"), Pair(a: "P", b: nil), Pair(a: nil, b: nil)] {
        var pair = pair
        try pair.insert(db, onConflict: policy)
      }
      var full = Pair(a: "p", b: "x")
      try full.insert(db, onConflict: policy)
      var shouted = Pair(a: "P", b: "x")
      #expect(throws: ModelValidationError.self) { try shouted.insert(db, onConflict: policy) }
      #expect(try db.pairs().count == 6)
    }
  }

  @Test(
    "A row colliding with two rows in two indexes is refused and both stay",
    arguments: policies)
  func twoCollisions(policy: Database.ConflictResolution) throws {
    let rows = [Pair(id: 1, a: "a1", b: "b1"), Pair(id: 2, a: "a2", b: "b2")]
    let queue = try pairsDatabase(
      "CREATE TABLE pairs(id INTEGER PRIMARY KEY, a TEXT UNIQUE COLLATE NOCASE, b TEXT UNIQUE)",
      rows: rows)
    try queue.write { db in
      var both = Pair(a: "A1", b: "b2")
      #expect(throws: ModelValidationError.self) { try both.insert(db, onConflict: policy) }
      #expect(throws: ModelValidationError.self) { try both.upsert(db) }
      var second = rows[1]
      second.a = "A1"
      second.b = "b1"
      #expect(throws: ModelValidationError.self) { try second.update(db, onConflict: policy) }
      let stored = try db.pairs()
      #expect(stored == rows)
    }
  }

  @Test(
    "An update that moves a record to another primary key cannot take a third row's key",
    arguments: policies)
  func updateToAnotherPrimaryKey(policy: Database.ConflictResolution) throws {
    let rows = [Pair(id: 1, a: "a1", b: "b1"), Pair(id: 2, a: "a2", b: "b2")]
    let queue = try pairsDatabase(
      "CREATE TABLE pairs(id INTEGER PRIMARY KEY, a TEXT UNIQUE, b TEXT)", rows: rows)
    try queue.write { db in
      // GRDB updates the row the primary key names: row 2, with row 1's `a`.
      var moved = rows[0]
      moved.id = 2
      #expect(throws: ModelValidationError.self) { try moved.update(db, onConflict: policy) }
      #expect(try db.pairs() == rows)
      moved.a = "a3"
      try moved.update(db, onConflict: policy)
      #expect(try db.pairs() == [rows[0], moved])
    }
  }

  @Test(
    "A text primary key, WITHOUT ROWID or not, compares in its collation; its row keeps it",
    arguments: ["", " WITHOUT ROWID"], policies)
  func textPrimaryKey(options: String, policy: Database.ConflictResolution) throws {
    let queue = try pairsDatabase(
      "CREATE TABLE pairs(id INTEGER, a TEXT NOT NULL PRIMARY KEY COLLATE NOCASE, b TEXT UNIQUE)"
        + options,
      rows: [Pair(id: 1, a: "Swift", b: "x")])
    try queue.write { db in
      var shouted = Pair(id: 2, a: "SWIFT", b: "y")
      let error = try #require(throws: DatabaseError.self) {
        try shouted.insert(db, onConflict: policy)
      }
      #expect(error.extendedResultCode == .SQLITE_CONSTRAINT_PRIMARYKEY)
      var kotlin = Pair(id: 3, a: "Kotlin", b: "x")
      #expect(throws: ModelValidationError.self) { try kotlin.insert(db, onConflict: policy) }
      // The row's own key in another case names the same row, which keeps its key as stored
      // (GRDB's update does not write the primary key).
      let same = Pair(id: 1, a: "SWIFT", b: "z")
      try same.update(db, onConflict: policy)
      #expect(try db.pairs() == [Pair(id: 1, a: "Swift", b: "z")])
    }
  }

  @Test(
    "A key column the record leaves to its default is searched with the default's value",
    arguments: policies)
  func defaultColumnOnInsert(policy: Database.ConflictResolution) throws {
    let queue = try pairsDatabase(
      "CREATE TABLE pairs(id INTEGER PRIMARY KEY, a TEXT, b TEXT NOT NULL DEFAULT 'x',"
        + " UNIQUE (a, b))",
      rows: [Pair(id: 1, a: "p", b: "x")])
    try queue.write { db in
      // `b` is no field of the record: the failure stays SQLite's.
      var defaulted = Pair(a: "p", b: nil, writesB: false)
      let error = try #require(throws: DatabaseError.self) {
        try defaulted.insert(db, onConflict: policy)
      }
      #expect(error.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE)
      var other = Pair(a: "q", b: nil, writesB: false)
      try other.insert(db, onConflict: policy)
      #expect(try db.pairs() == [Pair(id: 1, a: "p", b: "x"), Pair(id: 2, a: "q", b: "x")])
    }
  }

  @Test(
    "A key column an update does not write is searched with the row's stored value",
    arguments: policies)
  func unwrittenColumnOnUpdate(policy: Database.ConflictResolution) throws {
    let rows = [Pair(id: 1, a: "p", b: "x"), Pair(id: 2, a: "q", b: "x")]
    let queue = try pairsDatabase(
      "CREATE TABLE pairs(id INTEGER PRIMARY KEY, a TEXT, b TEXT NOT NULL DEFAULT 'x',"
        + " UNIQUE (a, b))",
      rows: rows)
    try queue.write { db in
      let renamed = Pair(id: 2, a: "p", b: nil, writesB: false)
      let error = try #require(throws: DatabaseError.self) {
        try renamed.update(db, onConflict: policy)
      }
      #expect(error.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE)
      let stored = try db.pairs()
      #expect(stored == rows)
    }
  }
}
