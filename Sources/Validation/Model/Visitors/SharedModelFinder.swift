// Walks a model tree for ``SharedModelSnapshot``: finds the class models in it and, when
// asked, records how to put back each one's fields.
struct SharedModelFinder: FieldVisitor {
  let depth: Int
  // Whether to record the fields of each class model found, or only its type.
  let recordsFields: Bool
  var restores: [() -> Void] = []
  var classModels: [Any.Type] = []

  mutating func record<Model: ValidatableModel>(_ model: Model) {
    guard Model.isChecked(atDepth: depth) else { return }
    var copy = model  // for a class, the same object
    if Model.self is AnyClass {
      classModels.append(Model.self)
      guard recordsFields else { return }
      var snapshot = FieldValues()
      copy.visitFields(&snapshot)
      let fields = snapshot.fields
      restores.append {
        var restored = model
        var restore = FieldValues(restoring: fields)
        restored.visitFields(&restore)
      }
    }
    var nested = SharedModelFinder(depth: depth + 1, recordsFields: recordsFields)
    copy.visitFields(&nested)
    restores += nested.restores
    classModels += nested.classModels
  }

  mutating func visitModel<Model: ValidatableModel>(
    _ model: inout Model, at place: () -> [FieldPath.Component]
  ) {
    record(model)
  }
}
