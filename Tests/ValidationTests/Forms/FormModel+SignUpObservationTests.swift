import Foundation
import Observation
import Testing
import Validation

/// A whole sign-up as a user makes it, watched as SwiftUI watches it: eight rows and a
/// submit button, each re-rendered when something it read changed.
@MainActor
struct FormModelSignUpObservationTests {
  let clock = ManualClock()
  let english = Locale(identifier: "en")

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  func row<Value>(_ signUp: TrialSignUp, _ field: KeyPath<TrialSignUp, FormField<Value>>)
    -> RenderedView
  {
    RenderedView.row(of: signUp, field, in: english)
  }

  @Test("75 keystrokes, leaving each field and three submits: at most 1.2 renders a keystroke")
  func wholeSignUpNotifiesPrecisely() async throws {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let signUp = TrialSignUp(clock: clock)
    let nameRow = row(signUp, \.name)
    let emailRow = row(signUp, \.email)
    let userNameRow = row(signUp, \.userName)
    let ageRow = row(signUp, \.age)
    let passwordRow = row(signUp, \.password)
    let confirmRow = row(signUp, \.confirmPassword)
    let birthRow = row(signUp, \.birthDate)
    let websiteRow = row(signUp, \.website)
    let button = RenderedView { signUp.isValid() ? "enabled" : "disabled" }
    let views = [
      nameRow, emailRow, userNameRow, ageRow, passwordRow, confirmRow, birthRow, websiteRow,
      button,
    ]
    func settle() {
      for view in views { view.settle() }
    }

    var keystrokes = 0
    // What a text field does: focus, each keystroke through its binding, then leaving.
    // Focus goes through the binding too (get, change the copy, set), as SwiftUI's does.
    func fill<Value: Sendable>(
      _ field: ReferenceWritableKeyPath<TrialSignUp, FormField<Value>>, with text: String
    ) {
      var focused = signUp[keyPath: field]
      focused.focusChanged(to: true)
      signUp[keyPath: field] = focused
      settle()
      var typed = signUp[keyPath: field].input
      for character in text {
        typed.append(character)
        signUp.setInput(typed, for: field)
        keystrokes += 1
        settle()
      }
      var left = signUp[keyPath: field]
      left.focusChanged(to: false)
      signUp[keyPath: field] = left
      settle()
    }
    func answerCheck() async {
      await clock.waitForSleepers(1)
      clock.advance(by: .milliseconds(300))
      while signUp.userName.isValidating { await Task.yield() }
      settle()
    }

    fill(\.name, with: "Anna Leeds")
    fill(\.email, with: "ann@example")
    #expect(emailRow.output.hasSuffix("|E-mail must be a valid e-mail address."))
    fill(\.email, with: ".com")
    #expect(emailRow.output == "ann@example.com||")
    fill(\.userName, with: "annleeds")
    #expect(userNameRow.output == "annleeds|…|", "left while its check is pending")
    await answerCheck()
    #expect(userNameRow.output == "annleeds||")
    // A first submit with half the form empty: the empty fields show their errors.
    await #expect(throws: ModelValidationError.self) { try await signUp.submit() }
    settle()
    #expect(ageRow.output == "||Age is required.")
    fill(\.age, with: "42")
    fill(\.confirmPassword, with: "hunter22")
    #expect(confirmRow.output == "hunter22||Passwords must match")
    fill(\.password, with: "hunter22")
    #expect(confirmRow.output == "hunter22||")
    fill(\.website, with: "https://ann.io")
    fill(\.birthDate, with: "1990-05-17")
    #expect(button.output == "enabled")
    _ = try await signUp.submit()
    settle()
    _ = try await signUp.submit()
    settle()

    #expect(keystrokes == 75)
    let callbacks = views.map(\.callbacks).reduce(0, +)
    let unchanged = views.map(\.unchangedRenders).reduce(0, +)
    #expect(Double(callbacks) / Double(keystrokes) <= 1.2, "\(callbacks) callbacks")
    // The button's first render computes the validity, reading every field, and
    // Observation adds those reads to the button's: the first edit renders it again,
    // unchanged. Every other render shows something new.
    #expect(unchanged == button.unchangedRenders, "rows: \(unchanged) unchanged renders")
    #expect(button.unchangedRenders <= 1)
  }
}
