// A view over a view model declared as the tour declares it (an `@MainActor @Observable`
// class that conforms with `@MainActor FormModel`): the adapter must take it as it is.
import Foundation
import Observation
import SwiftUI
import Validation

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor @Observable final class SignUpViewModel: @MainActor FormModel {
  let form = FormState()
  var userName = FormField<String>(name: "User name", .length(3...20))
  var password = FormField<String>(name: "Password", isSecret: true, .minLength(8))
  var terms = FormField<Bool>(name: "Terms", .equalTo(true))

  func visitFields(_ visitor: inout some FieldVisitor) {
    withField(\.userName) { visitor.visit("userName", &$0) }
    withField(\.password) { visitor.visit("password", &$0) }
    withField(\.terms) { visitor.visit("terms", &$0) }
  }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
struct SignUpView: View {
  let vm: SignUpViewModel

  var body: some View {
    VStack {
      FormTextField("User name", model: vm, field: \.userName)
      FormTextField("Password", model: vm, field: \.password)
      FormToggle("I accept the terms", model: vm, field: \.terms)
    }
  }
}

/// A plain struct form held by a view's binding.
struct NewsletterForm: Sendable {
  var email = FormField<String>(name: "E-mail", .email())
  var consent = FormField<Bool>(name: "Consent", .equalTo(true))
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
struct NewsletterView: View {
  @Binding var form: NewsletterForm

  var body: some View {
    VStack {
      FormTextField("E-mail", field: $form.email)
      FormToggle("Send me the newsletter", field: $form.consent)
    }
  }
}
