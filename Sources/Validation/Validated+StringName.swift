// Initializers that take the name as a `String` variable: a string literal and a
// translated name go to the ones that take a `LocalizedText`, so these are disfavored
// and hidden from the documentation.
extension Validated {
  /// Creates the wrapper from the property's initial value and its requirements, named
  /// by a `String`.
  @_documentation(visibility: internal)
  @_disfavoredOverload
  @inlinable
  public init(
    wrappedValue: Value, name: String?, isSecret: Bool = false,
    _ requirements: Requirement<Value>...
  ) {
    self.init(
      wrappedValue: wrappedValue, name: name.map { LocalizedText($0) }, isSecret: isSecret,
      requirements: requirements)
  }

  /// Creates the wrapper from the property's initial value and an array of requirements,
  /// named by a `String`.
  @_documentation(visibility: internal)
  @_disfavoredOverload
  @inlinable
  public init(
    wrappedValue: Value, name: String?, isSecret: Bool = false,
    requirements: [Requirement<Value>]
  ) {
    self.init(
      wrappedValue: wrappedValue, name: name.map { LocalizedText($0) }, isSecret: isSecret,
      requirements: requirements)
  }
}
