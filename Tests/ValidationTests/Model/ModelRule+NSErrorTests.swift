import Foundation
import Testing
import Validation

/// A team whose rules lift catalogue requirements to its relationships, as Core Data
/// declares a mandatory relationship and a maximum count.
private struct Squad: ValidatableModel {
  var team: String? = "Reds"
  var members: [String] = []
  var captain = ""

  static let rules: [ModelRule<Squad>] = [
    ModelRule(.on(\.team, .required()), fields: ["team"]),
    ModelRule(.on(\.members, .maxCount(2)), fields: ["members"]),
    ModelRule("The captain is a member", fields: ["captain"]) {
      $0.captain.isEmpty || $0.members.contains($0.captain)
    },
  ]

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("team", plain: &team)
    visitor.visit("members", plain: &members)
    visitor.visit("captain", plain: &captain)
  }
}

@Suite("A broken rule bridges to NSError with its requirement's Core Data code")
struct ModelRuleNSErrorTests {
  @Test("A rule lifting .required() bridges as a missing mandatory property, 1570")
  func liftedRequired() throws {
    var squad = Squad()
    squad.team = nil
    let error = try #require(squad.validationError())
    #expect(error.failures.map(\.reason) == [.brokenRule])
    #expect((error as NSError).code == 1570)
  }

  @Test("A rule lifting .maxCount(_:) bridges as too many items, 1590")
  func liftedMaxCount() throws {
    var squad = Squad()
    squad.members = ["ann", "bea", "cy"]
    let error = try #require(squad.validationError())
    #expect((error as NSError).code == 1590)
  }

  @Test("A rule built from a closure bridges as a plain validation error, 1550")
  func closureRule() throws {
    var squad = Squad()
    squad.captain = "dee"
    let error = try #require(squad.validationError())
    #expect((error as NSError).code == 1550)
  }

  @Test("Among several failures, each detailed error keeps its rule's code")
  func detailedCodes() throws {
    var squad = Squad()
    squad.team = nil
    squad.members = ["ann", "bea", "cy"]
    squad.captain = "dee"
    let bridged = try #require(squad.validationError()) as NSError
    #expect(bridged.code == 1560)
    let detailed = bridged.userInfo["NSDetailedErrors"] as? [NSError]
    #expect(detailed?.map(\.code) == [1570, 1590, 1550])
  }
}
