import GRDB
import Storage
import Testing
import Validation

@Suite("One error with every failure")
struct StoredFailuresTests {
  @Test("A taken e-mail address and a blank name fail together, in one error")
  func takenEmailAndBlankName() throws {
    let queue = try seededDatabase()
    try queue.write { db in
      var user = User(email: "ANN@example.com", name: " ")
      let error = try #require(throws: ModelValidationError.self) { try user.insert(db) }
      #expect(error.failures.map(\.path) == ["name", "email"])
      #expect(error.failures(at: "email").map(\.code) == ["already_registered"])
      #expect(error.failures(at: "email").map(\.rejectedValue) == ["ANN@example.com"])
      #expect(error.failures(at: "name").count == 1)
      #expect(try User.fetchCount(db) == 2)
    }
  }

  @Test("An update to another user's address with a blank name fails at both fields")
  func updateTakenEmailAndBlankName() throws {
    let queue = try seededDatabase()
    try queue.write { db in
      let bob = User(id: 2, email: "ann@example.com", name: "")
      let error = try #require(throws: ModelValidationError.self) { try bob.update(db) }
      #expect(error.failures.map(\.path) == ["name", "email"])
      #expect(error.failures.map(\.code).last == "already_registered")
    }
    #expect(try queue.read { db in try User.fetchOne(db, id: 2)?.email } == "bob@example.com")
  }

  @Test("A user's own address is not taken by himself when his update fails for his name")
  func ownAddressIsNotTaken() throws {
    let queue = try seededDatabase()
    try queue.write { db in
      let bob = User(id: 2, email: "BOB@example.com", name: "")
      let error = try #require(throws: ModelValidationError.self) { try bob.update(db) }
      #expect(error.failures.map(\.path) == ["name"])
    }
  }

  @Test("A player with a blank name, a wrong age and a missing team gets all three failures")
  func invalidPlayerOfMissingTeam() throws {
    let queue = try seededDatabase()
    try queue.write { db in
      var player = Player(name: "", age: 60, teamId: 99)
      let error = try #require(throws: ModelValidationError.self) { try player.insert(db) }
      #expect(error.failures.map(\.path) == ["name", "age", "teamId"])
      #expect(error.failures.map(\.code).last == "missing_reference")
      #expect(try db.rowCounts() == seedCounts)
    }
  }

  @Test("A rejected assignment and a taken address are reported together")
  func rejectedAssignmentAndTakenAddress() throws {
    let queue = try seededDatabase()
    try queue.write { db in
      var user = User(email: "ann@example.com", name: "Annie")
      user.name = "  "
      let error = try #require(throws: ModelValidationError.self) { try user.insert(db) }
      #expect(error.failures.map(\.path) == ["name", "email"])
    }
  }
}
