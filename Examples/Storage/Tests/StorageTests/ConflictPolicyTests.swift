import GRDB
import Testing
import Validation

@testable import Storage
@testable import ValidationGRDB

// A write through a record never resolves a conflict by deleting, updating or skipping
// another row, whatever conflict policy it is given: each fails as the default ABORT does.
@Suite("Conflict policies")
struct ConflictPolicyTests {
  static let policies: [Database.ConflictResolution] = [
    .abort, .fail, .rollback, .ignore, .replace,
  ]

  @Test(
    "An insert with a taken e-mail address fails at email and deletes no one", arguments: policies)
  func insertOnTakenEmail(policy: Database.ConflictResolution) throws {
    let queue = try seededDatabase()
    try queue.write { db in
      var annie = User(email: "ann@example.com", name: "Annie")
      let error = try #require(throws: ModelValidationError.self) {
        try annie.insert(db, onConflict: policy)
      }
      #expect(error.failures.map(\.path) == ["email"])
      #expect(error.failures.map(\.requirements) == [["unique"]])
      #expect(try db.rowCounts() == seedCounts)
    }
    let ann = try queue.read { db in try User.fetchOne(db, id: 1) }
    #expect(ann?.name == "Ann")
  }

  @Test("insertAndFetch and save with REPLACE fail at email too")
  func insertAndFetchAndSave() throws {
    let queue = try seededDatabase()
    try queue.write { db in
      let annie = User(email: "ANN@example.com", name: "Annie")
      let error = try #require(throws: ModelValidationError.self) {
        try annie.insertAndFetch(db, onConflict: .replace)
      }
      #expect(error.failures.map(\.path) == ["email"])
      var saved = annie
      let saveError = try #require(throws: ModelValidationError.self) {
        try saved.save(db, onConflict: .replace)
      }
      #expect(saveError.failures.map(\.path) == ["email"])
    }
    #expect(try queue.read { db in try db.rowCounts() } == seedCounts)
  }

  @Test(
    "An insert with a taken id replaces no row: a player is not moved to another team",
    arguments: policies)
  func insertOnTakenId(policy: Database.ConflictResolution) throws {
    let queue = try seededDatabase()
    try queue.write { db in
      var moved = Player(id: 2, name: "Bob", age: 19, teamId: 2)
      let error = try #require(throws: DatabaseError.self) {
        try moved.insert(db, onConflict: policy)
      }
      #expect(error.extendedResultCode == .SQLITE_CONSTRAINT_PRIMARYKEY)
      #expect(error.message == "UNIQUE constraint failed: players.id")
    }
    #expect(try queue.read { db in try Player.fetchOne(db, id: 2) }?.teamId == 1)
  }

  @Test("A record whose own conflict policy is REPLACE is refused the same way")
  func replacingPolicy() throws {
    let queue = try seededDatabase()
    try queue.write { db in
      var moved = ReplacingPlayer(id: 2, teamId: 2)
      #expect(throws: DatabaseError.self) { try moved.insert(db) }
    }
    #expect(try queue.read { db in try Player.fetchOne(db, id: 2) }?.teamId == 1)
  }

  @Test(
    "An update taking another user's address fails at email and deletes no one", arguments: policies
  )
  func updateOnTakenEmail(policy: Database.ConflictResolution) throws {
    let queue = try seededDatabase()
    try queue.write { db in
      var bob = try #require(try User.fetchOne(db, id: 2))
      try bob.update { $0.email = "ann@example.com" }
      let error = try #require(throws: ModelValidationError.self) {
        try bob.update(db, onConflict: policy)
      }
      #expect(error.failures.map(\.path) == ["email"])
      #expect(try db.rowCounts() == seedCounts)
    }
    let emails = try queue.read { db in try User.order(Column("id")).fetchAll(db).map(\.email) }
    #expect(emails == ["ann@example.com", "bob@example.com"])
  }

  @Test("An update that keeps its own unique values is not a conflict")
  func updateKeepingOwnEmail() throws {
    let queue = try seededDatabase()
    try queue.write { db in
      var bob = try #require(try User.fetchOne(db, id: 2))
      try bob.update { $0.name = "Robert" }
      try bob.update(db, onConflict: .replace)
    }
    #expect(try queue.read { db in try User.fetchOne(db, id: 2) }?.name == "Robert")
  }

  @Test("An upsert inserts a new row")
  func upsertInsertsNewRow() throws {
    let queue = try seededDatabase()
    try queue.write { db in
      var cleo = Player(id: 3, name: "Cleo", age: 22, teamId: 2)
      try cleo.upsert(db)
    }
    #expect(try queue.read { db in try Player.fetchOne(db, id: 3) }?.name == "Cleo")
  }

  @Test("An upsert onto a stored row is refused: it would update it under the insert rules")
  func upsertOntoStoredRow() throws {
    let queue = try seededDatabase()
    try queue.write { db in
      // A rule limited to .update refuses every change to this team; an upsert would skip it.
      var renamed = FrozenTeam(id: 1, name: "Reds FC")
      let error = try #require(throws: ModelValidationError.self) { try renamed.update(db) }
      #expect(error.failures.map(\.message) == ["A team cannot change during the season"])
      #expect(throws: DatabaseError.self) { try renamed.upsert(db) }
      var older = Player(id: 2, name: "Bob", age: 20, teamId: 1)
      #expect(throws: DatabaseError.self) { try older.upsert(db) }
    }
    #expect(try queue.read { db in try Team.fetchAll(db).map(\.name) } == ["Reds", "Blues"])
    #expect(try queue.read { db in try Player.fetchOne(db, id: 2) }?.age == 19)
  }

  @Test("An upsert with a taken e-mail address fails at email instead of updating that user")
  func upsertOnTakenEmail() throws {
    let queue = try seededDatabase()
    try queue.write { db in
      var annie = User(email: "ann@example.com", name: "Annie")
      let error = try #require(throws: ModelValidationError.self) { try annie.upsert(db) }
      #expect(error.failures.map(\.path) == ["email"])
    }
    let users = try queue.read { db in try User.order(Column("id")).fetchAll(db) }
    #expect(users.map(\.name) == ["Ann", "Bob"])
  }
}

