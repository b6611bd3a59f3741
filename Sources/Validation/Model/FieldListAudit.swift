/// A debug-build check of a model's ``ValidatableModel/visitFields(_:)`` for the one mistake
/// the compiler accepts: passing a `@Validated` property itself (`&age`) instead of its
/// storage (`&_age`).
///
/// Such a property is visited as a plain value: it is never validated as a whole, and a
/// decoded value it rejects is dropped without a failure. The audit compares the model's
/// `Validated` stored properties (found with `Mirror`, so only in debug builds) with what
/// `visitFields(_:)` passes: when fewer of them are visited as guards than the model holds,
/// and a plain value of the same type is visited, the list is wrong, and the audit says
/// which type and how to fix it.
enum FieldListAudit {
  /// The mistake in a model's field list, described for its developer, or `nil` when
  /// every `Validated` property the model holds is visited through its storage (or is
  /// left out, with no plain value of its type visited in its place).
  ///
  /// - Parameter model: The model to audit; it is visited, not changed.
  /// - Returns: What is wrong and how to fix it, or `nil`.
  static func problem<Model: ValidatableModel>(in model: Model) -> String? {
    var held: [ObjectIdentifier: (type: Any.Type, count: Int)] = [:]
    var mirror: Mirror? = Mirror(reflecting: model)
    while let current = mirror {
      for child in current.children {
        guard let storage = type(of: child.value) as? any ValidatedStorage.Type else { continue }
        let key = ObjectIdentifier(storage.wrappedType)
        held[key, default: (storage.wrappedType, 0)].count += 1
      }
      mirror = current.superclassMirror
    }
    guard !held.isEmpty else { return nil }
    var census = VisitCensus()
    model.visitFieldsReadOnly(&census)
    for (key, wrapped) in held {
      let asGuards = census.guardVisits[key, default: 0]
      let asPlain = census.plainVisits[key, default: []]
      if asGuards < wrapped.count, let name = asPlain.first {
        return "\(Model.self).visitFields(_:) passes \"\(name)\" as a plain \(wrapped.type), "
          + "and a @Validated \(wrapped.type) property of \(Model.self) is not visited through "
          + "its storage: pass the storage (`&_property`), not the property (`&property`), or "
          + "the field is not validated as a whole and decoding drops a value it rejects."
      }
    }
    return nil
  }

  /// Stops a debug build at the first validation or decoding of a model whose field list
  /// has the mistake ``problem(in:)`` finds; does nothing in a release build.
  ///
  /// - Parameter model: The model to audit.
  static func assertFieldList<Model: ValidatableModel>(of model: Model) {
    #if DEBUG
      if let problem = problem(in: model) {
        assertionFailure(problem)
      }
    #endif
  }
}

/// The storage of a `@Validated` property, as `Mirror` finds it.
protocol ValidatedStorage {
  /// The type of the property's value.
  static var wrappedType: Any.Type { get }
}

extension Validated: ValidatedStorage {
  static var wrappedType: Any.Type { Value.self }
}

/// Counts what a model's `visitFields(_:)` passes, by value type: `Validated` storage, and
/// plain values (with their names).
private struct VisitCensus: FieldVisitor {
  var guardVisits: [ObjectIdentifier: Int] = [:]
  var plainVisits: [ObjectIdentifier: [String]] = [:]

  mutating func visit<Value>(_ name: String, _ field: inout Validated<Value>) {
    guardVisits[ObjectIdentifier(Value.self), default: 0] += 1
  }

  mutating func visit<Value>(_ name: String, _ field: inout ValidatableValue<Value>) {}

  mutating func visit<Model: ValidatableModel>(_ name: String, _ model: inout Model) {}

  mutating func visit<Model: ValidatableModel>(_ name: String, _ model: inout Model?) {}

  mutating func visit<Model: ValidatableModel>(_ name: String, _ models: inout [Model]) {}

  mutating func visit<Value>(_ name: String, _ value: inout Value) {
    plainVisits[ObjectIdentifier(Value.self), default: []].append(name)
  }
}
