import Foundation
import Observation
import Testing
import Validation

/// An address with a ZIP, held directly by the sign-ups below.
private struct PostalAddress: ValidatableModel {
  @Validated(name: "ZIP", .nonBlank()) var zip = "10115"
  var country = "DE"

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("zip", \Self.zip, &_zip)
    visitor.visit("country", \Self.country, plain: &country)
  }
}

/// A sign-up whose rules name their fields by key path, its list written by hand.
private struct KeyedSignUp: ValidatableModel {
  var password = ValidatableValue<String>(name: "Password", .minLength(8))
  @Validated(name: "Confirmation") var confirmPassword = ""
  var address = PostalAddress()

  static let rules: [ModelRule<KeyedSignUp>] = [
    ModelRule("Passwords match", fields: [\.confirmPassword], dependsOn: [\.password]) {
      $0.password.currentValue == $0.confirmPassword
    },
    ModelRule("A German ZIP has 5 digits", fields: [\.address.zip]) {
      $0.address.country != "DE" || $0.address.zip.count == 5
    },
  ]

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("password", \Self.password, &password)
    visitor.visit("confirmation", \Self.confirmPassword, &_confirmPassword)
    visitor.visit("address", \Self.address, &address)
  }
}

/// A rule that names a field by key path through a list that names none.
private struct UnkeyedSignUp: ValidatableModel {
  @Validated(name: "Password") var password = ""
  @Validated(name: "Confirmation") var confirmPassword = ""
  var address: PostalAddress? = PostalAddress()

  static let rules: [ModelRule<UnkeyedSignUp>] = [
    ModelRule("Passwords match", fields: [\.confirmPassword]) {
      $0.password == $0.confirmPassword
    },
    ModelRule("A ZIP is given", fields: [], dependsOn: [\.address?.zip]) { _ in true },
  ]

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("password", &_password)
    visitor.visit("confirmPassword", &_confirmPassword)
    visitor.visit("address", \Self.address, &address)
  }
}

/// A list that gives the key path of one field to another of the same type by mistake.
private struct MisnamedSignUp: ValidatableModel {
  @Validated(name: "Password") var password = "correct horse"
  @Validated(name: "Confirmation") var confirmPassword = "correct hose"

  static let rules: [ModelRule<MisnamedSignUp>] = [
    ModelRule("Passwords match", fields: [\.confirmPassword], dependsOn: [\.password]) {
      $0.password == $0.confirmPassword
    }
  ]

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("password", \Self.password, &_password)
    visitor.visit("confirmPassword", \Self.password, &_confirmPassword)
  }
}

/// A class model whose list passes each field through `withField` with its key path, written
/// with the class's name (`\Self` in a class's key path fails at run time).
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor @Observable final class KeyedPasswordForm: @MainActor FormModel {
  let form = FormState()
  var password = FormField<String>(name: "Password", .minLength(8))
  var confirmPassword = FormField<String>(name: "Confirmation")

  static let rules: [ModelRule<KeyedPasswordForm>] = [
    ModelRule("Passwords match", fields: [\.confirmPassword], dependsOn: [\.password]) {
      $0.password.input == $0.confirmPassword.input
    }
  ]

  func visitFields(_ visitor: inout some FieldVisitor) {
    withField(\.password) { visitor.visit("password", \KeyedPasswordForm.password, &$0) }
    withField(\.confirmPassword) {
      visitor.visit("confirmPassword", \KeyedPasswordForm.confirmPassword, &$0)
    }
  }
}

struct ModelRuleKeyPathsTests {
  @Test("A rule's key paths report its failure at the names the field list gives them")
  func failureAtListedNames() throws {
    var signUp = KeyedSignUp()
    #expect(signUp.fieldListProblems() == [])
    try signUp.password.setValue("correct horse")
    signUp.confirmPassword = "correct horse"
    #expect(signUp.isValid())
    signUp.confirmPassword = "correct hose"
    signUp.address.zip = "123"
    let failures = signUp.validationError()?.failures ?? []
    #expect(failures.map(\.fields) == [["confirmation"], ["address.zip"]])
    #expect(
      failures.map { $0.unsatisfied.map(\.requirement) } == [
        ["Passwords match"], ["A German ZIP has 5 digits"],
      ])
    let problem = ProblemDetails(signUp.validationError()!)
    #expect(problem.errors.map(\.pointer) == ["#/confirmation", "#/address/zip"])
  }

  @Test("A rule is skipped while a field it depends on by key path is invalid")
  func dependencyByKeyPath() {
    // The password has no value yet: the rule that reads it is skipped.
    var signUp = KeyedSignUp()
    signUp.confirmPassword = "other"
    let failures = signUp.validationError()?.failures ?? []
    #expect(failures.map(\.path) == ["password"])
  }

  @Test("fieldListProblems names each key path of a rule that the field list does not name")
  func unnamedKeyPathsReported() {
    let problems = UnkeyedSignUp().fieldListProblems()
    #expect(problems.count == 2)
    #expect(
      problems.contains {
        $0.hasPrefix("A rule of UnkeyedSignUp (\"Passwords match\")")
          && $0.contains("item 1 of `fields:`")
      })
    #expect(
      problems.contains {
        $0.hasPrefix("A rule of UnkeyedSignUp (\"A ZIP is given\")")
          && $0.contains("item 1 of `dependsOn:`")
      })
    #expect(problems.allSatisfy { $0.contains("visitFields(_:) does not name") })
  }

  @Test("fieldListProblems names a key path the list gives to two fields")
  func repeatedKeyPathReported() {
    let problems = MisnamedSignUp().fieldListProblems()
    #expect(
      problems.contains {
        $0.contains("MisnamedSignUp.visitFields(_:) gives one key path to two fields")
          && $0.contains("`password`") && $0.contains("`confirmPassword`")
      })
  }

  @Test("A class model's key-path rule shows its failure in the field it names")
  @MainActor func classModelRule() throws {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let form = KeyedPasswordForm()
    #expect(form.fieldListProblems() == [])
    form.setInput("correct horse", for: \.password)
    form.setInput("correct hose", for: \.confirmPassword)
    #expect(form.confirmPassword.ruleFailures.map(\.requirement) == ["Passwords match"])
    #expect(form.password.ruleFailures.isEmpty)
    #expect(form.validationError()?.failures.map(\.fields) == [["confirmPassword"]])
    form.setInput("short", for: \.password)
    #expect(form.confirmPassword.ruleFailures.isEmpty)
  }
}
