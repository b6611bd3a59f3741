/// A check on a whole model that takes time, such as "user name not taken" against a
/// database: a server runs a model's async rules concurrently with
/// ``ValidatableModel/validate(checking:maxConcurrent:)``.
///
/// ```swift
/// let rules = [
///   AsyncModelRule<SignUp>("user name not taken", fields: ["userName"]) {
///     try await database.isFree(userName: $0.userName)
///   }
///   .reportedAs(domain: "SignUp", code: 1, name: "user_name_taken")
/// ]
/// try await signUp.validate(checking: rules)
/// ```
///
/// A rule is asked only when every field it names is valid; a rule that names no field
/// is always asked. An error its predicate throws (a lost connection) is not a failure of
/// the model: `validate(checking:maxConcurrent:)` throws it.
public struct AsyncModelRule<Model>: Sendable {
  /// What the rule demands, shown when it fails.
  public let description: String

  /// The fields the rule reads and a failure is shown next to; the rule is skipped while
  /// one of them is invalid.
  public let fields: [FieldPath]

  // The predicate.
  let predicate: @Sendable (Model) async throws -> Bool

  // The error domain, code and problem code a failure reports, if the rule names them.
  let reportedCode: UnsatisfiedRequirement.ReportedCode?

  /// Creates an async rule.
  ///
  /// - Parameters:
  ///   - description: What the rule demands, shown when it fails.
  ///   - fields: The fields the rule reads and a failure is shown next to.
  ///   - predicate: Returns `true` when the model satisfies the rule.
  public init(
    _ description: String, fields: [FieldPath] = [],
    _ predicate: @escaping @Sendable (Model) async throws -> Bool
  ) {
    self.init(description, fields: fields, reportedCode: nil, predicate)
  }

  private init(
    _ description: String, fields: [FieldPath],
    reportedCode: UnsatisfiedRequirement.ReportedCode?,
    _ predicate: @escaping @Sendable (Model) async throws -> Bool
  ) {
    self.description = description
    self.fields = fields
    self.reportedCode = reportedCode
    self.predicate = predicate
  }

  /// Returns a copy whose failure reports an error domain and code of your own, and
  /// `name` as its problem details code.
  ///
  /// - Parameters:
  ///   - domain: The `NSError` domain.
  ///   - code: The `NSError` code.
  ///   - name: The code problem details give the failure; `nil` for `rule`.
  /// - Returns: The same rule, reporting the given code.
  public func reportedAs(domain: String, code: Int, name: String? = nil) -> AsyncModelRule {
    AsyncModelRule(
      description, fields: fields,
      reportedCode: .init(domain: domain, code: code, name: name), predicate)
  }

  // The failure this rule reports.
  var failure: ModelValidationError.Failure {
    ModelValidationError.Failure(
      path: FieldPath(), fields: fields.isEmpty ? [FieldPath()] : fields, reason: .brokenRule,
      unsatisfied: [
        UnsatisfiedRequirement(requirement: description, input: nil, reportedCode: reportedCode)
      ])
  }
}
