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

  // The visitor's defaults visit an optional guard when present, and skip a plain value
  // and a form field (which keeps every input it is given, so rejects nothing). Nested
  // models are searched too.
  @inlinable mutating func visitModel<Model: ValidatableModel>(
    _ model: inout Model, at place: () -> [FieldPath.Component]
  ) {
    model.visitFields(&self)
  }
}
