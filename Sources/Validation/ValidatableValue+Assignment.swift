extension ValidatableValue {
  /// The error from the most recent rejected assignment through a ``Validated`` property,
  /// or `nil` once a value is accepted.
  ///
  /// ``setValue(_:)-(Value)`` throws its error instead and leaves this untouched. The error
  /// is built when read, so a stream of rejected keystrokes allocates nothing.
  public var lastRejection: InvalidValue? {
    // A value is kept as rejected only after the check returned `false` for it.
    rejectedValue.map { rejection(of: $0, afterFailedCheck: true) }
  }

  /// Assigns a value the way a ``Validated`` property does, without throwing.
  ///
  /// A value that breaks a requirement is not stored: the old value stays and the error is
  /// kept in ``lastRejection``. A guard of a ``Draft``'s edited value stores every value
  /// assigned through ``Draft/editing``, valid or not, once the access ends.
  ///
  /// ```swift
  /// var age = ValidatableValue(18, .range(16...50))
  /// age.assign(12)      // rejected: age stays 18
  /// age.lastRejection   // between 16 and 50
  /// ```
  ///
  /// - Parameter newValue: The value to assign.
  @inlinable
  public mutating func assign(_ newValue: Value) {
    let holds = allHold(newValue)
    if holds {
      storage = newValue
      storageIsValid = true
      // Testing first skips a write (and a release) on the common path.
      if rejectedValue != nil {
        rejectedValue = nil
      }
    } else {
      rejectedValue = newValue
    }
  }

  // Does what ``assign(_:)`` does with a value whose check already ran, releasing nothing.
  //
  // - Parameters:
  //   - value: The assigned value (never `nil` on entry); on return, a value it displaced.
  //   - rejection: `nil` on entry; on return, an earlier rejection it displaced.
  //   - holds: Whether the value satisfies every requirement.
  //
  // Only a class's property calls it, and a draft never holds a class model, so an invalid
  // value is never kept here.
  //
  // The caller releases what comes back after its access to this guard ends: a release
  // can run a `deinit`, which the optimizer must assume could access the guard, and would
  // then keep a run-time exclusivity check.
  @inlinable
  mutating func place(
    _ value: inout Value?, rejection: inout Value?, holds: Bool
  ) {
    if holds {
      swap(&storage, &value)
      storageIsValid = true
      if rejectedValue != nil {
        swap(&rejectedValue, &rejection)
      }
    } else {
      swap(&rejectedValue, &value)
    }
  }
}
