// The visitor behind a model's `encode(to:)`: writes each listed field as a plain value.
struct EncodingVisitor: FieldVisitor {
  var container: KeyedEncodingContainer<FieldKey>
  var error: (any Error)?

  init(container: KeyedEncodingContainer<FieldKey>) {
    self.container = container
  }

  // A field encodes its value: a form field its typed value (input that does not convert
  // is left out), an optional field that is `nil` as `null`.
  mutating func visit<Field: GuardedField>(_ name: String, _ field: inout Field) {
    if let value = field.currentValue {
      encode(value, as: name)
    } else if Field.isOptional {
      encode(Optional<Field.Value>.none, as: name)
    }
  }

  mutating func visit<Models: NestedModels>(_ name: String, _ models: inout Models) {
    encode(models, as: name)
  }

  mutating func visit<Value>(_ name: String, plain value: inout Value) {
    encode(value, as: name)
  }

  mutating func encode<Value>(_ value: Value, as name: String) {
    guard error == nil else { return }
    guard let encodable = value as? any Encodable else {
      error = EncodingError.invalidValue(
        String(describing: Value.self),
        EncodingError.Context(
          codingPath: container.codingPath + [FieldKey(name)],
          debugDescription: "\(Value.self) is not Encodable"))
      return
    }
    do {
      try container.encode(encodable, forKey: FieldKey(name))
    } catch {
      self.error = error
    }
  }
}
