#if GRDB
  import Validation

  // Finds one of a model's top-level fields by the name its field list gives it, and reads
  // what a failure report may show of it: its name, in every language it has, and its value
  // as text (never a secret's). The field list is the one place that knows the fields, so a
  // storage error about a column reuses it rather than a second list.
  struct FieldLookup: FieldVisitor {
    // What a failure report may show of a field.
    struct Field {
      var name: LocalizedText?
      var value: String?
    }

    let name: String
    var found: Field?

    // The field named `name` in `model`'s field list, or `nil` when it lists none.
    static func field(named name: String, in model: some ValidatableModel) -> Field? {
      var lookup = FieldLookup(name: name)
      var model = model
      model.visitFields(&lookup)
      return lookup.found
    }

    // What a report may show of a field: a form field's input, another field's value.
    mutating func visit<Guarded: GuardedField>(_ name: String, _ field: inout Guarded) {
      guard name == self.name else { return }
      let shown =
        (field as? FormField<Guarded.Value>)?.input
        ?? field.currentValue.map { String(describing: $0) }
      found = Field(name: field.localizedName, value: field.isSecret ? nil : shown)
    }

    // A model, or a collection of models, is not one column's value: the visitor's default
    // skips it.
    mutating func visit<Value>(_ name: String, plain value: inout Value) {
      if name == self.name { found = Field(value: String(describing: value)) }
    }
  }
#endif
