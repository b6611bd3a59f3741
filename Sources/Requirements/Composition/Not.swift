extension Requirement {
  /// A requirement that holds exactly when the given requirement does not.
  ///
  /// The description reads "not …", parenthesised where needed: "not (a or b)". A
  /// catalogue entry that has a phrase for its negation reads as that phrase instead:
  /// `!.contains(" ")` reads `does not contain " "`, `!.nonEmpty()` reads "empty", and
  /// `!.required()` reads "absent" (not when it was given a description of its own). A
  /// catalogue entry's negation is worded in every language of
  /// ``UnsatisfiedRequirement/message(in:timeZone:subject:)`` and ``phrase(in:timeZone:)``: „Darf „@“ nicht
  /// enthalten.“, 「admin」は使用できません。 A failed
  /// negation is itself the leaf that failed: the part it negates held (or threw: then
  /// the failure keeps the error).
  ///
  /// ```swift
  /// let noSpaces = Requirement<String>.not(.contains(" "))
  /// ```
  ///
  /// A predicate that throws has not decided, so its negation does not hold either: a
  /// value is let through only when the negated requirement answers `false`. The failure
  /// keeps the thrown error in ``UnsatisfiedRequirement/underlyingError``.
  ///
  /// ```swift
  /// let notBlocked = !Require("blocked") { try blocklist.contains($0) }
  /// notBlocked.isValid("ann")   // false while the blocklist lookup throws
  /// ```
  ///
  /// - Parameter requirement: The requirement to negate.
  /// - Returns: The negation.
  public static func not(_ requirement: Requirement) -> Requirement {
    // A requirement that throws answers neither way: the negation fails closed.
    var check: @Sendable (Input) -> Bool = { input in !requirement.check(input) }
    var throwing: (@Sendable (Input) throws -> Bool)? = nil
    if requirement.canThrow {
      check = { input in (try? requirement.evaluate(input)) == false }
      throwing = { input in !(try requirement.evaluate(input)) }
    }
    // A phrase of its own ("does not contain …") binds as the phrase does, and negated
    // again reads as the requirement itself.
    let phrase = requirement.negatedReading
    // Negated twice, a plain "not …" reads as what it negates. Its connectives bind as a
    // phrase does: parenthesised in a composite, and never merged into one as an operand
    // list would be (grouping decides that merging).
    let negated =
      phrase == nil && requirement.grouping == .negation ? requirement.operands.first : nil
    let negatedGrouping: Grouping? = negated.map {
      $0.binding == .conjunction || $0.binding == .disjunction ? .phrase : $0.binding
    }
    // A catalogue entry is negated in every language: its messages are worded from the
    // entry ("Darf „@“ nicht enthalten."). So is an entry the caller worded, whose words
    // are for the entry and not its negation; and negated twice, an entry reads as itself.
    // The caller's names for allowed values carry over.
    let inner = requirement.details.wording
    var wording = Wording()
    if !inner.isCustom || inner.phrase != nil, inner.part == nil, let constraint = inner.constraint
    {
      wording.negatedConstraint = constraint
    } else if !inner.isCustom, inner.part == nil, let negated = inner.negatedConstraint {
      wording = Wording(constraint: negated)
    }
    #if canImport(Foundation)
      wording.valueNames = inner.valueNames
      // Anything else is negated by its phrase, in a sentence of the message's language.
      if wording.negatedConstraint == nil, wording.constraint == nil, negated == nil {
        wording.negatedPhrase = { secret, language, format in
          (secret ? requirement.secret : requirement).phrase(language, format)
        }
        wording.negatedPhraseHidesValues = requirement.hidesValues
      }
      // Negated twice, a composite reads as its own phrase, in a sentence of the message's
      // language; its failure is this negation's, a leaf, so its parts cannot word it.
      if let negated, negated.grouping == .conjunction || negated.grouping == .disjunction {
        wording.affirmedPhrase = { secret, language, format in
          (secret ? negated.secret : negated).phrase(language, format)
        }
        wording.negatedPhraseHidesValues = negated.hidesValues
      }
    #endif
    let negation = Requirement(
      description: phrase?.text ?? negated?.description
        ?? "not " + requirement.description(inside: .negation),
      grouping: phrase?.grouping ?? negatedGrouping ?? .negation,
      operands: [requirement],
      check: check,
      throwing: throwing,
      wording: wording
    )
    .negated(reading: phrase == nil ? nil : requirement.description, grouping: requirement.binding)
    return negation.hidingValues(if: requirement.hidesValues) { not(requirement.secret) }
  }

  /// A requirement that holds exactly when the operand does not.
  ///
  /// The same as ``not(_:)``.
  ///
  /// - Parameter requirement: The requirement to negate.
  /// - Returns: The negation.
  public static prefix func ! (requirement: Requirement) -> Requirement {
    not(requirement)
  }
}
