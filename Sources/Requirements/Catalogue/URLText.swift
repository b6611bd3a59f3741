extension Requirement where Input: StringProtocol & Sendable {
  /// A requirement that a string is an absolute URL (RFC 3986) with one of the given
  /// schemes and a host: `https://example.com/a?b#c`.
  ///
  /// Every character must be one a URL may hold as it is: text that `URL(string:)`
  /// would take by percent-encoding it silently (`"not a url"`, `"https://a b.com"`) or
  /// that holds non-ASCII characters (encode an internationalised address first) is
  /// refused, and so is a malformed `%` escape. The host is a host name, an IPv4 address
  /// or an IPv6 address in brackets (`[2001:db8::1]`); a port is 1 to 5 digits.
  ///
  /// ```swift
  /// Requirement<String>.url().isValid("https://example.com/docs")   // true
  /// Requirement<String>.url().isValid("ftp://example.com")          // false
  /// Requirement<String>.url(schemes: ["ftp"]).isValid("ftp://example.com")   // true
  /// ```
  ///
  /// - Parameter schemes: The schemes allowed, compared without case: `http` and `https` by
  ///   default.
  /// - Returns: A requirement satisfied by absolute URLs with a host.
  public static func url(schemes: Set<String> = ["http", "https"])
    -> Requirement
  {
    let lowercased = Set(schemes.map { $0.lowercased() })
    return Requirement(
      "a URL", constraint: .url(schemes: schemes.sorted()),
      kind: { _ in .patternMismatch }
    ) {
      isURL(Array($0.utf8), schemes: lowercased)
    }
  }
}

// Whether UTF-8 text is `scheme://authority` followed by a path, query and fragment of
// URL characters, with a scheme from `schemes` (lowercased).
private func isURL(_ text: [UInt8], schemes: Set<String>) -> Bool {
  guard let colon = text.firstIndex(of: UInt8(ascii: ":")), colon > 0,
    text[0..<colon].allSatisfy(isSchemeByte), isLetter(text[0]),
    schemes.contains(String(decoding: text[0..<colon], as: UTF8.self).lowercased()),
    text.count >= colon + 3, text[colon + 1] == UInt8(ascii: "/"),
    text[colon + 2] == UInt8(ascii: "/")
  else { return false }
  let rest = text[(colon + 3)...]
  let authorityEnd =
    rest.firstIndex {
      $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#")
    }
    ?? rest.endIndex
  return isAuthority(rest[..<authorityEnd]) && isURLTail(rest[authorityEnd...])
}

// Whether bytes are `[userinfo@]host[:port]` with a host name, an IPv4 address or an IP
// literal in brackets.
private func isAuthority(_ authority: ArraySlice<UInt8>) -> Bool {
  var hostPart = authority
  if let at = authority.lastIndex(of: UInt8(ascii: "@")) {
    guard isEscapedText(authority[..<at], allowing: ":") else { return false }
    hostPart = authority[(at + 1)...]
  }
  if hostPart.first == UInt8(ascii: "[") {
    guard let close = hostPart.firstIndex(of: UInt8(ascii: "]")), close > hostPart.startIndex + 1
    else { return false }
    // An IP literal in a URL is an IPv6 address (RFC 3986; IPvFuture is not accepted).
    guard isIPv6(hostPart[(hostPart.startIndex + 1)..<close]) else { return false }
    return isPort(hostPart[(close + 1)...])
  }
  let colon = hostPart.firstIndex(of: UInt8(ascii: ":")) ?? hostPart.endIndex
  let host = hostPart[..<colon]
  guard isHostname(host) || isIPv4(host) else { return false }
  return isPort(hostPart[colon...])
}

// Whether bytes are empty or `:` and 1 to 5 digits.
private func isPort(_ bytes: ArraySlice<UInt8>) -> Bool {
  guard let first = bytes.first else { return true }
  let digits = bytes.dropFirst()
  return first == UInt8(ascii: ":") && (1...5).contains(digits.count) && digits.allSatisfy(isDigit)
}

// Whether bytes are a path, query and fragment: URL characters and `%` escapes, with at
// most one `#`.
private func isURLTail(_ tail: ArraySlice<UInt8>) -> Bool {
  guard tail.count(where: { $0 == UInt8(ascii: "#") }) <= 1 else { return false }
  return isEscapedText(tail, allowing: "/?#:@")
}

// Whether bytes are unreserved characters, sub-delimiters, the characters in `extra`, and
// well-formed `%` escapes.
private func isEscapedText(_ bytes: ArraySlice<UInt8>, allowing extra: String) -> Bool {
  var index = bytes.startIndex
  while index < bytes.endIndex {
    let byte = bytes[index]
    if byte == UInt8(ascii: "%") {
      guard index + 2 < bytes.endIndex, hexValue(bytes[index + 1]) != nil,
        hexValue(bytes[index + 2]) != nil
      else { return false }
      index += 3
      continue
    }
    guard
      isLetter(byte) || isDigit(byte) || "-._~!$&'()*+,;=".utf8.contains(byte)
        || extra.utf8.contains(byte)
    else { return false }
    index += 1
  }
  return true
}

// Whether a byte may appear in a scheme: letters, digits, `+`, `-` and `.`.
private func isSchemeByte(_ byte: UInt8) -> Bool {
  isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
    || byte == UInt8(ascii: ".")
}

// Whether a byte is an ASCII letter.
private func isLetter(_ byte: UInt8) -> Bool {
  (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
}
