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
    // The Core Data error code for this failure (see `InvalidValue.Reason.coreDataCode`),
    // or 1600, "deny delete", for a rule that runs only when deleting.
    package var coreDataCode: Int {
      deniesDeletion ? 1600 : reason.coreDataCode(for: unsatisfied)
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
        NSLocalizedFailureReasonErrorKey: message,
        "NSValidationErrorKey": key.description,
      ]
      if let rejectedValue {
        info["NSValidationErrorValue"] =
          rejectedValueIsText ? rejectedValue : Self.number(rejectedValue) ?? rejectedValue
      }
      return info
    }

    // A number or Boolean, read back from how a report writes it.
    private static func number(_ text: String) -> NSNumber? {
      if let integer = Int(text) { return NSNumber(value: integer) }
      if let double = Double(text) { return NSNumber(value: double) }
      if let bool = Bool(text) { return NSNumber(value: bool) }
      let decimal = NSDecimalNumber(string: text)
      return decimal == .notANumber ? nil : decimal
    }
  }
#endif
