/// A check on a whole model that takes time, such as "user name not taken" against a
/// database: a server runs a model's async rules concurrently with
/// ``ValidatableModel/validate(checking:maxConcurrent:)``.
///
/// ```swift
/// let rules = [
///   AsyncModelRule<SignUp>("user name not taken", fields: ["userName"]) {
///     try await database.isFree(userName: $0.userName)
///   }
/// ]
/// try await signUp.validate(checking: rules)
/// ```
///
/// A rule is asked only when its fields are valid. A predicate that throws (a lost
/// connection, a cancelled task) counts as unsatisfied, so a check that could not run
/// never passes; the failure does not keep the error, which could quote the model.
public struct AsyncModelRule<Model>: Sendable {
  /// What the rule demands, shown when it fails.
  public let description: String

  /// The fields a failure is shown next to; the rule is skipped while one is invalid.
  public let fields: [FieldPath]

  // The predicate.
  let predicate: @Sendable (Model) async throws -> Bool

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
    self.description = description
    self.fields = fields
    self.predicate = predicate
  }

  // Whether the model satisfies the rule; a predicate that throws counts as `false`.
  func holds(_ model: Model) async -> Bool {
    (try? await predicate(model)) ?? false
  }

  // The failure this rule reports.
  var failure: ModelValidationError.Failure {
    ModelValidationError.Failure(
      path: FieldPath(), fields: fields.isEmpty ? [FieldPath()] : fields, reason: .brokenRule,
      unsatisfied: [UnsatisfiedRequirement(requirement: description, input: nil)])
  }
}
