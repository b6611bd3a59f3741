#if canImport(Foundation)
  import Foundation

  extension ModelValidationError: CustomNSError {
    /// `NSCocoaErrorDomain`, the domain Core Data reports validation errors in.
    public static var errorDomain: String { NSCocoaErrorDomain }

    /// Core Data's code: 1560 (multiple validation errors) for several failures, or the
    /// single failure's own code, such as 1670 for a string too short; see
    /// <doc:ErrorsAndNSError>.
    ///
    /// A failure reported in a domain of its own (`reportedAs(domain:code:name:)`) is
    /// listed under `"NSDetailedErrors"` of a 1560 error, even alone: an error type bridges
    /// to one domain.
    public var errorCode: Int {
      isSingleCocoaFailure ? failures[0].coreDataCode : Self.multipleErrorsCode
    }

    /// The report as `NSLocalizedDescriptionKey`; for several failures, one `NSError` per
    /// failure under `"NSDetailedErrors"`, as Core Data does; for one failure, its key
    /// path and value under `"NSValidationErrorKey"` and `"NSValidationErrorValue"`.
    ///
    /// Each failure also gives the model's description as `"NSValidationObjectErrorKey"`
    /// when the error comes from validating a model (not from decoding one). A secret
    /// field's value is never included.
    public var errorUserInfo: [String: Any] {
      guard isSingleCocoaFailure else {
        return [
          NSLocalizedDescriptionKey: description,
          Self.detailedErrorsKey: failures.map { $0.nsError(object: objectDescription) },
        ]
      }
      return failures[0].userInfo(object: objectDescription)
    }

    // Whether the error bridges as its one failure: a single failure in Core Data's domain.
    private var isSingleCocoaFailure: Bool {
      failures.count == 1 && failures[0].reportedCode == nil
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

    // This failure as an `NSError`, as Core Data lists it among the detailed errors: in
    // the domain and with the code its requirement reports, or in `NSCocoaErrorDomain`.
    func nsError(object: String?) -> NSError {
      let info = userInfo(object: object)
      guard let reportedCode else {
        return NSError(domain: NSCocoaErrorDomain, code: coreDataCode, userInfo: info)
      }
      return NSError(domain: reportedCode.domain, code: reportedCode.code, userInfo: info)
    }

    // The user info Core Data gives a single validation error; `object` is the validated
    // model's description, if known.
    //
    // `NSValidationErrorKey` is the failure's path; for a cross-field rule of the model
    // itself, whose path is empty, the first field the rule names.
    func userInfo(object: String?) -> [String: Any] {
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
      if let object {
        info["NSValidationObjectErrorKey"] = object
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
