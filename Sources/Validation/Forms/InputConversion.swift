import Foundation

/// How a ``FormField`` turns the text a user typed into a typed value, and a value set by
/// code back into text.
///
/// A conversion is strict: the whole text must parse, or the field reports a failure
/// whose requirement is the conversion's ``description`` ("a whole number"). The catalogue
/// covers text, integers, the floating-point types, `Decimal`, dates in ISO 8601, web
/// addresses, `LosslessStringConvertible` types and `String`-backed enums; a custom
/// conversion gives its own description:
///
/// ```swift
/// let answer = InputConversion<Bool>("yes or no") { text in
///   switch text { case "yes": true; case "no": false; default: nil }
/// } format: { $0 ? "yes" : "no" }
/// ```
public struct InputConversion<Value>: Sendable {
  /// What the text must be, as failures name it: "a whole number".
  public let description: String

  // Parses the whole text, or returns `nil`.
  @usableFromInline
  let parse: @Sendable (String) -> Value?

  // Formats a value set by code as the text a user would type for it.
  let format: @Sendable (Value) -> String

  // Whether every text converts (a text field): a checklist then shows no line for the
  // conversion, and an empty input is not "missing".
  let acceptsEveryInput: Bool

  // Whether the value is the text itself, as typed (`text()`): a field then takes the
  // text without calling `parse`.
  @usableFromInline
  let keepsText: Bool

  // What the text must be, as the catalogue's messages word it in every language; `nil`
  // for a conversion of the caller's, whose description is shown as written.
  let expected: Constraint.Conversion?

  // What a text that does not convert gets wrong, when the conversion can tell more than
  // `expected` does (a date whose month has no such day): the failure's description and
  // constraint, or `nil` to say what `expected` says.
  let mistake: (@Sendable (String) -> (description: String, expected: Constraint.Conversion)?)?

  // The names messages show for some of the allowed values (an enum's cases by raw value),
  // in every language they have; `nil` to show the values themselves.
  var valueNames: [Constraint.Value: LocalizedText]?

  /// Creates a conversion from a description, a parser and a formatter.
  ///
  /// The parser must accept only text that stands for a value as a whole, and return
  /// `nil` for anything else; the formatter's text for a value must parse back to it.
  ///
  /// - Parameters:
  ///   - description: What the text must be, as failures name it.
  ///   - parse: Returns the value the whole text stands for, or `nil`.
  ///   - format: Returns the text for a value set by code.
  public init(
    _ description: String, parse: @escaping @Sendable (String) -> Value?,
    format: @escaping @Sendable (Value) -> String
  ) {
    self.init(description, acceptsEveryInput: false, parse: parse, format: format)
  }

  init(
    _ description: String, expected: Constraint.Conversion? = nil, acceptsEveryInput: Bool,
    keepsText: Bool = false,
    mistake: (@Sendable (String) -> (description: String, expected: Constraint.Conversion)?)? =
      nil,
    parse: @escaping @Sendable (String) -> Value?,
    format: @escaping @Sendable (Value) -> String
  ) {
    self.description = description
    self.expected = expected
    self.mistake = mistake
    self.acceptsEveryInput = acceptsEveryInput
    self.keepsText = keepsText
    self.parse = parse
    self.format = format
    valueNames = nil
  }

  /// What the text must be, as a checklist shows it in the locale's language: "a whole
  /// number", "eine ganze Zahl"; a conversion of your own reads as its description.
  ///
  /// - Parameters:
  ///   - locale: The locale to show the phrase in; by default the user's.
  ///   - timeZone: The time zone a date is shown in; by default the user's.
  /// - Returns: The phrase, with no capital and no full stop.
  public func phrase(in locale: Locale = .current, timeZone: TimeZone = .current) -> String {
    guard let expected else { return description }
    return Constraint.conversion(expected).phrase(
      in: locale, timeZone: timeZone, valueNames: valueNames)
  }

