// The path each key path a model's field list names stands for: `\Signup.password` is
// `password`, and `\Signup.address.zip` is `address.zip` when `address` holds a model
// directly. Rules' key paths are looked up here when a failure is reported.
//
// A list does not change at run time, so each model type's names are found once, by
// visiting its list, and kept behind a lock.
enum KeyPathNames {
  // The names of each model type found so far, by the type's identifier.
  private static let byType = LockedValue<[ObjectIdentifier: [AnyKeyPath: FieldPath]]>([:])

  // The paths that `model`'s field list gives the key paths it names.
  static func of<Model: ValidatableModel>(_ model: Model) -> [AnyKeyPath: FieldPath] {
    let type = ObjectIdentifier(Model.self)
    if let known = byType.withLock({ $0[type] }) { return known }
    // Found outside the lock: a list may visit a nested model, whose names are found the
    // same way.
    let names = found(in: model, depth: 0)
    byType.withLock { $0[type] = names }
    return names
  }

  // The names `model`'s list gives, with those of the models it holds directly, down to
  // the depth a validation walks.
  static func found<Model: ValidatableModel>(in model: Model, depth: Int)
    -> [AnyKeyPath: FieldPath]
  {
    guard Model.isChecked(atDepth: depth) else { return [:] }
    var namer = KeyPathNamer(depth: depth)
    model.visitFieldsReadOnly(&namer)
    return namer.names
  }

  // The fields of `model`'s list given the key path of a field given before, each with
  // that field: a key path is typed by its field's type only, so `\Self.password` may be
  // passed with a confirmation field by mistake.
  static func repeated<Model: ValidatableModel>(in model: Model)
    -> [(first: FieldPath, again: FieldPath)]
  {
    var namer = KeyPathNamer(depth: 0)
    model.visitFieldsReadOnly(&namer)
    return namer.repeated
  }
}

extension ValidatableModel {
  // The paths of the fields `rule` is shown next to and depends on. A rule named by key
  // paths is looked up in the field list; a field it names that the list does not is the
  // model as a whole, so its failure is still reported (`fieldListProblems()` says what
  // is wrong), and a dependency the list does not name blocks nothing.
  func paths(of rule: ModelRule<Self>) -> (fields: [FieldPath], dependencies: [FieldPath]) {
    guard let keyPaths = rule.keyPaths else { return (rule.fields, rule.dependencies) }
    return paths(of: keyPaths)
  }

  // The paths of the fields an async `rule` is shown next to and depends on, as for a
  // ``ModelRule``, but a dependency the list does not name (`\.billing?.zip`, through an
  // optional) is the model as a whole: nothing audits an async rule's key paths, and
  // asking the rule while that field is invalid would send the invalid value to the
  // database.
  func paths(of rule: AsyncModelRule<Self>) -> (fields: [FieldPath], dependencies: [FieldPath]) {
    guard let keyPaths = rule.keyPaths else { return (rule.fields, rule.dependencies) }
    return paths(of: keyPaths, unnamedDependency: FieldPath())
  }

  // The paths the field list gives a rule's key paths; a dependency it does not name is
  // `unnamedDependency`, or left out.
  private func paths(of keyPaths: RuleKeyPaths, unnamedDependency: FieldPath? = nil) -> (
    fields: [FieldPath], dependencies: [FieldPath]
  ) {
    let names = KeyPathNames.of(self)
    var fields: [FieldPath] = []
    for keyPath in keyPaths.fields {
      let path = names[keyPath] ?? FieldPath()
      if !fields.contains(path) { fields.append(path) }
    }
    return (fields, keyPaths.dependencies.compactMap { names[$0] ?? unnamedDependency })
  }
}

// Collects the key paths a field list names, with the path each stands for.
struct KeyPathNamer: FieldVisitor {
  let depth: Int
  var names: [AnyKeyPath: FieldPath] = [:]
  // The fields given a key path already given to another, with that other.
  var repeated: [(first: FieldPath, again: FieldPath)] = []
  // The key path of the field visited next, with the name the list gave it.
  private var next: (keyPath: AnyKeyPath, name: String)?

  init(depth: Int) {
    self.depth = depth
  }

  mutating func visitKeyPath(_ keyPath: () -> AnyKeyPath, of name: String) {
    next = (keyPath(), name)
  }

  mutating func visit<Field: GuardedField>(_ name: String, _ field: inout Field) {
    _ = file(take(name))
  }

  mutating func visit<Value>(_ name: String, plain value: inout Value) {
    _ = file(take(name))
  }

  mutating func visit<Models: NestedModels>(_ name: String, _ models: inout Models) {
    guard let keyPath = file(take(name)), let model = models as? any ValidatableModel else {
      return
    }
    // A model held directly: its fields through this one (`\.address.zip`).
    for (inner, path) in nestedNames(of: model) {
      guard let composed = keyPath.appending(path: inner) else { continue }
      names[composed] = path.prefixed(by: [.field(name)])
    }
  }

  // The names of a nested model's list.
  private func nestedNames<Model: ValidatableModel>(of model: Model) -> [AnyKeyPath: FieldPath] {
    KeyPathNames.found(in: model, depth: depth + 1)
  }

  // The key path given for the field visited as `name`, if any, taken once.
  private mutating func take(_ name: String) -> (AnyKeyPath, String)? {
    defer { next = nil }
    guard let next, next.name == name else { return nil }
    return next
  }

  // Files the key path under its name; returns it.
  private mutating func file(_ given: (AnyKeyPath, String)?) -> AnyKeyPath? {
    guard let (keyPath, name) = given else { return nil }
    let path = FieldPath([.field(name)])
    if let first = names[keyPath], first != path { repeated.append((first, path)) }
    names[keyPath] = path
    return keyPath
  }
}
