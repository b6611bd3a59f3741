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
  @Test("A coded composite keeps its code inside && and ||, on either side")
  func codedCompositeKeepsCode() throws {
    let strong = (Requirement<String>.minLength(8) && .atLeast(1, .digits))
      .reportedAs(domain: "D", code: 1)
    #expect((strong && .maxLength(30)).failure(for: "abc")?.reportedCode?.code == 1)
    #expect(
      (Requirement<String>.maxLength(30) && strong).failure(for: "abc")?.reportedCode?.code == 1)
    let contact = (Requirement<String>.email() || .hasPrefix("+")).reportedAs(domain: "D", code: 2)
    #expect((contact || .uuid()).failure(for: "x")?.reportedCode?.code == 2)
    #expect(
      (strong && .maxLength(30)).description
        == "at least 8 characters and at least 1 digit and at most 30 characters")
  }

  @Test("A field breaking a coded and a plain requirement bridges one error per requirement")
  func mixedCodedField() throws {
    var word = ValidatableValue<String>(
      name: "Word", .minLength(3),
      .matches(/^[a-z]+$/).reportedAs(domain: "D", code: 9, name: "lower"))
    let error = try #require(throws: InvalidValue.self) { try word.setValue("A") }
    let fromValue = (error as NSError).userInfo["NSDetailedErrors"] as? [NSError]
    #expect(fromValue?.map { "\($0.domain) \($0.code)" } == ["NSCocoaErrorDomain 1670", "D 9"])
    #expect(ProblemDetails(error).errors.map(\.code) == ["too_short"])
    let failure = ModelValidationError.Failure(
      path: "word", reason: .unsatisfiedRequirements, unsatisfied: error.failures)
    let fromModel = (ModelValidationError([failure]) as NSError).userInfo["NSDetailedErrors"]
    #expect(
      (fromModel as? [NSError])?.map { "\($0.domain) \($0.code)" } == [
        "NSCocoaErrorDomain 1670", "D 9",
      ])
    #expect(ProblemDetails(ModelValidationError([failure])).errors.map(\.code) == ["too_short"])
  }

  @Test("The model's description shows guarded values, never secrets or plain values")
  func objectDescription() throws {
    struct Account: ValidatableModel, CustomStringConvertible {
      @Validated(name: "Name", .nonBlank()) var name = "Ann"
      @Validated(name: "Password", isSecret: true, .minLength(8)) var password = "hunter22"
      var token = "sk_live_secret"
      var pin = FormField<Int>(name: "PIN", isSecret: true, .range(0...9999))
      var nickname = FormField<String>(name: "Nickname", .minLength(2))
      var description: String { "Account(\(token))" }

      mutating func visitFields(_ visitor: inout some FieldVisitor) {
        visitor.visit("name", &_name)
        visitor.visit("password", &_password)
        visitor.visit("token", plain: &token)
        visitor.visit("pin", &pin)
        visitor.visit("nickname", &nickname)
      }
    }
    var account = Account()
    account.nickname.input = "x"
    account.pin.input = "12"
    let error = try #require(throws: ModelValidationError.self) { try account.validate() }
    let object = (error as NSError).userInfo["NSValidationErrorObject"] as? String
    #expect(
      object
        == #"Account(name: "Ann", password: <redacted>, token: String, pin: <redacted>, nickname: "x")"#
    )
  }

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
    var draft = Draft(Player())  // keeps the short PIN
    draft.editing.team = nil
    draft.editing.pin = "12"
    let player = draft.editing
    let error = try #require(throws: ModelValidationError.self) { try player.validate() }
    let bridged = error as NSError
    #expect(bridged.domain == NSCocoaErrorDomain)
    #expect(bridged.code == 1560)
    let detailed = try #require(bridged.userInfo["NSDetailedErrors"] as? [NSError])
    #expect(detailed.map { $0.domain } == [NSCocoaErrorDomain, Player.domain])
    #expect(detailed.map { $0.code } == [1670, 1])
    for error in detailed {
      let object = error.userInfo["NSValidationErrorObject"] as? String
      #expect(object == "Player(age: 20, pin: <redacted>, team: Optional<String>)")
    }
    #expect(ProblemDetails(error).errors.map { $0.code } == ["too_short", "rule"])
  }

  @Test("A lone failure with a code of its own still lists its detailed error")
  func loneCodedModelFailure() throws {
    var player = Player()
    player.team = nil
    let bridged =
      try #require(throws: ModelValidationError.self) { try player.validate() } as NSError
    #expect(bridged.code == 1560)
    let detailed = try #require(bridged.userInfo["NSDetailedErrors"] as? [NSError])
    #expect(detailed.map { $0.domain } == [Player.domain])
    #expect(detailed[0].userInfo["NSValidationErrorKey"] as? String == "team")
  }

  @Test("A lone Core Data failure carries the model's description under the object key")
  func objectKeyOnSingleFailure() throws {
    var user = NoteUser()
    user.notes = ["a note"]
    let error = try #require(throws: ModelValidationError.self) {
      try user.validate(for: .delete)
    }
    let bridged = error as NSError
    #expect(bridged.code == 1600)
    let object = bridged.userInfo["NSValidationErrorObject"] as? String
    #expect(object == #"NoteUser(userName: "ann", notes: Array<String>)"#)
    let read = try #require(user.validationError(for: .delete)) as NSError
    #expect(read.userInfo["NSValidationErrorObject"] == nil, "reading an error renders nothing")
  }

  @Test("A decoding failure has no model to name")
  func noObjectWhenDecoding() throws {
    let error = try #require(throws: ModelValidationError.self) {
      try JSONDecoder().decode(Person.self, from: Data(#"{"name":"","age":3}"#.utf8))
    }
    let bridged = error as NSError
    #expect(bridged.userInfo["NSValidationErrorObject"] == nil)
  }
}