  /// Returns the value a text stands for, or `nil` when the text does not convert.
  ///
  /// - Parameter text: The text as typed.
  /// - Returns: The converted value, or `nil`.
  public func value(from text: String) -> Value? {
    parse(text)
  }

  /// Returns the text a user would type for a value.
  ///
  /// - Parameter value: The value to format.
  /// - Returns: Text that converts back to `value`.
  public func text(for value: Value) -> String {
    format(value)
  }

  /// Returns a conversion that ignores whitespace and newlines around the text.
  ///
  /// The field's input keeps what was typed; only the converted value is trimmed.
  ///
  /// ```swift
  /// FormField<Int>(name: "Age", conversion: InputConversion.integer.trimmingWhitespace())
  /// ```
  public func trimmingWhitespace() -> InputConversion {
    let parse = self.parse
    var mistake: (@Sendable (String) -> (description: String, expected: Constraint.Conversion)?)?
    if let wrapped = self.mistake {
      mistake = { wrapped(trimmedWhitespace($0)) }
    }
    var trimming = InputConversion(
      description, expected: expected, acceptsEveryInput: acceptsEveryInput, mistake: mistake,
      parse: { parse(trimmedWhitespace($0)) }, format: format)
    trimming.valueNames = valueNames
    return trimming
  }

  /// A conversion from the text a caller's parse strategy reads, such as a date format.
  ///
  /// The strategy decides what it accepts: Foundation's strategies can be lenient (a
  /// number strategy reads `1,234` as 1234), which the built-in conversions are not.
  ///
  /// - Parameters:
  ///   - description: What the text must be, as failures name it.
  ///   - strategy: Parses the text.
  ///   - format: Returns the text for a value set by code.
  /// - Returns: The conversion.
  public static func parsing<Strategy: ParseStrategy & Sendable>(
    _ description: String, _ strategy: Strategy, format: @escaping @Sendable (Value) -> String
  ) -> InputConversion where Strategy.ParseInput == String, Strategy.ParseOutput == Value {
    InputConversion(description, parse: { try? strategy.parse($0) }, format: format)
  }

  /// A conversion to an optional value: empty text (or only whitespace) is `nil`, any
  /// other text converts as `wrapped` converts it.
  ///
  /// ```swift
  /// FormField<Int?>(name: "Floor", conversion: .optional(.integer), .required())
  /// ```
  ///
  /// - Parameter wrapped: The conversion for text that is not empty.
  /// - Returns: The conversion.
  public static func optional<Wrapped>(_ wrapped: InputConversion<Wrapped>) -> InputConversion
  where Value == Wrapped? {
    let parse = wrapped.parse
    let format = wrapped.format
    var optional = InputConversion(
      wrapped.description, expected: wrapped.expected,
      acceptsEveryInput: wrapped.acceptsEveryInput, mistake: wrapped.mistake,
      parse: { text -> Wrapped?? in
        if text.allSatisfy(\.isWhitespace) { return .some(nil) }
        return parse(text).map { .some($0) }
      },
      format: { $0.map(format) ?? "" })
    optional.valueNames = wrapped.valueNames
    return optional
  }
}

extension InputConversion where Value == String {
  /// The text as typed, whitespace included; with `trimming`, without the whitespace and
  /// newlines around it.
  ///
  /// - Parameter trimming: Whether to trim whitespace and newlines around the text.
  /// - Returns: The conversion, which accepts every text.
  public static func text(trimming: Bool = false) -> InputConversion {
    let parse: @Sendable (String) -> String?
    if trimming {
      parse = { trimmedWhitespace($0) }
    } else {
      parse = { $0 }
    }
    return InputConversion(
      "text", acceptsEveryInput: true, keepsText: !trimming, parse: parse, format: { $0 })
  }
}

extension InputConversion where Value: LosslessStringConvertible & Sendable {
  // The type's own conversion from text, `Value(text)`, formatted with `description`.
  static var lossless: InputConversion {
    InputConversion("a valid \(Value.self)", parse: { Value($0) }, format: { $0.description })
  }

