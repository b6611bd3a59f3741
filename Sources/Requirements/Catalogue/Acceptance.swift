extension Requirement where Input == Bool {
  /// A requirement that a checkbox is checked, as terms of service must be: Laravel's
  /// `accepted`.
  ///
  /// Its failure reads as a person expects ("Terms must be accepted.", "Terms muss
  /// akzeptiert werden."), where ``equalTo(_:)`` would read `Terms must be “true”.`; JSON
  /// Schema exports it as `const: true`.
  ///
  /// ```swift
  /// var terms = FormField<Bool>(name: "Terms", .accepted())
  /// terms.isOn = true   // valid
  /// ```
  ///
  /// - Returns: A requirement satisfied by `true` only.
  public static func accepted() -> Requirement {
    Requirement("accepted", constraint: .accepted) { $0 }
      .negated(reading: "not accepted")
  }
}
