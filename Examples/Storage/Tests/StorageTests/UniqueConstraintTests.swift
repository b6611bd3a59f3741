import Foundation
import GRDB
import Testing
import Validation

@testable import Storage
@testable import ValidationGRDB

@Suite("UNIQUE constraints")
struct UniqueConstraintTests {
  @Test("A taken e-mail address, in any case, fails at email in the model's error shape")
  func takenEmail() throws {
    let queue = try seededDatabase()
    try queue.write { db in
      var user = User(email: "ANN@example.com", name: "Annie")
      let error = try #require(throws: ModelValidationError.self) { try user.insert(db) }
      let failure = try #require(error.failures.first)
      #expect(error.failures.count == 1)
      #expect(failure.path == "email")
      #expect(failure.fields == ["email"])
      #expect(failure.displayName == "E-mail")
      #expect(failure.requirements == ["unique"])
      #expect(failure.rejectedValue == "ANN@example.com")
      #expect(error.failures(at: "email").count == 1)
      #expect(error.failures(at: "name").isEmpty)
      #expect(
        String(describing: error) == """
          1 validation failure:
          - email (E-mail): unique (got "ANN@example.com")
          """)
      #expect(user.id == nil)
      #expect(try User.fetchCount(db) == 2)
    }
    #expect(try queue.read { db in try User.fetchCount(db) } == 2)
  }

  @Test(
    "Two addresses Swift calls equal ignoring case are one user's, beyond ASCII",
    arguments: [
      ("änn@example.com", "ÄNN@example.com"),
      ("caf\u{E9}@example.com", "cafe\u{301}@example.com"),
      ("\u{C9}va@example.com", "e\u{301}VA@example.com"),
    ])
  func uniqueBeyondASCII(first: String, second: String) throws {
    // Different spellings, which SQLite's NOCASE, folding ASCII letters only, keeps apart.
    #expect(!first.unicodeScalars.elementsEqual(second.unicodeScalars))
    let queue = try seededDatabase()
    try queue.write { db in
      _ = try User(email: first, name: "First").inserted(db)
      var other = User(email: second, name: "Second")
      let error = try #require(throws: ModelValidationError.self) { try other.insert(db) }
      #expect(error.failures.map(\.path) == ["email"])
      #expect(error.failures.map(\.requirements) == [["unique"]])
      #expect(error.failures.first?.rejectedValue == second)
    }
    // The address is kept as typed, for display; the key is what makes it unique.
    let stored = try queue.read { db in try User.fetchOne(db, id: 3) }
    #expect(stored.map { Array($0.email.unicodeScalars) } == Array(first.unicodeScalars))
    let key = try queue.read { db in
      try String.fetchOne(db, sql: "SELECT emailKey FROM users WHERE id = 3")
    }
    #expect(key == User.emailKey(for: second))
  }

  @Test("A 422 problem document points at the e-mail field")
  func problemDetails() throws {
    let queue = try seededDatabase()
    let error = try #require(throws: ModelValidationError.self) {
      try queue.write { db in _ = try User(email: "bob@example.com", name: "Bob").inserted(db) }
    }
    let problem = ProblemDetails(error)
    #expect(problem.status == 422)
    #expect(problem.errors.map(\.pointer) == ["#/email"])
    #expect(problem.errors.map(\.detail) == ["This value is already registered."])
    #expect(problem.errors.map(\.code) == ["already_registered"])
    let german = ProblemDetails(error, locale: Locale(identifier: "de_DE"))
    #expect(german.errors.map(\.detail) == ["Dieser Wert ist bereits registriert."])
  }

  @Test(
    "The unique failure is worded in the script the locale writes Chinese in",
    arguments: [
      ("zh-TW", "zh-Hant", "該值已被註冊。"), ("zh-HK", "zh-Hant", "該值已被註冊。"),
      ("zh-Hant", "zh-Hant", "該值已被註冊。"), ("zh-CN", "zh-Hans", "该值已被注册。"),
      ("zh", "zh-Hans", "该值已被注册。"),
    ])
  func chineseScripts(identifier: String, tag: String, detail: String) throws {
    let queue = try seededDatabase()
    let error = try #require(throws: ModelValidationError.self) {
      try queue.write { db in _ = try User(email: "bob@example.com", name: "Bob").inserted(db) }
    }
    let locale = Locale(identifier: identifier)
    #expect(locale.messageLanguageTag == tag)
    #expect(ProblemDetails(error, locale: locale).errors.map(\.detail) == [detail])
  }

  @Test(
    "SQLite's message is read into the table's columns, or nothing for another table",
    arguments: [
      ("UNIQUE constraint failed: users.email", ["email"]),
      ("UNIQUE constraint failed: users.email, users.name", ["email", "name"]),
      ("UNIQUE constraint failed: teams.name", nil),
      ("UNIQUE constraint failed: index 'users_lower_email'", nil),
      ("NOT NULL constraint failed: users.email", nil),
    ] as [(String, [String]?)])
  func readsMessage(message: String, columns: [String]?) {
    #expect(UniqueConstraintFailure.columns(in: message, table: "users") == columns)
  }
}
