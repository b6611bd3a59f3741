import Foundation
import GRDB
import Storage
import Testing
import Validation

@Suite("Delete")
struct DeleteTests {
  @Test("A team with players cannot be deleted; the team and its players stay")
  func teamWithPlayers() throws {
    let queue = try seededDatabase()
    try queue.write { db in
      let reds = try #require(try Team.fetchOne(db, id: 1))
      let error = try #require(throws: ModelValidationError.self) { try reds.delete(db) }
      #expect(error.failures.map(\.path) == [""])
      #expect(error.failures.map(\.message) == ["A team that still has players cannot be deleted"])
      // Core Data's "deny delete" code, through NSError bridging.
      #expect((error as NSError).code == 1600)
      #expect(try db.rowCounts() == seedCounts)
    }
    #expect(try queue.read { db in try db.rowCounts() } == seedCounts)
  }

  @Test("A team without players is deleted")
  func teamWithoutPlayers() throws {
    let queue = try seededDatabase()
    let deleted = try queue.write { db in try Team.fetchOne(db, id: 2)?.delete(db) }
    #expect(deleted == true)
    #expect(try queue.read { db in try Team.fetchAll(db).map(\.name) } == ["Reds"])
  }

  @Test("A team whose players all left can be deleted in the same transaction")
  func teamAfterPlayersLeave() throws {
    let queue = try seededDatabase()
    try queue.write { db in
      for player in try Player.filter(Column("teamId") == 1).fetchAll(db) {
        try player.delete(db)
      }
      _ = try #require(try Team.fetchOne(db, id: 1)).delete(db)
    }
    #expect(try queue.read { db in try db.rowCounts() } == [1, 0, 2, 2])
  }

  @Test("A user with notes cannot be deleted; a user without notes is")
  func users() throws {
    let queue = try seededDatabase()
    try queue.write { db in
      let ann = try #require(try User.fetchOne(db, id: 1))
      let error = try #require(throws: ModelValidationError.self) { try ann.delete(db) }
      #expect(error.failures.map(\.message) == ["A user who still has notes cannot be deleted"])
      let bob = try #require(try User.fetchOne(db, id: 2))
      #expect(try bob.delete(db))
    }
    let emails = try queue.read { db in try User.fetchAll(db).map(\.email) }
    #expect(emails == ["ann@example.com"])
    #expect(try queue.read { db in try Note.fetchCount(db) } == 2)
  }

  @Test("The delete rule reads the count at delete time, not when the record was fetched")
  func factsAreReadAtDeleteTime() throws {
    let queue = try seededDatabase()
    try queue.write { db in
      let bob = try #require(try User.fetchOne(db, id: 2))  // no notes when fetched
      _ = try Note(userId: 2, text: "Renew the licence").inserted(db)
      #expect(throws: ModelValidationError.self) { try bob.delete(db) }
    }
    #expect(try queue.read { db in try User.fetchCount(db) } == 2)
  }
}
