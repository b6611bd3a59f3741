// Records every visited field's value, in order, or writes back values it recorded.
struct FieldValues: FieldVisitor {
  private(set) var values: [Any] = []
  // The next value to write back; `nil` while recording.
  private var position: Int?

  // A visitor that records.
  init() {}

  // A visitor that writes back `values`, recorded from the same field list.
  init(restoring values: [Any]) {
    self.values = values
    position = 0
  }

  private mutating func take<Value>(_ value: inout Value) {
    guard let next = position else {
      values.append(value)
      return
    }
    position = next + 1
    if next < values.count, let saved = values[next] as? Value {
      value = saved
    }
  }

  mutating func visit<Value>(_ name: String, _ field: inout ValidatableValue<Value>) {
    take(&field)
  }

  mutating func visit<Value>(_ name: String, _ field: inout ValidatableValue<Value>?) {
    take(&field)
  }

  mutating func visit<Value>(_ name: String, _ field: inout FormField<Value>) {
    take(&field)
  }

  mutating func visit<Models: NestedModels>(_ name: String, _ models: inout Models) {
    take(&models)
  }

  mutating func visit<Value>(_ name: String, plain value: inout Value) {
    take(&value)
  }
}
