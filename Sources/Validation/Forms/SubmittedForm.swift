/// A model that passed a submit: its fields' typed values as they were at that moment,
/// read without `try`.
///
/// ```swift
/// let valid = try form.submit()
/// valid.age           // Int, from a FormField<Int>
/// valid.address.zip   // a nested model's field, typed too
/// valid.nickname      // any other property
/// ```
///
/// What it reads stays as submitted whatever the form does afterwards, a class view model
/// included: list a class model's fields with ``ValidatableModel/withField(_:_:)``.
@dynamicMemberLookup
public struct SubmittedForm<Model: ValidatableModel> {
  /// The model submitted.
  ///
  /// For a struct, the copy submitted; for a class, the object itself, which goes on
  /// changing: read the submitted values through this form's members instead.
  public let model: Model

  // A class model's listed fields as submitted, by key path; empty for a struct model,
  // whose copy is already the snapshot.
  let fields: SubmittedFields

  init(model: Model, fields: SubmittedFields) {
    self.model = model
    self.fields = fields
  }

  // Takes the snapshot of `model`, which passed its validation, at `depth` in its tree.
  init(snapshotOf model: Model, depth: Int) {
    self.model = model
    // A struct is copied with its fields: nothing more to keep, and nothing to allocate.
    fields = Model.self is AnyClass ? SubmittedFields(of: model, depth: depth) : SubmittedFields()
  }

  /// The typed value of a form field.
  ///
  /// A field that ``ValidatableModel/visitFields(_:)`` leaves out is not checked by a
  /// submit; reading one that was invalid then stops the program.
  public subscript<Value>(dynamicMember field: KeyPath<Model, FormField<Value>>) -> Value {
    let formField = submitted(field)
    guard formField.isValid(), let value = formField.currentValue else {
      preconditionFailure("A form field that visitFields(_:) does not list was invalid.")
    }
    return value
  }

  /// The value of a guarded field.
  ///
  /// Reading a field that ``ValidatableModel/visitFields(_:)`` leaves out, and that was
  /// invalid, stops the program.
  public subscript<Value>(dynamicMember field: KeyPath<Model, ValidatableValue<Value>>) -> Value {
    guard let value = try? submitted(field).value() else {
      preconditionFailure("A guarded field that visitFields(_:) does not list was invalid.")
    }
    return value
  }

  /// A nested model, as submitted: its fields read as typed values too.
  public subscript<Nested: ValidatableModel>(
    dynamicMember nested: KeyPath<Model, Nested>
  ) -> SubmittedForm<Nested> {
    if let form = fields.nested[nested] as? SubmittedForm<Nested> { return form }
    return SubmittedForm<Nested>(model: model[keyPath: nested], fields: SubmittedFields())
  }

  /// Any other property of the model: as submitted when the model lists it, otherwise as
  /// it is.
  public subscript<Value>(dynamicMember property: KeyPath<Model, Value>) -> Value {
    submitted(property)
  }

  // The value at `keyPath` as submitted: a struct's copy holds it; a class's snapshot holds
  // what the field list passed through `withField`.
  private func submitted<Value>(_ keyPath: KeyPath<Model, Value>) -> Value {
    if let value = fields.values[keyPath] as? Value { return value }
    return model[keyPath: keyPath]
  }
}

// @unchecked: `fields` holds copies of the model's listed fields and nested forms, made
// once and never changed; for a `Sendable` model they are its own fields' values.
extension SubmittedForm: @unchecked Sendable where Model: Sendable {}
