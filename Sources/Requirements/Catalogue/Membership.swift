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
  /// - Parameters:
  ///   - allowed: The allowed values; the description lists them in this order.
  ///   - description: A description to use instead of "one of: …".
  /// - Returns: A requirement satisfied by the allowed values only.
  public static func oneOf(_ allowed: [Input], description: String? = nil) -> Requirement {
    let set = Set(allowed)
    // An empty list allows nothing: described as the empty `anyOf` is.
    let text = allowed.isEmpty ? "never" : "one of: \(listed(allowed))"
    // A list reads as one item inside a composite: "(one of: S, M) or …".
    return Requirement(
      description: description ?? text,
      grouping: description == nil && !allowed.isEmpty ? .exclusion : .atom,
      check: { set.contains($0) }, throwing: nil,
      wording: Wording(
        constraint: .oneOf(allowed.map(Constraint.Value.of)), isCustom: description != nil))
  }

  /// A requirement that the input is none of a forbidden set of values.
  ///
  /// ```swift
  /// Requirement<String>.noneOf(["admin", "root"]).description   // "none of: admin, root"
  /// ```
  ///
  /// Values compare with `==`, as for ``oneOf(_:description:)``: NaN is never forbidden.
  ///
  /// - Parameters:
  ///   - forbidden: The forbidden values; the description lists them in this order.
  ///   - description: A description to use instead of "none of: …".
  /// - Returns: A requirement satisfied by every value except the forbidden ones.
  public static func noneOf(_ forbidden: [Input], description: String? = nil) -> Requirement {
    let set = Set(forbidden)
    // An empty list forbids nothing: described as the empty composite `noneOf` is.
    let text = forbidden.isEmpty ? "always" : "none of: \(listed(forbidden))"
    return Requirement(
      description: description ?? text,
      grouping: description == nil && !forbidden.isEmpty ? .exclusion : .atom,
      check: { !set.contains($0) }, throwing: nil,
      wording: Wording(
        constraint: .noneOf(forbidden.map(Constraint.Value.of)), isCustom: description != nil))
  }

  // Renders values as a comma-separated list.
  static func listed(_ values: [Input]) -> String {
    values.map(shown).joined(separator: ", ")
  }
}

extension Requirement where Input: Equatable & Sendable {
  /// A requirement that the input equals an expected value, as for a confirmation field.
  ///
  /// The default description shows the expected value; pass your own when that value is
  /// secret (a password confirmation), so that no message ever shows it.
  ///
  /// ```swift
  /// let accepted = Requirement<Bool>.equalTo(true, description: "terms accepted")
  /// ```
  ///
  /// - Parameters:
  ///   - expected: The only allowed value.
  ///   - description: A description to use instead of "equal to …".
  /// - Returns: A requirement satisfied by `expected` only.
  public static func equalTo(_ expected: Input, description: String? = nil) -> Requirement {
    Requirement(
      description, otherwise: "equal to \(shown(expected))", constraint: .equalTo(.of(expected))
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
