import Foundation
import Observation
import Testing
import Validation

/// A sign-up form that counts the walks over its fields.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor @Observable final class CountedSignUp: @MainActor FormModel {
  let form: FormState
  @ObservationIgnored var walks = 0
  var userName = FormField<String>(name: "User name", .minLength(3))
    .checking(AsyncRequirement("not taken") { $0 != "taken" })
  var password = FormField<String>(name: "Password", isSecret: true, .minLength(8))
  var confirmPassword = FormField<String>(name: "Confirm password", isSecret: true)
  var age = FormField<Int>(name: "Age", .range(16...120))

  static let rules: [ModelRule<CountedSignUp>] = [
    ModelRule("Passwords must match", fields: ["confirmPassword"]) {
      $0.password.input == $0.confirmPassword.input
    }
  ]

  init(clock: ManualClock) { form = FormState(clock: clock) }

  func visitFields(_ visitor: inout some FieldVisitor) {
    walks += 1
    withField(\.userName) { visitor.visit("userName", &$0) }
    withField(\.password) { visitor.visit("password", &$0) }
    withField(\.confirmPassword) { visitor.visit("confirmPassword", &$0) }
    withField(\.age) { visitor.visit("age", &$0) }
  }
}

@MainActor
struct FormModelWalkCostTests {
  let clock = ManualClock()

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  func form() async -> CountedSignUp {
    let signUp = CountedSignUp(clock: clock)
    // The first walk of a model type audits its field list in a debug build; the first
    // read of a form walks it once more, on a later turn, for fields assigned before it.
    _ = signUp.isValid()
    for _ in 0..<10 { await Task.yield() }
    return signUp
  }

  @Test(
    "A keystroke walks the fields once, valid or not, a rule failing or not",
    arguments: [
      ("age", "42"), ("age", "4"), ("age", "4x"), ("confirmPassword", "x"),
      ("password", "hunter22"), ("userName", "annlee"),
    ])
  func keystrokeWalksOnce(field: String, text: String) async {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let signUp = await form()
    signUp.walks = 0
    switch field {
    case "age": signUp.setInput(text, for: \.age)
    case "password": signUp.setInput(text, for: \.password)
    case "confirmPassword": signUp.setInput(text, for: \.confirmPassword)
    default: signUp.setInput(text, for: \.userName)
    }
    #expect(signUp.walks == 1)
    _ = signUp.isValid()
    #expect(signUp.walks == 1, "the validity is known from the walk")
  }

  @Test("A valid submit walks the fields once, an invalid one twice")
  func submitWalks() async throws {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let signUp = await form()
    signUp.setInput("ab", for: \.userName)
    signUp.walks = 0
    await #expect(throws: ModelValidationError.self) { try await signUp.submit() }
    #expect(signUp.walks <= 2)

    signUp.setInput("annlee", for: \.userName)
    signUp.setInput("hunter22", for: \.password)
    signUp.setInput("hunter22", for: \.confirmPassword)
    signUp.setInput("42", for: \.age)
    // The user name's check waits out its debounce: the submit starts it at once.
    signUp.walks = 0
    let valid = try await signUp.submit()
    #expect(valid.age == 42)
    #expect(signUp.walks <= 2)
  }

  @Test("A submit while a check waits out its debounce starts the check at once")
  func submitSkipsDebounce() async throws {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let signUp = await form()
    signUp.setInput("annlee", for: \.userName)
    signUp.setInput("hunter22", for: \.password)
    signUp.setInput("hunter22", for: \.confirmPassword)
    signUp.setInput("42", for: \.age)
    let submitting = Task { try await signUp.submit() }
    // The clock never moves: a submit that waited for the debounce would not end.
    var finished = false
    for _ in 0..<200 where !finished {
      await Task.yield()
      finished = clock.sleeperCount == 0 && signUp.userName.isValid()
    }
    let sleepingBefore = clock.sleeperCount
    clock.advance(by: .seconds(1))
    let valid = try await submitting.value
    #expect(finished, "the submit ended without the clock")
    #expect(sleepingBefore == 0)
    #expect(valid.userName == "annlee")
  }
}
