extension Requirement where Input: StringProtocol & Sendable {
  /// A requirement that a string is a UUID in its textual form (RFC 9562): 32 hexadecimal
  /// digits in groups of 8, 4, 4, 4 and 12, separated by hyphens, in either case.
  ///
  /// Any version is accepted, and so are the nil and max UUIDs; with `version`, only that
  /// version in the RFC's variant (`8`, `9`, `a` or `b` starting the fourth group).
  ///
  /// ```swift
  /// Requirement<String>.uuid().isValid("f81d4fae-7dec-11d0-a765-00a0c91e6bf6")   // true
  /// Requirement<String>.uuid(version: 4).isValid("f81d4fae-7dec-11d0-a765-00a0c91e6bf6")
  /// // false: a version 1 UUID
  /// ```
  ///
  /// - Parameter version: The version the UUID must have, such as 4 or 7; `nil` for any.
  /// - Returns: A requirement satisfied by UUID strings.
  public static func uuid(version: Int? = nil) -> Requirement {
    let text = version.map { "a version \($0) UUID" } ?? "a UUID"
    return Requirement(
      text, constraint: .uuid(version: version),
      kind: { _ in .patternMismatch }
    ) {
      isUUID($0.utf8, version: version)
    }
  }
}

// Whether UTF-8 text is a UUID's 8-4-4-4-12 hexadecimal form, of `version` in the RFC 9562
// variant when one is given.
private func isUUID(_ text: some Collection<UInt8>, version: Int?) -> Bool {
  guard text.count == 36 else { return false }
  for (offset, byte) in text.enumerated() {
    if [8, 13, 18, 23].contains(offset) {
      guard byte == UInt8(ascii: "-") else { return false }
    } else if hexValue(byte) == nil {
      return false
    }
  }
  guard let version else { return true }
  let versionDigit = text.dropFirst(14).first.flatMap(hexValue)
  let variantDigit = text.dropFirst(19).first.flatMap(hexValue)
  return versionDigit == version && (8...11).contains(variantDigit ?? 0)
}
