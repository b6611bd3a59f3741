#if canImport(Foundation)
  import Foundation
#endif

extension Requirement where Input: StringProtocol & Sendable {
  /// A pragmatic check that a string looks like an e-mail address.
  ///
  /// It accepts what people type and mail servers deliver, not every address RFC 5322
  /// allows: one `@`; a local part of 1 to 64 UTF-8 bytes without white space,
  /// control or invisible characters (a right-to-left override, a Hangul filler, other
  /// default-ignorable code points), unassigned or private-use code points, `@`, the
  /// characters an unquoted local part cannot hold (`"(),:;<>[\]`; quoted local parts
  /// such as `"ann b"@example.com` only with ``EmailOptions/quotedLocalParts``), a
  /// leading combining mark, dots at its ends or in a row, characters that compatibility
  /// normalization would change, or scripts with lookalike letters mixed (allow that with
  /// ``EmailOptions/mixedScriptLocalParts``), as in the domain; a domain of at least two labels of letters (with their
  /// combining marks, so "café" passes composed or decomposed), digits and inner hyphens,
  /// each 1 to 63 scalars, with no character that compatibility normalization (NFKC)
  /// would change, such as fullwidth letters or the Kelvin sign, and no label mixing
  /// scripts with lookalike letters, such as Latin and Cyrillic (allow that with
  /// ``EmailOptions/mixedScriptLabels``), ending in a label of at least two letters
  /// or an internationalised top-level domain in its ASCII form (`xn--p1ai`, which is
  /// "рф"), or an IP literal (`ann@[127.0.0.1]`) with ``EmailOptions/ipLiteralDomains``;
  /// 254 UTF-8 bytes in all at most. ``EmailOptions/asciiOnly`` refuses any non-ASCII
  /// character, as HTML's input type "email" does. Only sending a message proves an
  /// address exists.
  ///
  /// ```swift
  /// Requirement<String>.email().isValid("ann@example.com")   // true
  /// Requirement<String>.email().isValid("ann@localhost")     // false
  /// ```
  ///
  /// - Parameter options: What a server accepts beyond the default; none by default.
  /// - Returns: A requirement satisfied by plausible e-mail addresses.
  public static func email(_ options: EmailOptions = [])
    -> Requirement
  {
    SharedEntries.requirement(.init(.email, Input.self, options.rawValue)) {
      Requirement(
        "a valid e-mail address", constraint: .email,
        kind: { _ in .patternMismatch }
      ) {
        isPlausibleEmail($0, options)
      }
    }
  }
}

/// What ``Requirement/email(_:)`` accepts beyond plausible everyday addresses,
/// or refuses among them.
public struct EmailOptions: OptionSet, Sendable, Hashable {
  /// The option bits.
  public let rawValue: Int

  /// Creates options from their bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Refuses every non-ASCII character, in the local part and the domain.
  public static let asciiOnly = EmailOptions(rawValue: 1 << 0)

  /// Accepts a quoted local part, `"ann b"@example.com`: printable ASCII and spaces
  /// between quotes, with `\"` and `\\` escaped by a backslash.
  public static let quotedLocalParts = EmailOptions(rawValue: 1 << 1)

  /// Accepts an IP literal as the domain: `ann@[127.0.0.1]`, `ann@[IPv6:2001:db8::1]`.
  public static let ipLiteralDomains = EmailOptions(rawValue: 1 << 2)

  /// Accepts a domain label that mixes scripts with lookalike letters.
  ///
  /// The scripts are Latin, Greek, Cyrillic, Armenian, Cherokee and Coptic: by default a
  /// label such as `exampl\u{0435}`, whose last letter is a Cyrillic "е", is refused.
  public static let mixedScriptLabels = EmailOptions(rawValue: 1 << 3)

  /// Accepts a local part that mixes scripts with lookalike letters.
  ///
  /// The scripts are those of ``mixedScriptLabels``: by default a local part such as
  /// `\u{0430}nn`, whose first letter is a Cyrillic "а", is refused, as it passes for `ann`.
  public static let mixedScriptLocalParts = EmailOptions(rawValue: 1 << 4)
}

// The check behind ``Requirement/email(_:)``, over Unicode scalars.
func isPlausibleEmail(_ address: some StringProtocol, _ options: EmailOptions = []) -> Bool {
  // RFC 5321 counts lengths in octets: 64 for the local part, 254 for the address.
  let text = String(address)
  guard text.utf8.count <= 254,
    !options.contains(.asciiOnly) || text.utf8.allSatisfy({ $0 < 0x80 }),
    let at = text.unicodeScalars.lastIndex(of: "@")
  else {
    return false
  }
  let local = text.unicodeScalars[..<at]
  let domain = text.unicodeScalars[text.unicodeScalars.index(after: at)...]
  // A local part is held to the domain's rules on lookalikes: `\u{430}nn` and `\u{FF41}nn`
  // pass for `ann`, and a server that keys users by address would take them for others.
  let localIsPlausible =
    options.contains(.quotedLocalParts) && local.first == "\""
    ? isQuotedLocalPart(local)
    : isPlausibleLocalPart(local)
      && (options.contains(.mixedScriptLocalParts) || hasOneLookalikeScript(local))
      && isCompatibilityFree(local)
  let domainIsPlausible =
    options.contains(.ipLiteralDomains) && domain.first == "["
    ? isIPLiteral(domain)
    : isPlausibleDomain(domain, allowingMixedScripts: options.contains(.mixedScriptLabels))
      && isCompatibilityFree(domain)
  return text.utf8[..<at].count <= 64 && localIsPlausible && domainIsPlausible
}

