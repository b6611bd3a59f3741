import Validation

// Finds a field whose last assignment was rejected: `bob.email = "not an address"` keeps
// the old address and remembers the rejected one, and a write of `bob` would store the old
// address as if the edit had been saved. The records' writes refuse such a model.
@usableFromInline
struct PendingRejections: FieldVisitor {
  @usableFromInline var found = false

  @usableFromInline init() {}

  // Whether a field of `model`, or of a model nested in it, holds a rejected assignment
  // that no accepted one has replaced.
  @inlinable
  static func found(in model: some ValidatableModel) -> Bool {
    var search = PendingRejections()
    var model = model
    model.visitFields(&search)
    return search.found
  }

  @inlinable mutating func visit<Value>(_ name: String, _ field: inout ValidatableValue<Value>) {
    if field.lastRejection != nil { found = true }
  }

  @inlinable mutating func visit<Value>(_ name: String, _ field: inout ValidatableValue<Value>?) {
    if field?.lastRejection != nil { found = true }
  }

  // A plain value, or a form field, which keeps every input it is given, rejects nothing.
  @inlinable mutating func visit<Value>(_ name: String, plain value: inout Value) {}
  @inlinable mutating func visit<Value>(_ name: String, _ field: inout FormField<Value>) {}

  @inlinable mutating func visit<Model: ValidatableModel>(_ name: String, _ model: inout Model) {
    model.visitFields(&self)
  }

  @inlinable mutating func visit<Model: ValidatableModel>(_ name: String, _ model: inout Model?) {
    model?.visitFields(&self)
  }

  @inlinable mutating func visit<Model: ValidatableModel>(_ name: String, _ models: inout [Model]) {
    for index in models.indices { models[index].visitFields(&self) }
  }

  @inlinable mutating func visit<Model: ValidatableModel>(_ name: String, _ models: inout [Model]?)
  {
    guard var list = models else { return }
    visit(name, &list)
  }

  @inlinable mutating func visit<Model: ValidatableModel>(_ name: String, _ models: inout [Model?])
  {
    for index in models.indices { models[index]?.visitFields(&self) }
  }

  @inlinable mutating func visit<Key: Hashable, Model: ValidatableModel>(
    _ name: String, _ models: inout [Key: Model]
  ) {
    for key in models.keys { models[key]?.visitFields(&self) }
  }
}
