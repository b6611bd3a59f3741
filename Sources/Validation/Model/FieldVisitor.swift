/// Something that walks a model's fields: validation, decoding, encoding and snapshots
/// are all field visitors.
///
/// A model calls one `visit` method per stored property in
/// ``ValidatableModel/visitFields(_:)``, passing the name used in paths and JSON and the
/// property itself, `inout`. The overload picks what the property is: a `@Validated`
/// property (pass its storage, `&_name`), a guarded value, a nested model, an array,
/// optional, optional array, array of optionals or dictionary of models, or a plain value.
///
/// Pass stored properties only: a property with observers or a setter runs them on every
/// visit, including read-only checks. Forgetting the underscore (`&name` for a
/// `@Validated var name`) compiles but passes the wrapped value as a plain one: the field
/// is then never validated as a whole, and a decoded value it rejects is dropped without
/// a failure, the field keeping its starting value. A debug build catches this: the first
/// decoding of such a model, or the first report of its failures, stops with an assertion
/// that names the field. Shapes without an overload, such as
/// `[[Model]]`, count as plain values and are not validated: reshape them, or validate
/// them with a ``ModelRule``.
///
/// You don't normally write a visitor; you call one:
///
/// ```swift
/// mutating func visitFields(_ visitor: inout some FieldVisitor) {
///   visitor.visit("name", &_name)         // @Validated var name: its storage, _name
///   visitor.visit("email", &email)        // var email: ValidatableValue<String>
///   visitor.visit("address", &address)    // var address: Address (a ValidatableModel)
///   visitor.visit("orders", &orders)      // var orders: [Order]
///   visitor.visit("coupons", &coupons)    // var coupons: [Coupon]? (nil is valid)
///   visitor.visit("slots", &slots)        // var slots: [Order?] (nil elements are valid)
///   visitor.visit("members", &members)    // var members: [String: Person]
///   visitor.visit("newsletter", &newsletter)  // var newsletter: Bool
/// }
/// ```
public protocol FieldVisitor {
  /// Visits a `@Validated` property through its storage (`&_name`).
  ///
  /// Passing the storage reaches the guarded value in place; `&$name` works too, but the
  /// projection is copied in and out on every visit.
  ///
  /// Implement it in your own visitor, usually by forwarding to the guarded value:
  /// `visit(name, &field.projectedValue)`. Every visitor has the catch-all
  /// ``visit(_:_:)-(_,Value)``, and Swift picks a visitor's own catch-all for this
  /// requirement over the protocol's default (which visits the guarded value), so without
  /// it a `@Validated` property is visited as a plain value.
  ///
  /// - Parameters:
  ///   - name: The field's name in paths and in encoded data.
  ///   - field: The property wrapper's storage.
  mutating func visit<Value>(_ name: String, _ field: inout Validated<Value>)

  /// Visits a guarded field.
  ///
  /// - Parameters:
  ///   - name: The field's name in paths and in encoded data.
  ///   - field: The field.
  mutating func visit<Value>(_ name: String, _ field: inout ValidatableValue<Value>)

  /// Visits an optional guarded field: `nil`, no guard at all, is valid; a guard is visited
  /// as in ``visit(_:_:)-(_,ValidatableValue<Value>)``.
  ///
  /// The default implementation visits the optional as a plain value, with
  /// ``visit(_:_:)-(_,Value)``, as for ``visit(_:_:)-(_,[Model]?)``. The library's
  /// validation, drafts and `update` visit a present guard. Decoding reads a missing key or
  /// `null` as `nil` and stores a present value through the field's starting guard (with
  /// no starting guard, there is nothing to check it against, and it is a failure);
  /// encoding writes the guard's value, or `null`. For a field that may be absent, prefer
  /// `ValidatableValue<T?>`.
  ///
  /// - Parameters:
  ///   - name: The field's name in paths and in encoded data.
  ///   - field: The guarded field, if any.
  mutating func visit<Value>(_ name: String, _ field: inout ValidatableValue<Value>?)

  /// Visits a nested model, which is validated with its own fields and rules.
  ///
  /// - Parameters:
  ///   - name: The field's name in paths and in encoded data.
  ///   - model: The nested model.
  mutating func visit<Model: ValidatableModel>(_ name: String, _ model: inout Model)

  /// Visits an optional nested model; `nil` is valid.
  ///
  /// - Parameters:
  ///   - name: The field's name in paths and in encoded data.
  ///   - model: The nested model, if any.
  mutating func visit<Model: ValidatableModel>(_ name: String, _ model: inout Model?)

  /// Visits an array of models; each element's path has its position: `orders[3].total`.
  ///
  /// - Parameters:
  ///   - name: The field's name in paths and in encoded data.
  ///   - models: The nested models.
  mutating func visit<Model: ValidatableModel>(_ name: String, _ models: inout [Model])

