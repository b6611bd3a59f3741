extension ValidatableValue {
  /// Checks a value of unknown type and stores it if it is a `Value` that satisfies every
  /// requirement.
  ///
  /// For values from untyped sources, such as a dictionary of form input; an optional that
  /// holds a `Value` is unwrapped.
  ///
  /// ```swift
  /// let input: Any = 42
  /// try firstName.setValue(input)   // throws: expected String, got Int
  /// ```
  ///
  /// - Parameter newValue: The value to store.
  /// - Throws: ``InvalidValue`` with a type mismatch when `newValue` is not a `Value`, or
  ///   listing every requirement it breaks.
  @_disfavoredOverload
  public mutating func setValue(_ newValue: Any) throws(InvalidValue) {
    // Disfavoured, so that a literal (`setValue(1000)` on a `Double`) takes the typed
    // overload instead of becoming an `Int` inside an `Any`.
    guard let typed = newValue as? Value, !Self.isNilOfAnotherType(newValue) else {
      throw InvalidValue(
        fieldName: localizedName,
        reason: .typeMismatch(
          expected: String(describing: Value.self),
          actual: String(describing: type(of: newValue))))
    }
    try setValue(typed)
  }

  // Swift casts a `nil` of any optional type to every optional type, but a `nil` of
  // another optional type is a type mismatch.
  static func isNilOfAnotherType(_ value: Any) -> Bool {
    guard let optional = value as? any OptionalValue, optional.isNone else { return false }
    return ObjectIdentifier(type(of: value)) != ObjectIdentifier(Value.self)
  }
}

// Lets ``ValidatableValue/setValue(_:)-(Any)`` recognise a `nil` inside an `Any`.
protocol OptionalValue {
  /// Whether this is `nil`.
  var isNone: Bool { get }
}

extension Optional: OptionalValue {
  var isNone: Bool { self == nil }
}
