import Foundation
import Testing
import Validation

struct ModelValidationErrorTests {
  static let nameFailure = ModelValidationError.Failure(
    path: "name", displayName: "Name", reason: .unsatisfiedRequirements,
    unsatisfied: [UnsatisfiedRequirement(requirement: "not blank", input: "")],
    rejectedValue: "")
  static let zipFailure = ModelValidationError.Failure(
    path: "address.zip", reason: .unsatisfiedRequirements,
    unsatisfied: [
      UnsatisfiedRequirement(requirement: "5 digits", input: "123", kind: .patternMismatch)
    ], rejectedValue: "123")

  @Test("Printing gives a readable multi-line report")
  func report() {
    let error = ModelValidationError([Self.nameFailure, Self.zipFailure])
    #expect(
      error.description == """
        2 validation failures:
        - name (Name): not blank (got "")
        - address.zip: 5 digits (got "123")
        """)
    #expect(ModelValidationError([Self.zipFailure]).description.hasPrefix("1 validation failure:"))
  }

  @Test("A dictionary key with a dot prints quoted in the report and is found by its path")
  func keyWithDot() throws {
    var team = Team()
    team.members["ann@example.com"] = Person(name: "Ann", age: 30, hasDrivingLicense: false)
    var draft = Draft(team)
    draft.editing.members["ann@example.com"]?.age = -1
    team = draft.editing
    let error = try #require(team.validationError())
    #expect(error.failures.map(\.path.description) == [#"members["ann@example.com"].age"#])
    #expect(error.description.contains(#"- members["ann@example.com"].age (Age):"#))
    #expect(error.failures(at: #"members["ann@example.com"]"#).count == 1)
    #expect(error.failures(at: "members.ann").isEmpty)
  }

  @Test(
    "A single failure bridges to Core Data's code for its kind",
    arguments: [
      // NSValidationNumberTooSmallError 1620, …TooLargeError 1610,
      // NSValidationStringTooShortError 1670, …TooLongError 1660 (CoreDataErrors.h).
      (UnsatisfiedRequirement.Kind.missing, 1570), (.tooSmall, 1620), (.tooLarge, 1610),
      (.tooShort, 1670), (.tooLong, 1660), (.tooFew, 1580), (.tooMany, 1590),
      (.patternMismatch, 1680), (.other, 1550),
    ])
  func coreDataCodes(kind: UnsatisfiedRequirement.Kind, code: Int) {
    let failure = ModelValidationError.Failure(
      path: "field", reason: .unsatisfiedRequirements,
      unsatisfied: [UnsatisfiedRequirement(requirement: "rule", input: "x", kind: kind)])
    let error = ModelValidationError([failure]) as NSError
    #expect(error.domain == NSCocoaErrorDomain)
    #expect(error.code == code)
    #expect(error.userInfo["NSValidationErrorKey"] as? String == "field")
  }

  @Test("A missing value bridges to 1570, a decoding failure to 1550")
  func reasonCodes() {
    #expect(ModelValidationError.Failure(path: "a", reason: .missingValue).coreDataCode == 1570)
    #expect(ModelValidationError.Failure(path: "a", reason: .undecodable("x")).coreDataCode == 1550)
  }

  @Test("Catalogue requirements bridge through a real model")
  func catalogueCodes() throws {
    var customer = Customer()
    var draft = Draft(customer.address)
    draft.editing.zip = "12"
    customer.address = draft.editing
    let error = try #require(customer.validationError()) as NSError
    #expect(error.code == 1680)
  }

  @Test("Several failures bridge to 1560 with every detailed error listed")
  func multipleErrors() throws {
    let error = ModelValidationError([Self.nameFailure, Self.zipFailure]) as NSError
    #expect(error.domain == NSCocoaErrorDomain)
    #expect(error.code == 1560)
    let detailed = try #require(error.userInfo["NSDetailedErrors"] as? [NSError])
    #expect(detailed.map(\.code) == [1550, 1680])
    #expect(
      detailed.map { $0.userInfo["NSValidationErrorKey"] as? String } == ["name", "address.zip"])
    #expect(detailed[1].userInfo["NSValidationErrorValue"] as? String == "123")
  }

  @Test("A secret never reaches the NSError user info")
  func secretNotBridged() throws {
    var customer = Customer()
    var draft = Draft(customer)
    draft.editing.password = "s3cr3t"
    draft.editing.name = ""
    customer = draft.editing
    let error = try #require(customer.validationError()) as NSError
    #expect(!"\(error.userInfo)".contains("s3cr3t"))
    #expect(!error.localizedDescription.contains("s3cr3t"))
  }
}

extension ModelValidationErrorTests {
  @Test("A cross-field rule of the model bridges with the first field it names as its key")
  func ruleFailureKey() throws {
    let tim = Person(name: "Tim", age: 15, hasDrivingLicense: true)
    let error = try #require(tim.validationError())
    #expect(error.failures.map(\.path) == [FieldPath()])
    let bridged = error as NSError
    #expect(bridged.code == 1550)
    #expect(bridged.userInfo["NSValidationErrorKey"] as? String == "age")
    let anonymous = ModelValidationError([
      .init(path: FieldPath(), reason: .unsatisfiedRequirements, unsatisfied: [])
    ])
    #expect((anonymous as NSError).userInfo["NSValidationErrorKey"] as? String == "")
  }
}

extension ModelValidationErrorTests {
  /// A model whose one field combines two requirements with `&&`.
  struct Voucher: ValidatableModel {
    var code = ValidatableValue<String>("abc", name: "Code", .minLength(3) && .atLeast(1, .digits))

    mutating func visitFields(_ visitor: inout some FieldVisitor) {
      visitor.visit("code", &code)
    }
  }

  @Test("A failure's requirements are the ones its message names: only the broken parts of &&")
  func requirementsOfConjunction() throws {
    let error = try #require(throws: ModelValidationError.self) { try Voucher().validate() }
    let failure = try #require(error.failures.first)
    #expect(failure.requirements == ["at least 1 digit"])
    #expect(failure.message == "at least 1 digit")
    #expect(
      failure.unsatisfied.map(\.requirement) == ["at least 3 characters and at least 1 digit"])
  }

  @Test("A rule that runs only when deleting bridges as Core Data's deny-delete error, 1600")
  func denyDelete() throws {
    var user = NoteUser()
    user.notes = ["a note"]
    let error = try #require(user.validationError(for: .delete))
    #expect(error.failures.map(\.reason) == [.brokenRule])
    let bridged = error as NSError
    #expect(bridged.code == 1600)
    #expect(bridged.localizedFailureReason == "A user who still has notes cannot be deleted")
    let insert = try #require(user.validationError(for: .insert))
    #expect((insert as NSError).code == 1550)
  }
}
