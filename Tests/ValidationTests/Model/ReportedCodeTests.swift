import Foundation
import Testing
import Validation

/// A player as the seeds' Core Data example declares one: its own error domain, code 0
/// for the age and code 1 for the team rule.
private struct Player: ValidatableModel {
  static let domain = "PLAYER_ERROR_DOMAIN"

  @Validated(
    name: "Age",
    .range(16...50).reportedAs(domain: Player.domain, code: 0, name: "player_age"))
  var age = 20
  @Validated(name: "PIN", isSecret: true, .minLength(4)) var pin = "1234"
  var team: String? = "Reds"

  static let rules: [ModelRule<Player>] = [
    ModelRule("A player needs a team", fields: ["team"]) { $0.team != nil }
      .reportedAs(domain: domain, code: 1)
  ]

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("age", &_age)
    visitor.visit("pin", &_pin)
    visitor.visit("team", plain: &team)
  }
}

@Suite("Reported codes: a requirement's or rule's own NSError domain and code")
struct ReportedCodeTests {
  @Test("A failure keeps the code its requirement names, through composites and descriptions")
  func failureKeepsCode() throws {
    let coded = Requirement<Int>.range(1...9).reportedAs(domain: "D", code: 7, name: "digit")
    let expected = UnsatisfiedRequirement.ReportedCode(domain: "D", code: 7, name: "digit")
    #expect(coded.failure(for: 10)?.reportedCode == expected)
    #expect((coded && .multiple(of: 2)).failure(for: 10)?.reportedCode == expected)
    #expect(coded.described("One digit").failure(for: 10)?.reportedCode == expected)
    #expect(coded.failure(for: 10, redactingInput: true)?.reportedCode == expected)
    #expect(Requirement<Int>.range(1...9).failure(for: 10)?.reportedCode == nil)
    #expect(coded.failure(for: 5) == nil)
  }

  @Test("A field's failure bridges in its own domain, inside a 1560 error")
  func invalidValueBridges() throws {
    var age = ValidatableValue<Int>(
      name: "Age", .range(16...50).reportedAs(domain: Player.domain, code: 0, name: "player_age"))
    let error = try #require(throws: InvalidValue.self) { try age.setValue(60) }
    let bridged = error as NSError
    #expect(bridged.domain == NSCocoaErrorDomain)
    #expect(bridged.code == 1560)
    #expect(bridged.localizedDescription == "Age: between 16 and 50")
    let detailed = try #require(bridged.userInfo["NSDetailedErrors"] as? [NSError])
    #expect(detailed.map { $0.domain } == [Player.domain])
    #expect(detailed.map { $0.code } == [0])
    #expect(detailed[0].userInfo["NSValidationErrorKey"] as? String == "Age")
    #expect(ProblemDetails(error).errors.map { $0.code } == ["player_age"])
  }

  @Test("Without a code of its own, a field's failure bridges as Core Data's")
  func plainFieldBridges() throws {
    var pin = ValidatableValue<String>(name: "PIN", .minLength(4))
    let error = try #require(throws: InvalidValue.self) { try pin.setValue("1") }
    let bridged = error as NSError
    #expect(bridged.code == 1670)
    #expect(bridged.userInfo["NSDetailedErrors"] == nil)
  }

  @Test("Each detailed error keeps its own domain and code, and names the model")
  func modelBridges() throws {
    var player = Player()
    player.setDraftMode(true)  // keeps the short PIN
    player.team = nil
    player.pin = "12"
    let error = try #require(throws: ModelValidationError.self) { try player.validate() }
    let bridged = error as NSError
    #expect(bridged.domain == NSCocoaErrorDomain)
    #expect(bridged.code == 1560)
    let detailed = try #require(bridged.userInfo["NSDetailedErrors"] as? [NSError])
    #expect(detailed.map { $0.domain } == [NSCocoaErrorDomain, Player.domain])
    #expect(detailed.map { $0.code } == [1670, 1])
    for error in detailed {
      let object = error.userInfo["NSValidationObjectErrorKey"] as? String
      #expect(object == "Player(age: 20, pin: <redacted>, team: nil)")
    }
    #expect(ProblemDetails(error).errors.map { $0.code } == ["too_short", "rule"])
  }

  @Test("A lone failure with a code of its own still lists its detailed error")
  func loneCodedModelFailure() throws {
    var player = Player()
    player.team = nil
    let bridged = try #require(player.validationError) as NSError
    #expect(bridged.code == 1560)
    let detailed = try #require(bridged.userInfo["NSDetailedErrors"] as? [NSError])
    #expect(detailed.map { $0.domain } == [Player.domain])
    #expect(detailed[0].userInfo["NSValidationErrorKey"] as? String == "team")
  }

  @Test("A lone Core Data failure carries the model's description under the object key")
  func objectKeyOnSingleFailure() throws {
    var user = NoteUser()
    user.notes = ["a note"]
    let bridged = try #require(user.validationError(for: .delete)) as NSError
    #expect(bridged.code == 1600)
    let object = bridged.userInfo["NSValidationObjectErrorKey"] as? String
    #expect(object == #"NoteUser(userName: ann, notes: ["a note"])"#)
  }

  @Test("A decoding failure has no model to name")
  func noObjectWhenDecoding() throws {
    let error = try #require(throws: ModelValidationError.self) {
      try JSONDecoder().decode(Person.self, from: Data(#"{"name":"","age":3}"#.utf8))
    }
    let bridged = error as NSError
    #expect(bridged.userInfo["NSValidationObjectErrorKey"] == nil)
  }
}
