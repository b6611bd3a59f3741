import Foundation

/// A type that is not `LosslessStringConvertible` but that a ``FormField`` converts from
/// text without being told how: `Decimal`, `Date` and `URL` adopt it.
///
/// Adopt it for a type of your own to give `FormField<YourType>(name:)` a conversion:
///
/// ```swift
/// extension Money: InputConvertible {
///   static var inputConversion: InputConversion<Money> { .init("an amount", parse: …, format: …) }
/// }
/// ```
public protocol InputConvertible {
  /// The conversion a form field of this type uses unless it is given another.
  static var inputConversion: InputConversion<Self> { get }
}

extension Decimal: InputConvertible {
  /// ``InputConversion/decimal(decimalSeparator:)`` with a point.
  public static var inputConversion: InputConversion<Decimal> { .decimal() }
}

extension Date: InputConvertible {
  /// ``InputConversion/iso8601(timeZone:)`` in UTC: a date or a date and time.
  public static var inputConversion: InputConversion<Date> { .iso8601() }
}

extension URL: InputConvertible {
  /// ``InputConversion/url(schemes:)`` for `http` and `https`.
  public static var inputConversion: InputConversion<URL> { .url() }
}

extension InputConversion where Value == URL {
  /// An absolute web address with a host, `https://example.com/path`, whose scheme is one
  /// of `schemes`.
  ///
  /// Text with spaces, a relative address (`example.com`, `not a url`), another scheme
  /// (`javascript:`, `ftp:`) or characters Foundation would escape to make an address
  /// (`%zz`, `<`, `ä`: type them percent-encoded) does not convert.
  ///
  /// - Parameter schemes: The schemes accepted, in lowercase; `http` and `https` by
  ///   default.
  /// - Returns: The conversion.
  public static func url(schemes: Set<String> = ["http", "https"]) -> InputConversion {
    let description =
      schemes == ["http", "https"]
      ? "a web address (http or https)"
      : "an address starting with " + schemes.sorted().map { "\($0)://" }.joined(separator: " or ")
    return InputConversion(
      description,
      parse: { text in
        // Foundation takes any text without a scheme as a relative address, and some
        // versions escape spaces rather than refuse them.
        guard
          !text.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.value < 0x20 }),
          let url = URL(string: text), let scheme = url.scheme?.lowercased(),
          schemes.contains(scheme), let host = url.host, !host.isEmpty,
          // Foundation escapes what an address cannot hold (`%zz` becomes `%25zz`): the
          // field must keep exactly what was typed.
          url.absoluteString == text
        else { return nil }
        return url
      },
      format: \.absoluteString)
  }
}