// Whether a local part is `"…"` of printable ASCII and spaces, `"` and `\` escaped.
private func isQuotedLocalPart(_ local: Substring.UnicodeScalarView) -> Bool {
  guard local.count >= 2, local.first == "\"", local.last == "\"" else { return false }
  var escaped = false
  for scalar in local.dropFirst().dropLast() {
    guard scalar.isASCII, scalar.value >= 0x20, scalar.value < 0x7F else { return false }
    if escaped {
      escaped = false
    } else if scalar == "\\" {
      escaped = true
    } else if scalar == "\"" {
      return false
    }
  }
  return !escaped
}

// Whether a domain is an IP literal (RFC 5321): `[` an IPv4 address `]`, or `[IPv6:` an
// IPv6 address `]`.
private func isIPLiteral(_ domain: Substring.UnicodeScalarView) -> Bool {
  guard domain.first == "[", domain.last == "]", domain.count > 2 else { return false }
  let inner = String(String.UnicodeScalarView(domain.dropFirst().dropLast()))
  if inner.lowercased().hasPrefix("ipv6:") {
    return isIPv6(inner.utf8.dropFirst(5))
  }
  return isIPv4(inner.utf8)
}

private func isPlausibleLocalPart(_ local: Substring.UnicodeScalarView) -> Bool {
  guard !local.isEmpty, let first = local.first, first != ".",
    !isCombiningMark(first), local.last != "."
  else {
    return false
  }
  var previous: Unicode.Scalar?
  for scalar in local {
    if scalar == ".", previous == "." { return false }
    previous = scalar
    // ASCII, the usual case: printable, and not one of the specials, without looking up
    // Unicode properties (no ASCII character is a format or default-ignorable one).
    if scalar.isASCII {
      guard scalar.value > 0x20, scalar.value < 0x7F, scalar != "@",
        !isUnquotedSpecial(scalar)
      else { return false }
      continue
    }
    if isInvisible(scalar) { return false }
  }
  return true
}

// The ASCII characters that only a quoted local part may hold (RFC 5322 "specials",
// besides `@`, `.` and white space, which have their own rules).
private func isUnquotedSpecial(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar {
  case "\"", "(", ")", ",", ":", ";", "<", ">", "[", "\\", "]": true
  default: false
  }
}

private func isPlausibleDomain(
  _ domain: Substring.UnicodeScalarView, allowingMixedScripts: Bool
) -> Bool {
  let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
  guard labels.count >= 2, let topLevel = labels.last, isPlausibleTopLevel(topLevel) else {
    return false
  }
  return labels.allSatisfy { label in
    guard (1...63).contains(label.count), let first = label.first, first != "-",
      label.last != "-", !isCombiningMark(first),
      allowingMixedScripts || hasOneLookalikeScript(label)
    else { return false }
    return label.allSatisfy {
      // ASCII, the usual case, needs no lookup of Unicode properties.
      guard !$0.isASCII else { return $0 == "-" || isASCIILetter($0) || ("0"..."9").contains($0) }
      return ($0.properties.isAlphabetic || isCombiningMark($0))
        && !$0.properties.isDefaultIgnorableCodePoint
    }
  }
}

// Whether a top-level label is at least two letters (letters, not scalars: a decomposed
// "é" is one letter), or an internationalised one in its ASCII form: `xn--` and then
// ASCII letters, digits and hyphens.
private func isPlausibleTopLevel(_ label: Substring.UnicodeScalarView.SubSequence) -> Bool {
  if label.count > 4, String(label.prefix(4)).lowercased() == "xn--" {
    return label.dropFirst(4).allSatisfy {
      $0 == "-" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
    }
  }
  if label.allSatisfy(\.isASCII) {
    return label.count >= 2 && label.allSatisfy(isASCIILetter)
  }
  guard label.count(where: { !isCombiningMark($0) }) >= 2, let first = label.first,
    first.properties.isAlphabetic
  else { return false }
  return label.allSatisfy { $0.properties.isAlphabetic || isCombiningMark($0) }
}

// Whether a scalar is an ASCII letter.
private func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
  ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
}

// Whether a scalar is a mark that combines with the letter before it, such as the U+0301
// accent of a decomposed "é".
private func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar.properties.generalCategory {
  case .nonspacingMark, .spacingMark, .enclosingMark: return true
  default: return false
  }
}

// Whether a domain or a local part has no character that compatibility normalization would
// change (a fullwidth "ｇ" becomes "g", the Kelvin sign "K"): IDNA2008 disallows them in a
// domain, and a mapping lookup would silently turn `ann@ｇｍａｉｌ.com` into another
// address; in a local part, `\u{FF41}nn` passes for `ann`. Each scalar is
// compared with its normalized form scalar by scalar: `String ==` compares canonical
// equivalents equal, and the Kelvin sign is canonically equivalent to "K". One scalar at a
// time, so that a decomposed "é" (`e` and U+0301) passes as the composed one does. ASCII
// needs no look.
private func isCompatibilityFree(_ text: Substring.UnicodeScalarView) -> Bool {
  text.allSatisfy { scalar in
    guard !scalar.isASCII else { return true }
    #if canImport(Foundation)
      return String(scalar).precomposedStringWithCompatibilityMapping.unicodeScalars
        .elementsEqual(CollectionOfOne(scalar))
    #else
      return !scalar.properties.changesWhenNFKCCaseFolded
    #endif
  }
}
