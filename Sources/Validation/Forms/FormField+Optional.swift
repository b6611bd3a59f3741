import Foundation

// A field the user may leave empty: `FormField<T?>(name:)` for each kind of value
// `FormField<T>(name:)` takes. Empty input, or only whitespace, is `nil`, as
// `InputConversion.optional(_:)` reads it; each requirement is on the wrapped type and
// checks a present value, lifted with `Requirement.ifPresent(_:)` as an optional guard's
// requirements are.

extension FormField {
  /// Creates a field the user may leave empty, for a `LosslessStringConvertible` type
  /// (`String`, the numbers, `Bool`): empty input is `nil`, and the requirements check a
  /// present value.
  ///
  /// ```swift
  /// var nickname = FormField<String?>(name: "Nickname", .minLength(2))
  /// ```
  ///
  /// - Parameters:
  ///   - value: The starting value; `nil` (the default) for an empty input.
  ///   - name: The name error messages use for the field.
  ///   - isSecret: Whether failures and descriptions hide the input.
  ///   - requirements: The requirements a present value must satisfy.
  public init<Wrapped: LosslessStringConvertible & Sendable>(
    _ value: Wrapped? = nil, name: LocalizedText? = nil, isSecret: Bool = false,
    _ requirements: Requirement<Wrapped>...
  ) where Value == Wrapped? {
    self.init(
      optional: value, name: name, isSecret: isSecret, requirements: requirements,
      conversion: .standard)
  }

  /// Creates a field the user may leave empty, for a type with a standard conversion
  /// (`URL`, `Date`, `Decimal`): empty input is `nil`, and the requirements check a
  /// present value.
  ///
  /// ```swift
  /// var website = FormField<URL?>(name: "Website")
  /// ```
  ///
  /// - Parameters:
  ///   - value: The starting value; `nil` (the default) for an empty input.
  ///   - name: The name error messages use for the field.
  ///   - isSecret: Whether failures and descriptions hide the input.
  ///   - requirements: The requirements a present value must satisfy.
  public init<Wrapped: InputConvertible>(
    _ value: Wrapped? = nil, name: LocalizedText? = nil, isSecret: Bool = false,
    _ requirements: Requirement<Wrapped>...
  ) where Value == Wrapped? {
    self.init(
      optional: value, name: name, isSecret: isSecret, requirements: requirements,
      conversion: Wrapped.inputConversion)
  }

  /// Creates a field the user may leave empty, for a `String`-backed enum: empty input is
  /// `nil`, any other must be a raw value, and the requirements check a present value.
  ///
  /// - Parameters:
  ///   - value: The starting value; `nil` (the default) for an empty input.
  ///   - name: The name error messages use for the field.
  ///   - isSecret: Whether failures and descriptions hide the input.
  ///   - requirements: The requirements a present value must satisfy.
  public init<Wrapped: RawRepresentable & Sendable>(
    _ value: Wrapped? = nil, name: LocalizedText? = nil, isSecret: Bool = false,
    _ requirements: Requirement<Wrapped>...
  ) where Value == Wrapped?, Wrapped.RawValue == String {
    self.init(
      optional: value, name: name, isSecret: isSecret, requirements: requirements,
      conversion: .rawValue)
  }

  // An optional field from the conversion of its wrapped type.
  init<Wrapped>(
    optional value: Wrapped?, name: LocalizedText?, isSecret: Bool,
    requirements: [Requirement<Wrapped>],
    conversion: InputConversion<Wrapped>
  ) where Value == Wrapped? {
    self.init(
      value: value.map { Optional($0) },
      rules: Rules(
        name: name, isSecret: isSecret, requirements: requirements.map { .ifPresent($0) },
        conversion: .optional(conversion)))
  }
}
