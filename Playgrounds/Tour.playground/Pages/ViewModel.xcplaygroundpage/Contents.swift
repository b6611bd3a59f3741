//: [Previous](@previous)
//:
//: # @Validated in a view model
//:
//: `@Validated` gives a stored property the same guarantee as `ValidatableValue`:
//: an assignment is checked first, and a rejected value is not stored.
//: The projected value (`$email`) is the `ValidatableValue` with its whole API.
import Validation

final class SignUpViewModel {
  @Validated(name: "Name", .nonBlank(), .maxLength(40))
  var name: String = ""

  @Validated(name: "E-mail", .email())
  var email: String = ""

  @Validated(name: "Age", .range(16...120))
  var age: Int = 18

  @Validated(
    name: "Password", isSecret: true,
    .length(8...30), .atLeast(1, .uppercase), .atLeast(1, .digits), .atLeast(1, .special))
  var password: String = ""

  /// Enables the submit button.
  var canSubmit: Bool {
    $name.isValid() && $email.isValid() && $age.isValid() && $password.isValid()
  }
}

let form = SignUpViewModel()
print("Fresh form: name valid?", form.$name.isValid(), "- can submit?", form.canSubmit)
print("Why not:", form.$name.validationError?.description ?? "-")

form.name = "Ann"
print("name = \"Ann\" → name is", form.name)

form.name = "   "
print("name = \"   \" → name is still", form.name)
print("  rejection:", form.$name.lastRejection?.description ?? "-")

form.age = 12
print("age = 12 → age is still", form.age, "-", form.$age.lastRejection?.description ?? "-")

do {
  try form.$email.setValue("ann@localhost")
} catch {
  print("$email.setValue(\"ann@localhost\") threw:", error)
}
form.email = "ann@example.com"

//: The password field shows a live checklist while the user types.
print("Typing \"hunter2\":")
for check in form.$password.checklist(for: "hunter2") {
  print(check.isSatisfied ? "  ✓" : "  ✗", check.description)
}
form.password = "hunter2"
print("rejected password is never printed:", form.$password.lastRejection?.description ?? "-")
form.password = "Hunter2!x"
print("accepted password prints as:", form.$password)

print("Can submit now?", form.canSubmit)

//: [Next: composing requirements](@next)
