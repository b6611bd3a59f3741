extension Requirement where Input: StringProtocol & Sendable {
  /// A requirement that a string is an IPv4 address in dotted-decimal form: four numbers
  /// from 0 to 255, without leading zeros (`010` could be read as octal) or signs.
  ///
  /// ```swift
  /// Requirement<String>.ipv4().isValid("192.168.0.1")   // true
  /// Requirement<String>.ipv4().isValid("192.168.0.01")  // false
  /// ```
  ///
  /// - Returns: A requirement satisfied by IPv4 addresses.
  public static func ipv4() -> Requirement {
    Requirement(
      "an IPv4 address", constraint: .ipv4, kind: { _ in .patternMismatch }
    ) {
      isIPv4($0.utf8)
    }
  }
}

// Whether UTF-8 text is four dot-separated decimal numbers of 0 to 255 without leading
// zeros. Reads at most 16 bytes.
func isIPv4(_ text: some Collection<UInt8>) -> Bool {
  guard text.count <= 15 else { return false }
  let parts = text.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
  guard parts.count == 4 else { return false }
  return parts.allSatisfy { part in
    guard (1...3).contains(part.count), part.allSatisfy(isDigit),
      part.count == 1 || part.first != UInt8(ascii: "0")
    else { return false }
    return part.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) } <= 255
  }
}
