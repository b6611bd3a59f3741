extension Constraint {
  /// The constraint's name in `snake_case`, stable across releases: `min_length`,
  /// `email`, `conversion`.
  public var code: String {
    switch self {
    case .required: "required"
    case .nonEmpty: "non_empty"
    case .nonBlank: "non_blank"
    case .minLength: "min_length"
    case .maxLength: "max_length"
    case .length: "length"
    case .maxBytes: "max_bytes"
    case .minCount: "min_count"
    case .maxCount: "max_count"
    case .count: "count"
    case .minimum: "minimum"
    case .maximum: "maximum"
    case .range: "range"
    case .halfOpenRange: "half_open_range"
    case .multiple: "multiple_of"
    case .oneOf: "one_of"
    case .noneOf: "none_of"
    case .equalTo: "equal_to"
    case .accepted: "accepted"
    case .hasPrefix: "prefix"
    case .hasSuffix: "suffix"
    case .contains: "contains"
    case .atLeast: "at_least"
    case .only: "only"
    case .ascii: "ascii"
    case .email: "email"
    case .url: "url"
    case .hostname: "hostname"
    case .ipv4: "ipv4"
    case .ipv6: "ipv6"
    case .e164: "e164"
    case .uuid: "uuid"
    case .pattern: "pattern"
    case .conversion: "conversion"
    case .hidden(let hidden): hidden.code
    }
  }

  /// The constraint's parameters by name, in a fixed order.
  ///
  /// Problem details list them under `params`: `min` and `max` for lengths, counts and bounds, `divisor`, `values`,
  /// `text`, `count` and `classes`, `schemes`, `version`, `pattern`, and for a conversion
  /// `expected` (and `schemes` or `values`). Empty when there are none, and for
  /// a constraint whose values are ``Constraint/hidden(_:)``.
  public var parameters: [(name: String, value: Parameter)] {
    switch self {
    case .required, .nonEmpty, .nonBlank, .accepted, .ascii, .email, .hostname, .ipv4, .ipv6,
      .e164:
      return []
    case .minLength(let length), .minCount(let length): return [("min", .value(.integer(length)))]
    case .maxLength(let length), .maxCount(let length), .maxBytes(let length):
      return [("max", .value(.integer(length)))]
    case .length(let min, let max), .count(let min, let max):
      return [("min", .value(.integer(min))), ("max", .value(.integer(max)))]
    case .minimum(let bound): return [("min", .value(bound))]
    case .maximum(let bound): return [("max", .value(bound))]
    case .range(let lower, let upper): return [("min", .value(lower)), ("max", .value(upper))]
    case .halfOpenRange(let lower, let upper):
      return [("min", .value(lower)), ("below", .value(upper))]
    case .multiple(let divisor): return [("divisor", .value(divisor))]
    case .oneOf(let values), .noneOf(let values): return [("values", .list(values))]
    case .equalTo(let value): return [("value", .value(value))]
    case .hasPrefix(let text), .hasSuffix(let text), .contains(let text):
      return [("text", .value(.text(text)))]
    case .atLeast(let count, let characterClass):
      return [("count", .value(.integer(count))), ("class", .value(.text(characterClass.code)))]
    case .only(let classes): return [("classes", .list(classes.map { .text($0.code) }))]
    case .url(let schemes): return [("schemes", .list(schemes.map(Value.text)))]
    case .uuid(let version): return version.map { [("version", .value(.integer($0)))] } ?? []
    case .pattern(let pattern): return pattern.map { [("pattern", .value(.text($0)))] } ?? []
    case .conversion(let conversion): return conversion.parameters
    case .hidden: return []
    }
  }

  /// A parameter's value: one value or a list of them.
  public enum Parameter: Sendable, Hashable {
    /// One value.
    case value(Value)
    /// A list of values, in order.
    case list([Value])
  }
}

extension Constraint.Conversion {
  // The parameters of a conversion constraint: what was expected, and its options.
  var parameters: [(name: String, value: Constraint.Parameter)] {
    let expected: String
    switch self {
    case .value: expected = "value"
    case .wholeNumber: expected = "whole_number"
    case .number: expected = "number"
    case .date: expected = "date"
    case .dateTime: expected = "date_time"
    case .dateOrDateTime: expected = "date_or_date_time"
    case .dateWithinYears: expected = "date_within_years"
    case .nanosecondTime: expected = "nanosecond_time"
    case .character: expected = "character"
    case .checkbox: expected = "checkbox"
    case .existingDay: expected = "existing_day"
    case .webAddress(let schemes):
      return [
        ("expected", .value(.text("web_address"))),
        ("schemes", .list(schemes.map(Constraint.Value.text))),
      ]
    case .rawValue(let values):
      return [
        ("expected", .value(.text("raw_value"))),
        ("values", .list(values.map(Constraint.Value.text))),
      ]
    }
    return [("expected", .value(.text(expected)))]
  }
}

extension CharacterClass {
  // The class as parameters name it: `uppercase`, `lowercase`, `letters`, `digits`,
  // `whitespace`, `special`, or a custom class's singular name.
  var code: String {
    builtInCode ?? singularName
  }

  /// The name of a built-in class, which each ``MessageLanguage`` words its own way:
  /// `uppercase`, `lowercase`, `letters`, `digits`, `whitespace` or `special`; `nil` for a
  /// class of your own, even one named "digits", which messages show by its names.
  public var builtInCode: String? {
    switch builtInNumber {
    case 1: "uppercase"
    case 2: "lowercase"
    case 3: "letters"
    case 4: "digits"
    case 5: "whitespace"
    case 6: "special"
    default: nil
    }
  }
}
