// The names a model's field list gives, with the field lists of the nested models it
// holds directly: what the fields of a rule can name, and what the field list audit
// counts.
struct FieldTree: FieldVisitor {
  // Every name the list gives.
  var names: Set<String> = []
  // The nested model's field list, by name, for a model held directly.
  var nested: [String: FieldTree] = [:]
  // The names below which paths cannot be checked: collections of models, and an
  // optional model that is absent.
  var unchecked: Set<String> = []
  // The names given to fields of each type, by the type's identifier.
  var namesByType: [ObjectIdentifier: [String]] = [:]
  // How many levels below the audited model this list is.
  let depth: Int

  init<Model: ValidatableModel>(of model: Model, depth: Int = 0) {
    self.depth = depth
    guard Model.isChecked(atDepth: depth) else { return }
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

  private mutating func list(_ name: String, _ type: Any.Type, unchecked: Bool = false) {
    names.insert(name)
    namesByType[ObjectIdentifier(type), default: []].append(name)
    if unchecked { self.unchecked.insert(name) }
  }

  mutating func visit<Value>(_ name: String, _ field: inout ValidatableValue<Value>) {
    list(name, ValidatableValue<Value>.self)
  }

  mutating func visit<Value>(_ name: String, _ field: inout ValidatableValue<Value>?) {
    list(name, ValidatableValue<Value>?.self)
  }

  mutating func visit<Value>(_ name: String, _ field: inout FormField<Value>) {
    list(name, FormField<Value>.self)
  }

  mutating func visit<Models: NestedModels>(_ name: String, _ models: inout Models) {
    // A model held directly, or an optional one that is present, has its own list; the
    // models of a collection cannot be checked.
    guard let model = models as? any ValidatableModel else {
      return list(name, Models.self, unchecked: true)
    }
    list(name, Models.self)
    nested[name] = FieldTree(of: model, depth: depth + 1)
  }

  mutating func visit<Value>(_ name: String, plain value: inout Value) {
    // A plain value may be any type, a struct a rule reaches into among them.
    list(name, Value.self, unchecked: true)
  }
}
