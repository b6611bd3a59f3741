import Foundation
import GRDB
import Testing
import Validation

@testable import ValidationGRDB

// The unique-index cache is shared by every connection of the process: tasks writing into
// several databases at once, while others read, each find their own table's keys.
@Suite("Unique indexes searched from concurrent tasks")
struct SearchedKeysConcurrencyTests {
  @Test("Tasks writing into NOCASE and exact databases at once each refuse as their index does")
  func concurrentWriters() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("SearchedKeysConcurrencyTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let pools = try (0..<4).map { offset in
      let pool = try DatabasePool(path: directory.appendingPathComponent("\(offset).sqlite").path)
      let schema =
        offset.isMultiple(of: 2)
        ? KeywordSchema.nocaseIndex.sql : SearchedKeysCacheTests.binarySchema
      try pool.write { db in
        try db.execute(sql: schema)
        _ = try Keyword(id: 1, name: "Swift").inserted(db)
      }
      return pool
    }
    let refusals = try await withThrowingTaskGroup(of: (Int, Int).self) { group in
      for (offset, pool) in pools.enumerated() {
        group.addTask {
          var refused = 0
          for round in 0..<25 {
            try pool.write { db in
              var shouted = Keyword(name: "SWIFT")
              do {
                try shouted.insert(db, onConflict: .replace)
                try db.execute(sql: "DELETE FROM keywords WHERE name = 'SWIFT'")
              } catch is ModelValidationError {
                refused += 1
              }
              var fresh = Keyword(name: "Swift \(round)")
              try fresh.insert(db, onConflict: .replace)
            }
          }
          return (offset, refused)
        }
        group.addTask {
          for _ in 0..<25 { _ = try await pool.read { db in try Keyword.fetchCount(db) } }
          return (-1, 0)
        }
      }
      var refusals: [Int: Int] = [:]
      for try await (offset, refused) in group where offset >= 0 { refusals[offset] = refused }
      return refusals
    }
    #expect(refusals == [0: 25, 1: 0, 2: 25, 3: 0])
    for pool in pools {
      #expect(try await pool.read { db in try Keyword.fetchCount(db) } == 26)
      #expect(try await pool.read { db in try db.keywords().first?.name } == "Swift")
    }
  }
}
