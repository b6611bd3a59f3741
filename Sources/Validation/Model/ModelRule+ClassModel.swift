// A class view model is usually isolated to the main actor (`@MainActor @Observable`),
// so a rule's predicate reads main-actor state and cannot be `@Sendable`. Such a model
// conforms with `@MainActor ValidatableModel`, which lets only main-actor code validate it:
// the predicate then runs on the actor it was written for. These overloads take the
// predicate as written and are chosen over the `@Sendable` ones for every class model.
extension ModelRule where Model: AnyObject {
  /// Creates a rule for a class model, such as a `@MainActor @Observable` view model,
  /// from a description and a predicate that may read the model's isolated properties.
  ///
  /// ```swift
  /// ModelRule("Passwords must match", fields: ["confirmPassword"]) {
  ///   $0.password.input == $0.confirmPassword.input
  /// }
  /// ```
  ///
  /// The predicate runs where the model is validated: on its actor, for a model that
  /// conforms with `@MainActor ValidatableModel`.
  ///
  /// - Parameters:
  ///   - description: What the rule demands, shown when it fails.
  ///   - fields: The fields a failure is shown next to.
  ///   - dependencies: The fields the rule reads; the rule is skipped while one is invalid.
  ///   - contexts: The contexts the rule runs in; `nil` (the default) for every validation
  ///     but a deletion's.
  ///   - predicate: A pure function that returns `true` when the model satisfies the rule.
  public init(
    _ description: String,
    fields: [FieldPath] = [],
    dependsOn dependencies: [FieldPath] = [],
    when contexts: Set<ValidationContext>? = nil,
    _ predicate: @escaping (Model) -> Bool
  ) {
    nonisolated(unsafe) let predicate = predicate
    self.init(
      Requirement(description) { predicate($0) }, fields: fields, dependsOn: dependencies,
      when: contexts)
  }

  /// Creates a rule for a class model from a description and a predicate that may throw
  /// and may read the model's isolated properties; a model for which it throws does not
  /// satisfy the rule.
  ///
  /// - Parameters:
  ///   - description: What the rule demands, shown when it fails.
  ///   - fields: The fields a failure is shown next to.
  ///   - dependencies: The fields the rule reads; the rule is skipped while one is invalid.
  ///   - contexts: The contexts the rule runs in; `nil` (the default) for every validation
  ///     but a deletion's.
  ///   - predicate: A pure function that returns `true` when the model satisfies the rule.
  public init(
    _ description: String,
    fields: [FieldPath] = [],
    dependsOn dependencies: [FieldPath] = [],
    when contexts: Set<ValidationContext>? = nil,
    _ predicate: @escaping (Model) throws -> Bool
  ) {
    nonisolated(unsafe) let predicate = predicate
    self.init(
      Requirement(description) { try predicate($0) }, fields: fields,
      dependsOn: dependencies, when: contexts)
  }
}
