import GRDB
import Storage
import Testing
import Validation
import ValidationGRDB

@Suite("Rows read back")
struct ReadBackTests {
  /// The seed, plus a player that breaks today's rules, written by raw SQL as an older
  /// version of the app, or a rule that has since changed, could have written it.
  func databaseWithInvalidRow() throws -> DatabaseQueue {
    let queue = try seededDatabase()
    try queue.write { db in
      try db.execute(
        sql: "INSERT INTO players (id, name, age, teamId) VALUES (3, ' ', 60, 2)")
    }
    return queue
  }

  @Test("A plain fetch returns every row; an invalid one as a player whose isValid() is false")
  func lenientFetch() throws {
    let queue = try databaseWithInvalidRow()
    let players = try queue.read { db in try Player.order(Column("id")).fetchAll(db) }
    #expect(players.map(\.id) == [1, 2, 3])
    #expect(players.map { $0.isValid() } == [true, true, false])
    let stale = try #require(players.last)
    #expect(stale.age == 60)
    #expect(stale.name == " ")
    #expect(stale.validationError()?.failures.map(\.path) == ["name", "age"])
    #expect(throws: InvalidValue.self) { try stale.$age.value() }
  }

  @Test("A strict fetch throws the invalid row's error; valid rows come back")
  func strictFetch() throws {
    let queue = try databaseWithInvalidRow()
    try queue.read { db in
      let error = try #require(throws: ModelValidationError.self) {
        try Player.fetchAllValid(db)
      }
      #expect(error.failures.map(\.path) == ["name", "age"])
      #expect(error.failures.map(\.rejectedValue) == [" ", "60"])
      #expect(
        try Player.filter(Column("teamId") == 1).fetchAllValid(db).map(\.name) == ["Ann", "Bob"])
      #expect(try Player.filter(id: 1).fetchOneValid(db)?.name == "Ann")
      #expect(throws: ModelValidationError.self) { try Player.filter(id: 3).fetchOneValid(db) }
      #expect(try Player.filter(id: 4).fetchOneValid(db) == nil)
    }
  }

  @Test("An invalid row fetched cannot be written back until fixed")
  func invalidRowMustBeFixed() throws {
    let queue = try databaseWithInvalidRow()
    try queue.write { db in
      var stale = try #require(try Player.fetchOne(db, id: 3))
      let updateError = try #require(throws: ModelValidationError.self) { try stale.update(db) }
      #expect(updateError.failures.map(\.path) == ["name", "age"])
      stale.name = "Cleo"
      stale.age = 45
      try stale.update(db)
    }
    let fixed = try queue.read { db in try Player.fetchOne(db, id: 3) }
    #expect(fixed?.name == "Cleo")
    #expect(fixed?.age == 45)
    #expect(fixed?.isValid() == true)
  }

  @Test("An invalid row can be deleted through its record: a deletion checks delete rules only")
  func deleteInvalidRowThroughRecord() throws {
    let queue = try databaseWithInvalidRow()
    let deleted = try queue.write { db in
      let stale = try #require(try Player.fetchOne(db, id: 3))
      #expect(!stale.isValid())
      return try stale.delete(db)
    }
    #expect(deleted)
    #expect(try queue.read { db in try Player.fetchAll(db).map(\.id) } == [1, 2])
  }

  @Test("deleteOne deletes an invalid row: a static delete runs no callbacks")
  func deleteOneInvalidRow() throws {
    let queue = try databaseWithInvalidRow()
    let deleted = try queue.write { db in try Player.deleteOne(db, id: 3) }
    #expect(deleted)
    #expect(try queue.read { db in try Player.fetchAll(db).map(\.id) } == [1, 2])
  }

  @Test("A row whose column cannot be read as its type fails the fetch instead of crashing")
  func unreadableColumn() throws {
    let queue = try seededDatabase()
    #expect(throws: RowDecodingError.self) {
      try queue.read { db in
        try Player.fetchAll(
          db, sql: "SELECT 3 AS id, 'Cleo' AS name, NULL AS age, 2 AS teamId, 0 AS isRetired")
      }
    }
  }

  @Test("STRICT tables refuse a value of the wrong type, even from raw SQL")
  func strictTables() throws {
    let queue = try seededDatabase()
    let error = try #require(throws: DatabaseError.self) {
      try queue.write { db in
        try db.execute(sql: "UPDATE players SET age = 'old' WHERE id = 1")
      }
    }
    #expect(error.extendedResultCode == .SQLITE_CONSTRAINT_DATATYPE)
    #expect(try queue.read { db in try Player.fetchOne(db, id: 1) }?.age == 34)
  }
}
