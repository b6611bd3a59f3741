import GRDB
import Storage
import Testing
import Validation

@Suite("Insert")
struct InsertTests {
  @Test("A valid player is inserted, given an id, and reads back as written")
  func insertsValidPlayer() throws {
    let queue = try seededDatabase()
    let id = try queue.write { db in
      try Player(name: "Cleo", age: 22, teamId: 2).inserted(db).id
    }
    let stored = try queue.read { db in try Player.fetchOne(db, id: id) }
    #expect(id != nil)
    #expect(stored?.name == "Cleo")
    #expect(stored?.age == 22)
    #expect(stored?.teamId == 2)
    #expect(stored?.isValid() == true)
  }

  @Test("An invalid player throws every failure with its path and writes nothing")
  func rejectsInvalidPlayer() throws {
    let queue = try seededDatabase()
    try queue.write { db in
      var player = Player(name: "", age: 60, teamId: 2, isRetired: true)
      let error = try #require(throws: ModelValidationError.self) { try player.insert(db) }
      #expect(error.failures.map(\.path) == ["name", "age", ""])
      #expect(error.failures.map(\.fields) == [["name"], ["age"], ["isRetired"]])
      #expect(
        error.failures.map(\.message)
          == ["not blank", "between 16 and 50", "A new player cannot be retired"])
      #expect(
        String(describing: error) == """
          3 validation failures:
          - name (Name): not blank (got "")
          - age (Age): between 16 and 50 (got 60)
          - isRetired: A new player cannot be retired
          """)
      #expect(player.id == nil)
      // Inside the transaction: nothing was written.
      #expect(try db.rowCounts() == seedCounts)
    }
    #expect(try queue.read { db in try db.rowCounts() } == seedCounts)
  }

  @Test("save validates a new row for .insert: the insert rule runs")
  func saveNewRow() throws {
    let queue = try seededDatabase()
    try queue.write { db in
      var player = Player(name: "Cleo", age: 22, teamId: 2, isRetired: true)
      let error = try #require(throws: ModelValidationError.self) { try player.save(db) }
      #expect(error.failures.map(\.message) == ["A new player cannot be retired"])
      player.isRetired = false
      try player.save(db)
    }
    let names = try queue.read { db in try Player.filter(Column("teamId") == 2).fetchAll(db) }
      .map(\.name)
    #expect(names == ["Cleo"])
  }

  @Test("Ages outside 16...50 are refused at age", arguments: [-1, 0, 15, 51, 200])
  func refusesAge(age: Int) throws {
    let queue = try seededDatabase()
    try queue.write { db in
      let error = try #require(throws: ModelValidationError.self) {
        _ = try Player(name: "Cleo", age: age, teamId: 2).inserted(db)
      }
      #expect(error.failures.map(\.path) == ["age"])
      #expect(error.failures.first?.rejectedValue == "\(age)")
    }
    #expect(try queue.read { db in try Player.fetchCount(db) } == 2)
  }

  @Test("Ages at the bounds are accepted", arguments: [16, 50])
  func acceptsAge(age: Int) throws {
    let queue = try seededDatabase()
    try queue.write { db in _ = try Player(name: "Cleo", age: age, teamId: 2).inserted(db) }
    let stored = try queue.read { db in
      try Int.fetchOne(db, sql: "SELECT age FROM players WHERE name = 'Cleo'")
    }
    #expect(stored == age)
  }

  @Test("A blank note is refused; a note is written for its user")
  func notes() throws {
    let queue = try seededDatabase()
    try queue.write { db in
      let error = try #require(throws: ModelValidationError.self) {
        _ = try Note(userId: 2, text: "  ").inserted(db)
      }
      #expect(error.failures.map(\.path) == ["text"])
      _ = try Note(userId: 2, text: "Stretch first").inserted(db)
    }
    let texts = try queue.read { db in try Note.filter(Column("userId") == 2).fetchAll(db) }
      .map(\.text)
    #expect(texts == ["Stretch first"])
  }
}
