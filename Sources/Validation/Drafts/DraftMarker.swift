// Walks a draft's edited value and settles its guards: the one place where a guard comes to
// hold a value it rejected.
//
// During an access to `Draft.editing`, a guard rejects invalid input as everywhere else,
// keeping it as its pending rejection. When the access ends, the draft walks its own value
// and stores each pending rejection, invalid: only the guards of the draft's own value,
// reached from the draft, ever keep invalid input, and no thread- or task-local state is
// asked. A copy made during the access, another model assigned meanwhile, or another task's
// value keeps its rejection as a rejection.
struct DraftMarker: FieldVisitor {
  enum Change {
    // At the end of an access: stores every pending rejection, invalid, and tags the guard.
    case settle(UInt)
    // For a value set through the setter: stores the pending rejections of guards that
    // carry the tag (a key path's write reads the value, changes the copy and sets it),
    // forgets those of other guards (they were rejected outside the draft), and tags every
    // guard.
    case adopt(UInt)
    // For a value the draft starts from: forgets every pending rejection, and tags the guard.
    case start(UInt)
  }

  let change: Change

  // How many levels below the edited model the visited model is.
  let depth: Int

  mutating func visit<Field: GuardedField>(_ name: String, _ field: inout Field) {
    let change = change
    field.withGuard { $0.apply(change) }
  }

  mutating func visit<Models: NestedModels>(_ name: String, _ models: inout Models) {
    models.updateEachModel(&self) { [] }
  }

  mutating func visitModel<Model: ValidatableModel>(
    _ model: inout Model, at place: () -> [FieldPath.Component]
  ) {
    guard Model.isChecked(atDepth: depth + 1) else { return }
    // A class model is shared with whoever else holds it: even a valid edit would change
    // it outside the draft.
    if Model.self is AnyClass {
      preconditionFailure(
        "A Draft needs value semantics, but its value reaches \(Model.self), a class: "
          + "edits would change the shared object outside the draft.")
    }
    var nested = DraftMarker(change: change, depth: depth + 1)
    model.visitFields(&nested)
  }
}

extension ValidatableModel {
  // Changes every guard of the model, and of the models it holds, for its draft.
  mutating func changeForDraft(_ change: DraftMarker.Change) {
    var marker = DraftMarker(change: change, depth: 0)
    visitFields(&marker)
  }
}

extension ValidatableValue {
  // Changes the guard for its draft.
  mutating func apply(_ change: DraftMarker.Change) {
    let tag: UInt
    let keepsRejection: Bool
    switch change {
    case .settle(let draft):
      (tag, keepsRejection) = (draft, true)
    case .adopt(let draft):
      (tag, keepsRejection) = (draft, draftTag == draft)
    case .start(let draft):
      (tag, keepsRejection) = (draft, false)
    }
    draftTag = tag
    guard let rejected = rejectedValue else { return }
    rejectedValue = nil
    if keepsRejection {
      storage = rejected
      storageIsValid = false
    }
  }
}
