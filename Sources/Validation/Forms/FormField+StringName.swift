// Initializers that take the name as a `String` variable: a string literal and a
// translated name go to the ones that take a `LocalizedText`, so these are disfavored
// and hidden from the documentation.
extension FormField {
  /// Creates a field with a conversion and requirements, named by a `String`.
  @_documentation(visibility: internal)
  @_disfavoredOverload
  public init(
    _ value: Value? = nil, name: String?, isSecret: Bool = false,
    conversion: InputConversion<Value>, _ requirements: Requirement<Value>...
  ) {
    self.init(
      value, name: name.map { LocalizedText($0) }, isSecret: isSecret, conversion: conversion,
      requirements: requirements)
  }

  /// Creates a field with a conversion and an array of requirements, named by a `String`.
  @_documentation(visibility: internal)
  @_disfavoredOverload
  public init(
    _ value: Value? = nil, name: String?, isSecret: Bool = false,
    conversion: InputConversion<Value>, requirements: [Requirement<Value>]
  ) {
    self.init(
      value, name: name.map { LocalizedText($0) }, isSecret: isSecret, conversion: conversion,
      requirements: requirements)
  }
}

extension FormField where Value: LosslessStringConvertible & Sendable {
  /// Creates a field for a `LosslessStringConvertible` type, named by a `String`.
  @_documentation(visibility: internal)
  @_disfavoredOverload
  public init(
    _ value: Value? = nil, name: String?, isSecret: Bool = false,
    _ requirements: Requirement<Value>...
  ) {
    self.init(
      value: value,
      rules: Rules(
        name: name.map { LocalizedText($0) }, isSecret: isSecret, requirements: requirements,
        conversion: .standard))
  }
}

extension FormField where Value: InputConvertible {
  /// Creates a field for a type with a standard conversion, named by a `String`.
  @_documentation(visibility: internal)
  @_disfavoredOverload
  public init(
    _ value: Value? = nil, name: String?, isSecret: Bool = false,
    _ requirements: Requirement<Value>...
  ) {
    self.init(
      value: value,
      rules: Rules(
        name: name.map { LocalizedText($0) }, isSecret: isSecret, requirements: requirements,
        conversion: Value.inputConversion))
  }
}

extension FormField where Value: RawRepresentable & Sendable, Value.RawValue == String {
  /// Creates a field for a `String`-backed enum, named by a `String`.
  @_documentation(visibility: internal)
  @_disfavoredOverload
  public init(
    _ value: Value? = nil, name: String?, isSecret: Bool = false,
    _ requirements: Requirement<Value>...
  ) {
    self.init(
      value: value,
      rules: Rules(
        name: name.map { LocalizedText($0) }, isSecret: isSecret, requirements: requirements,
        conversion: .rawValue))
  }
}

extension FormField where Value == Bool {
  /// Creates a checkbox field, named by a `String`.
  @_documentation(visibility: internal)
  @_disfavoredOverload
  public init(
    _ isOn: Bool = false, name: String?, isSecret: Bool = false,
    _ requirements: Requirement<Bool>...
  ) {
    self.init(
      value: isOn,
      rules: Rules(
        name: name.map { LocalizedText($0) }, isSecret: isSecret, requirements: requirements,
        conversion: .checkbox))
  }
}

extension FormField {
  /// Creates an optional field for a `LosslessStringConvertible` type, named by a `String`.
  @_documentation(visibility: internal)
  @_disfavoredOverload
  public init<Wrapped: LosslessStringConvertible & Sendable>(
    _ value: Wrapped? = nil, name: String?, isSecret: Bool = false,
    _ requirements: Requirement<Wrapped>...
  ) where Value == Wrapped? {
    self.init(
      optional: value, name: name.map { LocalizedText($0) }, isSecret: isSecret,
      requirements: requirements, conversion: .standard)
  }

  /// Creates an optional field for a type with a standard conversion, named by a `String`.
  @_documentation(visibility: internal)
  @_disfavoredOverload
  public init<Wrapped: InputConvertible>(
    _ value: Wrapped? = nil, name: String?, isSecret: Bool = false,
    _ requirements: Requirement<Wrapped>...
  ) where Value == Wrapped? {
    self.init(
      optional: value, name: name.map { LocalizedText($0) }, isSecret: isSecret,
      requirements: requirements, conversion: Wrapped.inputConversion)
  }

  /// Creates an optional field for a `String`-backed enum, named by a `String`.
  @_documentation(visibility: internal)
  @_disfavoredOverload
  public init<Wrapped: RawRepresentable & Sendable>(
    _ value: Wrapped? = nil, name: String?, isSecret: Bool = false,
    _ requirements: Requirement<Wrapped>...
  ) where Value == Wrapped?, Wrapped.RawValue == String {
    self.init(
      optional: value, name: name.map { LocalizedText($0) }, isSecret: isSecret,
      requirements: requirements, conversion: .rawValue)
  }
}
