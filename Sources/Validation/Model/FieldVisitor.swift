/// Something that walks a model's fields: validation, decoding and encoding are field
/// visitors.
///
/// A model calls one `visit` method per stored property in
/// ``ValidatableModel/visitFields(_:)``, with the name used in paths and JSON:
///
/// ```swift
/// mutating func visitFields(_ visitor: inout some FieldVisitor) {
///   visitor.visit("name", &_name)         // @Validated var name: its storage
///   visitor.visit("email", &email)        // var email: ValidatableValue<String>
///   visitor.visit("address", &address)    // a nested model, optional, array or dictionary
///   visitor.visit("newsletter", plain: &newsletter)  // a value without requirements
/// }
/// ```
///
/// You don't normally write a visitor; you call one. `name` is the field's name in paths
/// and encoded data. Pass stored properties only: a property with observers or a setter
/// runs them on every visit.
public protocol FieldVisitor {
  /// Visits a guarded field.
  mutating func visit<Value>(_ name: String, _ field: inout ValidatableValue<Value>)

  /// Visits an optional guarded field: `nil` is valid.
  mutating func visit<Value>(_ name: String, _ field: inout ValidatableValue<Value>?)

  /// Visits a nested model, which is validated with its own fields and rules.
  mutating func visit<Model: ValidatableModel>(_ name: String, _ model: inout Model)

  /// Visits an optional nested model; `nil` is valid.
  mutating func visit<Model: ValidatableModel>(_ name: String, _ model: inout Model?)

  /// Visits an array of models; each element's path has its position: `orders[3].total`.
  mutating func visit<Model: ValidatableModel>(_ name: String, _ models: inout [Model])

  /// Visits an optional array of models; `nil` is valid.
  mutating func visit<Model: ValidatableModel>(_ name: String, _ models: inout [Model]?)

  /// Visits an array of optional models; a `nil` element is valid.
  mutating func visit<Model: ValidatableModel>(_ name: String, _ models: inout [Model?])

  /// Visits a dictionary of models; each value's path has its key: `members.ann.age`.
  mutating func visit<Key: Hashable, Model: ValidatableModel>(
    _ name: String, _ models: inout [Key: Model])

  /// Visits a plain stored value, with no requirements of its own; cross-field rules may
  /// still read it.
  mutating func visit<Value>(_ name: String, plain value: inout Value)

  /// Visits a text-backed form field, which is validated on what the user typed.
  mutating func visit<Value>(_ name: String, _ field: inout FormField<Value>)
}

extension FieldVisitor {
  /// Visits a `@Validated` property through its storage (`&_name`), in place.
  @inlinable
  public mutating func visit<Value>(_ name: String, _ field: inout Validated<Value>) {
    visit(name, &field.guarded)
  }

  // Visits a present optional array of models with the array overload, in place.
  @inlinable
  mutating func visitPresentElements<Model: ValidatableModel>(
    _ name: String, _ models: inout [Model]?
  ) {
    if var elements = models {
      models = nil  // keeps the elements' storage unique while they are visited
      visit(name, &elements)
      models = elements
    }
  }

  // Visits a present optional guarded field with the guarded-field overload, in place.
  @inlinable
  mutating func visitPresentGuard<Value>(_ name: String, _ field: inout ValidatableValue<Value>?) {
    if var guarded = field {
      field = nil  // keeps the guard's storage unique while it is visited
      visit(name, &guarded)
      field = guarded
    }
  }
}
