extension FormField {
  /// What is wrong with the current input, in order; empty when it is valid.
  ///
  /// Input that does not convert gives one failure: ``UnsatisfiedRequirement/Kind/missing``
  /// ("a value is required") for empty input, and ``UnsatisfiedRequirement/Kind/conversion``
  /// named after the conversion ("a whole number") for any other; the requirements on the
  /// typed value are then not asked. Otherwise each requirement the value breaks, in
  /// declaration order, then the async requirements it breaks once they are recorded
  /// (while ``isValidating``, the list is empty).
  public var failures: [UnsatisfiedRequirement] {
    if holds { return asyncResult?.failures ?? [] }
    guard let converted else { return [conversionFailure] }
    return requirementFailures(for: converted)
  }

  /// The error ``value()`` would throw now, or `nil` when the input is valid.
  ///
  /// While ``isValidating``, it lists the async requirements not yet checked.
  public var validationError: InvalidValue? {
    isValid() ? nil : currentError()
  }

  /// The error to show under the field once ``errorDisplay`` says so (by default once the
  /// field has been left or a submit attempted): ``validationError``'s failures (none while
  /// ``isValidating``), then the ``ruleFailures`` of the model's rules that name the field.
  ///
  /// ```swift
  /// Text(form.age.visibleError?.message ?? "")
  /// ```
  public var visibleError: InvalidValue? {
    guard showsErrors else { return nil }
    if ruleFailures.isEmpty {
      return isValidating ? nil : validationError
    }
    let own = isValid() || isValidating ? [] : currentError().failures
    return .unsatisfied(own + ruleFailures, fieldName: rules.name ?? "")
  }

  /// Each requirement with whether the current input satisfies it, in declaration order:
  /// a live checklist.
  ///
  /// Unless the conversion accepts every text, the first line is the conversion's; when it
  /// fails, no requirement is satisfied.
  public var checklist: [RequirementStatus] {
    checklist(converted: converted)
  }

  /// Each requirement with whether a text would satisfy it, without changing the field.
  ///
  /// - Parameter input: The text to check.
  /// - Returns: One line per requirement, after a line for the conversion unless it
  ///   accepts every text.
  public func checklist(for input: String) -> [RequirementStatus] {
    checklist(converted: conversion.parse(input))
  }

  private func checklist(converted: Value?) -> [RequirementStatus] {
    var lines: [RequirementStatus] = []
    lines.reserveCapacity(requirements.count + 1)
    if !conversion.acceptsEveryInput {
      // A secret field's conversion lists no allowed values.
      if isSecret,
        let hidden = conversion.expected.flatMap({ Constraint.conversion($0).hidingValues })
      {
        lines.append(
          RequirementStatus(
            description: hidden.secretDescription, isSatisfied: converted != nil,
            phrase: { hidden.phrase(in: $0, timeZone: $1) }))
      } else {
        lines.append(
          RequirementStatus(
            description: conversion.description, isSatisfied: converted != nil,
            phrase: conversion.phrase(in:timeZone:)))
      }
    }
    for requirement in requirements {
      let satisfied = converted.map(requirement.isValid) ?? false
      lines.append(RequirementStatus(requirement, isSatisfied: satisfied, isSecret: isSecret))
    }
    return lines
  }

  // The failure for input that does not convert.
  var conversionFailure: UnsatisfiedRequirement {
    if text.isEmpty {
      return UnsatisfiedRequirement(
        requirement: "a value is required", text: nil, kind: .missing,
        constraint: .conversion(.value))
    }
    // A date set from code that the text layout cannot hold is written as a sentence
    // saying so.
    var description = conversion.description
    var expected =
      text == ISO8601Text.outsideYears
      ? .dateWithinYears
      : text == ISO8601Text.finerThanNanosecond ? .nanosecondTime : conversion.expected
    if let mistake = conversion.mistake?(text) {
      (description, expected) = (mistake.description, mistake.expected)
    }
    let failure = UnsatisfiedRequirement(
      requirement: description, text: isSecret ? nil : text, kind: .conversion,
      constraint: expected.map(Constraint.conversion), valueNames: conversion.valueNames)
    return isSecret ? failure.redacted() : failure
  }

  // The failures of a converted value, redacted when the field is secret.
  private func requirementFailures(for value: Value) -> [UnsatisfiedRequirement] {
    requirements.compactMap { $0.failure(for: value, redactingInput: isSecret) }
  }

  // The error for the current input; built only on failure.
  func currentError() -> InvalidValue {
    .unsatisfied(isValidating ? uncheckedFailures : failures, fieldName: rules.name ?? "")
  }

  // The async requirements not yet checked, as failures that say so: an error built
  // before the check answers must not read as if the value broke them.
  private var uncheckedFailures: [UnsatisfiedRequirement] {
    rules.asyncRequirements.map {
      UnsatisfiedRequirement(
        requirement: "\($0.description) (not checked yet)", input: nil, underlyingError: nil,
        wording: $0.uncheckedWording)
    }
  }

  // What a failure may show of the input: nothing for a secret or for empty input; a long
  // input cut short.
  var shownInput: String? {
    guard !isSecret, !text.isEmpty else { return nil }
    return shortenedForReport(text)
  }

  // This field's current failure as a model failure at `path`, or `nil` when valid.
  func modelFailure(at path: [FieldPath.Component]) -> ModelValidationError.Failure? {
    guard !isValid() else { return nil }
    return ModelValidationError.Failure(
      path: FieldPath(path), localizedName: rules.name, reason: .unsatisfiedRequirements,
      unsatisfied: currentError().failures, rejectedValue: shownInput)
  }
}
