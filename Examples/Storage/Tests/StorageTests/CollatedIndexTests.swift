import GRDB
import Testing
import Validation

@testable import ValidationGRDB

// A unique index may compare in a collation of its own (`name COLLATE NOCASE`) while its
// column compares exactly. The search for another row holding a record's keys compares as
// the index does, so no conflict policy lets a write delete, update or skip the row the
// index finds equal, and a value the index finds different is written.
@Suite("Unique indexes with their own collation")
struct CollatedIndexTests {
  static let policies: [Database.ConflictResolution] = [
    .abort, .fail, .rollback, .ignore, .replace,
  ]

  static let swift = Keyword(id: 1, name: "Swift")
  static let kotlin = Keyword(id: 2, name: "Kotlin")

  // The error is the unique failure at `fields`, with its code, and nothing else.
  static func expectUniqueFailure(_ error: ModelValidationError, at fields: [String]) {
    #expect(error.failures.map(\.path) == fields.map { FieldPath([.field($0)]) })
    #expect(error.failures.map(\.requirements) == fields.map { _ in ["unique"] })
    #expect(error.failures.map(\.code) == fields.map { _ in "already_registered" })
  }

  @Test(
    "An insert of a name the index finds equal fails at name and leaves the other row",
    arguments: KeywordSchema.allCases, policies)
  func insertEqualName(schema: KeywordSchema, policy: Database.ConflictResolution) throws {
    let queue = try collatedDatabase(schema.sql, rows: [Self.swift])
    try queue.write { db in
      var shouted = Keyword(name: "SWIFT")
      let error = try #require(throws: ModelValidationError.self) {
        try shouted.insert(db, onConflict: policy)
      }
      Self.expectUniqueFailure(error, at: ["name"])
      #expect(shouted.id == nil)
      #expect(try db.keywords() == [Self.swift])
    }
    #expect(try queue.read { db in try db.keywords() } == [Self.swift])
  }

  @Test(
    "A plain insert, upsert, insertAndFetch or save of a name the index finds equal changes no row",
    arguments: KeywordSchema.allCases)
  func upsertEqualName(schema: KeywordSchema) throws {
    let queue = try collatedDatabase(schema.sql, rows: [Self.swift])
    try queue.write { db in
      var shouted = Keyword(name: "SWIFT")
      Self.expectUniqueFailure(
        try #require(throws: ModelValidationError.self) { try shouted.insert(db) }, at: ["name"])
      Self.expectUniqueFailure(
        try #require(throws: ModelValidationError.self) { try shouted.upsert(db) }, at: ["name"])
      Self.expectUniqueFailure(
        try #require(throws: ModelValidationError.self) {
          try shouted.insertAndFetch(db, onConflict: .replace)
        }, at: ["name"])
      Self.expectUniqueFailure(
        try #require(throws: ModelValidationError.self) {
          try shouted.save(db, onConflict: .replace)
        }, at: ["name"])
    }
    #expect(try queue.read { db in try db.keywords() } == [Self.swift])
  }

  @Test(
    "An update to a name the index finds equal fails at name and leaves both rows",
    arguments: KeywordSchema.allCases, policies)
  func updateToEqualName(schema: KeywordSchema, policy: Database.ConflictResolution) throws {
    let queue = try collatedDatabase(schema.sql, rows: [Self.swift, Self.kotlin])
    try queue.write { db in
      var renamed = Self.kotlin
      renamed.name = "swift"
      let error = try #require(throws: ModelValidationError.self) {
        try renamed.update(db, onConflict: policy)
      }
      Self.expectUniqueFailure(error, at: ["name"])
      Self.expectUniqueFailure(
        try #require(throws: ModelValidationError.self) { try renamed.update(db) }, at: ["name"])
      #expect(try db.keywords() == [Self.swift, Self.kotlin])
    }
    #expect(try queue.read { db in try db.keywords() } == [Self.swift, Self.kotlin])
  }

  @Test("A blank team and a name the index finds equal come in one error, on a key not listed")
  func everyFailureInOneError() throws {
    // `Label` lists the key (team, name); this schema's only unique index is on name alone.
    let queue = try collatedDatabase(
      "CREATE TABLE labels(id INTEGER PRIMARY KEY, team TEXT NOT NULL, name TEXT NOT NULL);"
        + "CREATE UNIQUE INDEX labels_name ON labels(name COLLATE NOCASE)")
    let reds = Label(id: 1, team: "Reds", name: "Swift")
    try queue.write { db in _ = try reds.inserted(db) }
    try queue.write { db in
      var blank = Label(team: " ", name: "SWIFT")
      let error = try #require(throws: ModelValidationError.self) {
        try blank.insert(db, onConflict: .replace)
      }
      #expect(error.failures.map(\.path) == ["team", "name"])
      #expect(error.failures.map(\.code) == ["too_short", "already_registered"])
      var valid = Label(team: "Blues", name: "swift")
      Self.expectUniqueFailure(
        try #require(throws: ModelValidationError.self) {
          try valid.insert(db, onConflict: .replace)
        }, at: ["name"])
      #expect(try db.labels() == [reds])
    }
    #expect(try queue.read { db in try db.labels() } == [reds])
  }

  @Test(
    "A two-column index with one NOCASE part refuses the pair it finds equal only",
    arguments: policies)
  func twoColumnIndex(policy: Database.ConflictResolution) throws {
    let queue = try collatedDatabase(
      "CREATE TABLE labels(id INTEGER PRIMARY KEY, team TEXT NOT NULL, name TEXT NOT NULL);"
        + "CREATE UNIQUE INDEX labels_team_name ON labels(team, name COLLATE NOCASE)")
    let reds = Label(id: 1, team: "Reds", name: "Swift")
    try queue.write { db in _ = try reds.inserted(db) }
    try queue.write { db in
      var shouted = Label(team: "Reds", name: "SWIFT")
      let error = try #require(throws: ModelValidationError.self) {
        try shouted.insert(db, onConflict: policy)
      }
      Self.expectUniqueFailure(error, at: ["team", "name"])
      #expect(try db.labels() == [reds])
      // The team part compares exactly: "REDS" is another team.
      var otherTeam = Label(team: "REDS", name: "SWIFT")
      try otherTeam.insert(db, onConflict: policy)
    }
    let labels = try queue.read { db in try db.labels() }
    #expect(labels.map(\.team) == ["Reds", "REDS"])
    #expect(labels.first == reds)
  }

  @Test("An RTRIM index finds a name with trailing spaces equal", arguments: policies)
  func rtrimIndex(policy: Database.ConflictResolution) throws {
    let queue = try collatedDatabase(
      "CREATE TABLE keywords(id INTEGER PRIMARY KEY, name TEXT NOT NULL);"
        + "CREATE UNIQUE INDEX keywords_name ON keywords(name COLLATE RTRIM)",
      rows: [Self.swift])
    try queue.write { db in
      var padded = Keyword(name: "Swift  ")
      let error = try #require(throws: ModelValidationError.self) {
        try padded.insert(db, onConflict: policy)
      }
      Self.expectUniqueFailure(error, at: ["name"])
      // RTRIM ignores trailing spaces only: case still counts.
      var shouted = Keyword(name: "SWIFT")
      try shouted.insert(db, onConflict: policy)
    }
    #expect(try queue.read { db in try db.keywords().map(\.name) } == ["Swift", "SWIFT"])
  }

  @Test(
    "A BINARY index on a NOCASE column lets a name differing in case be written",
    arguments: policies)
  func binaryIndexOnNocaseColumn(policy: Database.ConflictResolution) throws {
    let queue = try collatedDatabase(
      "CREATE TABLE keywords(id INTEGER PRIMARY KEY, name TEXT NOT NULL COLLATE NOCASE);"
        + "CREATE UNIQUE INDEX keywords_name ON keywords(name COLLATE BINARY)",
      rows: [Self.swift])
    try queue.write { db in
      var shouted = Keyword(name: "SWIFT")
      try shouted.insert(db, onConflict: policy)
      var same = Keyword(name: "Swift")
      let error = try #require(throws: ModelValidationError.self) {
        try same.insert(db, onConflict: policy)
      }
      Self.expectUniqueFailure(error, at: ["name"])
    }
    #expect(try queue.read { db in try db.keywords().map(\.name) } == ["Swift", "SWIFT"])
  }
}
