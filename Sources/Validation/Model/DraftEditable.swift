/// Something a ``Draft`` can edit: a ``ValidatableValue`` or a ``ValidatableModel``.
public protocol DraftEditable {
  /// Every failure in the current state, or `nil` when it is valid.
  var draftError: ModelValidationError? { get }
}

extension ValidatableValue: DraftEditable {
  /// The current failure as a model error at the path of the value's name (or `value`).
  public var draftError: ModelValidationError? {
    modelFailure(at: [.field(name ?? "value")]).map { ModelValidationError([$0]) }
  }
}

extension ValidatableModel {
  // The first class model this model is or reaches through its fields, if any: a draft
  // of it would change a shared object.
  package var sharedModelType: Any.Type? {
    SharedModelSnapshot.firstClassModel(in: self)
  }

  /// Every failure of a plain validation, or `nil` when the model is valid.
  public var draftError: ModelValidationError? {
    validationError()
  }
}