  /// Visits an optional array of models: `nil` is valid; otherwise each element is
  /// visited as in ``visit(_:_:)-(_,[Model])``, with its position in its path.
  ///
  /// The default implementation visits the optional array as a plain value, with
  /// ``visit(_:_:)-(_,Value)``: a visitor written before this overload existed keeps
  /// seeing such a field as it did. The library's own visitors (validation, decoding,
  /// drafts, `update`) validate every element.
  ///
  /// - Parameters:
  ///   - name: The field's name in paths and in encoded data.
  ///   - models: The nested models, if any.
  mutating func visit<Model: ValidatableModel>(_ name: String, _ models: inout [Model]?)

  /// Visits an array of optional models: a `nil` element is valid; every other element
  /// is visited as in ``visit(_:_:)-(_,[Model])``, with its position in its path
  /// (`slots[2].total`).
  ///
  /// The default implementation visits the array as a plain value, with
  /// ``visit(_:_:)-(_,Value)``, as for ``visit(_:_:)-(_,[Model]?)``.
  ///
  /// - Parameters:
  ///   - name: The field's name in paths and in encoded data.
  ///   - models: The nested models, some of them absent.
  mutating func visit<Model: ValidatableModel>(_ name: String, _ models: inout [Model?])

  /// Visits a dictionary of models; each value's path has its key as a field name,
  /// `members.ann.age`, and failures are listed in the order of those names. A key is
  /// named as it is encoded: a `CodingKeyRepresentable` key by its coding key's text.
  ///
  /// The default implementation visits the dictionary as a plain value, with
  /// ``visit(_:_:)-(_,Value)``, as for ``visit(_:_:)-(_,[Model]?)``.
  ///
  /// - Parameters:
  ///   - name: The field's name in paths and in encoded data.
  ///   - models: The nested models, by key.
  mutating func visit<Key: Hashable, Model: ValidatableModel>(
    _ name: String, _ models: inout [Key: Model])

  /// Visits a plain stored value, with no requirements of its own (cross-field rules may
  /// still read it).
  ///
  /// - Parameters:
  ///   - name: The field's name in paths and in encoded data.
  ///   - value: The value.
  mutating func visit<Value>(_ name: String, _ value: inout Value)
}

extension FieldVisitor {
  /// Visits the guarded value inside a `@Validated` property's storage, in place.
  ///
  /// - Parameters:
  ///   - name: The field's name in paths and in encoded data.
  ///   - field: The property wrapper's storage.
  @inlinable
  public mutating func visit<Value>(_ name: String, _ field: inout Validated<Value>) {
    visit(name, &field.guarded)
  }

  /// Visits an optional guarded field as a plain value, as visitors did before this
  /// overload existed.
  ///
  /// - Parameters:
  ///   - name: The field's name in paths and in encoded data.
  ///   - field: The guarded field, if any.
  @inlinable
  public mutating func visit<Value>(_ name: String, _ field: inout ValidatableValue<Value>?) {
    visitAsPlainValue(name, &field)
  }

  /// Visits an optional array of models as a plain value, as visitors did before this
  /// overload existed.
  ///
  /// - Parameters:
  ///   - name: The field's name in paths and in encoded data.
  ///   - models: The nested models, if any.
  @inlinable
  public mutating func visit<Model: ValidatableModel>(_ name: String, _ models: inout [Model]?) {
    visitAsPlainValue(name, &models)
  }

  /// Visits an array of optional models as a plain value, as visitors did before this
  /// overload existed.
  ///
  /// - Parameters:
  ///   - name: The field's name in paths and in encoded data.
  ///   - models: The nested models, some of them absent.
  @inlinable
  public mutating func visit<Model: ValidatableModel>(_ name: String, _ models: inout [Model?]) {
    visitAsPlainValue(name, &models)
  }

  /// Visits a dictionary of models as a plain value, as visitors did before this overload
  /// existed.
  ///
  /// - Parameters:
  ///   - name: The field's name in paths and in encoded data.
  ///   - models: The nested models, by key.
  @inlinable
  public mutating func visit<Key: Hashable, Model: ValidatableModel>(
    _ name: String, _ models: inout [Key: Model]
  ) {
    visitAsPlainValue(name, &models)
  }

  /// Visits a present optional array of models with the array overload, in place; `nil`
  /// is not visited.
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

  /// Visits a present optional guarded field with the guarded-field overload, in place;
  /// `nil` is not visited.
  @inlinable
  mutating func visitPresentGuard<Value>(_ name: String, _ field: inout ValidatableValue<Value>?) {
    if var guarded = field {
      field = nil  // keeps the guard's storage unique while it is visited
      visit(name, &guarded)
      field = guarded
    }
  }

  /// Visits any value with the catch-all ``visit(_:_:)-(_,Value)``, whatever more specific
  /// overload its type has.
  @inlinable
  mutating func visitAsPlainValue<Value>(_ name: String, _ value: inout Value) {
    visit(name, &value)
  }
}
