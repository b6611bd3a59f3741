extension ValidatableModel where Self: AnyObject {
  /// Passes a stored property of this class model to `body` as a copy, then assigns the
  /// copy back: list the fields of an `@Observable` class model this way, so that reading
  /// or validating the model notifies no observer.
  ///
  /// ```swift
  /// @Observable final class SignUpForm: ValidatableModel {
  ///   var email = FormField<String>(name: "E-mail", .email())
  ///
  ///   func visitFields(_ visitor: inout some FieldVisitor) {
  ///     withField(\.email) { visitor.visit("email", &$0) }
  ///   }
  /// }
  /// ```
  ///
  /// Passing `&email` itself would be a mutation of the property, which notifies its
  /// observers on every visit. Through this method, a visit that changes nothing assigns
  /// an equal value, which `@Observable` does not announce (with Swift 6.2 or later, for an
  /// `Equatable` field, as form fields and guards are, or a class); one that changes the
  /// field (decoding, ``resetForm()-77n42``, a submit attempt) is announced. A nested struct
  /// model that is not `Equatable` is announced on every visit.
  ///
  /// A submit files each field passed this way under its key path, so that the
  /// ``SubmittedForm`` it returns reads the field as submitted.
  ///
  /// - Parameters:
  ///   - keyPath: The stored property.
  ///   - body: Visits the copy.
  public func withField<Field>(
    _ keyPath: ReferenceWritableKeyPath<Self, Field>, _ body: (inout Field) -> Void
  ) {
    var field = self[keyPath: keyPath]
    // A submit recording the fields on this thread files this one under its key path.
    if let recording = FieldKeyPathRecording.current {
      FieldKeyPathRecording.passing(keyPath, on: recording, &field, body)
    } else {
      body(&field)
    }
    self[keyPath: keyPath] = field
  }
}
