/// Something that walks a model's fields: validation, decoding and encoding are field
/// visitors.
///
/// A model calls `visit` once per stored property in ``ValidatableModel/visitFields(_:)``,
/// with the name used in paths and JSON:
///
/// ```swift
/// mutating func visitFields(_ visitor: inout some FieldVisitor) {
///   visitor.visit("name", &_name)         // @Validated var name: its storage
///   visitor.visit("email", &email)        // a ValidatableValue, a FormField, or an optional one
///   visitor.visit("address", &address)    // a model, or an optional, array or dictionary of them
///   visitor.visit("newsletter", plain: &newsletter)  // a value without requirements
/// }
/// ```
///
/// You don't normally write a visitor; you call one. To write one, implement the methods
/// for the kinds of fields you need: by default guarded fields and plain values are
/// skipped, and nested models are handed one by one to ``visitModel(_:at:)``, which skips
/// them. Pass stored properties only: a property with observers or a setter runs them on
/// every visit.
public protocol FieldVisitor {
  /// Visits a field with requirements of its own: a ``ValidatableValue``, a ``FormField``,
  /// or an optional one of these.
  mutating func visit<Field: GuardedField>(_ name: String, _ field: inout Field)

  /// Visits a field holding nested models: a model, or an optional, array or dictionary
  /// of them. Each model is validated with its own fields and rules; its path has its
  /// position (`orders[3].total`) or key (`members.ann.age`).
  mutating func visit<Models: NestedModels>(_ name: String, _ models: inout Models)

  /// Visits one model held by a field; `place` gives the steps to it from the model that
  /// holds the field, such as `orders[3]`.
  ///
  /// The default `visit(_:_:)` for nested models passes a copy of each model; a visitor
  /// that changes models implements that method with ``NestedModels/updateEachModel(_:at:)``.
  mutating func visitModel<Model: ValidatableModel>(
    _ model: inout Model, at place: () -> [FieldPath.Component])

  /// Visits a plain stored value, with no requirements of its own; cross-field rules may
  /// still read it.
  mutating func visit<Value>(_ name: String, plain value: inout Value)

  /// Learns the key path of the field a list visits next as `name`, by which rules may
  /// name it (`fields: [\.password]`).
  ///
  /// A list calls it through the visits that take a key path
  /// (`visitor.visit("password", \Self.password, &_password)`); the default does nothing.
  mutating func visitKeyPath(_ keyPath: () -> AnyKeyPath, of name: String)
}

extension FieldVisitor {
  /// Visits a `@Validated` property through its storage (`&_name`), in place.
  @inlinable
  public mutating func visit<Value>(_ name: String, _ field: inout Validated<Value>) {
    visit(name, &field.guarded)
  }

  /// Skips the field.
  public mutating func visit<Field: GuardedField>(_ name: String, _ field: inout Field) {}

  /// Hands each model, read only, to ``visitModel(_:at:)``.
  public mutating func visit<Models: NestedModels>(_ name: String, _ models: inout Models) {
    models.forEachModel(&self) { [.field(name)] }
  }

  /// Skips the model.
  public mutating func visitModel<Model: ValidatableModel>(
    _ model: inout Model, at place: () -> [FieldPath.Component]
  ) {}

  /// Skips the value.
  public mutating func visit<Value>(_ name: String, plain value: inout Value) {}

  /// Ignores the key path.
  @inlinable
  public mutating func visitKeyPath(_ keyPath: () -> AnyKeyPath, of name: String) {}
}
