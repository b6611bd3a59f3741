extension ValidatableValue {
  /// The requirements the current value breaks, in declaration order.
  ///
  /// Empty when the value is valid or when no value has been set (``validationError``
  /// reports that case).
  public var failures: [UnsatisfiedRequirement] {
    guard let storage, !storageIsValid else { return [] }
    return failures(for: storage, afterFailedCheck: true)
  }

  /// The error ``value()`` would throw now, or `nil` when the current value is valid.
  ///
  /// A view can show `$field.validationError?.message` under a form field.
  public var validationError: InvalidValue? {
    storageIsValid ? nil : currentError()
  }

  /// Each requirement with whether the current value satisfies it, in declaration order;
  /// with no value set, none is satisfied.
  public var checklist: [RequirementStatus] {
    guard let storage else {
      return requirements.map { RequirementStatus($0, isSatisfied: false, isSecret: secret) }
    }
    return checklist(for: storage)
  }

  /// Each requirement with whether a candidate satisfies it, in declaration order: a live
  /// checklist for text the user is still typing.
  ///
  /// - Parameter candidate: The value to check; nothing is stored.
  /// - Returns: One line per requirement.
  public func checklist(for candidate: Value) -> [RequirementStatus] {
    requirements.map {
      RequirementStatus($0, isSatisfied: $0.isValid(candidate), isSecret: secret)
    }
  }

  // The failures a value causes, redacted when the value is secret.
  //
  // With `afterFailedCheck` (the chained check returned `false` for this value) and a
  // single requirement that cannot throw, that requirement is known to fail and its
  // predicate does not run again: requirements are pure.
  @inlinable
  func failures(for value: Value, afterFailedCheck: Bool = false) -> [UnsatisfiedRequirement] {
    // Read through the buffer: no bounds checks and no retain of the array.
    requirements.withUnsafeBufferPointer { requirements in
      if afterFailedCheck, requirements.count == 1, !requirements[0].canThrow {
        return [
          requirements[0].failure(
            unsatisfiedBy: value, underlyingError: nil, redactingInput: secret)
        ]
      }
      var failures: [UnsatisfiedRequirement] = []
      failures.reserveCapacity(requirements.count)
      for index in requirements.indices {
        if let failure = requirements[index].failure(for: value, redactingInput: secret) {
          failures.append(failure)
        }
      }
      return failures
    }
  }

  // Built only on failure and never inlined, so that the checks on every write stay small
  // enough to inline.
  @inlinable
  @inline(never)
  func rejection(of value: Value, afterFailedCheck: Bool = false) -> InvalidValue {
    .unsatisfied(failures(for: value, afterFailedCheck: afterFailedCheck), fieldName: nameText)
  }

  // The error for the current state; built only on failure.
  func currentError() -> InvalidValue {
    guard let storage else { return InvalidValue(fieldName: localizedName, reason: .missingValue) }
    return rejection(of: storage, afterFailedCheck: !storageIsValid)
  }
}
