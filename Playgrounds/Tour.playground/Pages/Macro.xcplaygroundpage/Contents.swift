//: [Previous](@previous)
//:
//: # The field list, written by a macro
//:
//: With the package's `Macros` trait (`traits: ["Macros"]` on the `.package` line; here,
//: `swift run --traits Macros TourMacro`), `@ValidatableModel` writes `visitFields(_:)`
//: from the stored properties: the FormModel page's view model, without its field list.
import Foundation
import Observation
import Validation

#if Macros
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @MainActor @Observable @ValidatableModel final class SignUp: @MainActor FormModel {
    let form = FormState()  // a `let`: not a field
    var name = FormField<String>(name: "Name", .nonBlank())
    var email = FormField<String>(name: "E-mail", .email())
    var age = FormField<Int>(name: "Age", .range(16...120))
    var password = FormField<String>(name: "Password", isSecret: true, .length(8...64))
    var confirmPassword = FormField<String>(name: "Confirm", isSecret: true, .nonBlank())
    @ObservationIgnored @ValidationIgnored var attempts = 0  // left out of the list

    // The macro's list names each field's key path, so rules name their fields by key
    // path, which the compiler checks.
    static let rules: [ModelRule<SignUp>] = [
      ModelRule(
        "Passwords must match", fields: [\.confirmPassword],
        dependsOn: [\.password, \.confirmPassword]
      ) { $0.password.input == $0.confirmPassword.input }
    ]
  }

  //: The list the macro wrote is checked like a hand-written one, and drives the same walk:
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @MainActor func signUpWithTheMacro() {
    let signUp = SignUp()
    print("field list problems:", signUp.fieldListProblems())
    signUp.setInput("Ann", for: \.name)
    signUp.setInput("ann@example.com", for: \.email)
    signUp.setInput("12", for: \.age)
    signUp.setInput("correct horse", for: \.password)
    signUp.setInput("correct hose", for: \.confirmPassword)
    for failure in signUp.validationError()?.failures ?? [] {
      let fields = failure.fields.map(\.description).joined(separator: ", ")
      print("\(fields): \(failure.message(in: Locale(identifier: "en")))")
    }
    signUp.setInput("42", for: \.age)
    signUp.setInput("correct horse", for: \.confirmPassword)
    print("valid:", signUp.isValid())
  }

  if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
    signUpWithTheMacro()
  }
#else
  print("This page needs the package's Macros trait: swift run --traits Macros TourMacro")
#endif
