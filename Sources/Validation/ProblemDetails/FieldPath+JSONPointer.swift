extension FieldPath {
  /// The path as an RFC 6901 JSON Pointer in URI fragment form: `#/orders/3/total`.
  ///
  /// `~` and `/` in a name are escaped as `~0` and `~1`, and characters a URI fragment
  /// cannot hold are percent-encoded as UTF-8; the model itself is `#`.
  public var jsonPointer: String {
    var pointer = "#"
    for component in components {
      pointer += "/"
      switch component {
      case .index(let index): pointer += String(index)
      case .field(let name): pointer += Self.pointerToken(name)
      }
    }
    return pointer
  }

  // A name as one reference token of a pointer in a URI fragment.
  private static func pointerToken(_ name: String) -> String {
    var token = ""
    for byte in name.utf8 {
      switch byte {
      case UInt8(ascii: "~"): token += "~0"
      case UInt8(ascii: "/"): token += "~1"
      case _ where isAllowedInFragment(byte): token.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        token += byte < 0x10 ? "%0" + hex : "%" + hex
      }
    }
    return token
  }

  // Whether RFC 3986 lets a byte stand for itself in a fragment: unreserved characters,
  // sub-delimiters, `:`, `@`, `/` and `?`.
  private static func isAllowedInFragment(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    default:
      return "-._~!$&'()*+,;=:@/?".utf8.contains(byte)
    }
  }
}