  // The conversion a field of this type uses by default: strict numbers for the standard
  // numeric types (`Float16` and `Float80` where the platform has them), the text itself
  // for `String`, `checkbox` for `Bool`, and `lossless` for any other type.
  static var standard: InputConversion {
    if let text = InputConversion<String>.text() as? InputConversion { return text }
    if let number = InputConversion<Double>.number() as? InputConversion { return number }
    if let number = InputConversion<Float>.number() as? InputConversion { return number }
    #if !((os(macOS) || targetEnvironment(macCatalyst)) && arch(x86_64))
      if let number = InputConversion<Float16>.number() as? InputConversion { return number }
    #endif
    #if arch(x86_64) || arch(i386)
      if let number = InputConversion<Float80>.number() as? InputConversion { return number }
    #endif
    if let character = Self.character as? InputConversion { return character }
    if let checkbox = InputConversion<Bool>.checkbox as? InputConversion { return checkbox }
    if let integer = Value.self as? any (FixedWidthInteger & Sendable).Type,
      let conversion = integerConversion(integer)
    {
      return conversion
    }
    return lossless
  }

  // `Character("")` stops the program: its initializer from text is not failable.
  private static var character: InputConversion<Character> {
    InputConversion<Character>(
      "a single character", expected: .character, acceptsEveryInput: false,
      parse: { $0.count == 1 ? $0.first : nil }, format: { String($0) })
  }

  private static func integerConversion<Integer: FixedWidthInteger & Sendable>(_ type: Integer.Type)
    -> InputConversion?
  {
    InputConversion<Integer>.integer as? InputConversion
  }
}

extension InputConversion where Value: RawRepresentable & Sendable, Value.RawValue == String {
  /// The case whose raw value is the whole text; a `CaseIterable` enum's failures list
  /// its raw values ("one of: free, pro").
  public static var rawValue: InputConversion {
    var description = "a valid \(Value.self)"
    var expected: Constraint.Conversion? = nil
    if let cases = Value.self as? any CaseIterable.Type {
      let values = rawValues(of: cases)
      description = "one of: " + values.joined(separator: ", ")
      expected = .rawValue(values)
    }
    return InputConversion(
      description, expected: expected, acceptsEveryInput: false,
      parse: { Value(rawValue: $0) }, format: { $0.rawValue })
  }

  /// The case whose raw value is the whole text, as ``rawValue`` is; a `CaseIterable`
  /// enum's failures and checklists show its cases by the names given for them, in the
  /// locale's language.
  ///
  /// ```swift
  /// let plan = FormField<Plan>(
  ///   name: "Plan",
  ///   conversion: .rawValue(displayNames: [.free: ["en": "Free", "de": "Kostenlos"]]))
  /// // In German: "Plan muss „Kostenlos“ oder „pro“ sein." (pro has no name given)
  /// ```
  ///
  /// - Parameter displayNames: The names for some or all of the cases.
  /// - Returns: The conversion, showing cases by those names.
  public static func rawValue(displayNames: [Value: LocalizedText]) -> InputConversion
  where Value: Hashable {
    var conversion = rawValue
    conversion.valueNames = Dictionary(
      displayNames.map { (Constraint.Value.text($0.key.rawValue), $0.value) },
      uniquingKeysWith: { first, _ in first })
    return conversion
  }

  private static func rawValues<Cases: CaseIterable>(of type: Cases.Type) -> [String] {
    type.allCases.compactMap { ($0 as? Value)?.rawValue }
  }
}

// The text without the whitespace and newlines around it.
func trimmedWhitespace(_ text: String) -> String {
  guard let first = text.first, let last = text.last, first.isWhitespace || last.isWhitespace
  else { return text }
  guard let start = text.firstIndex(where: { !$0.isWhitespace }),
    let end = text.lastIndex(where: { !$0.isWhitespace })
  else { return "" }
  return String(text[start...end])
}
