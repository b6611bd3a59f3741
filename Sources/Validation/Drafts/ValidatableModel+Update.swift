extension ValidatableModel {
  /// Applies several changes as one: checks field and cross-field rules once, against the
  /// complete new state, and on failure leaves the model as it was.
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
  /// The update fails when a field's last assignment was rejected (made in the block, or
  /// still pending from before it: that input was never stored) or when the new state
  /// breaks a rule. "Drafts and Updates" in the documentation has the details.
  ///
  /// - Parameters:
  ///   - context: A context whose rules also apply, such as `.update`; by default only
  ///     rules without a context.
  ///   - changes: The changes. Assign fields (`$0.age = 40`): a rejected assignment fails
  ///     the update with the field's error.
  /// - Throws: ``ModelValidationError`` listing every rejected assignment and every
  ///   failure of the new state; the model is unchanged.
  public mutating func update(
    for context: ValidationContext? = nil, _ changes: (inout Self) -> Void
  ) throws(ModelValidationError) {
    // A struct changes a copy; class models (this one, or nested ones) change in place, so
    // their listed fields are recorded first, to be put back on failure.
    let shared = SharedModelSnapshot(of: self)
    var working = self
    changes(&working)
    if let error = working.describedError(in: context, includingRejections: true) {
      shared.restore()
      throw error
    }
    self = working
  }
}
