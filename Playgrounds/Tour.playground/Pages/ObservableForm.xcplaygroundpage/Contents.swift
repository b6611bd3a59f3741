//: [Previous](@previous)
//:
//: # An observable form
//:
//: Keep `FormField`s in an `@Observable` view model: each keeps what the user typed,
//: valid or not, so observers (a SwiftUI view, or `withObservationTracking` here) hear
//: about every keystroke, and `isValid()` drives the submit button. (`ValidatableValue`
//: and `@Validated` refuse invalid values: they guard models, not text fields.)
import Foundation
import Observation
import Validation

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable
final class SignUpViewModel {
  var email = FormField<String>(name: "E-mail", .email())
  var password = FormField<String>(
    name: "Password", isSecret: true, .length(8...64), .atLeast(1, .digits))

  /// Enables the submit button.
  var canSubmit: Bool { email.isValid() && password.isValid() }
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
  let english = Locale(identifier: "en")
  form.email.focusChanged(to: true)  // the user reaches the field
  for text in ["ann", "ann@"] {
    form.email.input = text  // a TextField bound to $form.email.input does this
    print("typed \"\(text)\" → \(form.email.errorLine(in: english) ?? "no error shown yet")")
  }
  form.email.focusChanged(to: false)  // the user leaves the field
  print("left the field → \(form.email.errorLine(in: english) ?? "ok")")
  form.email.input = "ann@example.com"
  print("typed \"ann@example.com\" → \(form.email.errorLine(in: english) ?? "ok")")
  print("the submit button's observer heard", observer.count, "change(s)")
  observeSubmitButton()
  form.password.input = "open sesame 1"
  print("submit enabled:", form.canSubmit, "- observer heard", observer.count, "change(s) in all")
}

//: [Next: a sign-up form, keystroke by keystroke](@next)
