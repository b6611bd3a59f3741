/// A cross-field rule that takes time, such as "user name not taken" against a database:
/// a server runs a model's async rules concurrently with
/// ``ValidatableModel/validate(checking:maxConcurrent:)``.
///
/// ```swift
/// let rules = [
///   AsyncModelRule<SignUp>(
///     "user name not taken", fields: ["userName"], dependsOn: ["userName"]
///   ) { try await database.isFree(userName: $0.userName) }
///   .reportedAs(domain: "SignUp", code: 1, name: "user_name_taken")
/// ]
/// try await signUp.validate(checking: rules)
/// ```
///
/// As a ``ModelRule``: `fields` are where a failure is shown, and the rule is skipped,
/// neither asked nor reported, while a field it `dependsOn` is invalid. An error its
/// predicate throws (a lost connection) is not a failure of the model:
/// `validate(checking:maxConcurrent:)` throws it.
public struct AsyncModelRule<Model>: Sendable {
  // The requirement on the whole model.
  package let requirement: AsyncRequirement<Model>

  // The fields a failure belongs to; empty for the model as a whole.
  package let fields: [FieldPath]

  // The fields the rule reads: while one of them is invalid, the rule is skipped.
  package let dependencies: [FieldPath]

  // The fields and dependencies the rule names by key path, instead of `fields` and
  // `dependencies`; the model's field list says which names they stand for.
  let keyPaths: RuleKeyPaths?

  // The error domain, code and problem code a failure reports, if the rule names them.
  let reportedCode: UnsatisfiedRequirement.ReportedCode?

  /// Creates an async rule from a requirement on the whole model.
  ///
  /// - Parameters:
  ///   - requirement: The requirement the model must satisfy.
  ///   - fields: The fields a failure is shown next to.
  ///   - dependencies: The fields the rule reads: it is skipped while one is invalid.
  public init(
    _ requirement: AsyncRequirement<Model>, fields: [FieldPath] = [],
    dependsOn dependencies: [FieldPath] = []
  ) {
    self.init(
      requirement, fields: fields, dependencies: dependencies, keyPaths: nil, reportedCode: nil)
  }

  /// Creates an async rule from its description and predicate.
  ///
  /// - Parameters:
  ///   - description: What the rule demands, shown when it fails.
  ///   - fields: The fields a failure is shown next to.
  ///   - dependencies: The fields the rule reads: it is skipped while one is invalid.
  ///   - predicate: Returns `true` when the model satisfies the rule.
  public init(
    _ description: String, fields: [FieldPath] = [], dependsOn dependencies: [FieldPath] = [],
    _ predicate: @escaping @Sendable (Model) async throws -> Bool
  ) {
    self.init(AsyncRequirement(description, predicate), fields: fields, dependsOn: dependencies)
  }

  init(
    _ requirement: AsyncRequirement<Model>, fields: [FieldPath], dependencies: [FieldPath],
    keyPaths: RuleKeyPaths?, reportedCode: UnsatisfiedRequirement.ReportedCode?
  ) {
    self.requirement = requirement
    self.fields = fields
    self.dependencies = dependencies
    self.keyPaths = keyPaths
    self.reportedCode = reportedCode
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
      requirement, fields: fields, dependencies: dependencies, keyPaths: keyPaths,
      reportedCode: .init(domain: domain, code: code, name: name))
  }

  // The failure this rule reports, shown next to `fields`.
  func failure(at fields: [FieldPath]) -> ModelValidationError.Failure {
    ModelValidationError.Failure(
      path: FieldPath(), fields: fields.isEmpty ? [FieldPath()] : fields, reason: .brokenRule,
      unsatisfied: [
        UnsatisfiedRequirement(
          requirement: requirement.description, input: nil, underlyingError: nil,
          wording: requirement.wording, reportedCode: reportedCode)
      ])
  }
}
