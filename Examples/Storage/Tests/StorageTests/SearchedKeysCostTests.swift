import Foundation
import GRDB
import Testing
import Validation

@testable import ValidationGRDB

// A write reads the table's unique indexes from the cache: after the first write of a
// connection, no write runs a `PRAGMA`, whatever the number of databases open.
@Suite("Unique indexes read once, not per write")
struct SearchedKeysCostTests {
  // Runs `writes` on `writer` and counts the `PRAGMA` statements they run.
  static func pragmas(in writer: some DatabaseWriter, during writes: (Database) throws -> Void)
    throws -> Int
  {
    try writer.write { db in
      var count = 0
      db.trace { event in
        if case .statement(let statement) = event,
          statement.sql.uppercased().hasPrefix("PRAGMA")
        {
          count += 1
        }
      }
      defer { db.trace(nil) }
      try writes(db)
      return count
    }
  }

  // A hundred keywords named `prefix` and a number.
  static func insertHundred(_ prefix: String, in db: Database) throws {
    for number in 0..<100 {
      var keyword = Keyword(name: "\(prefix) \(number)")
      try keyword.insert(db, onConflict: .replace)
    }
  }

  @Test("A hundred inserts into a queue run no PRAGMA after the first")
  func queue() throws {
    let queue = try collatedDatabase(
      KeywordSchema.nocaseIndex.sql, rows: [Keyword(id: 1, name: "Swift")])
    #expect(try Self.pragmas(in: queue) { try Self.insertHundred("Swift", in: $0) } == 0)
    #expect(try queue.read { db in try Keyword.fetchCount(db) } == 101)
  }

  @Test("A hundred inserts into a pool run no PRAGMA after the first")
  func pool() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("SearchedKeysCostTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let pool = try DatabasePool(path: directory.appendingPathComponent("db.sqlite").path)
    try pool.write { db in
      try db.execute(sql: KeywordSchema.nocaseIndex.sql)
      _ = try Keyword(id: 1, name: "Swift").inserted(db)
    }
    for round in 0..<3 {
      #expect(try Self.pragmas(in: pool) { try Self.insertHundred("Swift \(round)", in: $0) } == 0)
      // A read between writes leaves the writer's schema as it was.
      #expect(try pool.read { db in try Keyword.fetchCount(db) } == 101 + 100 * round)
    }
  }

  @Test("Eight databases with the same table, written in turn, run no PRAGMA after the first")
  func databasesInTurn() throws {
    let queues = try (0..<8).map { _ in
      try collatedDatabase(KeywordSchema.nocaseIndex.sql, rows: [Keyword(id: 1, name: "Swift")])
    }
    for round in 0..<3 {
      for (offset, queue) in queues.enumerated() {
        let count = try Self.pragmas(in: queue) { db in
          var keyword = Keyword(name: "Swift \(round)")
          try keyword.insert(db, onConflict: .replace)
        }
        #expect(count == 0, "database \(offset), round \(round)")
      }
    }
  }
}
