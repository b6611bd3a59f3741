@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
extension FormModel {
  // What a toggle bound to a model's field sets (`FormToggle` calls it): the field's
  // ``FormField/isOn``, in one write, then the form follows as it does for a keystroke.
  package func setToggle(_ isOn: Bool, for field: ReferenceWritableKeyPath<Self, FormField<Bool>>) {
    let current = self[keyPath: field]
    guard current.isOn != isOn || !current.isTouched || current.input != (isOn ? "true" : "false")
    else { return }
    form.update(self) { self[keyPath: field].isOn = isOn }
  }
}
