#if Macros
  import Observation
  import Testing
  import Validation

  /// A main-actor view model whose list the macro writes, conforming through the macro.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @MainActor @Observable @ValidatableModel final class MacroPasswordForm {
    var password = FormField<String>(name: "Password", isSecret: true, .minLength(8))
    var confirmPassword = FormField<String>(name: "Confirm password")
    @ObservationIgnored @ValidationIgnored var submits = 0

    static let rules: [ModelRule<MacroPasswordForm>] = [
      ModelRule("Passwords must match", fields: ["confirmPassword"]) {
        $0.password.input == $0.confirmPassword.input
      }
    ]
  }

  /// A form model whose list the macro writes; it declares `FormModel` itself.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @MainActor @Observable @ValidatableModel final class MacroSignUpForm: @MainActor FormModel {
    let form = FormState()
    var email = FormField<String>(name: "E-mail", .email())
    var age = FormField<Int>(name: "Age", .range(16...120))
  }

  /// A plain final class holding a `@Validated` property.
  @ValidatableModel final class MacroNote {
    @Validated(name: "Text", .nonBlank()) var text = ""
    var pinned = false
  }

  /// Counts the changes observers hear.
  final class ObservedChanges: @unchecked Sendable {
    private(set) var count = 0
    func increment() { count += 1 }
  }

  @MainActor
  struct ValidatableModelMacroClassTests {
    @Test("A @MainActor @Observable class validates its fields and rules")
    func observableMainActorClass() {
      guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
      let form = MacroPasswordForm()
      #expect(form.fieldListProblems() == [])
      form.password.input = "correct horse"
      form.confirmPassword.input = "correct horse"
      #expect(form.isValid())
      form.confirmPassword.input = "correct hose"
      #expect(form.validationError()?.failures.map(\.message) == ["Passwords must match"])
    }

    @Test("Validating an @Observable class model notifies no observer")
    func validationIsQuiet() {
      guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
      let form = MacroPasswordForm()
      let changes = ObservedChanges()
      withObservationTracking {
        _ = form.password
        _ = form.confirmPassword
      } onChange: {
        changes.increment()
      }
      _ = form.isValid()
      _ = form.validationError()
      #expect(changes.count == 0)
      form.password.input = "x"
      #expect(changes.count == 1)
    }

    @Test("A FormModel with the macro's list follows its inputs")
    func formModel() {
      guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
      let signUp = MacroSignUpForm()
      signUp.setInput("ann@example.com", for: \.email)
      signUp.setInput("12", for: \.age)
      #expect(!signUp.isValid())
      #expect(signUp.validationError()?.failures.map(\.path.description) == ["age"])
      signUp.setInput("30", for: \.age)
      #expect(signUp.isValid())
    }

    @Test("A final class visits its @Validated storage and its plain values")
    func finalClass() {
      let note = MacroNote()
      var visited = note
      #expect(visited.recordedVisits() == ["guarded text", "plain pinned"])
      #expect(note.validationError()?.failures.map(\.path.description) == ["text"])
      note.text = "Buy milk"
      #expect(note.isValid())
    }
  }
#endif
