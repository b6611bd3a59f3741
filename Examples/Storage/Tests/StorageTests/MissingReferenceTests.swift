import Foundation
import GRDB
import Storage
import Testing
import Validation

@Suite("Missing references")
struct MissingReferenceTests {
  @Test("A player of a team that does not exist fails at teamId, code missing_reference")
  func playerOfMissingTeam() throws {
    let queue = try seededDatabase()
    try queue.write { db in
      var player = Player(name: "Cleo", age: 22, teamId: 99)
      let error = try #require(throws: ModelValidationError.self) { try player.insert(db) }
      #expect(error.failures.map(\.path) == ["teamId"])
      #expect(error.failures.map(\.code) == ["missing_reference"])
      #expect(error.failures.map(\.rejectedValue) == ["99"])
      #expect(
        String(describing: error) == """
          1 validation failure:
          - teamId: an existing row (got "99")
          """)
      #expect(player.id == nil)
      #expect(try db.rowCounts() == seedCounts)
    }
  }

  @Test("A note of a user who does not exist fails at userId")
  func noteOfMissingUser() throws {
    let queue = try seededDatabase()
    let error = try #require(throws: ModelValidationError.self) {
      try queue.write { db in _ = try Note(userId: 7, text: "Lost").inserted(db) }
    }
    #expect(error.failures.map(\.path) == ["userId"])
    #expect(error.failures.map(\.code) == ["missing_reference"])
    #expect(try queue.read { db in try db.rowCounts() } == seedCounts)
  }

  @Test("Moving a stored player to a team that does not exist fails at teamId")
  func updateToMissingTeam() throws {
    let queue = try seededDatabase()
    try queue.write { db in
      var bob = try #require(try Player.fetchOne(db, id: 2))
      bob.teamId = 42
      let error = try #require(throws: ModelValidationError.self) { try bob.update(db) }
      #expect(error.failures.map(\.path) == ["teamId"])
      #expect(error.failures.map(\.code) == ["missing_reference"])
    }
    #expect(try queue.read { db in try Player.fetchOne(db, id: 2)?.teamId } == 1)
  }

  @Test("A 422 problem document points at teamId, in the user's language")
  func problemDetails() throws {
    let queue = try seededDatabase()
    let error = try #require(throws: ModelValidationError.self) {
      try queue.write { db in _ = try Player(name: "Cleo", age: 22, teamId: 99).inserted(db) }
    }
    let problem = ProblemDetails(error)
    #expect(problem.errors.map(\.pointer) == ["#/teamId"])
    #expect(problem.errors.map(\.code) == ["missing_reference"])
    #expect(problem.errors.map(\.detail) == ["This refers to a record that does not exist."])
    let german = ProblemDetails(error, locale: Locale(identifier: "de_DE"))
    #expect(
      german.errors.map(\.detail) == ["Dies verweist auf einen Datensatz, der nicht existiert."])
  }

  @Test(
    "The missing reference is worded in the script the locale writes Chinese in",
    arguments: [
      ("zh-TW", "引用的記錄不存在。"), ("zh-MO", "引用的記錄不存在。"), ("zh-Hant", "引用的記錄不存在。"),
      ("zh-CN", "引用的记录不存在。"), ("zh-Hans-HK", "引用的记录不存在。"),
    ])
  func chineseScripts(identifier: String, detail: String) throws {
    let queue = try seededDatabase()
    let error = try #require(throws: ModelValidationError.self) {
      try queue.write { db in _ = try Player(name: "Cleo", age: 22, teamId: 99).inserted(db) }
    }
    let problem = ProblemDetails(error, locale: Locale(identifier: identifier))
    #expect(problem.errors.map(\.detail) == [detail])
  }
}
