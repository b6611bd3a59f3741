// Initializers that take the name as a `String` variable: a string literal and a
// translated name go to the ones that take a `LocalizedText`, so these are disfavored
// and hidden from the documentation.
extension ValidatableValue {
  /// Creates a guarded value from a starting value, a name held in a `String`, and
  /// requirements.
  @_documentation(visibility: internal)
  @_disfavoredOverload
  public init(
    _ value: Value, name: String?, isSecret: Bool = false, _ requirements: Requirement<Value>...
  ) {
    self.init(
      value: value, name: name.map { LocalizedText($0) }, isSecret: isSecret,
      requirements: requirements)
  }

  /// Creates a guarded value without a starting value, named by a `String`.
  @_documentation(visibility: internal)
  @_disfavoredOverload
  public init(name: String?, isSecret: Bool = false, _ requirements: Requirement<Value>...) {
    self.init(
      value: nil, name: name.map { LocalizedText($0) }, isSecret: isSecret,
      requirements: requirements)
  }

  /// Creates a guarded value from an array of requirements, named by a `String`.
  @_documentation(visibility: internal)
  @_disfavoredOverload
  @inlinable
  public init(
    value: Value? = nil, name: String?, isSecret: Bool = false,
    requirements: [Requirement<Value>]
  ) {
    self.init(
      value: value, name: name.map { LocalizedText($0) }, isSecret: isSecret,
      requirements: requirements)
  }
}
