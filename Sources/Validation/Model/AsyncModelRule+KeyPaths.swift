// An async rule names its fields by key path as a ``ModelRule`` does: the model's field
// list says which name each key path stands for, looked up when the rules run.
extension AsyncModelRule {
  /// Creates an async rule from a requirement on the whole model, with the fields it names
  /// by key path.
  ///
  /// The model's field list must name each key path
  /// (`visitor.visit("userName", \Self.userName, &_userName)`, as `@ValidatableModel`
  /// writes it); a field it does not name, such as one through an optional
  /// (`\.billing?.zip`), shows the failure at the model as a whole, and a dependency it
  /// does not name holds the rule back while any field is invalid.
  ///
  /// - Parameters:
  ///   - requirement: The requirement the model must satisfy.
  ///   - fields: The fields a failure is shown next to, such as `\.userName`.
  ///   - dependencies: The fields the rule reads: it is skipped while one is invalid.
  public init(
    _ requirement: AsyncRequirement<Model>, fields: [PartialKeyPath<Model>],
    dependsOn dependencies: [PartialKeyPath<Model>] = []
  ) {
    self.init(
      requirement, fields: [], dependencies: [],
      keyPaths: RuleKeyPaths(fields: fields, dependencies: dependencies), reportedCode: nil)
  }

  /// Creates an async rule from its description and predicate, with the fields it names
  /// by key path.
  ///
  /// ```swift
  /// AsyncModelRule<SignUp>(
  ///   "user name not taken", fields: [\.userName], dependsOn: [\.userName]
  /// ) { try await database.isFree(userName: $0.userName) }
  /// ```
  ///
  /// - Parameters:
  ///   - description: What the rule demands, shown when it fails.
  ///   - fields: The fields a failure is shown next to.
  ///   - dependencies: The fields the rule reads: it is skipped while one is invalid.
  ///   - predicate: Returns `true` when the model satisfies the rule.
  public init(
    _ description: String, fields: [PartialKeyPath<Model>],
    dependsOn dependencies: [PartialKeyPath<Model>] = [],
    _ predicate: @escaping @Sendable (Model) async throws -> Bool
  ) {
    self.init(AsyncRequirement(description, predicate), fields: fields, dependsOn: dependencies)
  }
}
