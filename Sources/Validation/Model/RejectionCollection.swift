/// One pass of an update's transaction over every field, collecting the assignments fields
/// rejected (``ValidatableValue/lastRejection``).
struct RejectionCollection: FieldVisitor {
  /// What a pass does to the fields besides collecting their rejections.
  enum Pass {
    /// Starts a transaction: forgets old rejections and makes fields remember every new
    /// one (collects nothing).
    case begin
    /// Ends the transaction: fields go back to forgetting a rejection once a value is
    /// accepted, and a field the changes left as it was gets back the rejection it held
    /// before. Collects the rejections made in the transaction; a field that was not in it
    /// (a model added by the changes) has none to give.
    case end
    /// Changes nothing: collects the rejections made in an open transaction.
    case inspect
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
  /// steps: filled by the `begin` pass, given back by the `end` pass.
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
      // A rejection from before is set aside, with the field as it was, and the field is
      // marked: the mark moves with the field if the changes move its model.
      if field.rejectedValue != nil {
        earlier[location + [.field(name)]] = field
        field.mode = .transactionAfterRejection
      } else {
        field.mode = .transaction
      }
      field.rejectedValue = nil
      return
    case (.begin, _), (_, .draft):
      return
    case (.end, .transaction):
      field.mode = .checked
    case (.end, .transactionAfterRejection):
      field.mode = .checked
      // A marked field that rejected nothing in the update and is where it was, holding
      // the value it held, gets its earlier rejection back, as if there had been no update.
      if field.rejectedValue == nil,
        let before = earlier[location + [.field(name)]] as? ValidatableValue<Value>,
        field.holdsSameValue(as: before)
      {
        field.rejectedValue = before.rejectedValue
        return
      }
    case (.inspect, .transaction), (.inspect, .transactionAfterRejection):
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
    let found = nestedFailures(
      &model,
      at: path.map { component -> Step in
        switch component {
        case .field(let name): .field(name)
        case .index(let index): .index(index)
        }
      })
    failures += found.map { $0.prefixed(by: path) }
  }

  /// Runs this pass over a nested model, returning its rejections with paths relative to
  /// it.
  private mutating func nestedFailures<Model: ValidatableModel>(
    _ model: inout Model, at steps: @autoclosure () -> [Step]
  ) -> [ModelValidationError.Failure] {
    guard depth < Model.maximumNestingDepth else { return [] }
    // Locations matter only while earlier rejections are set aside or given back.
    let needsLocation = pass == .begin || (pass == .end && !earlier.isEmpty)
    var nested = RejectionCollection(
      pass, depth: depth + 1, location: needsLocation ? location + steps() : [],
      earlier: pass == .end ? earlier : [:])
    model.visitFields(&nested)
    sawTransaction = sawTransaction || nested.sawTransaction
    if pass == .begin {
      earlier.merge(nested.earlier) { _, nested in nested }
    }
    return nested.failures
  }
}

extension ValidatableValue {
  /// Whether this guard is the one it was before the changes, holding the same value: the
  /// same requirements (the same array storage, not equal ones: a guard put in its place
  /// through `$property` is another guard) and a value with the same bits, or an equal one.
  fileprivate func holdsSameValue(as other: Self) -> Bool {
    guard Self.sameBits(requirements, other.requirements) else { return false }
    if Self.sameBits(storage, other.storage) { return true }
    // A copied existential (`Any`, `any P`) can differ in the unused words of its buffer.
    guard let value = storage, let otherValue = other.storage else { return false }
    return Self.areEqual(value, otherValue)
  }

  /// Whether two values have the same bits.
  private static func sameBits<T>(_ first: T, _ second: T) -> Bool {
    withUnsafeBytes(of: first) { mine in
      withUnsafeBytes(of: second) { theirs in mine.elementsEqual(theirs) }
    }
  }

  /// Whether two values are equal, for values whose type (or whose dynamic type, for an
  /// existential) is `Equatable`; `false` otherwise.
  private static func areEqual(_ first: Value, _ second: Value) -> Bool {
    guard let equatable = first as? any Equatable else { return false }
    return equatable.isEqual(to: second)
  }
}

extension Equatable {
  /// Whether another value, of any type, is equal to this one.
  fileprivate func isEqual(to other: Any) -> Bool {
    (other as? Self).map { $0 == self } ?? false
  }
}
