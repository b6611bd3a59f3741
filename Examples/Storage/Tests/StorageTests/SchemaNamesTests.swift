import GRDB
import Testing
import Validation

@testable import ValidationGRDB

// The names the search reads from the schema (tables, columns, indexes, collations) may
// need quoting, and an index's name may be taken in another schema of the connection.
@Suite("Unique indexes under odd names")
struct SchemaNamesTests {
  @Test(
    "Names with spaces, brackets, a dot and a comma; an index and a collation with quotes",
    arguments: CollatedIndexTests.policies)
  func oddNames(policy: Database.ConflictResolution) throws {
    let queue = try oddNamesDatabase()
    try queue.write { db in
      var shouted = OddKeyword(name: "SWIFT")
      CollatedIndexTests.expectUniqueFailure(
        try #require(throws: ModelValidationError.self) {
          try shouted.insert(db, onConflict: policy)
        }, at: ["name"])
      var kotlin = OddKeyword(name: "Kotlin")
      try kotlin.insert(db, onConflict: policy)
      var renamed = kotlin
      renamed.name = "swift"
      CollatedIndexTests.expectUniqueFailure(
        try #require(throws: ModelValidationError.self) {
          try renamed.update(db, onConflict: policy)
        }, at: ["name"])
      // The same row under another case is its own key, not a conflict.
      var ownCase = kotlin
      ownCase.name = "KOTLIN"
      try ownCase.update(db, onConflict: policy)
    }
    #expect(
      try queue.read { db in try OddKeyword.order(Column("id")).fetchAll(db).map(\.name) }
        == ["Swift", "KOTLIN"])
  }
}
