// A check and its result carry a field's input: for a secret field, descriptions, debug
// descriptions and mirrors show `<redacted>` in its place, as the field's own do.

extension AsyncCheck: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// The type and the input (redacted for a secret field), for logs and debugging.
  public var description: String {
    "AsyncCheck<\(Value.self)>(input: \(shownInput), \(requirements.count) requirements)"
  }

  /// The same as ``description``.
  public var debugDescription: String { description }

  /// A mirror that shows the input (redacted for a secret field) and the requirements'
  /// descriptions, so `dump` and debuggers never show a secret.
  public var customMirror: Mirror {
    Mirror(
      self, children: ["input": shownInput, "requirements": requirements.map(\.description)],
      displayStyle: .struct)
  }

  private var shownInput: String {
    isSecret ? Redaction.placeholder : String(reflecting: input)
  }
}

extension AsyncCheckResult: CustomStringConvertible, CustomDebugStringConvertible,
  CustomReflectable
{
  /// The input (redacted for a secret field) and the failures, for logs and debugging.
  public var description: String {
    "AsyncCheckResult(input: \(shownInput), failures: \(failures))"
  }

  /// The same as ``description``.
  public var debugDescription: String { description }

  /// A mirror that shows the input (redacted for a secret field) and the failures, which
  /// never hold a secret's input.
  public var customMirror: Mirror {
    Mirror(self, children: ["input": shownInput, "failures": failures], displayStyle: .struct)
  }

  private var shownInput: String {
    isSecret ? Redaction.placeholder : String(reflecting: input)
  }
}
