import GRDB
import Testing
import Validation
import ValidationGRDB

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

  @Test("A batch update with REPLACE deletes the row it collides with, and its notes")
  func updateAllReplacing() throws {
    let queue = try seededDatabase()
    try queue.write { db in
      _ = try User.filter(id: 2).updateAll(
        db, onConflict: .replace, Column("emailKey").set(to: "ann@example.com"))
    }
    #expect(try queue.read { db in try db.rowCounts() } == [2, 2, 1, 0])
  }

  @Test("updateChanges(from:) after a rejected assignment writes nothing and returns false")
  func updateChangesFromAfterRejection() throws {
    let queue = try seededDatabase()
    let changed = try queue.write { db in
      let stored = try #require(try User.fetchOne(db, id: 2))
      var bob = stored
      bob.email = "not an address"
      return try bob.updateChanges(db, from: stored)
    }
    #expect(changed == false)
    #expect(try queue.read { db in try User.fetchOne(db, id: 2) }?.email == "bob@example.com")
  }
}
