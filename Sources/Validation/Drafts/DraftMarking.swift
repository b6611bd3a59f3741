// How a draft marks the guards of its edited value at the start of an access: a model's
// guards, walked with `DraftMarker`, or a single guard.
//
// A value rather than a closure: a closure that calls the model's conformance would
// capture its metatype, which is not `Sendable` for every model, and `Draft` must stay
// `Sendable` when its subject is.
protocol DraftMarking<Subject>: Sendable {
  associatedtype Subject

  // Marks every guard of `value` with `access`.
  func mark(_ value: inout Subject, with access: DraftAccess)
}

// Marks the guards of a model and of the models it holds.
struct ModelMarking<Subject: ValidatableModel>: DraftMarking {
  func mark(_ value: inout Subject, with access: DraftAccess) {
    value.markGuards(for: access)
  }
}

// Marks a single guard.
struct GuardMarking<Value>: DraftMarking {
  func mark(_ value: inout ValidatableValue<Value>, with access: DraftAccess) {
    value.draftAccess = access
  }
}
