// Text as JSON Schema must list it to accept what Swift's `==`, `hasPrefix(_:)`,
// `hasSuffix(_:)` and `contains(_:)` accept. Swift compares text by canonical equivalence,
// JSON Schema by code points: an ASCII text has other spellings only where it holds `K`,
// `;` or `` ` ``, each of which one other code point decomposes to (the Kelvin sign, the
// Greek question mark, the Greek varia). Other text is not listed: its spellings are many.
extension String {
  // The other code point that is the same character as an ASCII one, if any.
  private static let alternatives: [Unicode.Scalar: Unicode.Scalar] = [
    "K": "\u{212A}", ";": "\u{037E}", "`": "\u{1FEF}",
  ]

  // The ASCII character each of those other code points is.
  private static let asciiForms: [Unicode.Scalar: Unicode.Scalar] = [
    "\u{212A}": "K", "\u{037E}": ";", "\u{1FEF}": "`",
  ]

  // A regular expression that matches every key Swift takes for this text, and perhaps
  // others, valid in ECMA-262 (with the `u` flag) and in Python: every spelling of text
  // that is ASCII but for those other code points; for other text, any key with a code
  // point past ASCII, as every spelling of such text has one.
  var equivalentKeysPattern: String {
    let ascii = String(String.UnicodeScalarView(unicodeScalars.map { Self.asciiForms[$0] ?? $0 }))
    guard let pattern = ascii.spellingsPattern else { return "[^\\u0000-\\u007F]" }
    return "^\(pattern)$"
  }

  // Every spelling of this ASCII text, at most `limit` of them; `nil` for other text or
  // for more spellings.
  func spellings(limit: Int = 16) -> [String]? {
    guard unicodeScalars.allSatisfy(\.isASCII) else { return nil }
    var spellings = [""]
    for scalar in unicodeScalars {
      let options = [scalar] + (Self.alternatives[scalar].map { [$0] } ?? [])
      guard spellings.count * options.count <= limit else { return nil }
      spellings = spellings.flatMap { prefix in options.map { prefix + String($0) } }
    }
    return spellings
  }

  // A regular expression that matches every spelling of this ASCII text and nothing else,
  // valid in ECMA-262 (with the `u` flag) and in Python; `nil` for other text.
  var spellingsPattern: String? {
    guard unicodeScalars.allSatisfy(\.isASCII) else { return nil }
    var pattern = ""
    for scalar in unicodeScalars {
      if let other = Self.alternatives[scalar] {
        pattern += "[\(scalar)\(other)]"
      } else {
        if "\\^$.|?*+()[]{}/".unicodeScalars.contains(scalar) { pattern += "\\" }
        pattern.unicodeScalars.append(scalar)
      }
    }
    return pattern
  }
}
