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
  /// An assignment the field itself rejects inside the block makes the whole update fail,
  /// and a cross-field rule that depends on that field is then not reported (it would
  /// judge the value the field kept). A rejection from before the update does not fail it.
  /// After a successful update, a field the block gave a new value has forgotten its
  /// earlier rejection (``ValidatableValue/lastRejection``), as it would outside an update,
  /// and a field the block left as it was keeps it, so that a form's message under an
  /// untouched field stays. "As it was" means the same guard, at the same place, holding
  /// the same or an equal value (so a field assigned the value it held keeps it too); a
  /// field whose model the block moved (a row after a removed one) or replaced, and a guard
  /// put in place through `$property`, has none.
  /// A model the block brings in (appended to an array, or replacing a nested model) was
  /// not there when the update began, so its fields cannot tell a rejection made in the
  /// block from one made before: a rejection it holds at the end fails the update, whenever
  /// it was made, and one that a later accepted value made it forget does not. An update
  /// inside the block, such as a helper that calls `update` itself, fails only for its own
  /// rejections, and never clears the enclosing update's. A model that is a class is
  /// changed in place, and a failed update puts back what ``visitFields(_:)`` lists: a
  /// stored property it does not list keeps what the block did to it. A nested model that
  /// is a class is shared, not copied, so changes made to it inside the block are not
  /// rolled back.
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
    var end = RejectionCollection(isNested ? .inspect : .end, depth: 0, earlier: begin.earlier)
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
  }
}

extension ModelValidationError.Failure {
  /// Whether two failures report the same rejection: same path, message and value shown.
  fileprivate func isSame(as other: Self) -> Bool {
    path == other.path && message == other.message && rejectedValue == other.rejectedValue
  }
}
