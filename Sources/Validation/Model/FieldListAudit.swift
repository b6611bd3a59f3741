extension ValidatableModel {
  /// Returns what is wrong with this model's ``visitFields(_:)`` list, or an empty array
  /// when it is right.
  ///
  /// A guarded stored property (a `@Validated` property, a ``ValidatableValue``, a nested
  /// model, or an optional, array or dictionary of models) that the list leaves out is
  /// never validated, decoded or encoded. Call this in a test of each model:
  ///
  /// ```swift
  /// @Test func personListsEveryField() {
  ///   #expect(Person().fieldListProblems() == [])
  /// }
  /// ```
  ///
  /// Debug builds also stop at a model's first validation or decoding when its list has a
  /// problem.
  ///
  /// - Returns: One sentence per guarded property the list leaves out, or that guards a
  ///   model (a model inside `@Validated` is checked as one value, without paths).
  public func fieldListProblems() -> [String] {
    FieldListAudit.problems(in: self)
  }
}

// Compares a model's guarded stored properties, found with `Mirror`, with what its
// ``ValidatableModel/visitFields(_:)`` passes.
enum FieldListAudit {
  // One sentence per guarded stored property that the model's field list leaves out.
  static func problems<Model: ValidatableModel>(in model: Model) -> [String] {
    var problems: [String] = []
    // What the visitor sees for each guarded property, by type: a `@Validated` property's
    // storage is visited as its guard.
    var held: [ObjectIdentifier: [String]] = [:]
    // The labels of `@Validated` storage (`_age`), which a model lists as it is.
    var wrapperStorage: Set<String> = []
    var mirror: Mirror? = Mirror(reflecting: model)
    while let current = mirror {
      for child in current.children {
        if let guarded = type(of: child.value) as? any GuardType.Type, guarded.guardsModel {
          problems.append(
            "\(Model.self).\(child.label ?? "?") guards a model, which is then checked as "
              + "one value, its failures without paths: hold the model directly and list it.")
        }
        guard let visited = visitedType(of: type(of: child.value)) else { continue }
        held[ObjectIdentifier(visited), default: []].append(child.label ?? "?")
        if visited != type(of: child.value) { wrapperStorage.insert(child.label ?? "?") }
      }
      mirror = current.superclassMirror
    }
    guard !held.isEmpty || !Model.rules.isEmpty else { return problems }
    let listed = FieldTree(of: model)
    problems += Set(unlistedRuleFields(of: Model.self, listed: listed))
    problems += Set(unnamedRuleKeyPaths(of: model))
    problems += repeatedKeyPaths(of: model)
    for (type, labels) in held {
      let visitedNames = listed.namesByType[type, default: []]
      guard visitedNames.count < labels.count else { continue }
      // Name the properties whose names are not among those visited; when the field list
      // uses other names, every property of the type is a candidate.
      let unnamed = labels.filter { !visitedNames.contains(Self.propertyName($0)) }
      let missing = unnamed.isEmpty ? labels : unnamed
      for label in missing.prefix(labels.count - visitedNames.count) {
        let name = Self.propertyName(label)
        // In a class, `_name` that is not `@Validated` storage is `@Observable`'s, which
        // observers never hear of: list the property through `withField`.
        let observed =
          Model.self is AnyObject.Type && label != name && !wrapperStorage.contains(label)
        let listing =
          observed
          ? "withField(\\.\(name)) { visitor.visit(\"\(name)\", &$0) }"
          : "visitor.visit(\"\(name)\", &\(label))"
        problems.append(
          "\(Model.self).visitFields(_:) does not list `\(label)`: it is never validated, "
            + "decoded or encoded. List it (`\(listing)`).")
      }
    }
    return problems.sorted()
  }

  // Stops a debug build at a model's validation or decoding when its field list leaves a
  // guarded property out; does nothing in a release build.
  static func assertFieldList<Model: ValidatableModel>(of model: Model) {
    #if DEBUG
      // Once per type: `Mirror` is slow, and a list does not change at run time.
      let isNew = auditedTypes.withLock { $0.insert(ObjectIdentifier(Model.self)).inserted }
      guard isNew else { return }
      let problems = problems(in: model)
      if !problems.isEmpty {
        assertionFailure(problems.joined(separator: "\n"))
      }
    #endif
  }

  #if DEBUG
    // The model types whose field lists a debug build has audited.
    private static let auditedTypes = LockedValue<Set<ObjectIdentifier>>([])
  #endif

  // One sentence per field a rule names (to show its failure next to, or to depend on)
  // that the field list does not list: a misspelt name would point a form, a response
  // and `dependsOn` at nothing. A path into a nested model is followed as far as the
  // models reached are known: a single nested model, or an optional one that is present.
  private static func unlistedRuleFields<Model: ValidatableModel>(
    of model: Model.Type, listed: FieldTree
  ) -> [String] {
    Model.rules.flatMap { rule in
      (rule.fields + rule.dependencies).compactMap { path -> String? in
        guard let unlisted = listed.firstUnlisted(in: path.components) else { return nil }
        return "A rule of \(Model.self) (\"\(rule.requirement.description)\") names `\(path)`, "
          + "but visitFields(_:) lists no field `\(unlisted)`: use the names the field list "
          + "gives."
      }
    }
  }

