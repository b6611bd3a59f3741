import Foundation
import Testing
import Validation

/// A sign-up request as a server decodes it.
private struct SignUp: ValidatableModel, Sendable {
  @Validated(name: "User name", .minLength(3)) var userName = "ann"
  @Validated(name: "E-mail", .email()) var email = "ann@example.com"
  @Validated(name: "Age", .range(16...120)) var age = 30

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("userName", &_userName)
    visitor.visit("email", &_email)
    visitor.visit("age", &_age)
  }
}

/// Records which values reached the "database" and how many checks ran at once.
private actor Database {
  let taken: Set<String>
  private(set) var asked: [String] = []
  private(set) var running = 0
  private(set) var mostRunning = 0

  init(taken: Set<String>) { self.taken = taken }

  func isFree(_ value: String) async throws -> Bool {
    asked.append(value)
    running += 1
    mostRunning = max(mostRunning, running)
    // Gives other checks the chance to start before this one ends.
    for _ in 0..<100 { await Task.yield() }
    running -= 1
    return !taken.contains(value)
  }
}

private func uniquenessRules(_ database: Database) -> [AsyncModelRule<SignUp>] {
  [
    AsyncModelRule("user name not taken", fields: ["userName"], dependsOn: ["userName"]) {
      try await database.isFree($0.userName)
    },
    AsyncModelRule("e-mail not registered", fields: ["email"], dependsOn: ["email"]) {
      try await database.isFree($0.email)
    },
  ]
}

struct AsyncModelRuleTests {
  @Test("A valid model whose async rules hold passes, each rule asked once")
  func validPasses() async throws {
    let database = Database(taken: [])
    try await SignUp().validate(checking: uniquenessRules(database))
    #expect(await database.asked.sorted() == ["ann", "ann@example.com"])
  }

  @Test("Async failures join the synchronous ones in one error, in rule order")
  func failuresMerge() async throws {
    let database = Database(taken: ["ann", "ann@example.com"])
    var draft = Draft(SignUp())
    draft.editing.age = 3
    let signUp = draft.editing
    let error = await #expect(throws: ModelValidationError.self) {
      try await signUp.validate(checking: uniquenessRules(database))
    }
    #expect(error?.failures.map(\.fields) == [["age"], ["userName"], ["email"]])
    #expect(error?.failures.map(\.message).last == "e-mail not registered")
    let problem = try #require(error.map { ProblemDetails($0) })
    #expect(problem.errors.map(\.pointer) == ["#/age", "#/userName", "#/email"])
  }

  @Test("A rule on an invalid field is not asked")
  func invalidFieldSkipsRule() async throws {
    let database = Database(taken: [])
    var draft = Draft(SignUp())
    draft.editing.email = "not an address"
    let signUp = draft.editing
    let error = await #expect(throws: ModelValidationError.self) {
      try await signUp.validate(checking: uniquenessRules(database))
    }
    #expect(error?.failures.map(\.fields) == [["email"]])
    #expect(await database.asked == ["ann"])
  }

  @Test("Only a field a rule depends on skips it; the fields it names only place its failure")
  func dependenciesSkip() async throws {
    let database = Database(taken: ["not an address"])
    var draft = Draft(SignUp())
    draft.editing.email = "not an address"
    let signUp = draft.editing
    let shownOnly = AsyncModelRule<SignUp>(
      AsyncRequirement("e-mail not registered") { try await database.isFree($0.email) }
        .worded("an address nobody registered"),
      fields: ["email"])
    let error = await #expect(throws: ModelValidationError.self) {
      try await signUp.validate(checking: [shownOnly])
    }
    #expect(await database.asked == ["not an address"])
    #expect(error?.failures.map(\.fields) == [["email"], ["email"]])
    #expect(
      error?.failures.last?.message(in: Locale(identifier: "en"))
        == "Must meet this requirement: an address nobody registered.")
  }

  @Test("Rules run concurrently, never more than the limit at once", arguments: [1, 3])
  func boundedConcurrency(limit: Int) async throws {
    let database = Database(taken: [])
    let rules = (0..<12).map { index in
      AsyncModelRule<SignUp>("check \(index)") { _ in try await database.isFree("\(index)") }
    }
    try await SignUp().validate(checking: rules, maxConcurrent: limit)
    #expect(await database.asked.count == 12)
    #expect(await database.mostRunning <= limit)
    if limit > 1 { #expect(await database.mostRunning > 1) }
  }

  @Test("An error a rule throws is thrown, not reported as a broken rule")
  func throwingRulePropagates() async throws {
    struct Offline: Error {}
    let rules = [
      AsyncModelRule<SignUp>("user name not taken", fields: ["userName"], dependsOn: ["userName"]) {
        _ in throw Offline()
      }
    ]
    await #expect(throws: Offline.self) { try await SignUp().validate(checking: rules) }
  }

  @Test("A cancelled validation throws CancellationError and starts no rule after that")
  func cancellation() async throws {
    let database = Database(taken: [])
    let rules = (0..<10).map { index in
      AsyncModelRule<SignUp>("check \(index)") { _ in
        _ = try await database.isFree("\(index)")
        try await Task.sleep(for: .seconds(60))
        return true
      }
    }
    let task = Task { try await SignUp().validate(checking: rules, maxConcurrent: 2) }
    while await database.asked.count < 2 { await Task.yield() }
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(await database.asked.count == 2)
  }

  @Test("A rule's own code reaches problem details and NSError; a bad limit counts as 1")
  func reportedCode() async throws {
    let database = Database(taken: ["ann"])
    let rules = [
      AsyncModelRule<SignUp>("user name not taken", fields: ["userName"], dependsOn: ["userName"]) {
        try await database.isFree($0.userName)
      }
      .reportedAs(domain: "SignUp", code: 7, name: "user_name_taken")
    ]
    let error = try await #require(throws: ModelValidationError.self) {
      try await SignUp().validate(checking: rules, maxConcurrent: 0)
    }
    #expect(ProblemDetails(error).errors.map(\.code) == ["user_name_taken"])
    let detailed = (error as NSError).userInfo["NSDetailedErrors"] as? [NSError]
    #expect(detailed?.map { "\($0.domain) \($0.code)" } == ["SignUp 7"])
  }
}
