/// Records every visited field's value, in order, to restore a class model.
struct FieldSnapshot: FieldVisitor {
  var values: [Any] = []

  mutating func visit<Value>(_ name: String, _ field: inout Validated<Value>) {
    visit(name, &field.guarded)
  }

  mutating func visit<Value>(_ name: String, _ field: inout ValidatableValue<Value>) {
    values.append(field)
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

  mutating func visit<Key: Hashable, Model: ValidatableModel>(
    _ name: String, _ models: inout [Key: Model]
  ) {
    values.append(models)
  }

  mutating func visit<Value>(_ name: String, _ value: inout Value) {
    values.append(value)
  }
}

/// Writes back the values a ``FieldSnapshot`` recorded, in the same order.
struct FieldRestore: FieldVisitor {
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

  mutating func visit<Value>(_ name: String, _ field: inout Validated<Value>) {
    visit(name, &field.guarded)
  }

  mutating func visit<Value>(_ name: String, _ field: inout ValidatableValue<Value>) {
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

  mutating func visit<Key: Hashable, Model: ValidatableModel>(
    _ name: String, _ models: inout [Key: Model]
  ) {
    next(&models)
  }

  mutating func visit<Value>(_ name: String, _ value: inout Value) {
    next(&value)
  }
}
