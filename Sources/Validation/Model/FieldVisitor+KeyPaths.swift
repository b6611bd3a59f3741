// A list that names its fields by key path too tells the visitor the key path just before
// each visit. Only the visitor that turns rules' key paths into paths reads it; for any
// other, the default `visitKeyPath(_:of:)` does nothing and, inlined, the visit is the one
// without a key path. The key path comes as an autoclosure, so a visit that is not
// specialized (a model's list called through its conformance) does not build it either.
// The key path is typed by the field, so the compiler checks that it names a property of
// the field's type; `fieldListProblems()` reports one key path given to two fields.
extension FieldVisitor {
  /// Visits a `@Validated` property through its storage, naming it by key path for rules
  /// too.
  ///
  /// ```swift
  /// visitor.visit("password", \Self.password, &_password)
  /// ```
  @inlinable
  public mutating func visit<Root, Value>(
    _ name: String, _ keyPath: @autoclosure () -> KeyPath<Root, Value>,
    _ field: inout Validated<Value>
  ) {
    visitKeyPath({ keyPath() }, of: name)
    visit(name, &field)
  }

  /// Visits a field with requirements of its own, naming it by key path for rules too.
  @inlinable
  public mutating func visit<Root, Field: GuardedField>(
    _ name: String, _ keyPath: @autoclosure () -> KeyPath<Root, Field>, _ field: inout Field
  ) {
    visitKeyPath({ keyPath() }, of: name)
    visit(name, &field)
  }

  /// Visits a field holding nested models, naming it by key path for rules too; a rule
  /// reaches a field of a model held directly through it (`\.address.zip`).
  @inlinable
  public mutating func visit<Root, Models: NestedModels>(
    _ name: String, _ keyPath: @autoclosure () -> KeyPath<Root, Models>, _ models: inout Models
  ) {
    visitKeyPath({ keyPath() }, of: name)
    visit(name, &models)
  }

  /// Visits a plain stored value, naming it by key path for rules too.
  @inlinable
  public mutating func visit<Root, Value>(
    _ name: String, _ keyPath: @autoclosure () -> KeyPath<Root, Value>, plain value: inout Value
  ) {
    visitKeyPath({ keyPath() }, of: name)
    visit(name, plain: &value)
  }

  /// Visits a stored property of any kind as `visit(_:stored:)` does, naming it by
  /// key path for rules too: a guarded field.
  @inlinable
  public mutating func visit<Root, Field: GuardedField>(
    _ name: String, _ keyPath: @autoclosure () -> KeyPath<Root, Field>, stored field: inout Field
  ) {
    visitKeyPath({ keyPath() }, of: name)
    visit(name, &field)
  }

  /// Visits a stored property holding nested models, naming it by key path for rules too.
  @inlinable
  public mutating func visit<Root, Models: NestedModels>(
    _ name: String, _ keyPath: @autoclosure () -> KeyPath<Root, Models>, stored models: inout Models
  ) {
    visitKeyPath({ keyPath() }, of: name)
    visit(name, &models)
  }

  /// Visits a `@Validated` property through its storage, naming it by key path for rules
  /// too.
  @inlinable
  public mutating func visit<Root, Value>(
    _ name: String, _ keyPath: @autoclosure () -> KeyPath<Root, Value>,
    stored field: inout Validated<Value>
  ) {
    visitKeyPath({ keyPath() }, of: name)
    visit(name, &field)
  }

  /// Visits a stored property without requirements of its own as a plain value, naming it
  /// by key path for rules too.
  @inlinable
  public mutating func visit<Root, Value>(
    _ name: String, _ keyPath: @autoclosure () -> KeyPath<Root, Value>, stored value: inout Value
  ) {
    visitKeyPath({ keyPath() }, of: name)
    visit(name, plain: &value)
  }
}
