extension ValidatableValue where Value: ExpressibleByNilLiteral {
  /// Creates a guarded optional value that starts out `nil`.
  ///
  /// With no requirements, `nil` is valid:
  ///
  /// ```swift
  /// var lastName = ValidatableValue<String?>()
  /// lastName.isValid()   // true
  /// ```
  ///
  /// - Parameters:
  ///   - name: The display name for messages.
  ///   - isSecret: Whether to keep the value out of every description and error.
  ///   - requirements: The requirements, in the order errors list them.
  @inlinable
  public init(name: String? = nil, isSecret: Bool = false, _ requirements: Requirement<Value>...) {
    self.init(value: .some(nil), name: name, isSecret: isSecret, requirements: requirements)
  }

  /// Creates a guarded optional value, `nil` unless given, from an array of requirements.
  ///
  /// - Parameters:
  ///   - value: The starting value; `nil` is the optional's `nil`, a value like any other.
  ///   - name: The display name for messages.
  ///   - isSecret: Whether to keep the value out of every description and error.
  ///   - requirements: The requirements, in the order errors list them.
  @inlinable
  public init(
    value: Value = nil, name: String? = nil, isSecret: Bool = false,
    requirements: [Requirement<Value>]
  ) {
    self.init(value: .some(value), name: name, isSecret: isSecret, requirements: requirements)
  }

  /// Creates a guarded optional value, `nil` unless given, from requirements declared in
  /// a block.
  ///
  /// - Parameters:
  ///   - value: The starting value.
  ///   - name: The display name for messages.
  ///   - isSecret: Whether to keep the value out of every description and error.
  ///   - requirements: A block that declares the requirements.
  @inlinable
  public init(
    value: Value = nil, name: String? = nil, isSecret: Bool = false,
    @RequirementBuilder<Value> requirements: () -> [Requirement<Value>]
  ) {
    self.init(value: .some(value), name: name, isSecret: isSecret, requirements: requirements())
  }
}
