#if canImport(Foundation)
  import Foundation

  extension InvalidValue: CustomNSError {
    /// `NSCocoaErrorDomain`, the domain Core Data reports validation errors in.
    public static var errorDomain: String { NSCocoaErrorDomain }

    /// Core Data's code for the kind of failure, such as 1670 for a string too short; see
    /// <doc:ErrorsAndNSError>.
    ///
    /// Failures reported in a domain of their own (`reportedAs(domain:code:name:)`) are
    /// listed under `"NSDetailedErrors"` of a 1560 error: an error type bridges to one
    /// domain.
    public var errorCode: Int {
      hasReportedCodes ? 1560 : reason.coreDataCode(for: failures)
    }

    /// The description and message as Core Data's user info gives them, the field's name
    /// under `NSValidationErrorKey` and, unless secret, the rejected value under
    /// `NSValidationErrorValue`; with failures in domains of their own, one `NSError` per
    /// failure under `"NSDetailedErrors"`.
    public var errorUserInfo: [String: Any] {
      var info = coreDataUserInfo
      if hasReportedCodes {
        info["NSDetailedErrors"] = failures.map(detailedError)
      }
      return info
    }

    // The user info of a single Core Data validation error.
    private var coreDataUserInfo: [String: Any] {
      var info: [String: Any] = [
        NSLocalizedDescriptionKey: description,
        NSLocalizedFailureReasonErrorKey: message,
      ]
      if let fieldName {
        info["NSValidationErrorKey"] = fieldName
      }
      // Every failure renders the same input, and none does for a secret; a number is an
      // `NSNumber`, as a model's failure gives it.
      if let integer = failures.lazy.compactMap(\.integerInput).first {
        info["NSValidationErrorValue"] = NSNumber(value: integer)
      } else if let number = failures.lazy.compactMap(\.doubleInput).first {
        info["NSValidationErrorValue"] = NSNumber(value: number)
      } else if let input = failures.lazy.compactMap(\.input).first {
        info["NSValidationErrorValue"] = input
      }
      return info
    }

    // Whether a failure names a domain and code of its own.
    private var hasReportedCodes: Bool {
      failures.contains { $0.reportedCode != nil }
    }

    // One failure as an `NSError` of its own: in the domain and with the code it reports,
    // or Core Data's for its kind.
    private func detailedError(_ failure: UnsatisfiedRequirement) -> NSError {
      let single = InvalidValue(fieldName: localizedFieldName, reason: reason, failures: [failure])
      return failure.nsError(
        coreDataCode: reason.coreDataCode(for: [failure]), userInfo: single.coreDataUserInfo)
    }
  }

  extension UnsatisfiedRequirement {
    // This failure as an `NSError` of its own: in the domain and with the code it reports,
    // or in `NSCocoaErrorDomain` with Core Data's code for it.
    func nsError(coreDataCode: Int, userInfo: [String: Any]) -> NSError {
      guard let reportedCode else {
        return NSError(domain: NSCocoaErrorDomain, code: coreDataCode, userInfo: userInfo)
      }
      return NSError(domain: reportedCode.domain, code: reportedCode.code, userInfo: userInfo)
    }
  }

  extension InvalidValue: LocalizedError {
    /// The field's name and what is wrong: "Password: at least 8 characters".
    public var errorDescription: String? { description }

    /// What is wrong, without the field's name.
    public var failureReason: String? { message }
  }

  extension InvalidValue.Reason {
    // Core Data's error code, as `CoreDataErrors.h` numbers them: 1570 missing mandatory
    // value, 1620 / 1610 number too small / too large, 1640 / 1630 date too soon / too
    // late, 1670 / 1660 string too short / too long, 1580 / 1590 too few / too many items,
    // 1680 pattern mismatch, and 1550 for anything else, including requirements of
    // different kinds. A broken rule is coded as its requirement is: a rule that lifts one
    // catalogue requirement (`.on(\.team, .required())`) reports that requirement's code,
    // as Core Data reports a relationship's; a rule built from a closure reports 1550.
    package func coreDataCode(for unsatisfied: [UnsatisfiedRequirement]) -> Int {
      if self == .missingValue { return 1570 }
      guard self == .unsatisfiedRequirements || self == .brokenRule else { return 1550 }
      let kinds = Set(unsatisfied.flatMap(\.leaves).map(\.kind))
      guard kinds.count == 1, let kind = kinds.first else { return 1550 }
      switch kind {
      case .missing: return 1570
      case .tooSmall: return 1620
      case .tooEarly: return 1640
      case .tooLate: return 1630
      case .tooLarge: return 1610
      case .tooShort: return 1670
      case .tooLong: return 1660
      case .tooFew: return 1580
      case .tooMany: return 1590
      case .patternMismatch: return 1680
      case .conversion, .other: return 1550
      }
    }
  }
#endif
