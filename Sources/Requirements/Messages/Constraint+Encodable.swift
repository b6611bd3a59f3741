#if canImport(Foundation)
  import Foundation
#endif

extension Constraint.Value: Encodable {
  /// Encodes the value as JSON has it: a number (an infinite one as the string `inf` or
  /// `-inf`, a NaN as the string `nan`), a string, or a date as an ISO 8601 string in UTC
  /// (`2026-11-26T00:00:00Z`).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .integer(let integer): try container.encode(integer)
    // JSON has no infinity or NaN: an unbounded limit is written as Swift writes it, `inf`.
    case .number(let number) where !number.isFinite: try container.encode(String(number))
    case .number(let number): try container.encode(number)
    case .text(let text): try container.encode(text)
    #if canImport(Foundation)
      // `JSONEncoder` writes a decimal NaN as `NaN`, which is not JSON.
      case .decimal(let decimal) where decimal.isNaN: try container.encode("nan")
      case .decimal(let decimal): try container.encode(decimal)
      case .date(let date): try container.encode(Self.iso8601(date))
    #endif
    }
  }

  #if canImport(Foundation)
    // A date as parameters write it: ISO 8601 in UTC, with milliseconds when it has them.
    package static func iso8601(_ date: Date) -> String {
      guard date.timeIntervalSinceReferenceDate.isFinite else { return "invalid" }
      let whole = date.timeIntervalSince1970.rounded(.down)
      var style = Date.ISO8601FormatStyle(timeZone: .gmt)
      if date.timeIntervalSince1970 != whole {
        style = style.time(includingFractionalSeconds: true)
      }
      return date.formatted(style)
    }
  #endif
}

extension Constraint.Parameter: Encodable {
  /// Encodes the parameter as one JSON value or an array of them.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .value(let value): try value.encode(to: encoder)
    case .list(let values):
      var container = encoder.unkeyedContainer()
      for value in values { try container.encode(value) }
    }
  }
}
