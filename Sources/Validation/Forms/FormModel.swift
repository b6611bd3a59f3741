/// A class view model whose form keeps itself up to date: each edit through
/// ``setInput(_:for:)`` shows the rules' failures in the fields they name, starts the
/// field's async checks, and tells a submit button only when the form's validity changes.
///
/// ```swift
/// @MainActor @Observable final class SignUp: @MainActor FormModel {
///   let form = FormState()
///   var password = FormField<String>(name: "Password", isSecret: true, .minLength(8))
///   var confirmPassword = FormField<String>(name: "Confirm password")
///
///   static let rules: [ModelRule<SignUp>] = [
///     ModelRule("Passwords must match", fields: ["confirmPassword"]) {
///       $0.password.input == $0.confirmPassword.input
///     }
///   ]
///
///   func visitFields(_ visitor: inout some FieldVisitor) {
///     withField(\.password) { visitor.visit("password", &$0) }
///     withField(\.confirmPassword) { visitor.visit("confirmPassword", &$0) }
///   }
/// }
///
/// signUp.setInput("hunter22", for: \.password)   // what a text field's binding calls
/// Button("Sign up") { … }.disabled(!signUp.isValid())
/// ```
///
/// See <doc:Forms>.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public protocol FormModel: ValidatableModel, AnyObject {
  /// The form's validity and async checks; declare it as `let form = FormState()`.
  var form: FormState { get }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
extension FormModel {
  /// Returns whether ``ValidatableModel/validate(for:)`` would not throw, from the form's
  /// last computation: an observer (a submit button) hears of a change only when the
  /// answer changes.
  ///
  /// A field assigned directly rather than through ``setInput(_:for:)`` makes the form
  /// compute it again on the next call.
  public func isValid() -> Bool {
    form.isValid(self)
  }

  /// Sets a field's input as typing does, then shows the rules' failures in the fields
  /// they name, updates ``isValid()`` and starts the field's async checks after the
  /// form's debounce, cancelling the field's stale one.
  ///
  /// Assigning the field's `input` directly, as a binding to `$model.email.input` does,
  /// has the same effect on the main actor's next turn. A text field may bind its text
  /// here to have it at once (`FormTextField` does):
  ///
  /// ```swift
  /// TextField("E-mail", text: Binding(
  ///   get: { signUp.email.input }, set: { signUp.setInput($0, for: \.email) }))
  /// ```
  ///
  /// - Parameters:
  ///   - text: The text in the field now.
  ///   - field: The form field.
  public func setInput<Value: Sendable>(
    _ text: String, for field: ReferenceWritableKeyPath<Self, FormField<Value>>
  ) {
    // The same text, byte for byte, changes nothing: a check waiting or running goes on.
    guard !self[keyPath: field].input.hasSameBytes(as: text) else { return }
    form.update(self) { self[keyPath: field].input = text }
  }

  /// Waits for the async checks in flight (and runs those of fields not edited yet),
  /// records a submit attempt on every form field, then validates the whole model.
  ///
  /// ```swift
  /// let valid = try await signUp.submit()
  /// try await api.register(name: valid.userName, age: valid.age)
  /// ```
  ///
  /// Cancelling the task that submits cancels the check it waits for and throws at once,
  /// whether or not that check answers, and submits nothing.
  ///
  /// - Returns: The fields' typed values as submitted, read without `try`, whatever the
  ///   view model does afterwards.
  /// - Throws: One ``ModelValidationError`` with every failure and its path, or
  ///   `CancellationError` when the task is cancelled first.
  @discardableResult
  public func submit() async throws -> SubmittedForm<Self> {
    try await form.submit(self)
  }
}
