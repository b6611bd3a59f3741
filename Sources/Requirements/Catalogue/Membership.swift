extension Requirement where Input: Hashable & Sendable {
  /// A requirement that the input is one of an allowed set of values.
  ///
  /// ```swift
  /// Requirement<String>.oneOf(["S", "M", "L"]).description   // "one of: S, M, L"
  /// ```
  ///
  /// Values compare with `==`, so a floating-point NaN equals nothing: it is never one of
  /// the allowed values, and `noneOf([.nan])` does not keep NaN out (for that, write
  /// `Require("a number") { !$0.isNaN }`).
  ///
  /// - Parameter allowed: The allowed values; the description lists them in this order.
  /// - Returns: A requirement satisfied by the allowed values only.
  public static func oneOf(_ allowed: [Input]) -> Requirement {
    let set = Set(allowed)
    // An empty list allows nothing: described as the empty `anyOf` is.
    let text = allowed.isEmpty ? "never" : "one of: \(listed(allowed))"
    // A list reads as one item inside a composite: "(one of: S, M) or …".
    return Requirement(
      description: text,
      grouping: allowed.isEmpty ? .atom : .exclusion,
      check: { set.contains($0) }, throwing: nil,
      wording: Wording(
        constraint: .oneOf(allowed.map(Constraint.Value.of))))
  }

  /// A requirement that the input is none of a forbidden set of values.
  ///
  /// ```swift
  /// Requirement<String>.noneOf(["admin", "root"]).description   // "none of: admin, root"
  /// ```
  ///
  /// Values compare with `==`, as for ``oneOf(_:)``: NaN is never forbidden.
  ///
  /// - Parameter forbidden: The forbidden values; the description lists them in this order.
  /// - Returns: A requirement satisfied by every value except the forbidden ones.
  public static func noneOf(_ forbidden: [Input]) -> Requirement {
    let set = Set(forbidden)
    // An empty list forbids nothing: described as the empty composite `noneOf` is.
    let text = forbidden.isEmpty ? "always" : "none of: \(listed(forbidden))"
    return Requirement(
      description: text,
      grouping: forbidden.isEmpty ? .atom : .exclusion,
      check: { !set.contains($0) }, throwing: nil,
      wording: Wording(
        constraint: .noneOf(forbidden.map(Constraint.Value.of))))
  }

  // Renders values as a comma-separated list.
  static func listed(_ values: [Input]) -> String {
    values.map(shown).joined(separator: ", ")
  }
}

extension Requirement where Input: Equatable & Sendable {
  /// A requirement that the input equals an expected value, as for a confirmation field.
  ///
  /// The default description shows the expected value. When that value is secret (a
  /// password confirmation), mark the field secret: its failures, checklists and schema
  /// then never show it, and its message reads "Confirm password must match." For a
  /// checkbox that must be checked, use ``accepted()``: it reads "Terms must be accepted."
  ///
  /// ```swift
  /// let confirmation = Requirement<String>.equalTo("DELETE")
  /// ```
  ///
  /// - Parameter expected: The only allowed value.
  /// - Returns: A requirement satisfied by `expected` only.
  public static func equalTo(_ expected: Input) -> Requirement {
    Requirement(
      "equal to \(shown(expected))", constraint: .equalTo(.of(expected))
    ) { $0 == expected }
  }
}

extension Requirement {
  // Renders a value for a description; an empty text reads as `""`, not as nothing.
  static func shown(_ value: Input) -> String {
    let text = render(value)
    return text.isEmpty ? "\"\"" : text
  }
}
