#if canImport(Foundation)
  import Foundation

  extension ProblemDetails {
    /// The document as JSON, with sorted keys and unescaped slashes: the same document
    /// always gives the same bytes, the bytes `JSONEncoder` writes with `.sortedKeys` and
    /// `.withoutEscapingSlashes`.
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
