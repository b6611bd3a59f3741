extension Requirement {
  // The phrase a negation reads this requirement as, and how the phrase binds, where the
  // catalogue gives one ("does not contain " "", "empty"); a list of one reads as its
  // item does. `nil` for "not …".
  var negatedReading: (text: String, grouping: Grouping)? {
    if let text = details.negatedDescription { return (text, details.negatedGrouping) }
    if grouping == .conjunction || grouping == .disjunction, operands.count == 1 {
      return operands[0].negatedReading
    }
    return nil
  }

  // How a negation (`!`, `noneOf` of values) names this requirement: its phrase (see
  // ``negatedReading``), otherwise "not …", parenthesised where needed.
  var negatedDescription: String {
    negatedReading?.text ?? "not " + description(inside: .negation)
  }

  // How this requirement's description binds inside a composite: a list of one as its
  // item does, an empty list as a word.
  var binding: Grouping {
    if grouping == .conjunction || grouping == .disjunction, operands.count <= 1 {
      return operands.first?.binding ?? .atom
    }
    return grouping
  }

  // ``negatedDescription`` as an operand of a composite of the given grouping,
  // parenthesised where a reader would need it.
  func negatedDescription(inside outer: Grouping) -> String {
    let reading = negatedReading ?? ("not " + description(inside: .negation), .negation)
    return Self.description(reading.text, grouping: reading.grouping, inside: outer)
  }

  // The same requirement, read by a negation as `phrase` instead of "not …", the phrase
  // binding as `grouping` does; unchanged when `phrase` is `nil` (a catalogue entry
  // given a description of its own).
  func negated(reading phrase: String?, grouping phraseGrouping: Grouping = .atom)
    -> Requirement
  {
    guard let phrase else { return self }
    return Requirement(details: details.copy(negation: (phrase, phraseGrouping)))
  }

  // How a requirement's description binds when it appears inside another composite.
  enum Grouping: Sendable, Equatable {
    /// A leaf, or a composite with a description of its own: never parenthesised.
    case atom
    /// All operands must hold: "a and b".
    case conjunction
    /// At least one operand must hold: "a or b".
    case disjunction
    /// The operand must not hold: "not a".
    case negation
    /// None of a list may hold: "none of: a, b"; parenthesised inside other composites.
    case exclusion
    /// A requirement on a part of the value, after the part's name: "age: …". Used only as
    /// an outer grouping: every composite is parenthesised after the name.
    case lifted
    /// A negation's phrase with connectives of its own ("present and …"): parenthesised
    /// inside any composite.
    case phrase
  }

  // The description of this requirement as an operand of a composite of the given
  // grouping, parenthesised where a reader would need it.
  //
  // A negation binds tightly ("not a and b" lists two conditions) but is parenthesised
  // inside a disjunction, where "not a or b" could be read as "not (a or b)".
  func description(inside outer: Grouping) -> String {
    // A list of one reads as that one requirement does in its place, and an empty list as
    // a word ("always").
    if grouping == .conjunction || grouping == .disjunction, operands.count <= 1 {
      return operands.first?.description(inside: outer) ?? description
    }
    return Self.description(description, grouping: grouping, inside: outer)
  }

  // A description that binds as `grouping` does, as an operand of a composite of the
  // `outer` grouping: parenthesised where a reader would need it.
  static func description(_ text: String, grouping: Grouping, inside outer: Grouping)
    -> String
  {
    switch grouping {
    case .atom: return text
    case .negation: return outer == .disjunction ? "(\(text))" : text
    case .conjunction where outer == .conjunction, .disjunction where outer == .disjunction:
      return text
    default: return "(\(text))"
    }
  }
}
