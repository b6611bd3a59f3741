@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
extension FormModel {
  // What a toggle bound to a model's field sets (`FormToggle` calls it): the field is
  // touched, then its input is set through `setInput(_:for:)`, so that the rules' failures,
  // the async checks and the form's validity follow as they do for a keystroke.
  package func setToggle(_ isOn: Bool, for field: ReferenceWritableKeyPath<Self, FormField<Bool>>) {
    // A write to a field that is already touched would only tell its observers again.
    if !self[keyPath: field].isTouched { self[keyPath: field].touch() }
    setInput(self[keyPath: field].conversion.text(for: isOn), for: field)
  }
}
