extension FormField where Value: Sendable {
  /// Returns a copy of this field that also checks async requirements, after its
  /// synchronous ones pass.
  ///
  /// - Parameter requirements: The async requirements, in the order failures list them.
  /// - Returns: The field with the same input and the async requirements added.
  public func checking(_ requirements: AsyncRequirement<Value>...) -> FormField {
    var copy = self
    let all = rules.asyncRequirements + requirements
    let isSecret = isSecret
    copy.rules = Rules(
      name: rules.name, isSecret: isSecret, requirements: self.requirements, conversion: conversion,
      asyncRequirements: all,
      makeCheck: { text, value in
        AsyncCheck(input: text, value: value, requirements: all, isSecret: isSecret)
      })
    copy.asyncResult = nil
    return copy
  }
}

extension FormField {

  /// Whether the current input waits for its async requirements: it passed every
  /// synchronous check, and no result for it has been recorded yet.
  ///
  /// A UI shows a spinner rather than an error meanwhile; ``isValid()`` is `false`.
  public var isValidating: Bool {
    holds && asyncResult == nil && !rules.asyncRequirements.isEmpty
  }

  /// Records what the async requirements said; a result for any input but the current
  /// one, byte for byte, is ignored.
  ///
  /// - Parameter result: The result of ``AsyncCheck/run(debounce:clock:)``.
  public mutating func record(_ result: AsyncCheckResult) {
    guard holds, result.input.hasSameBytes(as: text) else { return }
    asyncResult = result
  }
}

extension FormField where Value: Sendable {
  /// The async check the current input still needs, or `nil` when it needs none: the
  /// input fails a synchronous check, has been checked, or the field has no async
  /// requirements.
  public var pendingAsyncCheck: AsyncCheck<Value>? {
    guard isValidating, let converted else { return nil }
    return AsyncCheck(
      input: text, value: converted, requirements: rules.asyncRequirements, isSecret: isSecret)
  }
}

extension FormField {
  // The check the current input still needs, with its value type hidden, for a visitor.
  var pendingCheck: (any PendingCheck)? {
    guard isValidating, let converted, let makeCheck = rules.makeCheck else { return nil }
    return makeCheck(text, converted)
  }
}
