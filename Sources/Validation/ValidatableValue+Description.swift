extension ValidatableValue: CustomStringConvertible {
  /// The current value as text: `<redacted>` for a secret, `<no value>` when none is set.
  public var description: String {
    renderedValue
  }

  // The current value as it may be shown.
  var renderedValue: String {
    if isSecret { return Redaction.placeholder }
    guard let storage else { return "<no value>" }
    return Requirements.renderedValue(storage)
  }
}

extension ValidatableValue: CustomDebugStringConvertible {
  /// The type, display name, value (redacted for a secret) and validity, for debugging.
  ///
  /// For example: `ValidatableValue<String>(name: "Password", value: <redacted>, valid)`.
  public var debugDescription: String {
    let namePart = name.map { "name: \(String(reflecting: $0)), " } ?? ""
    let valuePart: String
    if isSecret {
      valuePart = Redaction.placeholder
    } else if let storage {
      valuePart = Requirements.describedValue(storage, reflecting: true)
    } else {
      valuePart = "<no value>"
    }
    return "ValidatableValue<\(Value.self)>(\(namePart)value: \(valuePart), "
      + (storageIsValid ? "valid)" : "invalid)")
  }
}

extension ValidatableValue: CustomReflectable {
  /// A mirror that shows the display name, the value (redacted for a secret) and
  /// validity, so `dump` and debuggers never show a secret.
  public var customMirror: Mirror {
    let value: Any = isSecret ? Redaction.placeholder : (storage as Any? ?? "<no value>")
    return Mirror(
      self,
      children: ["name": name as Any, "value": value, "isValid": storageIsValid],
      displayStyle: .struct)
  }
}

// How secret values appear in text.
enum Redaction {
  // What a description shows instead of a secret value.
  static let placeholder = "<redacted>"
}
