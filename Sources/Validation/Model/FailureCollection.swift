/// The visitor behind ``ValidatableModel/validate()``: collects every failure with a path
/// relative to the visited model.
///
/// Paths are built only for failures, on the way back up, so a valid model costs no
/// allocation here.
struct FailureCollection: FieldVisitor {
  let context: ValidationContext?
  let depth: Int
  var failures: [ModelValidationError.Failure] = []

  init(context: ValidationContext?, depth: Int) {
    self.context = context
    self.depth = depth
  }

  mutating func visit<Value>(_ name: String, _ field: inout Validated<Value>) {
    visit(name, &field.guarded)
  }

  mutating func visit<Value>(_ name: String, _ field: inout ValidatableValue<Value>) {
    // Check first: the path is an array, built only for a failure.
    if !field.isValid(), let failure = field.modelFailure(at: [.field(name)]) {
      failures.append(failure)
    }
  }

  mutating func visit<Value>(_ name: String, _ field: inout ValidatableValue<Value>?) {
    visitPresentGuard(name, &field)
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ model: inout Model) {
    if let error = model.validationError(in: context, depth: depth + 1) {
      failures += error.prefixed(by: [.field(name)]).failures
    }
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ model: inout Model?) {
    if let model, let error = model.validationError(in: context, depth: depth + 1) {
      failures += error.prefixed(by: [.field(name)]).failures
    }
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ models: inout [Model]) {
    for (index, model) in models.enumerated() {
      if let error = model.validationError(in: context, depth: depth + 1) {
        failures += error.prefixed(by: [.field(name), .index(index)]).failures
      }
    }
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ models: inout [Model]?) {
    visitPresentElements(name, &models)
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ models: inout [Model?]) {
    for (index, element) in models.enumerated() {
      if let model = element, let error = model.validationError(in: context, depth: depth + 1) {
        failures += error.prefixed(by: [.field(name), .index(index)]).failures
      }
    }
  }

  mutating func visit<Key: Hashable, Model: ValidatableModel>(
    _ name: String, _ models: inout [Key: Model]
  ) {
    var failed: [(key: String, failures: [ModelValidationError.Failure])] = []
    for (key, model) in models {
      if let error = model.validationError(in: context, depth: depth + 1) {
        failed.append((FieldPath.name(ofKey: key), error.failures))
      }
    }
    failures += .init(dictionaryField: name, byKey: failed)
  }

  mutating func visit<Value>(_ name: String, _ value: inout Value) {}
}

extension ValidatableValue {
  /// This field's current failure as a model failure at `path`, or `nil` when valid.
  func modelFailure(at path: [FieldPath.Component]) -> ModelValidationError.Failure? {
    guard let error = validationError else { return nil }
    return ModelValidationError.Failure(
      error, at: FieldPath(path), rejectedValue: shownValue(storage))
  }

  /// What a failure may show of a value: nothing for a secret.
  func shownValue(_ value: Value?) -> String? {
    guard !isSecret, let value else { return nil }
    return Requirements.renderedValue(value)
  }
}

extension ModelValidationError.Failure {
  /// A field's error as a model failure.
  init(_ error: InvalidValue, at path: FieldPath, rejectedValue: String?) {
    let reason: Reason
    switch error.reason {
    case .unsatisfiedRequirements: reason = .unsatisfiedRequirements
    case .typeMismatch(let expected, let actual):
      reason = .typeMismatch(expected: expected, actual: actual)
    case .missingValue: reason = .missingValue
    }
    self.init(
      path: path, displayName: error.fieldName, reason: reason, unsatisfied: error.failures,
      rejectedValue: rejectedValue)
  }
}

extension [ModelValidationError.Failure] {
  /// The failures of the models in a dictionary field, each below its key (`members.ann`),
  /// in the order of the keys' names: a dictionary's own order changes from run to run.
  ///
  /// - Parameters:
  ///   - name: The dictionary field's name.
  ///   - entries: The failures of each model that has any, relative to the model.
  init(
    dictionaryField name: String,
    byKey entries: [(key: String, failures: [ModelValidationError.Failure])]
  ) {
    self = entries.sorted { $0.key < $1.key }.flatMap { entry in
      entry.failures.map { $0.prefixed(by: [.field(name), .field(entry.key)]) }
    }
  }
}
