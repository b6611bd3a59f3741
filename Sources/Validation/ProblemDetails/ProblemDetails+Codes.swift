import Requirements

// The stable, machine-readable codes of problem details entries. They are part of the
// public contract (documented in the Errors and NSError article): add codes, never change
// one.
extension ModelValidationError.Failure {
  // The code of this failure: the name its requirement or rule reports, or the code of
  // its kind.
  var code: String {
    reportedCode?.name ?? reason.code(for: unsatisfied)
  }
}

extension InvalidValue.Reason {
  // The code for a failure with this reason and these unsatisfied requirements: the
  // kind of the first failed requirement, in declaration order (the entry's detail names
  // every one).
  func code(for unsatisfied: [UnsatisfiedRequirement]) -> String {
    switch self {
    case .unsatisfiedRequirements:
      return unsatisfied.first?.leaves.first?.kind.code ?? UnsatisfiedRequirement.Kind.other.code
    case .brokenRule: return "rule"
    case .typeMismatch: return "type_mismatch"
    case .missingValue: return "required"
    case .undecodable: return "invalid_format"
    case .unexpectedKey: return "unknown_key"
    case .nestedTooDeeply: return "too_deep"
    }
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
