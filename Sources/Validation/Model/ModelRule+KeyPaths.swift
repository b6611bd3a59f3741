// A rule may name its fields by key path, which the compiler checks, instead of by the
// names a field list gives, which only `fieldListProblems()` checks. The model's field
// list says which name each key path stands for (see `FieldVisitor+KeyPaths.swift`), so a
// rule's key paths become paths when a failure is reported, never while a valid model is
// checked.
extension ModelRule {
  /// Creates a rule from a requirement on the model, with the fields it names by key path.
  ///
  /// The model's field list must name each key path
  /// (`visitor.visit("password", \Self.password, &_password)`, as `@ValidatableModel`
  /// writes it), as ``ValidatableModel/fieldListProblems()`` checks.
  ///
  /// - Parameters:
  ///   - requirement: The requirement on the whole model.
  ///   - fields: The fields a failure is shown next to, such as `\.confirmPassword` or
  ///     `\.address.zip`.
  ///   - dependencies: The fields the rule reads; the rule is skipped while one is invalid.
  ///   - contexts: The contexts the rule runs in; `nil` (the default) for every validation
  ///     but a deletion's.
  public init(
    _ requirement: Requirement<Model>,
    fields: [PartialKeyPath<Model>],
    dependsOn dependencies: [PartialKeyPath<Model>] = [],
    when contexts: Set<ValidationContext>? = nil
  ) {
    self.init(
      requirement, fields: [], dependencies: [],
      keyPaths: RuleKeyPaths(fields: fields, dependencies: dependencies), contexts: contexts)
  }

  /// Creates a rule from a description and a predicate on the model, with the fields it
  /// names by key path.
  ///
  /// ```swift
  /// ModelRule("Passwords match", fields: [\.confirmPassword], dependsOn: [\.password]) {
  ///   $0.password == $0.confirmPassword
  /// }
  /// ```
  ///
  /// The model's field list must name each key path, as `@ValidatableModel` writes it
  /// and ``ValidatableModel/fieldListProblems()`` checks. A rule that names only fields it
  /// depends on passes `fields: []`.
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
    fields: [PartialKeyPath<Model>],
    dependsOn dependencies: [PartialKeyPath<Model>] = [],
    when contexts: Set<ValidationContext>? = nil,
    _ predicate: @escaping @Sendable (Model) -> Bool
  ) {
    self.init(
      Requirement(description, predicate), fields: fields, dependsOn: dependencies,
      when: contexts)
  }

  /// Creates a rule from a description and a predicate on the model that may throw, with
  /// the fields it names by key path; a model for which the predicate throws does not
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
    fields: [PartialKeyPath<Model>],
    dependsOn dependencies: [PartialKeyPath<Model>] = [],
    when contexts: Set<ValidationContext>? = nil,
    _ predicate: @escaping @Sendable (Model) throws -> Bool
  ) {
    self.init(
      Requirement(description, predicate), fields: fields, dependsOn: dependencies,
      when: contexts)
  }
}

extension ModelRule where Model: AnyObject {
  /// Creates a rule for a class model, such as a `@MainActor @Observable` view model, from
  /// a description and a predicate that may read the model's isolated properties, with the
  /// fields it names by key path.
  ///
  /// ```swift
  /// ModelRule("Passwords must match", fields: [\.confirmPassword]) {
  ///   $0.password.input == $0.confirmPassword.input
  /// }
  /// ```
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
    fields: [PartialKeyPath<Model>],
    dependsOn dependencies: [PartialKeyPath<Model>] = [],
    when contexts: Set<ValidationContext>? = nil,
    _ predicate: @escaping (Model) -> Bool
  ) {
    nonisolated(unsafe) let predicate = predicate
    self.init(
      Requirement(description) { predicate($0) }, fields: fields, dependsOn: dependencies,
      when: contexts)
  }

  /// Creates a rule for a class model from a description and a predicate that may throw
  /// and may read the model's isolated properties, with the fields it names by key path; a
  /// model for which the predicate throws does not satisfy the rule.
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
    fields: [PartialKeyPath<Model>],
    dependsOn dependencies: [PartialKeyPath<Model>] = [],
    when contexts: Set<ValidationContext>? = nil,
    _ predicate: @escaping (Model) throws -> Bool
  ) {
    nonisolated(unsafe) let predicate = predicate
    self.init(
      Requirement(description) { try predicate($0) }, fields: fields,
      dependsOn: dependencies, when: contexts)
  }
}
