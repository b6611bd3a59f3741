extension Requirement {
  /// A requirement that holds exactly when the given requirement does not.
  ///
  /// The description reads "not …", parenthesised where needed: "not (a or b)". A failed
  /// negation is itself the leaf that failed: the part it negates held.
  ///
  /// ```swift
  /// let noSpaces = Requirement<String>.not(.contains(" "))
  /// ```
  ///
  /// A predicate that throws counts as unsatisfied, so its negation *holds*: negating a
  /// check that can fail to decide lets the value through when it does. To fail closed,
  /// decide inside the predicate instead: `Require("not blocked") { !((try? isBlocked($0))
  /// ?? true) }` rejects the value when the lookup throws.
  ///
  /// - Parameters:
  ///   - requirement: The requirement to negate.
  ///   - description: A description to use instead of "not …".
  /// - Returns: The negation.
  public static func not(_ requirement: Requirement, description: String? = nil) -> Requirement {
    let negation = Requirement(
      description: "not " + requirement.description(inside: .negation),
      grouping: .negation,
      operands: [requirement],
      check: { input in !requirement.check(input) },
      throwing: nil
    )
    return description.map(negation.described) ?? negation
  }

  /// A requirement that holds exactly when the operand does not.
  ///
  /// The same as ``not(_:description:)``.
  ///
  /// - Parameter requirement: The requirement to negate.
  /// - Returns: The negation.
  public static prefix func ! (requirement: Requirement) -> Requirement {
    not(requirement)
  }

  /// A requirement that holds when none of the given requirements holds.
  ///
  /// Equivalent to `!anyOf(requirements)`. None of an empty list holds for every input.
  ///
  /// ```swift
  /// let safe = Requirement<String>.noneOf([.contains("<"), .contains(">")])
  /// // "none of: contains "<", contains ">""
  /// ```
  ///
  /// - Parameters:
  ///   - requirements: The requirements that must all fail.
  ///   - description: A description to use instead of "none of: …".
  /// - Returns: The negated disjunction.
  public static func noneOf(_ requirements: [Requirement], description: String? = nil)
    -> Requirement
  {
    let negation = Requirement(
      description: requirements.isEmpty
        ? "always"
        : "none of: "
          + requirements.map { $0.description(inside: .exclusion) }.joined(separator: ", "),
      grouping: requirements.isEmpty ? .atom : .exclusion,
      operands: requirements,
      check: { input in
        for requirement in requirements where requirement.check(input) {
          return false
        }
        return true
      },
      throwing: nil,
      explain: { input, redacting in
        requirements.filter { $0.isValid(input) }.map {
          UnsatisfiedRequirement(
            requirement: "not " + $0.description(inside: .negation),
            input: redacting ? nil : Self.render(input))
        }
      }
    )
    return description.map(negation.described) ?? negation
  }

  /// A requirement that holds when none of the requirements declared in the block holds.
  ///
  /// - Parameters:
  ///   - description: A description to use instead of "none of: …".
  ///   - requirements: A block that declares the requirements that must all fail.
  /// - Returns: The negated disjunction.
  public static func noneOf(
    description: String? = nil,
    @RequirementBuilder<Input> _ requirements: () -> [Requirement]
  ) -> Requirement {
    noneOf(requirements(), description: description)
  }
}
