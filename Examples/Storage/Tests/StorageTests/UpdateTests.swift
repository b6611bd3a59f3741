import GRDB
import Storage
import Testing
import Validation
import ValidationGRDB

@Suite("Update")
struct UpdateTests {
  @Test("An invalid update throws every failure and leaves the stored row as it was")
  func rejectsInvalidUpdate() throws {
    let queue = try seededDatabase()
    try queue.write { db in
      var ann = try #require(try Player.fetchOne(db, id: 1))
      // Kept although invalid, as a form's draft keeps them.
      var draft = Draft(ann)
      draft.editing.age = 70
      draft.editing.name = ""
      ann = draft.editing
      let error = try #require(throws: ModelValidationError.self) { try ann.update(db) }
      #expect(error.failures.map(\.path) == ["name", "age"])
      // Inside the transaction: the row is unchanged.
      let stored = try #require(try Player.fetchOne(db, id: 1))
      #expect(stored.name == "Ann")
      #expect(stored.age == 34)
    }
    let stored = try queue.read { db in try Player.fetchOne(db, id: 1) }
    #expect(stored?.name == "Ann")
    #expect(stored?.age == 34)
  }

  @Test("updateChanges and save validate for .update too")
  func updateChangesAndSave() throws {
    let queue = try seededDatabase()
    try queue.write { db in
      var bob = try #require(try Player.fetchOne(db, id: 2))
      let error = try #require(throws: ModelValidationError.self) {
        try bob.updateChanges(db) { $0.keepingInvalid(age: 12) }
      }
      #expect(error.failures.map(\.path) == ["age"])
      var stored = try #require(try Player.fetchOne(db, id: 2))
      stored.keepingInvalid(age: 99)
      let saveError = try #require(throws: ModelValidationError.self) { try stored.save(db) }
      #expect(saveError.failures.map(\.path) == ["age"])
    }
    #expect(try queue.read { db in try Player.fetchOne(db, id: 2) }?.age == 19)
  }

  @Test("A rule limited to .insert does not run on update: a saved player may retire")
  func insertRuleSkippedOnUpdate() throws {
    let queue = try seededDatabase()
    try queue.write { db in
      var bob = try #require(try Player.fetchOne(db, id: 2))
      bob.isRetired = true
      try bob.update(db)
    }
    #expect(try queue.read { db in try Player.fetchOne(db, id: 2) }?.isRetired == true)
  }

  @Test("Taking an e-mail address another user has fails at email, and changes nothing")
  func uniqueOnUpdate() throws {
    let queue = try seededDatabase()
    try queue.write { db in
      var bob = try #require(try User.fetchOne(db, id: 2))
      bob.email = "Ann@Example.com"
      let error = try #require(throws: ModelValidationError.self) { try bob.update(db) }
      #expect(error.failures.map(\.path) == ["email"])
      #expect(error.failures.first?.requirements == ["unique"])
    }
    #expect(try queue.read { db in try User.fetchOne(db, id: 2) }?.email == "bob@example.com")
  }
}

extension Player {
  /// Sets the age, keeping a value that breaks the age's requirement, as a draft does.
  mutating func keepingInvalid(age: Int) {
    var draft = Draft(self)
    draft.editing.age = age
    self = draft.editing
  }
}