  // One sentence per key path a rule names that the field list does not: the rule's
  // failure would be shown at the model as a whole, and a dependency would block nothing.
  private static func unnamedRuleKeyPaths<Model: ValidatableModel>(of model: Model) -> [String] {
    let rules = Model.rules.filter { $0.keyPaths != nil }
    guard !rules.isEmpty else { return [] }
    let names = KeyPathNames.found(in: model, depth: 0)
    return rules.flatMap { rule -> [String] in
      guard let keyPaths = rule.keyPaths else { return [] }
      let named = [("fields", keyPaths.fields), ("dependsOn", keyPaths.dependencies)]
      return named.flatMap { label, list in
        list.enumerated().filter { names[$0.element] == nil }.map { position, keyPath in
          "A rule of \(Model.self) (\"\(rule.requirement.description)\") names a field by a "
            + "key path that visitFields(_:) does not name: item \(position + 1) of `\(label):`"
            + readable(keyPath) + ". Visit the field with its key path "
            + "(`visitor.visit(\"name\", \\Self.name, &_name)`), or use @ValidatableModel; "
            + "a key path through an optional or a collection names no field."
        }
      }
    }
  }

  // One sentence per field the list gives a key path it gave another field: a rule
  // naming that key path would show its failures at the wrong field.
  private static func repeatedKeyPaths<Model: ValidatableModel>(of model: Model) -> [String] {
    guard Model.rules.contains(where: { $0.keyPaths != nil }) else { return [] }
    return KeyPathNames.repeated(in: model).map { first, again in
      "\(Model.self).visitFields(_:) gives one key path to two fields, `\(first)` and "
        + "`\(again)`: a rule naming it shows its failures at `\(again)`. Give each field "
        + "its own key path (`visitor.visit(\"\(again)\", \\Self.\(again), &_\(again))`)."
    }
  }

  // The key path as written, in parentheses after a space, or nothing when the runtime
  // cannot name a step of it (a property wrapper's, or any computed property).
  private static func readable(_ keyPath: AnyKeyPath) -> String {
    let text = "\(keyPath)"
    return text.contains("<computed") ? "" : " (`\(text)`)"
  }

  // The property's name without the underscore of a wrapper's storage.
  private static func propertyName(_ label: String) -> String {
    label.hasPrefix("_") ? String(label.dropFirst()) : label
  }

  // The type a visitor sees for a stored property of this type when it is listed, or `nil`
  // for a plain value.
  private static func visitedType(of type: Any.Type) -> Any.Type? {
    if let storage = type as? any ListedShape.Type {
      return storage.isGuarded ? storage.visitedType : nil
    }
    return type is any ValidatableModel.Type ? type : nil
  }
}

// A type whose stored properties a model's field list must include when it holds guards
// or models.
private protocol ListedShape {
  /// Whether a property of this type is guarded: it holds requirements or models.
  static var isGuarded: Bool { get }
  /// What a visitor is passed for such a property.
  static var visitedType: Any.Type { get }
}

extension Validated: ListedShape {
  fileprivate static var isGuarded: Bool { true }
  fileprivate static var visitedType: Any.Type { ValidatableValue<Value>.self }
}

extension ValidatableValue: ListedShape {
  fileprivate static var isGuarded: Bool { true }
  fileprivate static var visitedType: Any.Type { Self.self }
}

extension FormField: ListedShape {
  fileprivate static var isGuarded: Bool { true }
  fileprivate static var visitedType: Any.Type { Self.self }
}

extension Optional: ListedShape {
  fileprivate static var isGuarded: Bool { holdsGuards(Wrapped.self) }
  fileprivate static var visitedType: Any.Type { Self.self }
}

extension Array: ListedShape {
  fileprivate static var isGuarded: Bool { holdsGuards(Element.self) }
  fileprivate static var visitedType: Any.Type { Self.self }
}

extension Dictionary: ListedShape {
  fileprivate static var isGuarded: Bool { Value.self is any ValidatableModel.Type }
  fileprivate static var visitedType: Any.Type { Self.self }
}

// Whether an element of an optional or array holds guards: a model, a guard, or an
// optional or array of models.
private func holdsGuards(_ type: Any.Type) -> Bool {
  if type is any ValidatableModel.Type { return true }
  if type is any GuardType.Type { return true }
  if let shape = type as? any ElementShape.Type {
    return shape.element is any ValidatableModel.Type
  }
  return false
}

// A guard type: ``ValidatableValue`` or ``Validated``.
private protocol GuardType {
  /// Whether the guarded value is itself a model.
  static var guardsModel: Bool { get }
}

extension ValidatableValue: GuardType {
  fileprivate static var guardsModel: Bool { Value.self is any ValidatableModel.Type }
}

extension Validated: GuardType {
  fileprivate static var guardsModel: Bool { Value.self is any ValidatableModel.Type }
}

// An optional or array, whose element type can be a model.
private protocol ElementShape {
  static var element: Any.Type { get }
}

extension Optional: ElementShape {
  fileprivate static var element: Any.Type { Wrapped.self }
}

extension Array: ElementShape {
  fileprivate static var element: Any.Type { Element.self }
}
