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

    /// The report as `NSLocalizedDescriptionKey`; for several failures, or a failure in a
    /// domain of its own, one `NSError` per failure under `"NSDetailedErrors"`, as Core
    /// Data does, for the first 100 failures (the report says how many more there are);
    /// for one failure, its key path and value under `"NSValidationErrorKey"` and
    /// `"NSValidationErrorValue"`.
    ///
    /// When ``ValidatableModel/validate(for:)`` or a context's variant threw the error, each
    /// failure also gives the model's description under `NSValidationObjectErrorKey`
    /// (`"NSValidationErrorObject"`). A secret field's value is never included.
    public var errorUserInfo: [String: Any] {
      guard isSingleCocoaFailure else {
        return [
          NSLocalizedDescriptionKey: description,
          Self.detailedErrorsKey: failures.prefix(Self.maximumListedFailures).flatMap {
            $0.nsErrors(object: objectDescription)
          },
        ]
      }
      return failures[0].userInfo(object: objectDescription)
    }

    // Whether the error bridges as its one failure: a single failure in Core Data's domain.
    private var isSingleCocoaFailure: Bool {
      failures.count == 1 && !failures[0].hasReportedCodes
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

    // Whether a requirement or rule of this failure reports a code of its own.
    var hasReportedCodes: Bool {
      unsatisfied.contains { $0.reportedCode != nil }
    }

    // This failure as Core Data lists it among the detailed errors: one `NSError` in
    // `NSCocoaErrorDomain`; or, when a requirement reports a code of its own, one per
    // unsatisfied requirement, each in its domain with its code, as ``InvalidValue``
    // bridges them.
    func nsErrors(object: String?) -> [NSError] {
      guard hasReportedCodes else {
        return [
          NSError(
            domain: NSCocoaErrorDomain, code: coreDataCode, userInfo: userInfo(object: object))
        ]
      }
      return unsatisfied.map { requirement in
        var single = self
        single.unsatisfied = [requirement]
        return requirement.nsError(
          coreDataCode: single.coreDataCode, userInfo: single.userInfo(object: object))
      }
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
          rejectedValueIsNumber ? Self.number(rejectedValue) ?? rejectedValue : rejectedValue
      }
      if let object {
        info[Self.objectKey] = object
      }
      return info
    }

    // The value of Core Data's `NSValidationObjectErrorKey`.
    static let objectKey = "NSValidationErrorObject"

    // A number or Boolean, read back from how a report writes it; `nil` for any other
    // text, such as a date's, even one that starts with digits.
    private static func number(_ text: String) -> NSNumber? {
      if let integer = Int(text) { return NSNumber(value: integer) }
      if let double = Double(text) { return NSNumber(value: double) }
      if let bool = Bool(text) { return NSNumber(value: bool) }
      // `NSDecimalNumber(string:)` reads a number at the start of any text: only whole
      // decimal text is a `Decimal`'s.
      guard isPlainNumber(text, separator: UInt8(ascii: "."), allowsExponent: false) else {
        return nil
      }
      let decimal = NSDecimalNumber(string: text)
      return decimal == .notANumber ? nil : decimal
    }
  }
#endif
