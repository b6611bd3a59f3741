// The names a model's field list gives, with the field lists of the nested models it
// holds directly: what the fields of a rule can name, and what the field list audit
// counts.
struct FieldTree {
  // Every name the list gives.
  var names: Set<String> = []
  // The nested model's field list, by name, for a model held directly.
  var nested: [String: FieldTree] = [:]
  // The names below which paths cannot be checked: collections of models, and an
  // optional model that is absent.
  var unchecked: Set<String> = []
  // The names given to guarded fields and nested models of each type, by the type's
  // identifier. A value passed as plain is not among them, whatever its type: its
  // requirements and nested fields are never checked.
  var namesByType: [ObjectIdentifier: [String]] = [:]
  // How many levels below the audited model this list is.
  let depth: Int

  init<Model: ValidatableModel>(of model: Model, depth: Int = 0) {
    self.depth = depth
    guard Model.isChecked(atDepth: depth) else { return }
    for field in model.listedFields {
      names.insert(field.name)
      if field.kind != .plain {
        namesByType[ObjectIdentifier(field.type), default: []].append(field.name)
      }
      switch field.kind {
      case .guarded: break
      case .models:
        // A model held directly, or an optional one that is present, has its own list;
        // the models of a collection cannot be checked.
        if let model = field.value as? any ValidatableModel {
          nested[field.name] = FieldTree(of: model, depth: depth + 1)
        } else {
          unchecked.insert(field.name)
        }
      case .plain:
        // A plain value may be any type, a struct a rule reaches into among them.
        unchecked.insert(field.name)
      }
    }
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
}
