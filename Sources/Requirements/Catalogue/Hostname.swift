extension Requirement where Input: StringProtocol & Sendable {
  /// A requirement that a string is a host name (RFC 1123): labels of ASCII letters,
  /// digits and inner hyphens, each 1 to 63 characters, separated by dots, 253 characters
  /// in all at most, the last label not all digits.
  ///
  /// A trailing dot is not accepted, nor are internationalised names in Unicode: pass
  /// their ASCII form (`xn--bcher-kva.example`).
  ///
  /// ```swift
  /// Requirement<String>.hostname().isValid("api.example.com")   // true
  /// Requirement<String>.hostname().isValid("-bad.example")      // false
  /// ```
  ///
  /// - Returns: A requirement satisfied by host names.
  public static func hostname() -> Requirement {
    Requirement(
      "a host name", constraint: .hostname, kind: { _ in .patternMismatch }
    ) {
      isHostname($0.utf8)
    }
  }
}

// Whether UTF-8 text is an RFC 1123 host name.
func isHostname(_ text: some Collection<UInt8>) -> Bool {
  guard (1...253).contains(text.count) else { return false }
  let labels = text.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
  guard let last = labels.last, !last.allSatisfy(isDigit) else { return false }
  return labels.allSatisfy { label in
    guard (1...63).contains(label.count), label.first != UInt8(ascii: "-"),
      label.dropFirst(label.count - 1).first != UInt8(ascii: "-")
    else { return false }
    return label.allSatisfy { byte in
      isDigit(byte) || byte == UInt8(ascii: "-")
        || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }
  }
}
