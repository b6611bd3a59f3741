extension Requirement {
  /// A requirement that holds when every one of the given requirements holds.
  ///
  /// The description joins the parts: "at least 8 characters and at least 1 digit". When
  /// it fails, its ``UnsatisfiedRequirement/components`` are the parts that failed. All
  /// of an empty list holds for every input.
  ///
  /// A check (``isValid(_:)``, a guarded value's write) stops at the first part that
  /// fails. A failure report (``failure(for:redactingInput:)``, and the errors built on
  /// it) asks every part, to name each one the input breaks: so every part must answer for
  /// any input of its type, not only for those the parts before it let through. Guard
  /// inside the predicate rather than relying on an earlier part:
  /// `Require("first is positive") { ($0.first ?? 0) > 0 }`, not
  /// `.nonEmpty() && Require("first is positive") { $0[0] > 0 }`, whose report would
  /// index an empty array.
  ///
  /// ```swift
  /// let password = Requirement<String>.allOf([.minLength(8), .atLeast(1, .digits)])
  /// ```
  ///
  /// - Parameter requirements: The parts, checked in order.
  /// - Returns: The conjunction of the parts.
  public static func allOf(_ requirements: [Requirement])
    -> Requirement
  {
    var throwing: (@Sendable (Input) throws -> Bool)? = nil
    if requirements.contains(where: { $0.canThrow }) {
      throwing = { try allHold(requirements, $0) }
    }
    let composite = Requirement(
      description: joined(requirements, with: "and", inside: .conjunction, empty: "always"),
      grouping: .conjunction,
      operands: requirements,
      check: { input in
        for requirement in requirements where !requirement.check(input) {
          return false
        }
        return true
      },
      throwing: throwing,
      explain: { input, redacting in
        requirements.compactMap { $0.failure(for: input, redactingInput: redacting) }
      }
    )
    return composite.hidingValues(if: requirements.contains { $0.hidesValues }) {
      allOf(requirements.map { $0.secret })
    }
  }

  /// A requirement that holds when every requirement declared in the block holds.
  ///
  /// ```swift
  /// let password = Requirement<String>.allOf {
  ///   Requirement.length(8...30)
  ///   Requirement.atLeast(1, .digits)
  /// }
  /// ```
  ///
  /// - Parameter requirements: A block that declares the parts.
  /// - Returns: The conjunction of the parts.
  public static func allOf(
    @RequirementBuilder<Input> _ requirements: () -> [Requirement]
  ) -> Requirement {
    allOf(requirements())
  }

  /// A requirement that holds when both requirements hold.
  ///
  /// The same as `allOf(_:)` with two parts; chains flatten, so
  /// `a && b && c` reads "a, b and c".
  ///
  /// - Parameters:
  ///   - lhs: The first requirement, checked first.
  ///   - rhs: The second requirement: a check skips it when the first fails, a failure
  ///     report asks it too (see `allOf(_:)`).
  /// - Returns: The conjunction of both.
  public static func && (lhs: Requirement, rhs: Requirement) -> Requirement {
    allOf(lhs.operands(for: .conjunction) + rhs.operands(for: .conjunction))
  }

  // Whether every requirement holds, running each predicate as written, in order.
  //
  // A predicate that throws has not decided: a later part that returns `false` still
  // decides the conjunction (`false`); otherwise the first error is rethrown.
  static func allHold(_ requirements: [Requirement], _ input: Input) throws -> Bool {
    var firstError: (any Error)? = nil
    for requirement in requirements {
      do {
        if !(try requirement.evaluate(input)) { return false }
      } catch {
        firstError = firstError ?? error
      }
    }
    if let firstError { throw firstError }
    return true
  }

  // The parts this requirement contributes to a flattened composite of the given kind: a
  // composite that reports a code of its own stays whole, so that its failure keeps it.
  func operands(for grouping: Grouping) -> [Requirement] {
    self.grouping == grouping && details.reportedCode == nil ? operands : [self]
  }

  // Joins descriptions the way a person writes a list: "a", "a and b", "a, b and c".
  static func joined(
    _ requirements: [Requirement], with conjunction: String, inside grouping: Grouping,
    empty: String
  ) -> String {
    let parts = requirements.map { $0.description(inside: grouping) }
    switch parts.count {
    case 0: return empty
    case 1: return requirements[0].description
    default:
      return parts.dropLast().joined(separator: ", ") + " \(conjunction) " + parts[parts.count - 1]
    }
  }
}
