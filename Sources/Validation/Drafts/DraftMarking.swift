// How a draft changes the guards of its edited value (see `DraftMarker`): a model's guards,
// walked, or a single guard.
//
// A value rather than a closure: a closure that calls the model's conformance would
// capture its metatype, which is not `Sendable` for every model, and `Draft` must stay
// `Sendable` when its subject is.
protocol DraftMarking<Subject>: Sendable {
  associatedtype Subject

  // Changes every guard of `value`.
  func change(_ value: inout Subject, _ change: DraftMarker.Change)
}

// Changes a model's guards and those of the models it holds.
struct ModelMarking<Subject: ValidatableModel>: DraftMarking {
  func change(_ value: inout Subject, _ change: DraftMarker.Change) {
    value.changeForDraft(change)
  }
}

// Changes a single guard.
struct GuardMarking<Value>: DraftMarking {
  func change(_ value: inout ValidatableValue<Value>, _ change: DraftMarker.Change) {
    value.apply(change)
  }
}
