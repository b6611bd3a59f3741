//: [Previous](@previous)
//:
//: # An observable form
//:
//: Keep `ValidatableValue` fields in an `@Observable` view model. `setValue(_:)` mutates
//: the field, so observers (a SwiftUI view, or `withObservationTracking` here) hear about
//: it, and `isValid()` drives the submit button.
import Foundation
import Observation
import Validation

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable
final class SignUpViewModel {
  var email = ValidatableValue<String>(name: "E-mail", .email())
  var password = ValidatableValue<String>(
    name: "Password", isSecret: true, .length(8...64), .atLeast(1, .digits))

  /// Enables the submit button.
  var canSubmit: Bool { email.isValid() && password.isValid() }

  /// Called by a text field on every keystroke; the error is shown under the field.
  func emailChanged(to text: String) -> String? {
    do {
      try email.setValue(text)
      return nil
    } catch {
      return error.message
    }
  }
}

/// Counts the changes an observer hears about.
final class Observer: @unchecked Sendable {
  private let lock = NSLock()
  private var heard = 0
  func hear() { lock.withLock { heard += 1 } }
  var count: Int { lock.withLock { heard } }
}

if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
  let form = SignUpViewModel()
  let observer = Observer()
  func observeSubmitButton() {
    withObservationTracking {
      _ = form.canSubmit
    } onChange: {
      observer.hear()
    }
  }
  observeSubmitButton()

  print("submit enabled:", form.canSubmit)
  for text in ["ann", "ann@", "ann@example.com"] {
    let message = form.emailChanged(to: text) ?? "ok"
    print("typed \"\(text)\" → \(message)")
  }
  print("the submit button's observer heard", observer.count, "change(s)")
  observeSubmitButton()
  try form.password.setValue("open sesame 1")
  print("submit enabled:", form.canSubmit, "- observer heard", observer.count, "change(s) in all")
}

//: [Next: a sign-up form, keystroke by keystroke](@next)
