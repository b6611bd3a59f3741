extension Requirement where Input: StringProtocol & Sendable {
  /// A requirement that a string starts with the given prefix.
  ///
  /// ```swift
  /// Requirement<String>.hasPrefix("https://").description   // "starts with "https://""
  /// ```
  ///
  /// - Parameters:
  ///   - prefix: The text the input must start with.
  ///   - description: A description to use instead of "starts with …".
  /// - Returns: A requirement on the start of the string.
  public static func hasPrefix(_ prefix: String, description: String? = nil) -> Requirement {
    Requirement(description ?? "starts with \"\(prefix)\"") { $0.hasPrefix(prefix) }
      .negated(reading: description == nil ? "does not start with \"\(prefix)\"" : nil)
  }

  /// A requirement that a string ends with the given suffix.
  ///
  /// - Parameters:
  ///   - suffix: The text the input must end with.
  ///   - description: A description to use instead of "ends with …".
  /// - Returns: A requirement on the end of the string.
  public static func hasSuffix(_ suffix: String, description: String? = nil) -> Requirement {
    Requirement(description ?? "ends with \"\(suffix)\"") { $0.hasSuffix(suffix) }
      .negated(reading: description == nil ? "does not end with \"\(suffix)\"" : nil)
  }

  /// A requirement that a string contains the given text somewhere.
  ///
  /// Combine it with `!` for text that must not appear: `!.contains(" ")`.
  ///
  /// - Parameters:
  ///   - text: The text the input must contain.
  ///   - description: A description to use instead of "contains …".
  /// - Returns: A requirement on the string's contents.
  public static func contains(_ text: String, description: String? = nil) -> Requirement {
    Requirement(description ?? "contains \"\(text)\"") { $0.contains(text) }
      .negated(reading: description == nil ? "does not contain \"\(text)\"" : nil)
  }
}
