// Records every visited field (its name, kind, type and value) in order, or writes back
// the values it recorded.
struct FieldValues: FieldVisitor {
  // One listed field.
  struct Field {
    enum Kind { case guarded, models, plain }

    let name: String
    let kind: Kind
    // The type the field list gives, which may differ from the value's own.
    let type: Any.Type
    let value: Any
  }

  private(set) var fields: [Field] = []
  // The next field to write back; `nil` while recording.
  private var position: Int?

  // A visitor that records.
  init() {}

  // A visitor that writes back `fields`, recorded from the same field list.
  init(restoring fields: [Field]) {
    self.fields = fields
    position = 0
  }

  private mutating func take<Value>(_ name: String, _ kind: Field.Kind, _ value: inout Value) {
    guard let next = position else {
      fields.append(Field(name: name, kind: kind, type: Value.self, value: value))
      return
    }
    position = next + 1
    if next < fields.count, let saved = fields[next].value as? Value {
      value = saved
    }
  }

  mutating func visit<Field: GuardedField>(_ name: String, _ field: inout Field) {
    take(name, .guarded, &field)
  }

  mutating func visit<Models: NestedModels>(_ name: String, _ models: inout Models) {
    take(name, .models, &models)
  }

  mutating func visit<Value>(_ name: String, plain value: inout Value) {
    take(name, .plain, &value)
  }
}

extension ValidatableModel {
  // The model's listed fields, in order.
  var listedFields: [FieldValues.Field] {
    var listing = FieldValues()
    visitFieldsReadOnly(&listing)
    return listing.fields
  }
}
