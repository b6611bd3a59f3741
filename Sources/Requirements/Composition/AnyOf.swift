extension Requirement {
  /// A requirement that holds when at least one of the given requirements holds.
  ///
  /// The description joins the parts: "a phone number or an e-mail address". When it
  /// fails, every part failed, and its ``UnsatisfiedRequirement/components`` list them
  /// all. Any of an empty list holds for no input.
  ///
  /// ```swift
  /// let contact = Requirement<String>.anyOf([.email(), .hasPrefix("+")])
  /// ```
  ///
  /// - Parameter requirements: The alternatives, checked in order until one holds.
  /// - Returns: The disjunction of the parts.
  public static func anyOf(_ requirements: [Requirement])
    -> Requirement
  {
    var throwing: (@Sendable (Input) throws -> Bool)? = nil
    if requirements.contains(where: { $0.canThrow }) {
      throwing = { try anyHolds(requirements, $0) }
    }
    let composite = Requirement(
      description: joined(requirements, with: "or", inside: .disjunction, empty: "never"),
      grouping: .disjunction,
      operands: requirements,
      check: { input in
        for requirement in requirements where requirement.check(input) {
          return true
        }
        return false
      },
      throwing: throwing,
      explain: { input, redacting in
        requirements.compactMap { $0.failure(for: input, redactingInput: redacting) }
      }
    )
    return composite.hidingValues(if: requirements.contains { $0.hidesValues }) {
      anyOf(requirements.map { $0.secret })
    }
  }

  /// A requirement that holds when at least one requirement declared in the block holds.
  ///
  /// - Parameter requirements: A block that declares the alternatives.
  /// - Returns: The disjunction of the parts.
  public static func anyOf(
    @RequirementBuilder<Input> _ requirements: () -> [Requirement]
  ) -> Requirement {
    anyOf(requirements())
  }

  /// A requirement that holds when either requirement holds.
  ///
  /// The same as `anyOf(_:)` with two parts; chains flatten, so
  /// `a || b || c` reads "a, b or c".
  ///
  /// - Parameters:
  ///   - lhs: The first alternative, checked first.
  ///   - rhs: The second alternative, checked only when the first fails.
  /// - Returns: The disjunction of both.
  public static func || (lhs: Requirement, rhs: Requirement) -> Requirement {
    anyOf(lhs.operands(for: .disjunction) + rhs.operands(for: .disjunction))
  }

  // Whether some requirement holds, running each predicate as written, in order.
  //
  // A predicate that throws has not decided: a later part that returns `true` still
  // decides the disjunction (`true`); otherwise the first error is rethrown.
  static func anyHolds(_ requirements: [Requirement], _ input: Input) throws -> Bool {
    var firstError: (any Error)? = nil
    for requirement in requirements {
      do {
        if try requirement.evaluate(input) { return true }
      } catch {
        firstError = firstError ?? error
      }
    }
    if let firstError { throw firstError }
    return false
  }
}
