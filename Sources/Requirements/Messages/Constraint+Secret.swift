// How a constraint reads on a secret field: its value-like parameters (an expected value,
// allowed or excluded values, a text to find, a pattern's source) could be the secret or
// tell it, so a secret field's failures, checklists and exports never show them. Bounds on
// lengths, counts and values stay: they say how to fix the input without telling it.

extension Constraint {
  // The constraint as a secret field shows it, or `nil` when it shows nothing to hide. An
  // enumeration's raw values, which a form field's conversion lists, are allowed values.
  package var hidingValues: Constraint? {
    switch self {
    case .equalTo: .hidden(.equalTo)
    case .oneOf, .conversion(.rawValue): .hidden(.oneOf)
    case .noneOf: .hidden(.noneOf)
    case .hasPrefix: .hidden(.hasPrefix)
    case .hasSuffix: .hidden(.hasSuffix)
    case .contains: .hidden(.contains)
    case .pattern(.some): .pattern(nil)
    default: nil
    }
  }

  // The description a secret field's requirement reads as, in place of the catalogue's,
  // which shows the values, and its negation's; the constraint is one `hidingValues`
  // gives.
  var secretDescriptions: (description: String, negated: String) {
    switch self {
    case .hidden(.equalTo): ("equal to the expected value", "not equal to the expected value")
    case .hidden(.oneOf): ("one of the allowed values", "not one of the allowed values")
    case .hidden(.noneOf): ("none of the excluded values", "one of the excluded values")
    case .hidden(.hasPrefix):
      ("starts with the required text", "does not start with the required text")
    case .hidden(.hasSuffix): ("ends with the required text", "does not end with the required text")
    case .hidden(.contains): ("contains the required text", "does not contain the required text")
    default: ("matches the required format", "does not match the required format")
    }
  }

  // What a requirement of this constraint demands on a secret field, in words: "one of
  // the allowed values"; the constraint is one `hidingValues` gives.
  package var secretDescription: String { secretDescriptions.description }
}

extension Constraint.Hidden {
  // The code of the catalogue entry this stands for.
  var code: String {
    switch self {
    case .equalTo: "equal_to"
    case .oneOf: "one_of"
    case .noneOf: "none_of"
    case .hasPrefix: "prefix"
    case .hasSuffix: "suffix"
    case .contains: "contains"
    }
  }
}

extension Wording {
  // Whether a secret field words this differently: its constraint, or the requirement on
  // a present value, shows values.
  var hidesValues: Bool {
    #if canImport(Foundation)
      if negatedPhraseHidesValues { return true }
    #endif
    return constraint?.hidingValues != nil || negatedConstraint?.hidingValues != nil
      || (ifPresent?.hidesValues ?? false)
  }

  // The wording as a secret field shows it: the constraint without its values.
  var secret: Wording {
    guard hidesValues else { return self }
    #if canImport(Foundation)
      var wording = Wording(
        constraint: constraint?.hidingValues ?? constraint, isCustom: isCustom, code: code,
        phrase: phrase, sentence: sentence)
    #else
      var wording = Wording(constraint: constraint?.hidingValues ?? constraint, isCustom: isCustom)
    #endif
    wording.part = part
    wording.negatedConstraint = negatedConstraint.map { $0.hidingValues ?? $0 }
    #if canImport(Foundation)
      wording.negatedPhrase = negatedPhrase
      wording.affirmedPhrase = affirmedPhrase
      wording.negatedPhraseHidesValues = negatedPhraseHidesValues
      wording.isSecret = true
    #endif
    wording.ifPresent = ifPresent?.secretStructured
    return wording
  }
}

extension RequirementText {
  // The text as a secret field's failure shows it: the description and the constraint
  // without the values; this text itself when it shows none.
  @usableFromInline
  package var secret: RequirementText {
    guard hidesValues else { return self }
    let shown = wording.secret
    // A text made for a failure (a form field's conversion) reads as its constraint does.
    let described =
      wording.isCustom ? nil : shown.constraint.map { $0.secretDescription }
    return RequirementText(
      description: secretDescription ?? described ?? description, wording: shown)
  }
}

extension Requirement {
  // Whether a secret field shows this requirement differently: its description, its
  // negation's or its constraint shows values.
  package var hidesValues: Bool { details.hidesValues }

  // The requirement as a secret field shows it, for checklists and exports: its
  // description, phrase and structure without values, at every level. It checks as this
  // requirement does.
  package var secret: Requirement {
    guard details.hidesValues else { return self }
    return Requirement(details: details.secretCopy())
  }

  // ``secret``, for a reader of structures.
  package var secretStructured: any StructuredRequirement { secret }

  // This requirement, reading on a secret field as `shown` does: `shown` is the same
  // composite built from the parts' secret forms. Unchanged when `condition` is false.
  func hidingValues(if condition: Bool, as shown: () -> Requirement) -> Requirement {
    guard condition else { return self }
    let view = shown()
    return Requirement(
      details: details.copy(
        secret: (description: view.description, negated: view.details.negatedDescription)))
  }
}
