extension Requirement where Input: StringProtocol & Sendable {
  /// A requirement that a string is an IPv6 address in its text form (RFC 4291): eight
  /// groups of 1 to 4 hexadecimal digits separated by colons, one `::` standing for one
  /// or more groups of zeros, and an IPv4 address in place of the last two groups
  /// (`::ffff:192.0.2.1`).
  ///
  /// Zone identifiers (`fe80::1%eth0`), brackets and prefix lengths are not accepted.
  ///
  /// ```swift
  /// Requirement<String>.ipv6().isValid("2001:db8::1")   // true
  /// Requirement<String>.ipv6().isValid("2001:db8:::1")  // false
  /// ```
  ///
  /// - Returns: A requirement satisfied by IPv6 addresses.
  public static func ipv6() -> Requirement {
    Requirement(
      "an IPv6 address", constraint: .ipv6, kind: { _ in .patternMismatch }
    ) {
      isIPv6($0.utf8)
    }
  }
}

// Whether UTF-8 text is an IPv6 address; also what a URL's or an e-mail address's IP
// literal holds.
func isIPv6(_ text: some Collection<UInt8>) -> Bool {
  isIPv6(Array(text.prefix(46)), length: text.count)
}

// Whether UTF-8 text (at most 45 bytes, of `length` in all) is an IPv6 address.
private func isIPv6(_ text: [UInt8], length: Int) -> Bool {
  guard (2...45).contains(length) else { return false }
  let colon = UInt8(ascii: ":")
  // The halves around a `::`, if there is one; a second `::` is refused.
  var halves: [ArraySlice<UInt8>] = []
  var start = 0
  var index = 0
  while index < text.count {
    if text[index] == colon, index + 1 < text.count, text[index + 1] == colon {
      halves.append(text[start..<index])
      index += 2
      start = index
      if halves.count > 1 { return false }
    } else {
      index += 1
    }
  }
  halves.append(text[start...])
  let compressed = halves.count == 2
  var groups = 0
  for (number, half) in halves.enumerated() where !half.isEmpty {
    let parts = half.split(separator: colon, omittingEmptySubsequences: false)
    for (position, part) in parts.enumerated() {
      let isLast = number == halves.count - 1 && position == parts.count - 1
      if isLast, part.contains(UInt8(ascii: ".")) {
        guard isIPv4(part) else { return false }
        groups += 2
      } else {
        guard (1...4).contains(part.count), part.allSatisfy({ hexValue($0) != nil }) else {
          return false
        }
        groups += 1
      }
    }
  }
  return compressed ? groups <= 7 : groups == 8
}
