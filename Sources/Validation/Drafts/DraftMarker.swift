// Changes the draft marks of every guard of a draft's edited value: marks them at the
// start of an access, clears them in a value that leaves the draft while an access is
// open, and adopts a value stored through the setter. A key path's write, as a SwiftUI
// binding makes, reads the value, changes the copy and sets it: the guards that still carry
// the draft's latest mark came from the draft, and keep the input they rejected.
struct DraftMarker: FieldVisitor {
  enum Change {
    // Marks every guard with an access.
    case mark(DraftAccess)
    // Clears every guard's mark.
    case unmark
    // Keeps, invalid, the value each guard marked with the access last rejected, then marks
    // every guard with it.
    case adopt(DraftAccess)
  }

  let change: Change

  // How many levels below the edited model the visited model is.
  let depth: Int

  mutating func visit<Field: GuardedField>(_ name: String, _ field: inout Field) {
    let change = change
    field.withGuard { guarded in
      switch change {
      case .mark(let access): guarded.draftMark = DraftMark(access)
      case .unmark: guarded.draftMark = nil
      case .adopt(let access): guarded.adopt(into: access)
      }
    }
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
  // Changes the draft marks of every guard of the model and of the models it holds.
  mutating func changeDraftMarks(_ change: DraftMarker.Change) {
    var marker = DraftMarker(change: change, depth: 0)
    visitFields(&marker)
  }
}

extension ValidatableValue {
  // Keeps the value of the last rejected assignment, invalid, if the guard was marked
  // with `access` (it came from the draft), and marks the guard with it.
  mutating func adopt(into access: DraftAccess) {
    if draftMark?.access === access, let rejected = rejectedValue {
      storage = rejected
      storageIsValid = false
      rejectedValue = nil
    }
    draftMark = DraftMark(access)
  }
}
