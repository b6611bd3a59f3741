/// Something a ``Draft`` can edit: a ``ValidatableValue`` or a ``ValidatableModel``.
public protocol DraftEditable {
  /// Switches draft mode on or off for every guarded field inside: in draft mode an
  /// assignment keeps invalid input instead of rejecting it.
  ///
  /// - Parameter isDraft: Whether invalid input is kept.
  mutating func setDraftMode(_ isDraft: Bool)

  /// Every failure in the current state, or `nil` when it is valid.
  var draftError: ModelValidationError? { get }
}

extension ValidatableValue: DraftEditable {
  /// Switches draft mode on or off: in draft mode ``assign(_:)`` (and a ``Validated``
  /// property's setter) keeps invalid input.
  ///
  /// - Parameter isDraft: Whether invalid input is kept.
  public mutating func setDraftMode(_ isDraft: Bool) {
    draftMode = isDraft
  }

  /// The current failure as a model error at the path of the value's name (or `value`).
  public var draftError: ModelValidationError? {
    modelFailure(at: [.field(name ?? "value")]).map { ModelValidationError([$0]) }
  }
}

extension ValidatableModel {
  /// Switches draft mode on or off for every guarded field, nested models included.
  ///
  /// - Parameter isDraft: Whether invalid input is kept.
  public mutating func setDraftMode(_ isDraft: Bool) {
    setDraftMode(isDraft, depth: 0)
  }

  // Switches draft mode, stopping below ``maximumNestingDepth`` levels.
  mutating func setDraftMode(_ isDraft: Bool, depth: Int) {
    guard depth <= Self.maximumNestingDepth else { return }
    var switcher = DraftModeVisitor(isDraft: isDraft, depth: depth)
    visitFields(&switcher)
  }

  // The first class model this model is or reaches through its fields, if any: a draft
  // of it would change a shared object.
  package var sharedModelType: Any.Type? {
    SharedModelSnapshot.firstClassModel(in: self)
  }

  /// Every failure of a plain validation, or `nil` when the model is valid.
  public var draftError: ModelValidationError? {
    validationError
  }
}

// The visitor behind ``ValidatableModel/setDraftMode(_:)``.
struct DraftModeVisitor: FieldVisitor {
  let isDraft: Bool
  let depth: Int

  mutating func visit<Value>(_ name: String, _ field: inout ValidatableValue<Value>) {
    field.setDraftMode(isDraft)
  }

  mutating func visit<Value>(_ name: String, _ field: inout ValidatableValue<Value>?) {
    visitPresentGuard(name, &field)
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ model: inout Model) {
    model.setDraftMode(isDraft, depth: depth + 1)
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ model: inout Model?) {
    model?.setDraftMode(isDraft, depth: depth + 1)
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ models: inout [Model]) {
    for index in models.indices {
      models[index].setDraftMode(isDraft, depth: depth + 1)
    }
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ models: inout [Model]?) {
    visitPresentElements(name, &models)
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ models: inout [Model?]) {
    for index in models.indices {
      models[index]?.setDraftMode(isDraft, depth: depth + 1)
    }
  }

  mutating func visit<Key: Hashable, Model: ValidatableModel>(
    _ name: String, _ models: inout [Key: Model]
  ) {
    for index in models.values.indices {
      models.values[index].setDraftMode(isDraft, depth: depth + 1)
    }
  }

  mutating func visit<Value>(_ name: String, plain value: inout Value) {}
}
