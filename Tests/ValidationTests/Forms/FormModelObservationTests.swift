import Foundation
import Observation
import Testing
import Validation

/// A view as SwiftUI runs one: its body renders under observation tracking, and a change
/// it observed makes it render again.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class RenderedView {
  private let body: @MainActor () -> String
  private let changed = ChangeCounter()
  private(set) var output = ""
  /// How many times an observed change made the view render again.
  private(set) var callbacks = 0
  /// How many of those renders gave the output the view already showed.
  private(set) var unchangedRenders = 0

  init(_ body: @escaping @MainActor () -> String) {
    self.body = body
    render()
  }

  private func render() {
    let changed = changed
    output = withObservationTracking(body) { changed.increment() }
  }

  /// Renders again if an observed change arrived since the last render.
  func settle() {
    guard changed.value > callbacks else { return }
    callbacks = changed.value
    let before = output
    render()
    if output == before { unchangedRenders += 1 }
  }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension RenderedView {
  /// A row showing a field's input, a spinner while it is checked, and its error line.
  static func row<Value>(
    of signUp: TrialSignUp, _ field: KeyPath<TrialSignUp, FormField<Value>>, in locale: Locale
  ) -> RenderedView {
    RenderedView {
      let shown = signUp[keyPath: field]
      let spinner = shown.isValidating ? "…" : ""
      return "\(shown.input)|\(spinner)|\(shown.errorLine(in: locale) ?? "")"
    }
  }
}

@MainActor
struct FormModelObservationTests {
  let clock = ManualClock()
  let english = Locale(identifier: "en")

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  func row<Value>(_ signUp: TrialSignUp, _ field: KeyPath<TrialSignUp, FormField<Value>>)
    -> RenderedView
  {
    RenderedView.row(of: signUp, field, in: english)
  }

  @Test("70 keystrokes into an eight-field form notify only the views whose output changes")
  func keystrokesNotifyPrecisely() async throws {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let signUp = TrialSignUp(clock: clock)
    signUp.setErrorDisplay(.whileTyping)
    let userNameRow = row(signUp, \.userName)
    let confirmRow = row(signUp, \.confirmPassword)
    let rows: [RenderedView] = [
      row(signUp, \.name), row(signUp, \.email), userNameRow, row(signUp, \.age),
      row(signUp, \.password), confirmRow, row(signUp, \.birthDate), row(signUp, \.website),
    ]
    let button = RenderedView { signUp.isValid() ? "enabled" : "disabled" }
    let views: [RenderedView] = rows + [button]

    var keystrokes = 0
    func type<Value: Sendable>(
      _ text: String, into field: ReferenceWritableKeyPath<TrialSignUp, FormField<Value>>
    ) {
      var typed = ""
      for character in text {
        typed.append(character)
        signUp.setInput(typed, for: field)
        keystrokes += 1
        for view in views { view.settle() }
      }
    }
    type("Ann Leeds", into: \.name)
    type("ann@example.com", into: \.email)
    type("annlee", into: \.userName)
    await clock.waitForSleepers(1)
    clock.advance(by: .milliseconds(300))
    while signUp.userName.isValidating { await Task.yield() }
    for view in views { view.settle() }
    type("42", into: \.age)
    // The confirmation first: its row shows the rule's failure until the password matches.
    type("hunter22", into: \.confirmPassword)
    #expect(confirmRow.output == "hunter22||Passwords must match")
    type("hunter22", into: \.password)
    #expect(confirmRow.output == "hunter22||")
    type("https://a.io", into: \.website)
    type("1990-05-17", into: \.birthDate)

    #expect(keystrokes == 70)
    #expect(button.output == "enabled")
    var callbacks = 0
    var unchanged = 0
    for view in views {
      callbacks += view.callbacks
      unchanged += view.unchangedRenders
    }
    let perKeystroke = Double(callbacks) / Double(keystrokes)
    #expect(perKeystroke <= 1.2, "\(callbacks) callbacks")
    // The button's first render computes the validity, reading every field; until the
    // first edit, it observes them all, and that edit renders it again unchanged. From
    // then on it observes the validity alone, and renders once, when the form turns valid.
    #expect(unchanged == 1, "\(unchanged) unchanged renders")
    #expect(button.unchangedRenders == 1)
    #expect(button.callbacks == 2)
    // The confirmation's row: its eight keystrokes, then the password's last one, which
    // clears the rule's failure.
    #expect(confirmRow.callbacks == 9)
    // The user name's six keystrokes, then its check's result.
    #expect(userNameRow.callbacks == 7)
  }
}
