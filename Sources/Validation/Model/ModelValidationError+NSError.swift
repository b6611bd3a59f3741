#if canImport(Foundation)
  import Foundation

  extension ModelValidationError: CustomNSError {
    /// `NSCocoaErrorDomain`, the domain Core Data reports validation errors in.
    public static var errorDomain: String { NSCocoaErrorDomain }

    /// Core Data's code: 1560 (multiple validation errors) for several failures, or the
    /// single failure's own code, such as 1670 for a string too short; see
    /// <doc:ErrorsAndNSError>.
    public var errorCode: Int {
      failures.count == 1 ? failures[0].coreDataCode : Self.multipleErrorsCode
    }

    /// The report as `NSLocalizedDescriptionKey`; for several failures, one `NSError` per
    /// failure under `"NSDetailedErrors"`, as Core Data does; for one failure, its key
    /// path and value under `"NSValidationErrorKey"` and `"NSValidationErrorValue"`.
    ///
    /// A secret field's value is never included.
    public var errorUserInfo: [String: Any] {
      guard failures.count == 1 else {
        return [
          NSLocalizedDescriptionKey: description,
          Self.detailedErrorsKey: failures.map { $0.nsError },
        ]
      }
      return failures[0].userInfo
    }

    // Core Data's code for several validation errors at once.
    static let multipleErrorsCode = 1560

    // The user-info key under which Core Data lists the detailed errors.
    static let detailedErrorsKey = "NSDetailedErrors"
  }

  extension ModelValidationError.Failure {
    // The Core Data error code for this failure, as `CoreDataErrors.h` numbers them: 1570
    // missing mandatory value, 1620 / 1610 number too small / too large, 1670 / 1660
    // string too short / too long, 1580 / 1590 too few / too many items, 1680 pattern
    // mismatch, and 1550 for anything else, including a failure whose unsatisfied
    // requirements are of different kinds. A bound on dates reports the number codes: a
    // failure does not know the type it judged.
    package var coreDataCode: Int {
      if reason == .missingValue { return 1570 }
      guard reason == .unsatisfiedRequirements else { return 1550 }
      let kinds = Set(unsatisfied.flatMap(\.leaves).map(\.kind))
      guard kinds.count == 1, let kind = kinds.first else { return 1550 }
      switch kind {
      case .missing: return 1570
      case .tooSmall: return 1620
      case .tooLarge: return 1610
      case .tooShort: return 1670
      case .tooLong: return 1660
      case .tooFew: return 1580
      case .tooMany: return 1590
      case .patternMismatch: return 1680
      case .other, .conversion: return 1550
      }
    }

    // This failure as an `NSError` in `NSCocoaErrorDomain`, as Core Data lists it among
    // the detailed errors.
    var nsError: NSError {
      NSError(domain: NSCocoaErrorDomain, code: coreDataCode, userInfo: userInfo)
    }

    // The user info Core Data gives a single validation error.
    //
    // `NSValidationErrorKey` is the failure's path; for a cross-field rule of the model
    // itself, whose path is empty, the first field the rule names.
    var userInfo: [String: Any] {
      let key = path.components.isEmpty ? (fields.first { !$0.components.isEmpty } ?? path) : path
      var info: [String: Any] = [
        NSLocalizedDescriptionKey: description,
        "NSValidationErrorKey": key.description,
      ]
      if let rejectedValue {
        info["NSValidationErrorValue"] = rejectedValue
      }
      return info
    }
  }
#endif
