#if GRDB
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

    // A form field keeps every input it is given, so it rejects nothing.
    @inlinable mutating func visit<Field: GuardedField>(_ name: String, _ field: inout Field) {
      if field.withGuard({ $0.lastRejection != nil }) == true { found = true }
    }

    // Nested models are searched too.
    @inlinable mutating func visitModel<Model: ValidatableModel>(
      _ model: inout Model, at place: () -> [FieldPath.Component]
    ) {
      model.visitFields(&self)
    }
  }
#endif
