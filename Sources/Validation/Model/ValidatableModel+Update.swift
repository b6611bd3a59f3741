extension ValidatableModel {
  /// Applies several changes as one: checks field and cross-field rules once, against the
  /// complete new state, and on failure leaves the model exactly as it was.
  ///
  /// Use it when fields are only valid together, such as a start and an end date:
  ///
  /// ```swift
  /// try booking.update {
  ///   $0.start = newStart
  ///   $0.end = newEnd
  /// }
  /// ```
  ///
  /// An assignment the field itself rejects inside the block makes the whole update fail,
  /// and a cross-field rule that depends on that field is then not reported (it would
  /// judge the value the field kept). A rejection from before the update does not fail it.
  /// After a successful update, a field the block gave a new value has forgotten its
  /// earlier rejection (``ValidatableValue/lastRejection``), as it would outside an update,
  /// and a field the block left as it was keeps it, so that a form's message under an
  /// untouched field stays. (Fields are compared by their place in the model and their
  /// stored bits, so a field assigned the very value it held may count as left as it was.)
  /// A model the block brings in (appended to an array, or replacing a nested model) was
  /// not there when the update began, so its fields cannot tell a rejection made in the
  /// block from one made before: a rejection it holds at the end fails the update, whenever
  /// it was made, and one that a later accepted value made it forget does not. An update
  /// inside the block, such as a helper that calls `update` itself, fails only for its own
  /// rejections, and never clears the enclosing update's. A nested model that is a class
  /// is shared, not copied, so changes made to it inside the block are not rolled back.
  /// Take copies of parts after the update returns: a part copied out inside the block
  /// (`saved = $0.address`) keeps the update's bookkeeping, so its fields then keep a
  /// rejection even after they accept a value.
  ///
  /// - Parameters:
  ///   - context: A context whose rules also apply, such as `.update`; by default only
  ///     rules without a context.
  ///   - changes: The changes, made to a working copy. The block does not throw: assign
  ///     the fields (`$0.age = 40`) rather than calling `setValue(_:)`, and a rejected
  ///     assignment fails the update with the field's error.
  /// - Throws: ``ModelValidationError`` listing every rejected assignment and every
  ///   failure of the new state; the model is unchanged.
  public mutating func update(
    for context: ValidationContext? = nil, _ changes: (inout Self) -> Void
  ) throws(ModelValidationError) {
    if Self.self is AnyClass {
      // A class is changed in place: keep a copy of every field to restore on failure.
      var snapshot = FieldSnapshot()
      visitFields(&snapshot)
      try apply(
        changes, in: context,
        onFailure: { model in
          var restore = FieldRestore(values: snapshot.values)
          model.visitFields(&restore)
        })
    } else {
      var working = self
      try working.apply(changes, in: context, onFailure: { _ in })
      self = working
    }
  }

  /// Clears old rejections, applies the changes, and throws if anything failed.
  ///
  /// Inside the changes of an enclosing update (a helper that calls `update` itself), the
  /// enclosing transaction stays open: its pending rejections are kept, so the enclosing
  /// update still fails, and this one fails only for rejections of its own.
  private mutating func apply(
    _ changes: (inout Self) -> Void, in context: ValidationContext?,
    onFailure restore: (inout Self) -> Void
  ) throws(ModelValidationError) {
    var pending = RejectionCollection(.inspect, depth: 0)
    visitFields(&pending)
    let isNested = pending.sawTransaction
    var begin = RejectionCollection(.begin, depth: 0)
    if !isNested {
      visitFields(&begin)
    }
    changes(&self)
    var end = RejectionCollection(isNested ? .inspect : .end, depth: 0)
    visitFields(&end)
    let rejections =
      isNested
      ? end.failures.filter { failure in !pending.failures.contains { $0.isSame(as: failure) } }
      : end.failures
    let rejectedPaths = rejections.map(\.path)
    // A rule that depends on a rejected field is skipped, as in decoding: it would judge
    // the value the field kept, not the one assigned.
    let stateFailures =
      validationError(in: context, alsoInvalid: rejectedPaths)?.failures ?? []
    let failures = rejections + stateFailures.filter { !rejectedPaths.contains($0.path) }
    guard failures.isEmpty else {
      restore(&self)
      throw ModelValidationError(failures)
    }
    if !begin.earlier.isEmpty {
      var keep = RejectionCollection(.keepEarlier, depth: 0, earlier: begin.earlier)
      visitFields(&keep)
    }
  }
}

extension ModelValidationError.Failure {
  /// Whether two failures report the same rejection: same path, message and value shown.
  fileprivate func isSame(as other: Self) -> Bool {
    path == other.path && message == other.message && rejectedValue == other.rejectedValue
  }
}

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
        failed.append(("\(key)", found))
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

/// Records every visited field's value, in order, to restore a class model.
struct FieldSnapshot: FieldVisitor {
  var values: [Any] = []

  mutating func visit<Value>(_ name: String, _ field: inout Validated<Value>) {
    visit(name, &field.guarded)
  }

  mutating func visit<Value>(_ name: String, _ field: inout ValidatableValue<Value>) {
    values.append(field)
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ model: inout Model) {
    values.append(model)
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ model: inout Model?) {
    values.append(model as Any)
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ models: inout [Model]) {
    values.append(models)
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ models: inout [Model]?) {
    values.append(models as Any)
  }

  mutating func visit<Key: Hashable, Model: ValidatableModel>(
    _ name: String, _ models: inout [Key: Model]
  ) {
    values.append(models)
  }

  mutating func visit<Value>(_ name: String, _ value: inout Value) {
    values.append(value)
  }
}

/// Writes back the values a ``FieldSnapshot`` recorded, in the same order.
struct FieldRestore: FieldVisitor {
  let values: [Any]
  var position = 0

  init(values: [Any]) {
    self.values = values
  }

  private mutating func next<Value>(_ value: inout Value) {
    defer { position += 1 }
    if position < values.count, let saved = values[position] as? Value {
      value = saved
    }
  }

  mutating func visit<Value>(_ name: String, _ field: inout Validated<Value>) {
    visit(name, &field.guarded)
  }

  mutating func visit<Value>(_ name: String, _ field: inout ValidatableValue<Value>) {
    next(&field)
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ model: inout Model) {
    next(&model)
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ model: inout Model?) {
    next(&model)
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ models: inout [Model]) {
    next(&models)
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ models: inout [Model]?) {
    next(&models)
  }

  mutating func visit<Key: Hashable, Model: ValidatableModel>(
    _ name: String, _ models: inout [Key: Model]
  ) {
    next(&models)
  }

  mutating func visit<Value>(_ name: String, _ value: inout Value) {
    next(&value)
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
