// Marks every guard of a draft's edited value with the access that begins: the walk at
// the start of each access to `Draft.editing`, which lets the guards that belong to the
// value, and only those, keep invalid input until the access ends.
struct DraftMarker: FieldVisitor {
  let access: DraftAccess

  // How many levels below the edited model the visited model is.
  let depth: Int

  mutating func visit<Field: GuardedField>(_ name: String, _ field: inout Field) {
    field.withGuard { $0.draftAccess = access }
  }

  mutating func visit<Models: NestedModels>(_ name: String, _ models: inout Models) {
    models.updateEachModel(&self) { [] }
  }

  mutating func visitModel<Model: ValidatableModel>(
    _ model: inout Model, at place: () -> [FieldPath.Component]
  ) {
    // A class model is shared with whoever else holds it: its guards check as usual.
    guard Model.isChecked(atDepth: depth + 1), !(Model.self is AnyClass) else { return }
    var nested = DraftMarker(access: access, depth: depth + 1)
    model.visitFields(&nested)
  }
}

extension ValidatableModel {
  // Marks every guard of the model, and of the models it holds, with `access`.
  mutating func markGuards(for access: DraftAccess) {
    guard !(Self.self is AnyClass) else { return }
    var marker = DraftMarker(access: access, depth: 0)
    visitFields(&marker)
  }
}
