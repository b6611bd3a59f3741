// How a draft changes the marks of its edited value's guards (see `DraftMarker`): a
// model's guards, walked, or a single guard.
//
// A value rather than a closure: a closure that calls the model's conformance would
// capture its metatype, which is not `Sendable` for every model, and `Draft` must stay
// `Sendable` when its subject is.
protocol DraftMarking<Subject>: Sendable {
  associatedtype Subject

  // Changes the marks of every guard of `value`.
  func change(_ value: inout Subject, _ change: DraftMarker.Change)
}

// Changes the marks of a model's guards and of the models it holds.
struct ModelMarking<Subject: ValidatableModel>: DraftMarking {
  func change(_ value: inout Subject, _ change: DraftMarker.Change) {
    value.changeDraftMarks(change)
  }
}

// Changes the mark of a single guard.
struct GuardMarking<Value>: DraftMarking {
  func change(_ value: inout ValidatableValue<Value>, _ change: DraftMarker.Change) {
    switch change {
    case .mark(let access): value.draftMark = DraftMark(access)
    case .unmark: value.draftMark = nil
    case .adopt(let access): value.adopt(into: access)
    }
  }
}
