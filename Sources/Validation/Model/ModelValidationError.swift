import Requirements

/// The one error a model validation throws: every failure in the model, each with its
/// path, like Core Data's "multiple validation errors" error.
///
/// ```swift
/// do {
///   try person.validate()
/// } catch {
///   print(error)
///   // 2 validation failures:
///   // - name (Name): not blank (got "")
///   // - age, hasDrivingLicense: Person is too young to have a driving license.
///   error.failures(at: "age")   // the failures a form shows next to the age field
/// }
/// ```
///
/// Combining two errors flattens them: an error never holds another error. A secret
/// field's value appears nowhere in it.
public struct ModelValidationError: Error, Sendable {
  /// Every failure, in the order the model lists its fields, then its rules.
  public let failures: [Failure]

  // The validated model's description, secrets redacted, for `NSError` bridging
  // (`NSValidationObjectErrorKey`); `nil` unless a throwing validation of a model made the
  // error.
  package internal(set) var objectDescription: String?

  // For an error that decoding made, with paths from the top of the data: how many leading
  // components of each path lead to the decoded model. `nil` for paths relative to the
  // model, such as those `validate()` or `update(_:)` throws.
  var decodedModelDepth: Int?

  /// Creates an error from its failures, in the order to report them.
  public init(_ failures: [Failure]) {
    self.failures = failures
  }

  /// The failures a form shows next to a field, such as `"address.zip"`: those that belong
  /// to it or to a field inside it.
  public func failures(at path: FieldPath) -> [Failure] {
    failures.filter { failure in failure.fields.contains { $0.isWithin(path) } }
  }

  // A copy in which every path starts with the steps from an outer model.
  func prefixed(by parent: [FieldPath.Component]) -> ModelValidationError {
    ModelValidationError(failures.map { $0.prefixed(by: parent) })
  }

  // The error of decoding a model found at `codingPath`, with paths from the top of the
  // data.
  func decoded(at codingPath: [any CodingKey]) -> ModelValidationError {
    let base = FieldPath(codingPath: codingPath).components
    var error = prefixed(by: base)
    error.decodedModelDepth = base.count
    return error
  }
}

extension ModelValidationError {
  /// One detailed failure: a field, or a cross-field rule, and what is wrong with it.
  public struct Failure: Sendable {
    /// The field's path; for a cross-field rule, the path of the model it belongs to
    /// (empty for the outermost model).
    public internal(set) var path: FieldPath

    /// The fields the failure belongs to: the field itself, or the fields a cross-field
    /// rule is attached to (the model's path when it names none).
    public internal(set) var fields: [FieldPath]

    /// The field's display name, if it has one.
    ///
    /// In English, or in the first language of a name given in several; ``message(in:timeZone:)``
    /// names the field in the locale's language.
    public var displayName: String? { localizedDisplayName?.englishName }

    // The display name in every language it has.
    var localizedDisplayName: LocalizedText?

    /// Why the failure happened.
    public internal(set) var reason: InvalidValue.Reason

    /// The requirements that are not satisfied, in declaration order.
    public internal(set) var unsatisfied: [UnsatisfiedRequirement]

    /// The rejected value as text, cut short past 256 characters.
    ///
    /// `nil` for a secret field, a cross-field rule, or when there is no value.
    public internal(set) var rejectedValue: String?

    // Whether the rejected value is text, which a report quotes, rather than a number or a
    // Boolean, which it writes as it is and which `NSError` bridging gives as an
    // `NSNumber`.
    package internal(set) var rejectedValueIsText = true

    // Whether the rejected value is a number or a Boolean, which `NSError` bridging gives
    // as an `NSNumber`.
    package internal(set) var rejectedValueIsNumber = false

    // Whether the failure is a rule that runs only when deleting: Core Data's "deny
    // delete" error.
    package internal(set) var deniesDeletion = false

    #if canImport(Foundation)
      // Why decoding could not read the value, in words every language has: problem
      // details word it in their locale. `nil` when `reason` is no decoding failure, or
      // quotes the decoder's or the value's own error.
      package internal(set) var decodingReason: ReportText?
    #endif

    /// Creates a failure at a path; `fields` is just `path` unless given.
    public init(
      path: FieldPath, fields: [FieldPath]? = nil, displayName: String? = nil,
      reason: InvalidValue.Reason, unsatisfied: [UnsatisfiedRequirement] = [],
      rejectedValue: String? = nil
    ) {
      self.path = path
      self.fields = fields ?? [path]
      self.localizedDisplayName = displayName.map { LocalizedText($0) }
      self.reason = reason
      self.unsatisfied = unsatisfied
      self.rejectedValue = rejectedValue
    }

    // Creates a failure of a field named in every language its name has.
    package init(
      path: FieldPath, localizedName: LocalizedText?, reason: InvalidValue.Reason,
      unsatisfied: [UnsatisfiedRequirement] = [], rejectedValue: String? = nil
    ) {
      self.init(
        path: path, reason: reason, unsatisfied: unsatisfied, rejectedValue: rejectedValue)
      localizedDisplayName = localizedName
    }

    /// The requirements the value breaks, in declaration order, as ``message`` names them.
    ///
    /// Of a requirement combined with `&&`, only the parts that fail are named.
    public var requirements: [String] {
      unsatisfied.flatMap(\.reportedRequirements)
    }

    /// What is wrong, without the path: "at least 8 characters; at least 1 digit".
    public var message: String {
      reason.message(unsatisfied)
    }

    // The same failure with every path below the steps from an outer model.
    func prefixed(by parent: [FieldPath.Component]) -> Failure {
      var failure = self
      failure.path = path.prefixed(by: parent)
      failure.fields = fields.map { $0.prefixed(by: parent) }
      return failure
    }
  }
}

extension ModelValidationError.Failure: CustomStringConvertible {
  /// The fields, the display name, the message and the rejected value, on one line.
  ///
  /// For example, `address.zip (ZIP code): exactly 5 digits (got "123")`. Text is shown
  /// between quotes with line breaks, control characters and `"` escaped; a number reads
  /// `(got 12)`.
  public var description: String {
    let location = fields.map { $0.components.isEmpty ? "(model)" : $0.description }
      .joined(separator: ", ")
    let name = displayName.map { " (\($0))" } ?? ""
    let value =
      rejectedValue.map { value in
        rejectedValueIsText
          ? " (got \"\(escapedForReport(value, escapingQuotes: true))\")"
          : " (got \(escapedForReport(value, escapingQuotes: false)))"
      } ?? ""
    return "\(location)\(name): \(message)\(value)"
  }
}

extension ModelValidationError: CustomStringConvertible {
  /// A readable multi-line report: a summary line, then one line per failure, at most 100
  /// of them; a last line says how many more ``failures`` holds ("… and 7900 more
  /// failures").
  public var description: String {
    let summary =
      failures.count == 1 ? "1 validation failure:" : "\(failures.count) validation failures:"
    let listed = failures.prefix(Self.maximumListedFailures).map { "- \($0)" }
    let more = failures.count - listed.count
    let rest = more == 0 ? [] : [more == 1 ? "… and 1 more failure" : "… and \(more) more failures"]
    return ([summary] + listed + rest).joined(separator: "\n")
  }

  // The most failures a report lists, in its description and as `NSError`'s detailed
  // errors: a small body can break a rule in each of thousands of elements, and a log line
  // must not grow with it. ``failures`` keeps them all.
  static let maximumListedFailures = 100
}

extension ModelValidationError: CustomDebugStringConvertible {
  /// The same bounded report as ``description``.
  public var debugDescription: String {
    description
  }
}
