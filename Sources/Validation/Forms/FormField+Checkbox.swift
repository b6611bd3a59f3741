extension FormField where Value == Bool {
  /// Creates a checkbox field, unchecked unless told otherwise, with requirements on its
  /// value, such as ``Requirement/accepted()`` for terms that must be accepted.
  ///
  /// ```swift
  /// var terms = FormField<Bool>(name: "Terms", .accepted())
  /// ```
  ///
  /// - Parameters:
  ///   - isOn: Whether the checkbox starts checked.
  ///   - name: The name error messages use for the field.
  ///   - isSecret: Whether failures and descriptions hide the value.
  ///   - requirements: The requirements on the value.
  public init(
    _ isOn: Bool = false, name: LocalizedText? = nil, isSecret: Bool = false,
    _ requirements: Requirement<Bool>...
  ) {
    self.init(
      value: isOn,
      rules: Rules(
        name: name, isSecret: isSecret, requirements: requirements, conversion: .checkbox))
  }

  /// Whether the checkbox is checked: what a toggle binds to.
  ///
  /// ```swift
  /// Toggle("I accept the terms", isOn: $viewModel.terms.isOn)
  /// ```
  ///
  /// Setting it is what a click does: the input becomes `true` or `false`, and the field
  /// counts as edited and left (a click is the whole edit), so under the default
  /// ``ErrorDisplay`` its error shows at once. Set a state loaded from storage with
  /// ``reset(to:)`` instead. Reads `false` while the input is any text but `true`.
  public var isOn: Bool {
    get { converted ?? false }
    set {
      input = newValue ? "true" : "false"
      touched = true
    }
  }
}