/// A player record on the `players` table that asks SQLite to replace a conflicting row on
/// every insert and update.
struct ReplacingPlayer: ValidatedRecord {
  static let databaseTableName = "players"
  static let persistenceConflictPolicy = PersistenceConflictPolicy(
    insert: .replace, update: .replace)

  var id: Int64?
  var teamId: Int64

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("id", plain: &id)
    visitor.visit("teamId", plain: &teamId)
  }

  func encode(to container: inout PersistenceContainer) {
    container["id"] = id
    container["name"] = "Bob"
    container["age"] = 19
    container["teamId"] = teamId
  }
}

/// A team whose every update is refused by a rule limited to `.update`, on the `teams`
/// table: what an upsert onto a stored team would skip.
struct FrozenTeam: ValidatedRecord {
  var id: Int64?
  @Validated(name: "Name", .nonBlank()) var name = ""

  static let databaseTableName = "teams"

  static let rules: [ModelRule<FrozenTeam>] = [
    ModelRule("A team cannot change during the season", when: [.update]) { _ in false }
  ]

  init(id: Int64, name: String) {
    self.id = id
    self.name = name
  }

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("id", plain: &id)
    visitor.visit("name", &_name)
  }

  func encode(to container: inout PersistenceContainer) {
    container["id"] = id
    container["name"] = name
  }
}

@Suite("Unique keys")
struct UniqueKeyTests {
  @Test("Each record lists its table's unique keys as the schema has them")
  func keysMatchSchema() throws {
    let queue = try StorageDatabase.open()
    try queue.read { db in
      let listed = [
        Player.uniqueKeys(in: db), Team.uniqueKeys(in: db), User.uniqueKeys(in: db),
        Note.uniqueKeys(in: db),
      ]
      let tables = [
        Player.databaseTableName, Team.databaseTableName, User.databaseTableName,
        Note.databaseTableName,
      ]
      let schema = try tables.map { table in
        try StoredConflict.schemaKeys(of: table, in: db)
      }
      #expect(listed == schema)
      #expect(schema[2] == [["id"], ["emailKey"]])
    }
  }
}
