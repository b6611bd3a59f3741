extension Requirement {
  /// Returns the failure this input causes, or `nil` when the input satisfies the
  /// requirement.
  ///
  /// - Parameters:
  ///   - input: The value to check.
  ///   - redactingInput: Pass `true` for secret values: the failure then never holds a
  ///     rendering of the input, nor the error a throwing predicate raised (which may
  ///     quote the input), nor the expected, allowed or excluded values, texts or pattern
  ///     of the requirement: ``UnsatisfiedRequirement/constraint`` is then
  ///     ``Constraint/hidden(_:)`` and the description reads "equal to the expected
  ///     value". Length, count and value bounds stay.
  /// - Returns: The failure, with the failed leaf requirements of a composite, or `nil`.
  @inlinable
  public func failure(for input: Input, redactingInput: Bool = false) -> UnsatisfiedRequirement? {
    var underlyingError: (any Error)? = nil
    do {
      if try evaluate(input) { return nil }
    } catch {
      underlyingError = error
    }
    return failure(
      unsatisfiedBy: input, underlyingError: underlyingError, redactingInput: redactingInput)
  }

  // The failure for an input already known not to satisfy the requirement (its
  // predicate returned `false`, or threw `underlyingError`), without running the
  // predicate again.
  @inlinable
  package func failure(
    unsatisfiedBy input: Input, underlyingError: (any Error)?, redactingInput: Bool
  ) -> UnsatisfiedRequirement {
    if !details.isPlainLeaf {
      return compositeFailure(
        unsatisfiedBy: input, underlyingError: underlyingError, redactingInput: redactingInput)
    }
    return UnsatisfiedRequirement(
      text: redactingInput && details.hidesValues ? details.secret : details,
      reportedInput: redactingInput ? nil : Self.reported(input),
      underlyingError: redactingInput ? nil : underlyingError,
      kind: details.classify?(input) ?? .other)
  }

  // The failure of a composite, with the failures of its parts, or of a requirement that
  // reports a code of its own: out of line, so that a plain leaf's failure, the common
  // case, stays small where it is inlined.
  @usableFromInline
  func compositeFailure(
    unsatisfiedBy input: Input, underlyingError: (any Error)?, redactingInput: Bool
  ) -> UnsatisfiedRequirement {
    let components = explain?(input, redactingInput) ?? []
    if !components.isEmpty, grouping == .conjunction {
      return UnsatisfiedRequirement(
        text: redactingInput ? details.secret : details,
        reportedInput: redactingInput ? nil : Self.reported(input),
        underlyingError: redactingInput ? nil : underlyingError,
        conjunctionOf: components, kind: classify?(input) ?? .other,
        reportedCode: details.reportedCode)
    }
    return UnsatisfiedRequirement(
      text: redactingInput ? details.secret : details,
      reportedInput: redactingInput ? nil : Self.reported(input),
      underlyingError: redactingInput ? nil : underlyingError,
      components: components,
      kind: classify?(input) ?? .other,
      reportedCode: details.reportedCode
    )
  }

  // A value as descriptions show it: `String(describing:)`, without its runtime
  // conformance lookups for the common types (the casts fold away once specialized).
  static func render(_ input: Input) -> String {
    // The type tests keep an optional input, which `as?` would unwrap, on the general path.
    if Input.self == String.self, let string = input as? String { return string }
    if Input.self == Int.self, let integer = input as? Int { return String(integer) }
    return renderedValue(input)
  }

  // The input as a failure keeps it: text, integers and doubles (optional or not) as they came, to
  // be rendered when read; anything else rendered and cut short now (see
  // `shortenedForReport`); `nil` for an optional that holds no value, which has nothing
  // to show. (The type tests fold away once specialized.)
  @inlinable
  static func reported(_ input: Input) -> ReportedInput? {
    if Input.self == String.self { return .text(unsafeBitCast(input, to: String.self)) }
    if Input.self == Int.self { return .integer(unsafeBitCast(input, to: Int.self)) }
    if Input.self == String?.self {
      return unsafeBitCast(input, to: String?.self).map(ReportedInput.text)
    }
    if Input.self == Int?.self {
      return unsafeBitCast(input, to: Int?.self).map(ReportedInput.integer)
    }
    if Input.self == Double.self { return .number(unsafeBitCast(input, to: Double.self)) }
    if Input.self == Double?.self {
      return unsafeBitCast(input, to: Double?.self).map(ReportedInput.number)
    }
    // Other text (a `Substring`, say) is text too: shown between quotes.
    if let text = input as? any StringProtocol { return .text(String(text)) }
    return reportedValue(input).map(ReportedInput.rendered)
  }
}
