import Requirements

extension ModelValidationError.Failure {
  /// The failure's stable, machine-readable code, the one its problem details entry sends:
  /// `too_short`, `out_of_range`, `required`, `rule`, or a code of your own.
  ///
  /// The Errors and NSError article lists every code; codes are added over time and never
  /// changed. The `NSError` bridge keeps Core Data's numeric codes.
  public var code: String {
    reason.code(for: unsatisfied)
  }
}

extension InvalidValue {
  /// The error's stable, machine-readable code, the one problem details send for it:
  /// `too_short`, `out_of_range`, `required`, `type_mismatch`, or a code of your own.
  public var code: String {
    reason.code(for: failures)
  }
}

extension InvalidValue.Reason {
  // The code for a failure with this reason and these unsatisfied requirements: the first
  // failed requirement's (in declaration order; the entry's detail names every one), which
  // is the name it reports with `reportedAs` or `worded`, or its kind's.
  func code(for unsatisfied: [UnsatisfiedRequirement]) -> String {
    if let own = unsatisfied.first?.ownCode { return own }
    switch self {
    case .unsatisfiedRequirements:
      return unsatisfied.first?.code ?? UnsatisfiedRequirement.Kind.other.code
    case .brokenRule: return "rule"
    case .typeMismatch: return "type_mismatch"
    case .missingValue: return "required"
    case .undecodable: return "invalid_format"
    case .unexpectedKey: return "unknown_key"
    case .nestedTooDeeply: return "too_deep"
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
