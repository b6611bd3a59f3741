import Testing
import Validation

/// A person held by a team, whose own delete rule a team's deletion also checks.
private struct Member: ValidatableModel {
  @Validated(name: "Age", .range(16...50)) var age = 20
  var isCaptain = false

  static let rules: [ModelRule<Member>] = [
    ModelRule("The captain cannot be deleted", fields: ["isCaptain"], when: [.delete]) {
      !$0.isCaptain
    },
    ModelRule("A captain is an adult", fields: ["age"]) { !$0.isCaptain || $0.age >= 18 },
  ]

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("age", &_age)
    visitor.visit("isCaptain", plain: &isCaptain)
  }
}

private struct Squad: ValidatableModel {
  var members: [Member] = []

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("members", &members)
  }
}

@Suite("Deleting checks only delete rules, as Core Data's validateForDelete")
struct DeletionContextTests {
  @Test("A model holding a value today's rules refuse can still be deleted")
  func invalidValuesDoNotBlockDeletion() throws {
    var draft = Draft(Member())
    draft.editing.age = 12  // stored before the rule changed, say
    draft.editing.isCaptain = true
    var member = draft.editing
    #expect(!member.isValid())
    #expect(member.validationError()?.failures.map(\.fields) == [["age"], ["age"]])
    #expect(!member.isValid(for: .delete))
    let error = try #require(member.validationError(for: .delete))
    #expect(error.failures.map(\.message) == ["The captain cannot be deleted"])
    member.isCaptain = false
    #expect(member.isValid(for: .delete))
    try member.validate(for: .delete)
  }

  @Test("The delete rules of nested models run, with their paths")
  func nestedDeleteRules() throws {
    var squad = Squad(members: [Member(), Member()])
    squad.members[1].isCaptain = true
    let error = try #require(throws: ModelValidationError.self) {
      try squad.validate(for: .delete)
    }
    #expect(error.failures.map(\.path) == ["members[1]"])
    #expect(error.failures.map(\.fields) == [["members[1].isCaptain"]])
  }

  @Test("An update for .delete still fails on a rejected assignment")
  func rejectedAssignmentFailsUpdate() throws {
    var member = Member()
    #expect(throws: ModelValidationError.self) {
      try member.update(for: .delete) { $0.age = 99 }
    }
    #expect(member.age == 20)
  }
}
