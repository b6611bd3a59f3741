// The names a model's field list gives, with the field lists of the nested models it
// holds directly: what the fields of a rule can name.
struct FieldTree: FieldVisitor {
  // Every name the list gives.
  var names: Set<String> = []
  // The nested model's field list, by name, for a model held directly.
  var nested: [String: FieldTree] = [:]
  // The names below which paths cannot be checked: collections of models, and an
  // optional model that is absent.
  var unchecked: Set<String> = []
  // How many levels below the audited model this list is.
  let depth: Int

  init<Model: ValidatableModel>(of model: Model, depth: Int = 0) {
    self.depth = depth
    guard depth <= Model.maximumNestingDepth else { return }
    model.visitFieldsReadOnly(&self)
  }

  // The path up to its first step that names no listed field, or `nil` when every step
  // does (as far as it can be checked).
  func firstUnlisted(in components: [FieldPath.Component]) -> FieldPath? {
    var tree = self
    for (position, component) in components.enumerated() {
      guard case .field(let name) = component else { continue }
      guard tree.names.contains(name) else { return FieldPath(Array(components[...position])) }
      guard !tree.unchecked.contains(name) else { return nil }
      guard let next = tree.nested[name] else {
        // A value has no fields: a path that goes on names nothing.
        let goesOn = components[(position + 1)...].contains {
          if case .field = $0 { true } else { false }
        }
        return goesOn ? FieldPath(components) : nil
      }
      tree = next
    }
    return nil
  }

  private mutating func list<Model: ValidatableModel>(_ name: String, _ model: Model) {
    names.insert(name)
    nested[name] = FieldTree(of: model, depth: depth + 1)
  }

  private mutating func listUnchecked(_ name: String) {
    names.insert(name)
    unchecked.insert(name)
  }

  mutating func visit<Value>(_ name: String, _ field: inout ValidatableValue<Value>) {
    names.insert(name)
  }

  mutating func visit<Value>(_ name: String, _ field: inout ValidatableValue<Value>?) {
    names.insert(name)
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ model: inout Model) {
    list(name, model)
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ model: inout Model?) {
    if let model { list(name, model) } else { listUnchecked(name) }
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ models: inout [Model]) {
    listUnchecked(name)
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ models: inout [Model]?) {
    listUnchecked(name)
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ models: inout [Model?]) {
    listUnchecked(name)
  }

  mutating func visit<Key: Hashable, Model: ValidatableModel>(
    _ name: String, _ models: inout [Key: Model]
  ) {
    listUnchecked(name)
  }

  mutating func visit<Value>(_ name: String, plain value: inout Value) {
    // A plain value may be any type, a struct a rule reaches into among them.
    listUnchecked(name)
  }

  mutating func visit<Value>(_ name: String, _ field: inout FormField<Value>) {
    names.insert(name)
  }
}
