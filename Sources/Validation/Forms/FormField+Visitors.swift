// How each of the library's visitors treats a form field listed in a model's
// `visitFields(_:)`: validation reads its input's state, decoding and encoding use the
// typed value (decoding sets the input to the value's text), and drafts leave it alone,
// since a form field already keeps every input.

extension ValidityVisitor {
  @inlinable
  mutating func visit<Value>(_ name: String, _ field: inout FormField<Value>) {
    isValid = isValid && field.isValid()
  }
}

extension FailureVisitor {
  mutating func visit<Value>(_ name: String, _ field: inout FormField<Value>) {
    // A deletion checks delete rules only, not values.
    guard context != .delete, let failure = field.modelFailure(at: [.field(name)]) else {
      return
    }
    failures.append(failure)
  }
}

extension DecodingVisitor {
  // A form field decodes from its typed value; the model's validation afterwards reports
  // a value that breaks a requirement.
  @usableFromInline
  mutating func visit<Value>(_ name: String, _ field: inout FormField<Value>) {
    if let value: Value = decodeValue(name, displayName: field.name, isSecret: field.isSecret) {
      field.reset(to: value)
    }
  }
}

extension EncodingVisitor {
  // A form field encodes its typed value; input that does not convert is left out.
  mutating func visit<Value>(_ name: String, _ field: inout FormField<Value>) {
    guard let value = field.currentValue else { return }
    encode(value, as: name)
  }
}

extension SnapshotVisitor {
  mutating func visit<Value>(_ name: String, _ field: inout FormField<Value>) {
    values.append(field)
  }
}

extension RestoreVisitor {
  mutating func visit<Value>(_ name: String, _ field: inout FormField<Value>) {
    defer { position += 1 }
    if position < values.count, let saved = values[position] as? FormField<Value> {
      field = saved
    }
  }
}
