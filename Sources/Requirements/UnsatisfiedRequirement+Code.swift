// The stable, machine-readable codes of failures, which problem details send. They are part
// of the public contract (documented in the Errors and NSError article): add codes, never
// change one.
extension UnsatisfiedRequirement {
  /// The failure's stable, machine-readable code: `too_short`, `out_of_range`,
  /// `pattern_mismatch`, `invalid`, or the code the requirement names with
  /// `reportedAs(domain:code:name:)` or `worded(_:error:code:)`.
  ///
  /// It is the code a problem details entry for this failure sends. ``constraint``'s
  /// `code` names the catalogue entry instead (`min_length`), and a rule of your own has
  /// none.
  public var code: String {
    ownCode ?? problemKind.code
  }

  // The code the requirement names itself, or its first failed part's; `nil` when none does.
  package var ownCode: String? {
    reportedCode?.name ?? wordedCode
  }

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
  package var code: String {
    switch self {
    case .tooSmall, .tooLarge, .tooEarly, .tooLate: "out_of_range"
    case .tooShort: "too_short"
    case .tooLong: "too_long"
    case .tooFew: "too_few"
    case .tooMany: "too_many"
    case .patternMismatch: "pattern_mismatch"
    case .conversion: "invalid_format"
    case .missing: "required"
    case .other: "invalid"
    }
  }
}
