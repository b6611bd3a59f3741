// Finds the class models a model reaches (the model itself too, if it is a class) and
// records their listed fields, so that a failed ``ValidatableModel/update(for:_:)`` can
// put them back: changes to a class model happen in place, not in the update's copy.
struct SharedModelSnapshot {
  private var restores: [() -> Void] = []

  // Records every class model reachable from `model` through its field list.
  init<Model: ValidatableModel>(of model: Model) {
    var finder = SharedModelFinder(depth: 0, recordsFields: true)
    finder.record(model)
    restores = finder.restores
  }

  // The first class model reachable from `model` (itself included), if any.
  static func firstClassModel<Model: ValidatableModel>(in model: Model) -> Any.Type? {
    var finder = SharedModelFinder(depth: 0, recordsFields: false)
    finder.record(model)
    return finder.classModels.first
  }

  // Puts back every recorded field, innermost model first, so that an object reached
  // twice ends as it was first seen.
  func restore() {
    for restore in restores.reversed() {
      restore()
    }
  }
}

// Walks a model tree for ``SharedModelSnapshot``.
private struct SharedModelFinder: FieldVisitor {
  let depth: Int
  // Whether to record the fields of each class model found, or only its type.
  let recordsFields: Bool
  var restores: [() -> Void] = []
  var classModels: [Any.Type] = []

  mutating func record<Model: ValidatableModel>(_ model: Model) {
    guard depth <= Model.maximumNestingDepth else { return }
    var copy = model  // for a class, the same object
    if Model.self is AnyClass {
      classModels.append(Model.self)
      guard recordsFields else { return }
      var snapshot = SnapshotVisitor()
      copy.visitFields(&snapshot)
      let values = snapshot.values
      restores.append {
        var restored = model
        var restore = RestoreVisitor(values: values)
        restored.visitFields(&restore)
      }
    }
    var nested = SharedModelFinder(depth: depth + 1, recordsFields: recordsFields)
    copy.visitFields(&nested)
    restores += nested.restores
    classModels += nested.classModels
  }

  mutating func visit<Value>(_ name: String, _ field: inout ValidatableValue<Value>) {}

  mutating func visit<Value>(_ name: String, _ field: inout ValidatableValue<Value>?) {}

  mutating func visit<Model: ValidatableModel>(_ name: String, _ model: inout Model) {
    record(model)
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ model: inout Model?) {
    if let model { record(model) }
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ models: inout [Model]) {
    for model in models { record(model) }
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ models: inout [Model]?) {
    for model in models ?? [] { record(model) }
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ models: inout [Model?]) {
    for case let model? in models { record(model) }
  }

  mutating func visit<Key: Hashable, Model: ValidatableModel>(
    _ name: String, _ models: inout [Key: Model]
  ) {
    for model in models.values { record(model) }
  }

  mutating func visit<Value>(_ name: String, plain value: inout Value) {}

  mutating func visit<Value>(_ name: String, _ field: inout FormField<Value>) {}
}

// Records every visited field's value, in order.
struct SnapshotVisitor: FieldVisitor {
  var values: [Any] = []

  mutating func visit<Value>(_ name: String, _ field: inout ValidatableValue<Value>) {
    values.append(field)
  }

  mutating func visit<Value>(_ name: String, _ field: inout ValidatableValue<Value>?) {
    values.append(field as Any)
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ model: inout Model) {
    values.append(model)
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ model: inout Model?) {
    values.append(model as Any)
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ models: inout [Model]) {
    values.append(models)
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ models: inout [Model]?) {
    values.append(models as Any)
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ models: inout [Model?]) {
    values.append(models)
  }

  mutating func visit<Key: Hashable, Model: ValidatableModel>(
    _ name: String, _ models: inout [Key: Model]
  ) {
    values.append(models)
  }

  mutating func visit<Value>(_ name: String, plain value: inout Value) {
    values.append(value)
  }
}

// Writes back the values a ``SnapshotVisitor`` recorded, in the same order.
struct RestoreVisitor: FieldVisitor {
  let values: [Any]
  var position = 0

  init(values: [Any]) {
    self.values = values
  }

  private mutating func next<Value>(_ value: inout Value) {
    defer { position += 1 }
    if position < values.count, let saved = values[position] as? Value {
      value = saved
    }
  }

  mutating func visit<Value>(_ name: String, _ field: inout ValidatableValue<Value>) {
    next(&field)
  }

  mutating func visit<Value>(_ name: String, _ field: inout ValidatableValue<Value>?) {
    next(&field)
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ model: inout Model) {
    next(&model)
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ model: inout Model?) {
    next(&model)
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ models: inout [Model]) {
    next(&models)
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ models: inout [Model]?) {
    next(&models)
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ models: inout [Model?]) {
    next(&models)
  }

  mutating func visit<Key: Hashable, Model: ValidatableModel>(
    _ name: String, _ models: inout [Key: Model]
  ) {
    next(&models)
  }

  mutating func visit<Value>(_ name: String, plain value: inout Value) {
    next(&value)
  }
}
