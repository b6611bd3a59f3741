//: [Previous](@previous)
//:
//: # A sign-up form, keystroke by keystroke
//:
//: A `FormField` keeps exactly what the user typed, converts it to the field's type
//: (strictly: the whole text must parse) and checks the typed value. Nothing is ever
//: rejected; errors show once the user has edited a field or tried to submit.
import Foundation
import Validation

struct SignUp: ValidatableModel {
  var email = FormField<String>(name: "E-mail", .email())
  var age = FormField<Int>(name: "Age", .range(16...120))
  var password = FormField<String>(
    name: "Password", isSecret: true, .length(8...64), .atLeast(1, .digits))

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("email", &email)
    visitor.visit("age", &age)
    visitor.visit("password", &password)
  }
}

/// Prints what a UI shows for a field: its text, and its error once that is visible.
func show<Value>(_ field: FormField<Value>) {
  let error = field.visibleError.map { "  ⚠ \($0.message)" } ?? ""
  print("  \(field.name ?? "field"): [\(field)]\(error)")
}

var form = SignUp()
print("A fresh form: no errors yet, submit disabled:", !form.isValid())
show(form.email)

print("Submit pressed on the empty form:")
do {
  try form.submit()
} catch {
  show(form.email)
  show(form.age)
  print("  focus moves to:", form.firstInvalidField?.description ?? "-")
}
form.resetForm()

print("Typing the e-mail address:")
for text in ["a", "an", "ann@", "ann@example.com"] {
  form.email.input = text
  show(form.email)
}

print("Typing the age:")
for text in ["4", "4x", "42"] {
  form.age.input = text
  show(form.age)
}

print("Typing the password (a secret: shown as <redacted>), with its checklist:")
for text in ["open", "open sesame", "open sesame 1"] {
  form.password.input = text
  show(form.password)
  let checks = form.password.checklist.map { ($0.isSatisfied ? "✓ " : "✗ ") + $0.description }
  print("    " + checks.joined(separator: "   "))
}

print("Submit enabled:", form.isValid())
let valid = try form.submit()
let age: Int = valid.age  // typed: no parsing left to do
print("Submitted typed values: e-mail \(valid.email), age \(age)")

print("A profile loaded from storage is formatted into the fields:")
var loaded = SignUp()
loaded.age.setValue(67)
print("  age input: \"\(loaded.age.input)\", edited: \(loaded.age.isEdited)")
