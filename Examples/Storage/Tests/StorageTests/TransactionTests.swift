import GRDB
import Storage
import Testing
import Validation

@Suite("Transactions")
struct TransactionTests {
  @Test("When one write of a transaction is rejected, all of them roll back")
  func rollsBackEveryWrite() throws {
    let queue = try seededDatabase()
    let error = try #require(throws: ModelValidationError.self) {
      try queue.write { db in
        var greens = try Team(name: "Greens").inserted(db)
        _ = try Player(name: "Cleo", age: 22, teamId: 3).inserted(db)
        greens.name = "Green Team"
        try greens.update(db)
        try #require(try Team.fetchOne(db, id: 2)).delete(db)
        _ = try Player(name: "Dan", age: 12, teamId: 3).inserted(db)  // rejected: age
      }
    }
    #expect(error.failures.map(\.path) == ["age"])
    let names = try queue.read { db in try Team.fetchAll(db).map(\.name) }
    #expect(names == ["Reds", "Blues"])
    #expect(try queue.read { db in try db.rowCounts() } == seedCounts)
  }

  @Test("A rejected write caught inside the transaction leaves the others to commit")
  func catchingKeepsTheOthers() throws {
    let queue = try seededDatabase()
    try queue.write { db in
      _ = try Player(name: "Cleo", age: 22, teamId: 2).inserted(db)
      #expect(throws: ModelValidationError.self) {
        _ = try Player(name: "Dan", age: 12, teamId: 2).inserted(db)
      }
      #expect(try Player.filter(Column("teamId") == 2).fetchAll(db).map(\.name) == ["Cleo"])
    }
    let names = try queue.read { db in try Player.filter(Column("teamId") == 2).fetchAll(db) }
      .map(\.name)
    #expect(names == ["Cleo"])
  }

  @Test("Several users in one transaction: a taken e-mail address rolls back the rest")
  func uniqueRollsBack() throws {
    let queue = try seededDatabase()
    #expect(throws: ModelValidationError.self) {
      try queue.write { db in
        _ = try User(email: "cleo@example.com", name: "Cleo").inserted(db)
        _ = try User(email: "dan@example.com", name: "Dan").inserted(db)
        _ = try User(email: "BOB@example.com", name: "Robert").inserted(db)
      }
    }
    #expect(try queue.read { db in try User.fetchCount(db) } == 2)
  }
}
