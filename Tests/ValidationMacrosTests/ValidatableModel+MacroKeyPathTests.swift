#if Macros
  import Observation
  import Testing
  import Validation

  /// An address whose list the macro writes, held directly by the sign-up below.
  @ValidatableModel struct KeyedMacroAddress {
    @Validated(name: "ZIP", .nonBlank()) var zip = "10115"
    var country = "DE"
  }

  /// A sign-up whose rules name their fields by key path, its list written by the macro.
  @ValidatableModel struct KeyedMacroSignUp {
    var password = ValidatableValue<String>(name: "Password", .minLength(8))
    @Validated(name: "Confirmation") var confirmPassword = ""
    var address = KeyedMacroAddress()
    @ValidationIgnored var referrer = ""

    static let rules: [ModelRule<KeyedMacroSignUp>] = [
      ModelRule("Passwords match", fields: [\.confirmPassword], dependsOn: [\.password]) {
        $0.password.currentValue == $0.confirmPassword
      },
      ModelRule("A German ZIP has 5 digits", fields: [\.address.zip]) {
        $0.address.country != "DE" || $0.address.zip.count == 5
      },
    ]
  }

  /// A rule that names a property the macro leaves out.
  @ValidatableModel struct IgnoredFieldRule {
    @Validated(name: "Code") var code = ""
    @ValidationIgnored var referrer = ""

    static let rules: [ModelRule<IgnoredFieldRule>] = [
      ModelRule("A referrer is short", fields: [\.referrer]) { $0.referrer.count < 20 }
    ]
  }

  /// A main-actor form model whose list the macro writes, with a key-path rule.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @MainActor @Observable @ValidatableModel final class KeyedMacroPasswordForm: @MainActor FormModel
  {
    let form = FormState()
    var password = FormField<String>(name: "Password", .minLength(8))
    var confirmPassword = FormField<String>(name: "Confirmation")

    static let rules: [ModelRule<KeyedMacroPasswordForm>] = [
      ModelRule("Passwords match", fields: [\.confirmPassword], dependsOn: [\.password]) {
        $0.password.input == $0.confirmPassword.input
      }
    ]
  }

  struct ValidatableModelMacroKeyPathTests {
    @Test("A macro model's key-path rules report failures at its fields' names")
    func structRules() throws {
      var signUp = KeyedMacroSignUp()
      #expect(signUp.fieldListProblems() == [])
      try signUp.password.setValue("correct horse")
      signUp.confirmPassword = "correct hose"
      signUp.address.zip = "123"
      let error = try #require(signUp.validationError())
      #expect(error.failures.map(\.fields) == [["confirmPassword"], ["address.zip"]])
      #expect(
        ProblemDetails(error).errors.map(\.pointer) == ["#/confirmPassword", "#/address/zip"])
    }

    @Test("A macro model's rule is skipped while a field it depends on by key path is invalid")
    func dependency() {
      var signUp = KeyedMacroSignUp()
      signUp.confirmPassword = "other"
      #expect(signUp.validationError()?.failures.map(\.path) == ["password"])
    }

    @Test("A key path to a property the macro leaves out is a field list problem")
    func ignoredProperty() {
      let problems = IgnoredFieldRule().fieldListProblems()
      #expect(problems.count == 1)
      #expect(
        problems.first?.hasPrefix(
          "A rule of IgnoredFieldRule (\"A referrer is short\") names a field by a key path")
          == true)
      #expect(problems.first?.contains("`\\IgnoredFieldRule.referrer`") == true)
    }

    @Test("A macro class model's key-path rule shows its failure in the field it names")
    @MainActor func classRule() {
      guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
      let form = KeyedMacroPasswordForm()
      #expect(form.fieldListProblems() == [])
      form.setInput("correct horse", for: \.password)
      form.setInput("correct hose", for: \.confirmPassword)
      #expect(form.confirmPassword.ruleFailures.map(\.requirement) == ["Passwords match"])
      #expect(form.validationError()?.failures.map(\.fields) == [["confirmPassword"]])
      form.setInput("short", for: \.password)
      #expect(form.confirmPassword.ruleFailures.isEmpty)
    }
  }
#endif
