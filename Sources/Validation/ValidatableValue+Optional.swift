extension ValidatableValue where Value: ExpressibleByNilLiteral {
  /// Creates a guarded optional value that starts out `nil`.
  ///
  /// With no requirements, `nil` is valid:
  ///
  /// ```swift
  /// var lastName = ValidatableValue<String?>()
  /// lastName.isValid()   // true
  /// ```
  @inlinable
  public init(name: String? = nil, isSecret: Bool = false, _ requirements: Requirement<Value>...) {
    self.init(value: .some(nil), name: name, isSecret: isSecret, requirements: requirements)
  }

  /// Creates a guarded optional value, `nil` unless given, from an array of requirements.
  @inlinable
  public init(
    value: Value = nil, name: String? = nil, isSecret: Bool = false,
    requirements: [Requirement<Value>]
  ) {
    self.init(value: .some(value), name: name, isSecret: isSecret, requirements: requirements)
  }

  /// Creates a guarded optional value, `nil` unless given, from requirements declared in
  /// a block.
  @inlinable
  public init(
    value: Value = nil, name: String? = nil, isSecret: Bool = false,
    @RequirementBuilder<Value> requirements: () -> [Requirement<Value>]
  ) {
    self.init(value: .some(value), name: name, isSecret: isSecret, requirements: requirements())
  }
}
