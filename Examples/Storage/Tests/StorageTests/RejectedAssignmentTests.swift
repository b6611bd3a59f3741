import GRDB
import Storage
import Testing
import Validation
import ValidationGRDB

// A plain assignment to a `@Validated` property that breaks a requirement keeps the old
// value; a write after it must fail rather than store the old value as if the edit had been.
@Suite("Rejected assignments")
struct RejectedAssignmentTests {
  @Test("An update after a rejected assignment fails at the field and stores nothing")
  func updateAfterRejection() throws {
    let queue = try seededDatabase()
    try queue.write { db in
      var bob = try #require(try User.fetchOne(db, id: 2))
      bob.name = "Robert"
      bob.email = "not an address"
      #expect(bob.email == "bob@example.com")
      let error = try #require(throws: ModelValidationError.self) { try bob.update(db) }
      #expect(error.failures.map(\.path) == ["email"])
      #expect(error.failures.first?.rejectedValue == "not an address")
      let saveError = try #require(throws: ModelValidationError.self) { try bob.save(db) }
      #expect(saveError.failures.map(\.path) == ["email"])
    }
    #expect(try queue.read { db in try User.fetchOne(db, id: 2) }?.name == "Bob")
  }

  @Test("An insert after a rejected assignment fails at the field")
  func insertAfterRejection() throws {
    let queue = try seededDatabase()
    try queue.write { db in
      var cleo = Player(name: "Cleo", age: 22, teamId: 2)
      cleo.age = 12
      let error = try #require(throws: ModelValidationError.self) { try cleo.insert(db) }
      #expect(error.failures.map(\.path) == ["age"])
    }
    #expect(try queue.read { db in try Player.fetchCount(db) } == 2)
  }

  @Test("updateChanges fails at a rejected assignment, although no column changed")
  func updateChangesAfterRejection() throws {
    let queue = try seededDatabase()
    try queue.write { db in
      var bob = try #require(try User.fetchOne(db, id: 2))
      let error = try #require(throws: ModelValidationError.self) {
        try bob.updateChanges(db) { $0.email = "not an address" }
      }
      #expect(error.failures.map(\.path) == ["email"])
      #expect(try bob.updateChanges(db) { $0.name = "Robert" } == true)
    }
    #expect(try queue.read { db in try User.fetchOne(db, id: 2) }?.name == "Robert")
  }

  @Test("An accepted assignment after the rejected one lets the write through")
  func acceptedAfterRejection() throws {
    let queue = try seededDatabase()
    try queue.write { db in
      var bob = try #require(try User.fetchOne(db, id: 2))
      bob.email = "not an address"
      bob.email = "robert@example.com"
      try bob.update(db)
    }
    #expect(try queue.read { db in try User.fetchOne(db, id: 2) }?.email == "robert@example.com")
  }

  @Test("Editing through update(_:) throws at the rejected assignment, before any write")
  func editThroughUpdate() throws {
    let queue = try seededDatabase()
    try queue.write { db in
      var bob = try #require(try User.fetchOne(db, id: 2))
      let error = try #require(throws: ModelValidationError.self) {
        try bob.update { $0.email = "not an address" }
      }
      #expect(error.failures.map(\.path) == ["email"])
      #expect(bob.$email.lastRejection == nil)
      try bob.update { $0.email = "robert@example.com" }
      try bob.update(db)
    }
    #expect(try queue.read { db in try User.fetchOne(db, id: 2) }?.email == "robert@example.com")
  }
}
