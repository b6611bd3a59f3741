import Observation
import Testing
import Validation

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
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
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let form = MainActorPasswordForm()
    form.password.input = "correct horse"
    form.confirmPassword.input = "correct horse"
    #expect(form.isValid())
    form.confirmPassword.input = "correct hose"
    #expect(!form.isValid())
    #expect(form.validationError()?.failures.map(\.message) == ["Passwords must match"])
  }

  @Test("A main-actor view model's throwing rule fails when it throws")
  func throwingRule() {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let form = ThrowingRuleForm()
    #expect(form.isValid())
    form.code.input = "bad"
    #expect(form.validationError()?.failures.map(\.message) == ["Code must be known"])
  }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
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
