extension Requirement {
  /// A requirement that an optional holds a value: Core Data's non-optional attribute.
  ///
  /// ```swift
  /// let lastName = ValidatableValue<String?>(.required())
  /// ```
  ///
  /// - Returns: A requirement that fails for `nil`.
  public static func required<Wrapped>() -> Requirement
  where Input == Wrapped? {
    Requirement("required", constraint: .required, kind: { _ in .missing }) { $0 != nil }
      .negated(reading: "absent")
  }

  /// A requirement on an optional that checks a present value and lets `nil` through.
  ///
  /// ```swift
  /// let middleName = Requirement<String?>.ifPresent(.minLength(2))
  /// middleName.isValid(nil)    // true
  /// middleName.isValid("J")    // false
  /// ```
  ///
  /// - Parameter requirement: The requirement a present value must satisfy.
  /// - Returns: A requirement on the optional.
  public static func ifPresent<Wrapped>(
    _ requirement: Requirement<Wrapped>
  ) -> Requirement where Input == Wrapped? {
    var throwing: (@Sendable (Wrapped?) throws -> Bool)? = nil
    if requirement.canThrow {
      throwing = { input in try input.map(requirement.evaluate) ?? true }
    }
    // Exports see the requirement on the present value.
    var wording = Wording()
    wording.ifPresent = requirement
    return Requirement(
      // A composite is parenthesised, so that "(when present)" covers all of it.
      description: "\(requirement.description(inside: .lifted)) (when present)",
      grouping: .atom,
      check: { input in input.map(requirement.check) ?? true },
      throwing: throwing,
      explain: { input, redacting in
        input.flatMap { requirement.failure(for: $0, redactingInput: redacting) }.map { [$0] } ?? []
      },
      wording: wording
    )
    // Its negation fails for `nil`: "present and does not contain " "".
    .negated(
      reading: "present and \(requirement.negatedDescription(inside: .conjunction))",
      grouping: .phrase
    )
    .hidingValues(if: requirement.hidesValues) { ifPresent(requirement.secret) }
  }
}

extension Requirement where Input: Collection & Sendable {
  /// A requirement that a string or collection is not empty.
  ///
  /// - Returns: A requirement that fails for an empty input.
  public static func nonEmpty() -> Requirement {
    SharedEntries.requirement(.init(.nonEmpty, Input.self)) {
      // Empty text is too short, as Core Data reports it; an empty collection has too few.
      let kind: UnsatisfiedRequirement.Kind =
        Input.self is any StringProtocol.Type ? .tooShort : .tooFew
      return Requirement(
        "not empty", constraint: .nonEmpty,
        kind: { $0.isEmpty ? kind : .other }
      ) {
        !$0.isEmpty
      }
      .negated(reading: "empty")
    }
  }
}

extension Requirement where Input: StringProtocol & Sendable {
  /// A requirement that a string has at least one visible character: one that is not made
  /// only of white space, control and format characters (such as U+FFF9, an interlinear
  /// annotation mark), Unicode's default-ignorable code points (a zero-width space or
  /// joiner, a variation selector, a tag, a Hangul filler), unassigned, noncharacter and
  /// private-use code points, and the blank glyphs U+2800 (braille blank) and U+1D159
  /// (null note head).
  ///
  /// ```swift
  /// Requirement<String>.nonBlank().isValid(" \n")        // false
  /// Requirement<String>.nonBlank().isValid("\u{200B}")   // false: a zero-width space
  /// ```
  ///
  /// - Returns: A requirement that fails for empty strings and strings of white space and
  ///   invisible characters only.
  public static func nonBlank() -> Requirement {
    SharedEntries.requirement(.init(.nonBlank, Input.self)) {
      Requirement(
        "not blank", constraint: .nonBlank, kind: { _ in .tooShort }
      ) {
        $0.contains(where: isVisible)
      }
      .negated(reading: "blank")
    }
  }
}

// Whether a character shows something: one of its code points is not invisible (see
// `isInvisible`). An accent shows even on a space (`" \u{301}"`).
private func isVisible(_ character: Character) -> Bool {
  character.unicodeScalars.contains { !isInvisible($0) }
}
