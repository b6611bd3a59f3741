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
  /// Whether two fields have the same input, byte for byte, editing and focus state and
  /// failures, and share their requirements and conversion (copies of one field).
  ///
  /// An `@Observable` view model then need not tell observers about an assignment that
  /// changes nothing.
  public static func == (lhs: FormField, rhs: FormField) -> Bool {
    lhs.rules === rhs.rules && lhs.text.hasSameBytes(as: rhs.text)
      && lhs.pristineText.hasSameBytes(as: rhs.pristineText)
      && lhs.isEdited == rhs.isEdited && lhs.submitAttempted == rhs.submitAttempted
      && lhs.isTouched == rhs.isTouched && lhs.focused == rhs.focused
      && lhs.errorDisplay == rhs.errorDisplay
      && (lhs.asyncResult?.input).hasSameBytes(as: rhs.asyncResult?.input)
      && lhs.asyncResult?.failures.map(\.requirement)
        == rhs.asyncResult?.failures.map(\.requirement)
      && lhs.ruleFailures.map(\.requirement) == rhs.ruleFailures.map(\.requirement)
  }
}
