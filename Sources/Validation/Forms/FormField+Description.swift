extension FormField: CustomStringConvertible {
  /// The input as typed, or `<redacted>` for a secret field.
  public var description: String {
    isSecret ? Redaction.placeholder : text
  }
}

extension FormField: CustomDebugStringConvertible {
  /// The type, display name, input (redacted for a secret) and validity, for debugging.
  ///
  /// For example: `FormField<Int>(name: "Age", input: "4x", invalid)`.
  public var debugDescription: String {
    let namePart = name.map { "name: \(String(reflecting: $0)), " } ?? ""
    let inputPart = isSecret ? Redaction.placeholder : String(reflecting: text)
    return "FormField<\(Value.self)>(\(namePart)input: \(inputPart), "
      + (isValid() ? "valid)" : isValidating ? "validating)" : "invalid)")
  }
}

extension FormField: CustomReflectable {
  /// A mirror that shows the display name, the input (redacted for a secret), validity
  /// and the editing state, so `dump` and debuggers never show a secret.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "name": name as Any, "input": isSecret ? Redaction.placeholder : text,
        "isValid": isValid(), "isEdited": isEdited, "isTouched": isTouched,
        "submitAttempted": submitAttempted,
      ],
      displayStyle: .struct)
  }
}

extension FormField: Equatable {
  /// Whether two fields have the same input, byte for byte, and show the same: the same
  /// requirements and conversion (copies of one field), edited state, async result and
  /// rules' failures, and the same error, or none, under the same display policy.
  ///
  /// The focus, and a field left or submitted while it has no error to show, do not count:
  /// an `@Observable` view model, which compares a field it is given with the one it holds,
  /// then tells its observers only of changes a view shows. Such a change is still stored.
  /// A view that shows ``isTouched`` or ``submitAttempted`` themselves should read them from
  /// a field it is re-rendered for anyway.
  public static func == (lhs: FormField, rhs: FormField) -> Bool {
    lhs.rules === rhs.rules && lhs.text.hasSameBytes(as: rhs.text)
      && lhs.pristineText.hasSameBytes(as: rhs.pristineText)
      && lhs.isEdited == rhs.isEdited && lhs.errorDisplay == rhs.errorDisplay
      && (lhs.asyncResult?.input).hasSameBytes(as: rhs.asyncResult?.input)
      && lhs.asyncResult?.failures.map(\.requirement)
        == rhs.asyncResult?.failures.map(\.requirement)
      && lhs.ruleFailures.map(\.requirement) == rhs.ruleFailures.map(\.requirement)
      && (lhs.showsErrors == rhs.showsErrors || !lhs.hasErrorToShow)
  }

  // Whether the field has an error that shows once ``showsErrors``: with the same input,
  // async result and rules' failures, two fields have the same.
  private var hasErrorToShow: Bool {
    !ruleFailures.isEmpty || !(isValid() || isValidating)
  }
}
