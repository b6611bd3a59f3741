import Requirements

// The stable, machine-readable codes of problem details entries. They are part of the
// public contract (documented in the Errors and NSError article): add codes, never change
// one.
extension ModelValidationError.Failure {
  // The code of this failure.
  var code: String {
    reason.code(for: unsatisfied)
  }
}

extension InvalidValue.Reason {
  // The code for a failure with this reason and these unsatisfied requirements: the first
  // failed requirement's (in declaration order; the entry's detail names every one), which
  // is the name it reports with `reportedAs`, or its kind's.
  func code(for unsatisfied: [UnsatisfiedRequirement]) -> String {
    if let name = unsatisfied.first?.reportedCode?.name ?? unsatisfied.first?.wordedCode {
      return name
    }
    switch self {
    case .unsatisfiedRequirements:
      return unsatisfied.first?.problemKind.code ?? UnsatisfiedRequirement.Kind.other.code
    case .brokenRule: return "rule"
    case .typeMismatch: return "type_mismatch"
    case .missingValue: return "required"
    case .undecodable: return "invalid_format"
    case .unexpectedKey: return "unknown_key"
    case .nestedTooDeeply: return "too_deep"
    }
  }
}

extension UnsatisfiedRequirement {
  // The kind a problem reports for this failure: a conjunction's, or a requirement lifted
  // to a part or an optional, is its first failed part's; a disjunction's is its own (no
  // one alternative is the problem).
  var problemKind: Kind {
    guard let first = components.first, components.count == 1 || isConjunction else {
      return kind
    }
    return first.problemKind
  }
}

extension UnsatisfiedRequirement.Kind {
  // The code for a requirement of this kind.
  var code: String {
    switch self {
    case .tooSmall, .tooLarge, .tooEarly, .tooLate: return "out_of_range"
    case .tooShort: return "too_short"
    case .tooLong: return "too_long"
    case .tooFew: return "too_few"
    case .tooMany: return "too_many"
    case .patternMismatch: return "pattern_mismatch"
    case .conversion: return "invalid_format"
    case .missing: return "required"
    case .other: return "invalid"
    }
  }
}

extension [UnsatisfiedRequirement] {
  // The parameters an entry lists: those of the failed catalogue requirement whose code
  // the entry gives (the first failed leaf), or `nil` when it has none.
  var problemParameters: [String: Constraint.Parameter]? {
    guard let constraint = first?.leaves.first?.constraint else { return nil }
    let parameters = constraint.parameters
    guard !parameters.isEmpty else { return nil }
    return Dictionary(parameters, uniquingKeysWith: { first, _ in first })
  }
}
