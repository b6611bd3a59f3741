import Observation
import Testing
import Validation

@MainActor @Observable final class MainActorPasswordForm: @MainActor ValidatableModel {
  var password = FormField<String>(name: "Password", isSecret: true, .minLength(8))
  var confirmPassword = FormField<String>(name: "Confirm password")
  static let rules: [ModelRule<MainActorPasswordForm>] = [
    ModelRule("Passwords must match", fields: ["confirmPassword"]) {
      $0.password.input == $0.confirmPassword.input
    }
  ]
  func visitFields(_ visitor: inout some FieldVisitor) {
    withField(\.password) { visitor.visit("password", &$0) }
    withField(\.confirmPassword) { visitor.visit("confirmPassword", &$0) }
  }
}

@MainActor
struct MainActorViewModelTests {
  @Test("A main-actor view model's rule reads its fields and fails when they differ")
  func ruleRuns() {
    let form = MainActorPasswordForm()
    form.password.input = "correct horse"
    form.confirmPassword.input = "correct horse"
    #expect(form.isValid())
    form.confirmPassword.input = "correct hose"
    #expect(!form.isValid())
    #expect(form.validationError?.failures.map(\.message) == ["Passwords must match"])
  }

  @Test("A main-actor view model's throwing rule fails when it throws")
  func throwingRule() {
    let form = ThrowingRuleForm()
    #expect(form.isValid())
    form.code.input = "bad"
    #expect(form.validationError?.failures.map(\.message) == ["Code must be known"])
  }
}

@MainActor @Observable final class ThrowingRuleForm: @MainActor ValidatableModel {
  struct UnknownCode: Error {}
  var code = FormField<String>(name: "Code")
  static let rules: [ModelRule<ThrowingRuleForm>] = [
    ModelRule("Code must be known", fields: ["code"]) {
      if $0.code.input == "bad" { throw UnknownCode() }
      return true
    }
  ]
  func visitFields(_ visitor: inout some FieldVisitor) {
    withField(\.code) { visitor.visit("code", &$0) }
  }
}
