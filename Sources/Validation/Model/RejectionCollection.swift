/// One pass of an update's transaction over every field, collecting the assignments fields
/// rejected (``ValidatableValue/lastRejection``).
struct RejectionCollection: FieldVisitor {
  /// What a pass does to the fields besides collecting their rejections.
  enum Pass {
    /// Starts a transaction: forgets old rejections and makes fields remember every new
    /// one (collects nothing).
    case begin
    /// Ends the transaction: fields go back to forgetting a rejection once a value is
    /// accepted. Collects the rejections made in the transaction; a field that was not in
    /// it (a model added by the changes) has none to give.
    case end
    /// Changes nothing: collects the rejections made in an open transaction.
    case inspect
  }

  /// A rejected assignment: its failure, and the rejected value itself, to tell two
  /// rejections of a secret field apart (it is never shown).
  struct Rejection {
    var failure: ModelValidationError.Failure
    let value: Any

    /// Whether two rejections are the same: same path, message and value (compared by
    /// description, only when an update inside another needs it).
    func isSame(as other: Self) -> Bool {
      failure.path == other.failure.path && failure.message == other.failure.message
        && String(describing: value) == String(describing: other.value)
    }
  }

  let pass: Pass
  let depth: Int
  var rejections: [Rejection] = []

  /// The failures of the rejections.
  var failures: [ModelValidationError.Failure] { rejections.map(\.failure) }

  /// Whether some field is in a transaction already: an enclosing update's.
  var sawTransaction = false

  /// A nested model that is a class, which the changes modify in place rather than in the
  /// update's working copy.
  struct SharedModel {
    /// Puts back the fields the model lists, as they were before the `begin` pass.
    let restore: () -> Void
    /// Ends the transaction in the model, wherever the changes left it.
    let end: () -> Void
  }

  /// Whether this pass records the nested class models it reaches, before it changes them.
  let recordsSharedModels: Bool

  /// The nested class models this pass reached, outermost first, when it records them.
  var sharedModels: [SharedModel] = []

  init(_ pass: Pass, depth: Int, recordsSharedModels: Bool = false) {
    self.pass = pass
    self.depth = depth
    self.recordsSharedModels = recordsSharedModels
  }

  mutating func visit<Value>(_ name: String, _ field: inout Validated<Value>) {
    visit(name, &field.guarded)
  }

  mutating func visit<Value>(_ name: String, _ field: inout ValidatableValue<Value>) {
    // A field in a draft stays in draft mode: it keeps every value, so nothing is
    // rejected, and the state check at the end decides. A field outside the transaction
    // (in a model the changes brought in) has no record of when it rejected a value: its
    // rejection counts, so that no rejected assignment is lost.
    switch (pass, field.mode) {
    case (.begin, .initial), (.begin, .checked):
      field.rejectedValue = nil
      field.mode = .transaction
      return
    case (.begin, _), (_, .draft):
      return
    case (.end, .transaction):
      field.mode = .checked
    case (.inspect, .transaction):
      sawTransaction = true
    case (.end, .initial), (.end, .checked), (.inspect, .initial), (.inspect, .checked):
      break
    }
    if let rejection = field.lastRejection, let value = field.rejectedValue {
      rejections.append(
        Rejection(
          failure: ModelValidationError.Failure(
            rejection, at: FieldPath([.field(name)]), rejectedValue: field.shownValue(value)),
          value: value))
    }
  }

  mutating func visit<Value>(_ name: String, _ field: inout ValidatableValue<Value>?) {
    visitPresentGuard(name, &field)
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ model: inout Model) {
    visitNested(&model, at: [.field(name)])
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ model: inout Model?) {
    if var value = model {
      visitNested(&value, at: [.field(name)])
      model = value
    }
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ models: inout [Model]) {
    for index in models.indices {
      visitNested(&models[index], at: [.field(name), .index(index)])
    }
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ models: inout [Model]?) {
    visitPresentElements(name, &models)
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ models: inout [Model?]) {
    for index in models.indices {
      if var model = models[index] {
        models[index] = nil  // keeps the model's storage unique while it is visited
        visitNested(&model, at: [.field(name), .index(index)])
        models[index] = model
      }
    }
  }

  mutating func visit<Key: Hashable, Model: ValidatableModel>(
    _ name: String, _ models: inout [Key: Model]
  ) {
    var failed: [(key: String, failures: [Rejection])] = []
    for index in models.values.indices {
      let found = nestedRejections(&models.values[index])
      if !found.isEmpty {
        failed.append((FieldPath.name(ofKey: models.keys[index]), found))
      }
    }
    rejections += .init(dictionaryField: name, byKey: failed)
  }

  mutating func visit<Value>(_ name: String, _ value: inout Value) {}

  private mutating func visitNested<Model: ValidatableModel>(
    _ model: inout Model, at path: [FieldPath.Component]
  ) {
    rejections += nestedRejections(&model).map { $0.prefixed(by: path) }
  }

  /// Runs this pass over a nested model, returning its rejections with paths relative to
  /// it.
  private mutating func nestedRejections<Model: ValidatableModel>(_ model: inout Model)
    -> [Rejection]
  {
    guard depth < Model.maximumNestingDepth else { return [] }
    if recordsSharedModels, Model.self is AnyClass {
      sharedModels.append(Self.shared(model, depth: depth + 1))
    }
    var nested = RejectionCollection(
      pass, depth: depth + 1, recordsSharedModels: recordsSharedModels)
    model.visitFields(&nested)
    sawTransaction = sawTransaction || nested.sawTransaction
    sharedModels += nested.sharedModels
    return nested.rejections
  }

  /// Records a nested class model's fields as they are now, to put back on failure.
  private static func shared<Model: ValidatableModel>(_ model: Model, depth: Int)
    -> SharedModel
  {
    var copy = model  // the same object
    var snapshot = FieldSnapshot()
    copy.visitFields(&snapshot)
    return SharedModel(
      restore: {
        var restored = model
        var restore = FieldRestore(values: snapshot.values)
        restored.visitFields(&restore)
      },
      end: {
        var ended = model
        var end = RejectionCollection(.end, depth: depth)
        ended.visitFields(&end)
      })
  }
}

extension RejectionCollection.Rejection: PathPrefixable {
  /// The same rejection below a parent path.
  func prefixed(by parent: [FieldPath.Component]) -> Self {
    Self(failure: failure.prefixed(by: parent), value: value)
  }
}
