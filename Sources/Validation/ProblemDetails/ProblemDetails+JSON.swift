#if canImport(Foundation)
  import Foundation
  import Requirements

  extension ProblemDetails {
    /// The document as JSON, with sorted keys and unescaped slashes: the same document
    /// always gives the same bytes, the bytes `JSONEncoder` writes with `.sortedKeys` and
    /// `.withoutEscapingSlashes`.
    ///
    /// A parameter JSON has no number for is a string, as ``Constraint/Value`` encodes it:
    /// an infinite bound `"inf"` or `"-inf"`, a NaN `"nan"`.
    public func json() -> Data {
      // Written directly: the document is five known keys and a list of three-key
      // entries, and a `JSONEncoder` would cost more than the rest of answering an invalid
      // request. The keys are in sorted order.
      var bytes: [UInt8] = []
      bytes.reserveCapacity(128 + errors.count * 96)
      bytes.append(contentsOf: #"{"detail":"#.utf8)
      Self.appendString(detail, to: &bytes)
      bytes.append(contentsOf: #","errors":["#.utf8)
      for (index, entry) in errors.enumerated() {
        bytes.append(contentsOf: index == 0 ? #"{"code":"#.utf8 : #",{"code":"#.utf8)
        Self.appendString(entry.code, to: &bytes)
        bytes.append(contentsOf: #","detail":"#.utf8)
        Self.appendString(entry.detail, to: &bytes)
        if let parameters = entry.parameters {
          bytes.append(contentsOf: #","params":"#.utf8)
          Self.appendParameters(parameters, to: &bytes)
        }
        bytes.append(contentsOf: #","pointer":"#.utf8)
        Self.appendString(entry.pointer, to: &bytes)
        bytes.append(UInt8(ascii: "}"))
      }
      bytes.append(contentsOf: #"],"status":"#.utf8)
      bytes.append(contentsOf: String(status).utf8)
      bytes.append(contentsOf: #","title":"#.utf8)
      Self.appendString(title, to: &bytes)
      bytes.append(contentsOf: #","type":"#.utf8)
      Self.appendString(type, to: &bytes)
      bytes.append(UInt8(ascii: "}"))
      return Data(bytes)
    }

    // Appends an entry's parameters as a JSON object with sorted keys.
    private static func appendParameters(
      _ parameters: [String: Constraint.Parameter], to bytes: inout [UInt8]
    ) {
      bytes.append(UInt8(ascii: "{"))
      for (index, name) in parameters.keys.sorted().enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        appendString(name, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        switch parameters[name] {
        case .value(let value)?: appendValue(value, to: &bytes)
        case .list(let values)?:
          bytes.append(UInt8(ascii: "["))
          for (position, value) in values.enumerated() {
            if position > 0 { bytes.append(UInt8(ascii: ",")) }
            appendValue(value, to: &bytes)
          }
          bytes.append(UInt8(ascii: "]"))
        case nil: break
        }
      }
      bytes.append(UInt8(ascii: "}"))
    }

    // Appends a parameter's value as `JSONEncoder` writes it.
    private static func appendValue(_ value: Constraint.Value, to bytes: inout [UInt8]) {
      switch value {
      case .integer(let integer): bytes.append(contentsOf: String(integer).utf8)
      case .number(let number):
        guard number.isFinite else {
          appendString(String(number), to: &bytes)
          return
        }
        // As `JSONEncoder` writes it: the description without a trailing ".0", so `-0`
        // for negative zero and `9007199254740992` for 2^53.
        let text = number.description
        bytes.append(contentsOf: text.hasSuffix(".0") ? text.utf8.dropLast(2) : text.utf8[...])
      // A NaN as `Constraint.Value` encodes it, for JSON has no NaN.
      case .decimal(let decimal) where decimal.isNaN: appendString("nan", to: &bytes)
      case .decimal(let decimal): bytes.append(contentsOf: decimal.description.utf8)
      case .date(let date): appendString(Constraint.Value.iso8601(date), to: &bytes)
      case .text(let text): appendString(text, to: &bytes)
      }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    // Appends a JSON string literal, escaped as `JSONEncoder` escapes it: a quote and a
    // backslash with a backslash, the control characters with their short escapes (`\n`)
    // or as `\u00XX` in lowercase hexadecimal, everything else as its UTF-8 bytes.
    private static func appendString(_ text: String, to bytes: inout [UInt8]) {
      bytes.append(UInt8(ascii: "\""))
      for byte in text.utf8 {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"):
          bytes.append(UInt8(ascii: "\\"))
          bytes.append(byte)
        case 0x08: bytes.append(contentsOf: #"\b"#.utf8)
        case 0x09: bytes.append(contentsOf: #"\t"#.utf8)
        case 0x0A: bytes.append(contentsOf: #"\n"#.utf8)
        case 0x0C: bytes.append(contentsOf: #"\f"#.utf8)
        case 0x0D: bytes.append(contentsOf: #"\r"#.utf8)
        case 0x00..<0x20:
          bytes.append(contentsOf: #"\u00"#.utf8)
          bytes.append(hexDigits[Int(byte >> 4)])
          bytes.append(hexDigits[Int(byte & 0x0F)])
        default:
          bytes.append(byte)
        }
      }
      bytes.append(UInt8(ascii: "\""))
    }
  }
#endif
