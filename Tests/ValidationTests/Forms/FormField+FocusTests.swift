import Foundation
import Testing
import Validation

/// The logic behind a text field's view: leaving it touches it, and the line under it is
/// the visible error in the view's locale.
struct FormFieldFocusTests {
  @Test("Gaining focus changes nothing; losing it touches the field and shows its error")
  func focus() {
    var email = FormField<String>(name: "E-mail", .email())
    email.focusChanged(to: true)
    email.input = "ann@"
    #expect(!email.isTouched)
    #expect(email.errorLine(in: Locale(identifier: "en")) == nil)
    email.focusChanged(to: false)
    #expect(email.isTouched)
    #expect(
      email.errorLine(in: Locale(identifier: "en")) == "E-mail must be a valid e-mail address.")
    email.input = "ann@example.com"
    #expect(email.errorLine(in: Locale(identifier: "en")) == nil)
  }

  @Test("Focus moving through the field again keeps it touched and unchanged otherwise")
  func refocus() {
    var age = FormField<Int>(name: "Age", .range(16...120))
    age.focusChanged(to: true)
    age.focusChanged(to: false)
    let touched = age
    age.focusChanged(to: true)
    age.focusChanged(to: false)
    #expect(age == touched)
  }

  @Test("Losing a focus the field never had changes nothing; only the focused field is touched")
  func lostFocusNeverHad() {
    var email = FormField<String>(name: "E-mail", .email())
    var age = FormField<Int>(name: "Age", .range(16...120))
    let untouched = age
    email.focusChanged(to: true)
    email.focusChanged(to: false)
    age.focusChanged(to: false)
    #expect(email.isTouched)
    #expect(!age.isTouched)
    #expect(age == untouched)
    #expect(age.errorLine(in: Locale(identifier: "en")) == nil)
    email.focusChanged(to: false)
    #expect(email.isTouched)
  }
}
