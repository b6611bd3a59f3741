#if canImport(Foundation)
  import Foundation
#endif

/// What a catalogue requirement demands, as data: which entry it is and its parameters
/// (bounds, lengths, counts, allowed values, date limits), with their types.
///
/// A failure of a catalogue requirement carries its constraint in
/// ``UnsatisfiedRequirement/constraint``, so an app can word a message its own way or
/// show the limit somewhere else:
///
/// ```swift
/// if case .minLength(let length)? = failure.constraint {
///   hint = "\(length)+"
/// }
/// ```
///
/// ``code`` and ``parameters`` give the same data as text and JSON-ready values, as
/// problem details list them.
public enum Constraint: Sendable {
  /// An optional holds a value: ``Requirement/required()``.
  case required
  /// A collection or text is not empty.
  case nonEmpty
  /// A text has a visible character.
  case nonBlank
  /// A text has at least this many characters.
  case minLength(Int)
  /// A text has at most this many characters.
  case maxLength(Int)
  /// A text's number of characters lies between the bounds, both included.
  case length(min: Int, max: Int)
  /// A text takes at most this many UTF-8 bytes.
  case maxBytes(Int)
  /// A collection has at least this many elements.
  case minCount(Int)
  /// A collection has at most this many elements.
  case maxCount(Int)
  /// A collection's number of elements lies between the bounds, both included.
  case count(min: Int, max: Int)
  /// A value is at least the bound.
  case minimum(Value)
  /// A value is at most the bound.
  case maximum(Value)
  /// A value lies between the bounds, both included.
  case range(Value, Value)
  /// A value is at least the lower bound and less than the upper one.
  case halfOpenRange(Value, Value)
  /// An integer is a multiple of the divisor.
  case multiple(of: Value)
  /// A value is one of these (none, when empty).
  case oneOf([Value])
  /// A value is none of these.
  case noneOf([Value])
  /// A value equals this one.
  case equalTo(Value)
  /// A checkbox is checked, as terms must be: ``Requirement/accepted()``.
  case accepted
  /// A text starts with this text.
  case hasPrefix(String)
  /// A text ends with this text.
  case hasSuffix(String)
  /// A text contains this text.
  case contains(String)
  /// A text has at least this many characters of the class.
  case atLeast(Int, CharacterClass)
  /// Every character of a text belongs to one of the classes.
  case only([CharacterClass])
  /// Every character of a text is ASCII.
  case ascii
  /// A text is an e-mail address.
  case email
  /// A text is a URL with one of the schemes.
  case url(schemes: [String])
  /// A text is a host name.
  case hostname
  /// A text is an IPv4 address.
  case ipv4
  /// A text is an IPv6 address.
  case ipv6
  /// A text is a phone number in E.164 form.
  case e164
  /// A text is a UUID, of this version when one is given.
  case uuid(version: Int?)
  /// A text matches a regular expression, shown by its source when there is one.
  case pattern(String?)
  /// A text converts to a value of a form field's type.
  case conversion(Conversion)
  /// A constraint of a secret field whose values stay hidden: which entry it is, without
  /// its expected, allowed or excluded values or its text.
  case hidden(Hidden)

  /// The catalogue entries whose values a secret field hides.
  ///
  /// A secret field's failures and exports name these in place of
  /// ``Constraint/equalTo(_:)``, ``Constraint/oneOf(_:)``, ``Constraint/noneOf(_:)``,
  /// ``Constraint/hasPrefix(_:)``, ``Constraint/hasSuffix(_:)`` and
  /// ``Constraint/contains(_:)``; a pattern shows as ``Constraint/pattern(_:)`` without its
  /// source.
  public enum Hidden: Sendable, Hashable {
    /// A value equals an expected one.
    case equalTo
    /// A value is one of the allowed ones.
    case oneOf
    /// A value is none of the excluded ones.
    case noneOf
    /// A text starts with a required text.
    case hasPrefix
    /// A text ends with a required text.
    case hasSuffix
    /// A text contains a required text.
    case contains
  }

  /// What a text typed into a form field must be for its conversion.
  public enum Conversion: Sendable, Hashable {
    /// Something: the input is empty, and the field needs a value.
    case value
    /// A whole number.
    case wholeNumber
    /// A number.
    case number
    /// A date, `YYYY-MM-DD`.
    case date
    /// A date and time, `YYYY-MM-DDThh:mm:ssZ`.
    case dateTime
    /// A date, or a date and time.
    case dateOrDateTime
    /// A date within the years 0001 to 9999 (a date set from code outside them).
    case dateWithinYears
    /// A time no finer than a nanosecond.
    case nanosecondTime
    /// A web address with one of the schemes.
    case webAddress(schemes: [String])
    /// A single character.
    case character
    /// `true` or `false`: a checkbox, checked or not.
    case checkbox
    /// A day the calendar has: the text is laid out as a date, but its month has no such
    /// day (`1990-02-30`).
    case existingDay
    /// One of the raw values of an enumeration.
    case rawValue([String])
  }

  /// A parameter's value, typed.
  public enum Value: Sendable, Hashable {
    /// An integer.
    case integer(Int)
    /// A floating-point number.
    case number(Double)
    #if canImport(Foundation)
      /// A decimal number.
      case decimal(Decimal)
      /// A point in time.
      case date(Date)
    #endif
    /// A text, or any other value as it describes itself.
    case text(String)
  }
}

extension Constraint.Value {
  // The value as a parameter keeps it: numbers, dates and text typed, anything else as
  // its description. (The casts fold away once specialized.)
  static func of<Input>(_ value: Input) -> Constraint.Value {
    if Input.self == Int.self { return .integer(unsafeBitCast(value, to: Int.self)) }
    if Input.self == Double.self { return .number(unsafeBitCast(value, to: Double.self)) }
    if Input.self == String.self { return .text(unsafeBitCast(value, to: String.self)) }
    return converted(value)
  }

  // `of(_:)` for the other types, out of line.
  static func converted(_ value: Any) -> Constraint.Value {
    switch value {
    case let integer as any BinaryInteger:
      if let exact = Int(exactly: integer) { return .integer(exact) }
      #if canImport(Foundation)
        // A wider integer, such as a `UInt64` past `Int.max`, as a decimal, which holds
        // up to 38 digits: still a number, in messages and in JSON.
        let digits = integer.description
        if let decimal = Decimal(string: digits), decimal.description == digits {
          return .decimal(decimal)
        }
      #endif
    case let number as any BinaryFloatingPoint:
      return .number(Double(number))
    case let text as any StringProtocol:
      return .text(String(text))
    default:
      break
    }
    #if canImport(Foundation)
      if let decimal = value as? Decimal { return .decimal(decimal) }
      if let date = value as? Date { return .date(date) }
    #endif
    return .text(renderedValue(value))
  }
}
