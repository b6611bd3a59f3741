// A guarded value as a ``Draft`` of it reports its failure.
protocol DraftedValue {
  // The current failure as a model error at the path of the value's name (or `value`).
  var draftError: ModelValidationError? { get }
}

extension ValidatableValue: DraftedValue {
  var draftError: ModelValidationError? {
    modelFailure(at: [.field(name ?? "value")]).map { ModelValidationError([$0]) }
  }
}
