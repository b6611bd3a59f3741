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
