// The macro cannot see a property's type when it is inferred (`var address = Address()`),
// so it writes one call and lets overload resolution pick: the most specific overload
// whose constraint the type meets wins, and the unconstrained one catches plain values.
// Each forwards to the method a hand-written list calls, so, inlined, a generated list is
// the hand-written one.
extension FieldVisitor {
  /// Visits a stored property of any kind, choosing at compile time what a hand-written
  /// list would: a guarded field (a ``ValidatableValue``, a ``FormField``, or an optional
  /// one) and nested models are visited with `visit(_:_:)`, anything else with
  /// ``visit(_:plain:)``.
  ///
  /// ```swift
  /// visitor.visit("address", stored: &address)   // a model: its fields and rules
  /// visitor.visit("notes", stored: &notes)       // [String]: a plain value
  /// ```
  ///
  /// `@ValidatableModel` writes its lists with it; a hand-written list may too, but
  /// `visit(_:_:)` and `visit(_:plain:)` say what the field is, and the first fails to
  /// compile for a value that holds no guard or model.
  @inlinable
  public mutating func visit<Field: GuardedField>(_ name: String, stored field: inout Field) {
    visit(name, &field)
  }

  /// Visits a stored property holding nested models: a model, or an optional, array or
  /// dictionary of them.
  @inlinable
  public mutating func visit<Models: NestedModels>(_ name: String, stored models: inout Models) {
    visit(name, &models)
  }

  /// Visits a `@Validated` property through its storage (`&_name`).
  @inlinable
  public mutating func visit<Value>(_ name: String, stored field: inout Validated<Value>) {
    visit(name, &field)
  }

  /// Visits a stored property without requirements of its own as a plain value.
  @inlinable
  public mutating func visit<Value>(_ name: String, stored value: inout Value) {
    visit(name, plain: &value)
  }
}
