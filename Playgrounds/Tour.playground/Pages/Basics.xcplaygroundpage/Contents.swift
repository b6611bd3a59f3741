//: # Basics: a model with guarded fields
//:
//: A `ValidatableValue` stores a value only after it satisfies every requirement.
//: Each requirement is a description bound to a pure predicate.
import Validation

let specials: Set<Character> = ["!", "@", "#", "$", "%", "^", "&", "*", "-", "_"]

struct MyUser {
  let someConstantValue = ValidatableValue(3)  // constant: always valid
  var firstName = ValidatableValue<String>(
    name: "First name",
    Require("Non-empty") { $0.count > 0 })  // no value yet: invalid
  var lastName = ValidatableValue<String?>()  // no requirements, nil is fine
  var password = ValidatableValue<String>(
    name: "Password", isSecret: true,
    Require("Length between 8 and 30 characters") { 8...30 ~= $0.count },
    Require("At least 1 capital character") { $0.contains(where: \.isUppercase) },
    Require("At least 4 lower characters") { $0.filter(\.isLowercase).count >= 4 },
    Require("At least 1 digit character") { $0.contains(where: \.isWholeNumber) },
    Require("At least 1 special character") { $0.contains(where: specials.contains) },
    Require("Valid characters only") {
      $0.allSatisfy { $0.isLetter || $0.isWholeNumber || specials.contains($0) }
    })
}

var u = MyUser()
print("someConstantValue.isValid():", u.someConstantValue.isValid())
print("someConstantValue.value():", try u.someConstantValue.value())
print("firstName.isValid():", u.firstName.isValid())
print("lastName.isValid():", u.lastName.isValid())

do {
  try u.firstName.setValue("")
} catch {
  print("setValue(\"\") threw:", error)
}
try u.firstName.setValue("Max")
print("after setValue(\"Max\"):", try u.firstName.value(), "valid:", u.firstName.isValid())

let newVal: Any = 42
do {
  try u.firstName.setValue(newVal)
} catch {
  print("setValue(42 as Any) threw:", error)
}
print("firstName is still:", try u.firstName.value())

print("password.willBeValid(with: \"abc\"):", u.password.willBeValid(with: "abc"))
do {
  try u.password.setValue("abc")
} catch {
  print("setValue(\"abc\") threw:", error)
  print("failures listed:", error.failures.count)
}

//: A live checklist for a password field, as a view would show it while the user types:
for check in u.password.checklist(for: "Secret12") {
  print(check.isSatisfied ? "  ✓" : "  ✗", check.description)
}

try u.password.setValue("Secret!12")
print("password stored, valid:", u.password.isValid(), "- printed as:", u.password)

//: [Next: @Validated in a view model](@next)
