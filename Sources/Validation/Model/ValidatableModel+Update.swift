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
  /// judge the value the field kept). An update starts afresh: a rejection from before it
  /// does not fail it, and after a successful update no field holds one
  /// (``ValidatableValue/lastRejection`` is `nil`, on fields the block did not touch too).
  /// A model the block brings in (appended to an array, or replacing a nested model), or a
  /// guard it assigns whole to a `ValidatableValue` field (through `$property`, a new guard
  /// joins the update instead), was not there when the update began, so its fields cannot
  /// tell a rejection made in the block from one made before: a rejection it holds at the
  /// end fails the update, whenever it was made, and one that a later accepted value made
  /// it forget does not. An update inside the block, such as a helper that calls `update`
  /// itself, fails only for its own rejections, and never clears the enclosing update's. A
  /// model that is a class is changed in place, and a failed update puts back what
  /// ``visitFields(_:)`` lists: a stored property it does not list keeps what the block did
  /// to it. A nested model that is a class is shared, not copied: everyone holding it sees
  /// the block's changes at once, and a failed update puts back the fields it lists, as for
  /// a class model (down to ``ValidatableModel/maximumNestingDepth``; deeper ones fail the
  /// update as too deep, and are not put back). Take copies of parts after the update
  /// returns: a part copied out inside the block (`saved = $0.address`) keeps the update's
  /// bookkeeping, so its fields then keep a rejection even after they accept a value, until
  /// `saved.setDraftMode(false)`. Switching draft mode inside the block (or committing a
  /// ``Draft`` there) takes fields out of the update: don't. An update inside the block
  /// tells its own rejections from the enclosing update's by path, message and the rejected
  /// value's description: a rejection it makes that matches one of those in all three does
  /// not fail it (the enclosing update still fails).
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
      // The block may also replace the object itself (`$0 = Record()`): a failure puts
      // the original back.
      let original = self
      var snapshot = FieldSnapshot()
      visitFields(&snapshot)
      try apply(
        changes, in: context,
        onFailure: { model in
          model = original
          var restore = FieldRestore(values: snapshot.values)
          model.visitFields(&restore)
        })
      if (self as AnyObject) !== (original as AnyObject) {
        // The end pass reached the new object only: the original leaves the update too.
        var replaced = original
        var end = RejectionCollection(.end, depth: 0)
        replaced.visitFields(&end)
      }
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
    // Nested class models are shared, not in the working copy: each is recorded before the
    // changes, to be put back on failure (in a nested update too: the enclosing one goes on).
    var begin = RejectionCollection(
      isNested ? .inspect : .begin, depth: 0, recordsSharedModels: true)
    visitFields(&begin)
    changes(&self)
    var end = RejectionCollection(isNested ? .inspect : .end, depth: 0)
    visitFields(&end)
    let rejections =
      isNested
      ? end.rejections.filter { rejection in
        !pending.rejections.contains { $0.isSame(as: rejection) }
      }.map(\.failure)
      : end.failures
    let rejectedPaths = rejections.map(\.path)
    // A rule that depends on a rejected field is skipped, as in decoding: it would judge
    // the value the field kept, not the one assigned.
    let stateFailures =
      validationError(in: context, alsoInvalid: rejectedPaths)?.failures ?? []
    let failures = rejections + stateFailures.filter { !rejectedPaths.contains($0.path) }
    guard failures.isEmpty else {
      // The innermost first, so that an object reached twice ends as it was first seen.
      for shared in begin.sharedModels.reversed() {
        shared.restore()
      }
      restore(&self)
      throw ModelValidationError(failures)
    }
    // A nested class model the changes removed is no longer reached by the end pass. (In a
    // nested update, the enclosing update ends them.)
    if !isNested {
      for shared in begin.sharedModels {
        shared.end()
      }
    }
  }
}
