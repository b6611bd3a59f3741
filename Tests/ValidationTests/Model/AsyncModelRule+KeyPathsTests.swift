import Foundation
import Testing
import Validation

/// An address held directly by the sign-up below, its fields named by key path.
private struct ServedAddress: ValidatableModel, Sendable {
  @Validated(name: "ZIP", .length(5...5)) var zip = "10115"

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("zip", \Self.zip, &_zip)
  }
}

/// A sign-up as a server decodes it, its list naming each field's key path.
private struct KeyedSignUp: ValidatableModel, Sendable {
  @Validated(name: "User name", .minLength(3)) var userName = "ann"
  @Validated(name: "E-mail", .email()) var email = "ann@example.com"
  var address = ServedAddress()
  var billing: ServedAddress? = ServedAddress()
  var referrer = ""

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("user_name", \Self.userName, &_userName)
    visitor.visit("email", \Self.email, &_email)
    visitor.visit("address", \Self.address, &address)
    visitor.visit("billing", \Self.billing, &billing)
    visitor.visit("referrer", plain: &referrer)
  }
}

/// The names a "database" holds already.
private let taken: Set<String> = ["ann", "10115"]

struct AsyncModelRuleKeyPathsTests {
  @Test("A rule named by key path reports its failure at the names the field list gives")
  func failureAtListedNames() async throws {
    let rules = [
      AsyncModelRule<KeyedSignUp>(
        "user name not taken", fields: [\.userName], dependsOn: [\.userName]
      ) { !taken.contains($0.userName) },
      AsyncModelRule<KeyedSignUp>("ZIP served", fields: [\.address.zip]) {
        !taken.contains($0.address.zip)
      },
    ]
    let error = try await #require(throws: ModelValidationError.self) {
      try await KeyedSignUp().validate(checking: rules)
    }
    #expect(error.failures.map(\.fields) == [["user_name"], ["address.zip"]])
    #expect(ProblemDetails(error).errors.map(\.pointer) == ["#/user_name", "#/address/zip"])
  }

  @Test("A rule is not asked while a field it depends on by key path is invalid")
  func dependencyByKeyPath() async throws {
    var draft = Draft(KeyedSignUp())
    draft.editing.userName = "x"
    let signUp = draft.editing
    let asked = LockedFlag()
    let rule = brokenRule("user name not taken", at: \.userName, asked)
    let error = try await #require(throws: ModelValidationError.self) {
      try await signUp.validate(checking: [rule])
    }
    #expect(!asked.isSet)
    #expect(error.failures.map(\.fields) == [["user_name"]])
  }

  @Test("A key path the list does not name shows the failure at the model as a whole")
  func unnamedKeyPath() async throws {
    let rule = AsyncModelRule<KeyedSignUp>(
      "referrer known", fields: [\.referrer], dependsOn: [\.referrer]
    ) { _ in false }
    let error = try await #require(throws: ModelValidationError.self) {
      try await KeyedSignUp().validate(checking: [rule])
    }
    #expect(error.failures.map(\.fields) == [[FieldPath()]])
  }

  @Test("A dependency the list does not name holds the rule back while a field is invalid")
  func unnamedDependencyHoldsBack() async throws {
    // `\.billing?.zip` passes through an optional, which the list's names cannot reach:
    // asking the rule would send the malformed ZIP to the database.
    var draft = Draft(KeyedSignUp())
    draft.editing.billing?.zip = "1"
    let signUp = draft.editing
    let asked = LockedFlag()
    let rule = brokenRule("ZIP served", at: \.billing?.zip, asked)
    let error = try await #require(throws: ModelValidationError.self) {
      try await signUp.validate(checking: [rule])
    }
    #expect(!asked.isSet)
    #expect(error.failures.map(\.path) == ["billing.zip"])
    // With every field valid, the rule is asked.
    await #expect(throws: ModelValidationError.self) {
      try await KeyedSignUp().validate(checking: [rule])
    }
    #expect(asked.isSet)
  }

  @Test("Rules named by key path and by name mix in one call, in order, each held back alike")
  func mixedNaming() async throws {
    var draft = Draft(KeyedSignUp())
    draft.editing.userName = "x"
    let signUp = draft.editing
    let asked = LockedFlag()
    let rules = [
      AsyncModelRule<KeyedSignUp>("e-mail free", fields: ["email"]) { _ in false },
      brokenRule("name free", at: \.userName, asked),
      AsyncModelRule<KeyedSignUp>("ZIP served", fields: [\.address.zip]) { _ in false },
      AsyncModelRule<KeyedSignUp>("name known", fields: ["user_name"], dependsOn: ["user_name"]) {
        _ in
        asked.set()
        return false
      },
    ]
    let error = try await #require(throws: ModelValidationError.self) {
      try await signUp.validate(checking: rules)
    }
    #expect(!asked.isSet)
    #expect(error.failures.map(\.fields) == [["user_name"], ["email"], ["address.zip"]])
    #expect(
      ProblemDetails(error).errors.map(\.pointer) == ["#/user_name", "#/email", "#/address/zip"])
    let detailed = (error as NSError).userInfo["NSDetailedErrors"] as? [NSError] ?? []
    #expect(
      detailed.map { $0.userInfo["NSValidationErrorKey"] as? String } == [
        "user_name", "email", "address.zip",
      ])
  }

  @Test("Concurrent validations of many model types each report their own names")
  func concurrentModelTypes() async throws {
    // Each type's names are found on its first validation: many first validations at once
    // share the cache of names.
    let results = try await withThrowingTaskGroup(of: [FieldPath].self) { group in
      for round in 0..<40 {
        group.addTask { try await Self.failureFields(of: Box<Int>(round)) }
        group.addTask { try await Self.failureFields(of: Box<String>(round)) }
        group.addTask { try await Self.failureFields(of: Box<Double>(round)) }
        group.addTask { try await Self.failureFields(of: Box<Bool>(round)) }
        group.addTask { try await Self.failureFields(of: Box<[Int]>(round)) }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results.count == 200)
    #expect(results.allSatisfy { $0 == ["box_name"] })
  }

  // The fields of the failure of a rule named by key path, for a box.
  private static func failureFields<Tag>(of box: Box<Tag>) async throws -> [FieldPath] {
    let rule = AsyncModelRule<Box<Tag>>("name free", fields: [\.name], dependsOn: [\.name]) {
      _ in false
    }
    do {
      try await box.validate(checking: [rule])
    } catch let error as ModelValidationError {
      return error.failures.first?.fields ?? []
    }
    return []
  }

  @Test("A rule from a requirement names its fields by key path too")
  func requirementRule() async throws {
    let requirement = AsyncRequirement<KeyedSignUp>("e-mail not registered") {
      $0.email != "ann@example.com"
    }
    let rule = AsyncModelRule(requirement, fields: [\.email], dependsOn: [\.email])
      .reportedAs(domain: "SignUp", code: 2, name: "email_taken")
    let error = try await #require(throws: ModelValidationError.self) {
      try await KeyedSignUp().validate(checking: [rule])
    }
    #expect(error.failures.map(\.fields) == [["email"]])
    #expect(error.failures.first?.unsatisfied.first?.code == "email_taken")
  }
}

/// A model of its own type for each `Tag`, so that each is named on its first validation.
private struct Box<Tag>: ValidatableModel, Sendable {
  @Validated(name: "Name", .minLength(3)) var name = "box"

  init(_ round: Int) {
    name = "box \(round)"
  }

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("box_name", \Self.name, &_name)
  }
}

/// A flag a rule's predicate sets, read after the validation.
private final class LockedFlag: Sendable {
  private let lock = NSLock()
  nonisolated(unsafe) private var value = false
  func set() { lock.withLock { value = true } }
  var isSet: Bool { lock.withLock { value } }
}

/// A rule shown at and depending on `keyPath` that is broken whenever it is asked, and
/// sets `asked` when it is.
private func brokenRule(
  _ description: String, at keyPath: PartialKeyPath<KeyedSignUp>, _ asked: LockedFlag
) -> AsyncModelRule<KeyedSignUp> {
  AsyncModelRule(description, fields: [keyPath], dependsOn: [keyPath]) { _ in
    asked.set()
    return false
  }
}
