extension Requirement where Input: StringProtocol & Sendable {
  /// A requirement that a string is a phone number in E.164 form: `+`, then 1 to 15
  /// digits, the first not zero, with no spaces or other separators.
  ///
  /// ```swift
  /// Requirement<String>.e164().isValid("+14155552671")   // true
  /// Requirement<String>.e164().isValid("+1 415 555")     // false
  /// ```
  ///
  ///   form".
  /// - Returns: A requirement satisfied by E.164 phone numbers.
  public static func e164() -> Requirement {
    Requirement(
      "a phone number in E.164 form", constraint: .e164,
      kind: { _ in .patternMismatch }
    ) {
      isE164($0.utf8)
    }
  }
}

// Whether UTF-8 text is `+` and 1 to 15 digits, the first not zero.
private func isE164(_ text: some Collection<UInt8>) -> Bool {
  guard (2...16).contains(text.count), text.first == UInt8(ascii: "+") else { return false }
  let digits = text.dropFirst()
  return digits.first != UInt8(ascii: "0") && digits.allSatisfy(isDigit)
}
