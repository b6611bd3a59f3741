//: [Previous](@previous)
//:
//: # A whole sign-up view model
//:
//: A `FormModel` is an `@Observable` view model whose form keeps itself up to date: each
//: keystroke, through `setInput(_:for:)` (what `FormTextField` calls), shows the rules'
//: failures in the fields they name, starts the field's async checks after a debounce, and
//: tells the submit button only when `isValid()` changes. The whole model:
import Foundation
import Observation
import Validation

//: An async check's failure reads "User name must meet this requirement: a user name nobody
//: has."; `worded(_:error:code:)` says it your way, in your languages, with a code for APIs.
let notTaken = AsyncRequirement<String>("a user name nobody has") { name in
  try await Task.sleep(for: .milliseconds(20))  // the server's answer
  return name != "admin"
}
.worded(
  ["en": "a user name nobody has", "de": "ein Benutzername, den niemand hat"],
  error: ["en": "This user name is taken.", "de": "Dieser Benutzername ist vergeben."],
  code: "taken")

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor @Observable final class SignUp: @MainActor FormModel {
  let form = FormState(debounce: .milliseconds(300))
  var name = FormField<String>(name: "Name", .nonBlank())
  var email = FormField<String>(name: "E-mail", .email())
  var userName = FormField<String>(name: "User name", .length(3...20)).checking(notTaken)
  var age = FormField<Int>(name: "Age", .range(16...120))
  var password = FormField<String>(name: "Password", isSecret: true, .length(8...64))
  var confirmPassword = FormField<String>(name: "Confirm", isSecret: true, .nonBlank())
  var birthDate = FormField<Date>(name: "Birth date")
  var website = FormField<URL?>(name: "Website")  // may stay empty
  var terms = FormField<Bool>(name: "Terms", .accepted())  // a checkbox

  static let rules: [ModelRule<SignUp>] = [
    ModelRule("Passwords must match", fields: ["confirmPassword"], dependsOn: ["confirmPassword"]) {
      $0.password.input == $0.confirmPassword.input
    }
  ]

  func visitFields(_ visitor: inout some FieldVisitor) {
    withField(\.name) { visitor.visit("name", &$0) }
    withField(\.email) { visitor.visit("email", &$0) }
    withField(\.userName) { visitor.visit("userName", &$0) }
    withField(\.age) { visitor.visit("age", &$0) }
    withField(\.password) { visitor.visit("password", &$0) }
    withField(\.confirmPassword) { visitor.visit("confirmPassword", &$0) }
    withField(\.birthDate) { visitor.visit("birthDate", &$0) }
    withField(\.website) { visitor.visit("website", &$0) }
    withField(\.terms) { visitor.visit("terms", &$0) }
  }
}
//: What a view does with it: a `FormTextField(…, model: signUp, field: \.email)` per field
//: and a button disabled while `!signUp.isValid()`. Here the same calls, by hand:
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor func signUpByHand() async throws {
  let signUp = SignUp()
  let english = Locale(identifier: "en")
  signUp.setInput("Ann", for: \.name)
  signUp.setInput("ann@example.com", for: \.email)
  signUp.setInput("admin", for: \.userName)  // checked 300 ms after the last keystroke
  signUp.setInput("42", for: \.age)
  signUp.setInput("correct horse", for: \.password)
  signUp.confirmPassword.focusChanged(to: true)  // the user reaches the field
  signUp.setInput("correct hose", for: \.confirmPassword)
  signUp.confirmPassword.focusChanged(to: false)  // and leaves it
  print("Confirm:", signUp.confirmPassword.errorLine(in: english) ?? "ok")
  signUp.setInput("correct horse", for: \.confirmPassword)
  print("Confirm:", signUp.confirmPassword.errorLine(in: english) ?? "ok")
  signUp.setInput("1990-05-17", for: \.birthDate)
  signUp.setInput("https://ann.example", for: \.website)
  signUp.terms.isOn = false  // a Toggle bound to $signUp.terms.isOn: unchecked, then checked
  print("Terms:", signUp.terms.errorLine(in: english) ?? "ok")
  signUp.terms.isOn = true
  print("submit enabled:", signUp.isValid(), "(the user name is being checked)")
  do {
    _ = try await signUp.submit()  // waits for the user name's check
  } catch {
    print("User name:", signUp.userName.errorLine(in: english) ?? "ok")
  }
  signUp.setInput("ann", for: \.userName)
  let valid = try await signUp.submit()
  print(
    "signed up \(valid.userName), \(valid.age), born \(valid.birthDate.formatted(.iso8601.year().month().day()))"
  )
}

if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
  try await signUpByHand()
}

//: [Next: messages in the user's language](@next)
