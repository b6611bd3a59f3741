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
    /// After a successful update: gives a field the changes left as it was the rejection
    /// it held before the update (collects nothing).
    case keepEarlier
  }

  /// One step from the updated model to a field. Unlike a ``FieldPath`` component, a
  /// dictionary key is the key itself, not its text, so that two keys never share a step.
  enum Step: Hashable {
    case field(String)
    case index(Int)
    case key(AnyHashable)
  }

  let pass: Pass
  let depth: Int
  var failures: [ModelValidationError.Failure] = []

  /// Whether some field is in a transaction already: an enclosing update's.
  var sawTransaction = false

  /// The steps from the updated model to the model this pass visits.
  let location: [Step]

  /// The fields that held a rejection when the update began, as they were then, by their
  /// steps: filled by the `begin` pass, given back by the `keepEarlier` pass.
  var earlier: [[Step]: Any]

  init(_ pass: Pass, depth: Int, location: [Step] = [], earlier: [[Step]: Any] = [:]) {
    self.pass = pass
    self.depth = depth
    self.location = location
    self.earlier = earlier
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
      if field.rejectedValue != nil {
        earlier[location + [.field(name)]] = field
      }
      field.rejectedValue = nil
      field.mode = .transaction
      return
    case (.keepEarlier, .initial), (.keepEarlier, .checked):
      // A field whose stored value is the one it had (the same bits) was left as it was:
      // it keeps its rejection, as it would have without the update. (A guard put in its
      // place through `$property` keeps it only if its own requirements reject it too.)
      if field.rejectedValue == nil,
        let before = earlier[location + [.field(name)]] as? ValidatableValue<Value>,
        let rejected = before.rejectedValue,
        field.storesSameBits(as: before), !field.satisfiesAll(rejected)
      {
        field.rejectedValue = rejected
      }
      return
    case (.keepEarlier, _):
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
    if let rejection = field.lastRejection {
      failures.append(
        ModelValidationError.Failure(
          rejection, at: FieldPath([.field(name)]),
          rejectedValue: field.rejectedValue.flatMap(field.shownValue)))
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
    var failed: [(key: String, failures: [ModelValidationError.Failure])] = []
    for index in models.values.indices {
      let key = models.keys[index]
      let found = nestedFailures(&models.values[index], at: [.field(name), .key(key)])
      if !found.isEmpty {
        failed.append((FieldPath.name(ofKey: key), found))
      }
    }
    failures += .init(dictionaryField: name, byKey: failed)
  }

  mutating func visit<Value>(_ name: String, _ value: inout Value) {}

  private mutating func visitNested<Model: ValidatableModel>(
    _ model: inout Model, at path: [FieldPath.Component]
  ) {
    let steps = path.map { component -> Step in
      switch component {
      case .field(let name): .field(name)
      case .index(let index): .index(index)
      }
    }
    failures += nestedFailures(&model, at: steps).map { $0.prefixed(by: path) }
  }

  /// Runs this pass over a nested model, returning its rejections with paths relative to
  /// it.
  private mutating func nestedFailures<Model: ValidatableModel>(
    _ model: inout Model, at steps: [Step]
  ) -> [ModelValidationError.Failure] {
    guard depth < Model.maximumNestingDepth else { return [] }
    var nested = RejectionCollection(
      pass, depth: depth + 1, location: location + steps,
      earlier: pass == .keepEarlier ? earlier : [:])
    model.visitFields(&nested)
    sawTransaction = sawTransaction || nested.sawTransaction
    if pass == .begin {
      earlier.merge(nested.earlier) { _, nested in nested }
    }
    return nested.failures
  }
}

extension ValidatableValue {
  /// Whether this guard stores the very value another stores: the same bits, so the same
  /// value (a value rebuilt from elsewhere may have other bits, and then counts as new).
  fileprivate func storesSameBits(as other: Self) -> Bool {
    withUnsafeBytes(of: storage) { mine in
      withUnsafeBytes(of: other.storage) { theirs in mine.elementsEqual(theirs) }
    }
  }
}
