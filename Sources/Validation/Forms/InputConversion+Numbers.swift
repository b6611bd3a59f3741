import Foundation

extension InputConversion where Value: FixedWidthInteger & Sendable {
  /// A whole number in decimal digits, with an optional sign: `42`, `-7`, `+3`.
  ///
  /// Spaces, grouping separators (`1,234`) and numbers outside the type's range do not
  /// convert.
  public static var integer: InputConversion {
    if let standard = standardInteger as? InputConversion { return standard }
    return wholeNumber(Value.self)
  }

  // The standard integer types' conversions, each built where its type is known, so that
  // parsing runs code specialized for the type rather than the generic initializer (which
  // looks up type metadata on every call); `nil` for any other type.
  private static var standardInteger: Any? {
    switch Value.self {
    case is Int.Type: wholeNumber(Int.self)
    case is Int8.Type: wholeNumber(Int8.self)
    case is Int16.Type: wholeNumber(Int16.self)
    case is Int32.Type: wholeNumber(Int32.self)
    case is Int64.Type: wholeNumber(Int64.self)
    case is UInt.Type: wholeNumber(UInt.self)
    case is UInt8.Type: wholeNumber(UInt8.self)
    case is UInt16.Type: wholeNumber(UInt16.self)
    case is UInt32.Type: wholeNumber(UInt32.self)
    case is UInt64.Type: wholeNumber(UInt64.self)
    default: nil
    }
  }
}

// Whole numbers of one integer type in decimal digits, with an optional sign.
private func wholeNumber<Integer: FixedWidthInteger & Sendable>(_ type: Integer.Type)
  -> InputConversion<Integer>
{
  InputConversion(
    "a whole number", expected: .wholeNumber, acceptsEveryInput: false,
    parse: { Integer($0, radix: 10) }, format: { String($0) })
}

extension InputConversion where Value: BinaryFloatingPoint & LosslessStringConvertible & Sendable {
  /// A finite number in decimal digits: `42`, `-0.5`, `1e-3`.
  ///
  /// Digits must stand before the separator (`0.5`, not `.5`) and after it (`1.5`, not
  /// `1.`). Spaces, grouping separators, `nan`, `inf`, hexadecimal, numbers too large for
  /// the type and non-zero numbers too small for it (`1e-400`, which would read as 0) do
  /// not convert.
  ///
  /// - Parameter decimalSeparator: The ASCII character between the whole and the
  ///   fractional part: `.` by default, `,` for many European forms.
  /// - Returns: The conversion.
  public static func number(decimalSeparator: Character = ".") -> InputConversion {
    let separator = asciiSeparator(decimalSeparator)
    return InputConversion(
      "a number", expected: .number, acceptsEveryInput: false,
      parse: { text in
        guard isPlainNumber(text, separator: separator, allowsExponent: true),
          let value = Value(withPointSeparator(text, separator: separator)), value.isFinite,
          value != 0 || significantDigitCount(text) == 0
        else { return nil }
        return value
      },
      format: { withSeparator($0.description, separator: separator) })
  }
}

extension InputConversion where Value == Decimal {
  /// A decimal number in digits, with an optional sign: `9.99`, `-12`, `0,5` with a comma
  /// separator.
  ///
  /// The whole text must be the number: `9.99abc`, `1,234`, exponents and spaces do not
  /// convert, nor does a number `Decimal` cannot hold exactly: more than 38 significant
  /// digits, or a magnitude beyond its range.
  ///
  /// - Parameter decimalSeparator: The ASCII character between the whole and the
  ///   fractional part: `.` by default, `,` for many European forms.
  /// - Returns: The conversion.
  public static func decimal(decimalSeparator: Character = ".") -> InputConversion {
    let separator = asciiSeparator(decimalSeparator)
    return InputConversion(
      "a number", expected: .number, acceptsEveryInput: false,
      parse: { text in
        // `Decimal(string:)` rounds digits past its 38 silently.
        guard isPlainNumber(text, separator: separator, allowsExponent: false),
          significantDigitCount(text) <= 38
        else { return nil }
        return Decimal(
          string: withPointSeparator(text, separator: separator),
          locale: Locale(identifier: "en_US_POSIX"))
      },
      format: { withSeparator($0.description, separator: separator) })
  }
}

// The separator's ASCII code; a separator outside ASCII, or a digit or sign, is a
// programming error.
private func asciiSeparator(_ separator: Character) -> UInt8 {
  guard let code = separator.asciiValue, !separator.isNumber, separator != "+", separator != "-",
    separator != "e", separator != "E"
  else { preconditionFailure("A decimal separator must be an ASCII punctuation character.") }
  return code
}

// Whether the whole text is a plain number: an optional sign, ASCII digits, optionally the
// separator and more digits, and, with `allowsExponent`, optionally `e` or `E`, an
// optional sign and digits.
func isPlainNumber(_ text: String, separator: UInt8, allowsExponent: Bool) -> Bool {
  var bytes = text.utf8[...]
  func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
  func skipSign() {
    if let first = bytes.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
      bytes = bytes.dropFirst()
    }
  }
  // Drops one or more digits; false when none is there.
  func skipDigits() -> Bool {
    let count = bytes.prefix(while: isDigit).count
    bytes = bytes.dropFirst(count)
    return count > 0
  }
  skipSign()
  guard skipDigits() else { return false }
  if bytes.first == separator {
    bytes = bytes.dropFirst()
    guard skipDigits() else { return false }
  }
  if allowsExponent, let first = bytes.first,
    first == UInt8(ascii: "e") || first == UInt8(ascii: "E")
  {
    bytes = bytes.dropFirst()
    skipSign()
    guard skipDigits() else { return false }
  }
  return bytes.isEmpty
}

// The digits of a plain number's text from its first non-zero digit to its last one, not
// counting an exponent: 3 for `0.00120`, 0 for `-0.0`.
func significantDigitCount(_ text: String) -> Int {
  var position = 0
  var first: Int? = nil
  var last = 0
  for byte in text.utf8 {
    if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") { break }
    guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { continue }
    if byte != UInt8(ascii: "0") {
      first = first ?? position
      last = position
    }
    position += 1
  }
  return first.map { last - $0 + 1 } ?? 0
}

// The text with its decimal separator as a point, for the parsers that read only a point.
private func withPointSeparator(_ text: String, separator: UInt8) -> String {
  separator == UInt8(ascii: ".")
    ? text : withSeparator(text, separator: UInt8(ascii: "."), from: separator)
}

// A number's text with its point as the separator.
private func withSeparator(_ text: String, separator: UInt8) -> String {
  separator == UInt8(ascii: ".")
    ? text : withSeparator(text, separator: separator, from: UInt8(ascii: "."))
}

private func withSeparator(_ text: String, separator: UInt8, from old: UInt8) -> String {
  String(decoding: text.utf8.map { $0 == old ? separator : $0 }, as: UTF8.self)
}
