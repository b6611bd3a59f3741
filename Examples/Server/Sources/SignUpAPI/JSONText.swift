import Foundation

/// Whether a request body can be JSON text as RFC 8259 exchanges it: valid UTF-8 without
/// NUL bytes, in which every `\u` escape of a UTF-16 surrogate is one half of a pair.
///
/// Foundation's decoder reads a string's bytes only when a model asks for the string, so a
/// model would report invalid UTF-8 or a lone `\ud800` as a field's failure (422); it also
/// reads a body in UTF-16 or UTF-32. A body that fails this check is not JSON text at all:
/// a 400, before decoding.
///
/// - Parameter body: The request body's bytes.
/// - Returns: `false` when the body is certainly not UTF-8 JSON text; `true` leaves the
///   rest of the grammar to the decoder.
func isJSONTextEncoding(_ body: Data) -> Bool {
  isUTF8WithoutNUL(body) && hasPairedSurrogateEscapes(body)
}

// Whether bytes are UTF-8 (no overlong form, no encoded surrogate, nothing past U+10FFFF)
// with no NUL: JSON text has none, and UTF-16 or UTF-32 text of ASCII characters has many.
private func isUTF8WithoutNUL(_ bytes: Data) -> Bool {
  var parser = Unicode.UTF8.ForwardParser()
  var iterator = bytes.makeIterator()
  while true {
    switch parser.parseScalar(from: &iterator) {
    case .valid(let encoded):
      if encoded.count == 1 && encoded.first == 0 { return false }
    case .emptyInput: return true
    case .error: return false
    }
  }
}

// Whether each `\u` escape of a high surrogate (D800 to DBFF) is followed by one of a low
// surrogate (DC00 to DFFF), and no low surrogate's escape stands alone. A backslash outside
// a string is a syntax error the decoder reports anyway.
private func hasPairedSurrogateEscapes(_ bytes: Data) -> Bool {
  let backslash = UInt8(ascii: "\\")
  var index = bytes.startIndex
  var awaitsLowSurrogate = false
  while let found = bytes[index...].firstIndex(of: backslash) {
    // Anything but an escape between a high surrogate's escape and the next backslash.
    if awaitsLowSurrogate && found != index { return false }
    let unit = surrogateEscape(in: bytes, at: found)
    switch unit {
    case .some(0xD800...0xDBFF):
      guard !awaitsLowSurrogate else { return false }
      awaitsLowSurrogate = true
    case .some(0xDC00...0xDFFF):
      guard awaitsLowSurrogate else { return false }
      awaitsLowSurrogate = false
    default:
      guard !awaitsLowSurrogate else { return false }
    }
    // `\uXXXX` is six bytes, any other escape (`\\`, `\"`, `\n`, …) two.
    index = min(bytes.endIndex, found + (unit == nil ? 2 : 6))
  }
  return !awaitsLowSurrogate
}

// The code unit of a `\uXXXX` escape at an index when it is a surrogate; nil otherwise.
private func surrogateEscape(in bytes: Data, at index: Data.Index) -> UInt16? {
  guard bytes.endIndex - index >= 6, bytes[index + 1] == UInt8(ascii: "u"),
    let text = String(bytes: bytes[(index + 2)..<(index + 6)], encoding: .ascii),
    let unit = UInt16(text, radix: 16), (0xD800...0xDFFF).contains(unit)
  else { return nil }
  return unit
}
