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
  /// An assignment the field itself rejects inside the block makes the whole update fail.
  /// A nested model that is a class is shared, not copied, so changes made to it inside
  /// the block are not rolled back.
  ///
  /// - Parameters:
  ///   - context: A context whose rules also apply, such as `.update`; by default only
  ///     rules without a context.
  ///   - changes: The changes, made to a working copy.
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
  private mutating func apply(
    _ changes: (inout Self) -> Void, in context: ValidationContext?,
    onFailure restore: (inout Self) -> Void
  ) throws(ModelValidationError) {
    var reset = RejectionCollection(clearing: true, depth: 0)
    visitFields(&reset)
    changes(&self)
    var rejections = RejectionCollection(clearing: false, depth: 0)
    visitFields(&rejections)
    let rejectedPaths = rejections.failures.map(\.path)
    let stateFailures = validationError(in: context)?.failures ?? []
    let failures =
      rejections.failures + stateFailures.filter { !rejectedPaths.contains($0.path) }
    guard failures.isEmpty else {
      restore(&self)
      throw ModelValidationError(failures)
    }
  }
}

/// Starts a transaction (`clearing`: forgets old rejections and makes fields remember
/// every new one), or ends it, collecting the assignments fields rejected
/// (``ValidatableValue/lastRejection``).
struct RejectionCollection: FieldVisitor {
  let clearing: Bool
  let depth: Int
  var failures: [ModelValidationError.Failure] = []

  init(clearing: Bool, depth: Int) {
    self.clearing = clearing
    self.depth = depth
  }

  mutating func visit<Value>(_ name: String, _ field: inout Validated<Value>) {
    visit(name, &field.guarded)
  }

  mutating func visit<Value>(_ name: String, _ field: inout ValidatableValue<Value>) {
    // A field in a draft stays in draft mode: it keeps every value, so nothing is
    // rejected, and the state check at the end decides.
    if clearing {
      field.rejectedValue = nil
      if field.mode == .checked { field.mode = .transaction }
      return
    }
    if field.mode == .transaction { field.mode = .checked }
    if let rejection = field.lastRejection {
      failures.append(
        ModelValidationError.Failure(
          rejection, at: FieldPath([.field(name)]),
          rejectedValue: field.rejectedValue.flatMap(field.shownValue)))
    }
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

  mutating func visit<Key: Hashable, Model: ValidatableModel>(
    _ name: String, _ models: inout [Key: Model]
  ) {
    var failed: [(key: String, failures: [ModelValidationError.Failure])] = []
    for index in models.values.indices {
      let found = nestedFailures(&models.values[index])
      if !found.isEmpty {
        failed.append(("\(models.keys[index])", found))
      }
    }
    failures += .init(dictionaryField: name, byKey: failed)
  }

  mutating func visit<Value>(_ name: String, _ value: inout Value) {}

  private mutating func visitNested<Model: ValidatableModel>(
    _ model: inout Model, at path: [FieldPath.Component]
  ) {
    failures += nestedFailures(&model).map { $0.prefixed(by: path) }
  }

  /// Starts or ends the transaction in a nested model, returning its rejections with paths
  /// relative to it.
  private func nestedFailures<Model: ValidatableModel>(_ model: inout Model)
    -> [ModelValidationError.Failure]
  {
    guard depth < Model.maximumNestingDepth else { return [] }
    var nested = RejectionCollection(clearing: clearing, depth: depth + 1)
    model.visitFields(&nested)
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
