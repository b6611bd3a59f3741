import GRDB
import Testing
import Validation

@testable import Storage

// What runs no persistence callback, and so no validation: the README lists it.
@Suite("Writes that bypass validation")
struct BypassTests {
  @Test("updateAll writes a value the rules refuse; it reads back as an invalid player")
  func updateAll() throws {
    let queue = try seededDatabase()
    let changed = try queue.write { db in
      try Player.filter(id: 1).updateAll(db, Column("age").set(to: 99))
    }
    #expect(changed == 1)
    let ann = try queue.read { db in try Player.fetchOne(db, id: 1) }
    #expect(ann?.age == 99)
    #expect(ann?.isValid() == false)
  }

  @Test("deleteAll skips the delete rule: a user with notes goes, and the notes with her")
  func deleteAllUsers() throws {
    let queue = try seededDatabase()
    let deleted = try queue.write { db in try User.filter(id: 1).deleteAll(db) }
    #expect(deleted == 1)
    #expect(try queue.read { db in try db.rowCounts() } == [2, 2, 1, 0])
  }

  @Test("deleteOne skips the delete rule too")
  func deleteOneUser() throws {
    let queue = try seededDatabase()
    let deleted = try queue.write { db in try User.deleteOne(db, id: 1) }
    #expect(deleted)
    #expect(try queue.read { db in try db.rowCounts() } == [2, 2, 1, 0])
  }

  @Test("deleteAll on a team with players is stopped by the foreign key, not by validation")
  func deleteAllTeams() throws {
    let queue = try seededDatabase()
    let error = try #require(throws: DatabaseError.self) {
      try queue.write { db in try Team.deleteAll(db) }
    }
    // ON DELETE RESTRICT reports SQLITE_CONSTRAINT_TRIGGER, with this message.
    #expect(error.resultCode == .SQLITE_CONSTRAINT)
    #expect(error.message == "FOREIGN KEY constraint failed")
    #expect(try queue.read { db in try db.rowCounts() } == seedCounts)
  }

  @Test("Raw SQL writes whatever the schema accepts")
  func rawSQL() throws {
    let queue = try seededDatabase()
    try queue.write { db in
      try db.execute(sql: "INSERT INTO notes (userId, text) VALUES (2, '')")
      try db.execute(sql: "DELETE FROM users WHERE id = 1")
    }
    let notes = try queue.read { db in try Note.fetchAll(db) }
    #expect(notes.map(\.text) == [""])
    #expect(notes.map { $0.isValid() } == [false])
  }

  @Test("An upsert is validated as an insert, even when it updates a row: .update rules never run")
  func upsertRunsInsertRules() throws {
    let queue = try seededDatabase()
    try queue.write { db in
      // Bob retiring is a valid update, but the upsert checks the insert rule.
      var retired = Player(id: 2, name: "Bob", age: 19, teamId: 1, isRetired: true)
      let error = try #require(throws: ModelValidationError.self) { try retired.upsert(db) }
      #expect(error.failures.map(\.message) == ["A new player cannot be retired"])
      var older = Player(id: 2, name: "Bob", age: 20, teamId: 1)
      try older.upsert(db)
    }
    let bob = try queue.read { db in try Player.fetchOne(db, id: 2) }
    #expect(bob?.age == 20)
    #expect(bob?.isRetired == false)
    #expect(try queue.read { db in try Player.fetchCount(db) } == 2)
  }

  @Test("An upsert that updates a row skips a rule limited to .update")
  func upsertSkipsUpdateRules() throws {
    let queue = try seededDatabase()
    try queue.write { db in
      let renamed = FrozenTeam(id: 1, name: "Reds FC")
      let error = try #require(throws: ModelValidationError.self) { try renamed.update(db) }
      #expect(error.failures.map(\.message) == ["A team cannot change during the season"])
      var upserted = renamed
      try upserted.upsert(db)
    }
    let names = try queue.read { db in try Team.fetchAll(db).map(\.name) }
    #expect(names == ["Reds FC", "Blues"])
  }

  @Test("An upsert with a taken e-mail address updates that user instead of failing at email")
  func upsertOnTakenEmail() throws {
    let queue = try seededDatabase()
    try queue.write { db in
      var annie = User(email: "ann@example.com", name: "Annie")
      try annie.upsert(db)
    }
    let users = try queue.read { db in try User.order(Column("id")).fetchAll(db) }
    #expect(users.map(\.name) == ["Annie", "Bob"])
  }
}

/// A team whose every update is refused by a rule limited to `.update`, on the `teams`
/// table: what an upsert skips.
struct FrozenTeam: ValidatedRecord {
  var id: Int64?
  @Validated(name: "Name", .nonBlank()) var name = ""

  static let databaseTableName = "teams"

  static let rules: [ModelRule<FrozenTeam>] = [
    ModelRule("A team cannot change during the season", when: [.update]) { _ in false }
  ]

  init(id: Int64, name: String) {
    self.id = id
    keepingInvalidValues { $0.name = name }
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
