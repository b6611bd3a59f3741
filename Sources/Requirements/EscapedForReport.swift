// Text from outside (a rejected value, a key from the data) as a one-line report shows it.
//
// Reports end up in logs and terminals, so text that came from a client must not be able
// to start a line of its own, end the quotes it is shown in, or reorder or restyle what
// follows: line breaks and tabs are written `\n`, `\r` and `\t`; any other control
// character, a line or paragraph separator or a bidirectional control is written
// `\u{…}` with its code in hexadecimal; with `escapingQuotes`, `"` and `\` get a backslash,
// for text shown between quotes. Anything else is kept, so most text comes back unchanged.
//
// - Parameters:
//   - text: The text to show.
//   - escapingQuotes: Whether the text goes between quotes.
// - Returns: The text with those characters escaped.
package func escapedForReport(_ text: String, escapingQuotes: Bool) -> String {
  // Most text has nothing to escape: one pass over its bytes says so.
  let hasNothingToEscape = text.utf8.allSatisfy { byte in
    byte >= 0x20 && byte < 0x7F && !(escapingQuotes && (byte == 0x22 || byte == 0x5C))
  }
  if hasNothingToEscape { return text }
  var escaped = ""
  escaped.reserveCapacity(text.utf8.count + 8)
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\n": escaped += "\\n"
    case "\r": escaped += "\\r"
    case "\t": escaped += "\\t"
    case "\"" where escapingQuotes: escaped += "\\\""
    case "\\" where escapingQuotes: escaped += "\\\\"
    case _ where needsEscapeInReport(scalar):
      escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    default: escaped.unicodeScalars.append(scalar)
    }
  }
  return escaped
}

// Whether a scalar is one a report writes as `\u{…}`: a control character (C0, DEL, C1),
// a line or paragraph separator, or a bidirectional control.
package func needsEscapeInReport(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar.value {
  case 0x00...0x1F, 0x7F...0x9F: true
  case 0x2028, 0x2029: true  // line and paragraph separators
  case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true  // bidirectional
  default: false
  }
}
