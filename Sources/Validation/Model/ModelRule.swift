/// A cross-field rule: a requirement on a whole model, such as "a person younger than 16
/// can't hold a driving licence".
///
/// Every field can be valid while their combination is not. A rule states the
/// combination's requirement, the fields a form should show its failure next to, the
/// fields it depends on, and the contexts it runs in.
///
/// ```swift
/// struct Person: ValidatableModel {
///   @Validated(.range(0...150)) var age = 0
///   var hasDrivingLicense = false
///
///   static let rules: [ModelRule<Person>] = [
///     ModelRule(
///       "Person is too young to have a driving license.",
///       fields: ["age", "hasDrivingLicense"], dependsOn: ["age"]
///     ) { !($0.hasDrivingLicense && $0.age < 16) }
///   ]
///   // visitFields(_:) lists age and hasDrivingLicense
/// }
/// ```
///
/// A rule runs even when some field is invalid, so a form can show every problem at once,
/// unless it depends on that field: a rule that divides by a field is skipped, neither
/// run nor reported, while that field is invalid.
public struct ModelRule<Model>: Sendable {
  // The requirement on the whole model.
  package let requirement: Requirement<Model>

  // The fields a failure belongs to, so a form can show it next to them; empty for the
  // model as a whole.
  package let fields: [FieldPath]

  // The fields the rule reads: while one of them is invalid, the rule is skipped.
  package let dependencies: [FieldPath]

  // The fields and dependencies named by key path, which the model's field list turns
  // into paths; `nil` for a rule that names them by path. A reference, so that a rule
  // named by paths grows by one word only.
  package let keyPaths: RuleKeyPaths?

  // The contexts the rule runs in; `nil` for every validation.
  @usableFromInline
  package let contexts: Set<ValidationContext>?

  // The requirement's check, in an object of its own that `holds(_:)` calls without
  // going through the requirement's shared storage.
  let check: Check

  // `check` again, unretained: `holds(_:)` calls it through this reference, which needs no
  // reference counting (`check` keeps the object alive as long as the rule).
  @usableFromInline
  let unretainedCheck: Unmanaged<Check>

  // A rule's check: a closure in a class of its own, so that a call through a reference
  // that is not retained reads it without reference counting.
  @usableFromInline
  final class Check: Sendable {
    @usableFromInline
    let holds: @Sendable (Model) -> Bool

    init(_ holds: @escaping @Sendable (Model) -> Bool) {
      self.holds = holds
    }
  }

  /// Creates a rule from a requirement on the model.
  ///
  /// - Parameters:
  ///   - requirement: The requirement on the whole model.
  ///   - fields: The fields a failure is shown next to.
  ///   - dependencies: The fields the rule reads; the rule is skipped while one is invalid.
  ///   - contexts: The contexts the rule runs in; `nil` (the default) for every validation
  ///     but a deletion's.
  public init(
    _ requirement: Requirement<Model>,
    fields: [FieldPath] = [],
    dependsOn dependencies: [FieldPath] = [],
    when contexts: Set<ValidationContext>? = nil
  ) {
    self.init(
      requirement, fields: fields, dependencies: dependencies, keyPaths: nil, contexts: contexts)
  }

  // Creates a rule with its fields named by paths, by key paths, or both.
  init(
    _ requirement: Requirement<Model>, fields: [FieldPath], dependencies: [FieldPath],
    keyPaths: RuleKeyPaths?, contexts: Set<ValidationContext>?
  ) {
    self.requirement = requirement
    self.check = Check(requirement.check)
    self.unretainedCheck = Unmanaged.passUnretained(check)
    self.fields = fields
    self.dependencies = dependencies
    self.keyPaths = keyPaths
    self.contexts = contexts
  }

  /// Creates a rule from a description and a predicate on the model.
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
    _ predicate: @escaping @Sendable (Model) -> Bool
  ) {
    self.init(
      Requirement(description, predicate), fields: fields, dependsOn: dependencies,
      when: contexts)
  }

  /// Creates a rule from a description and a predicate on the model that may throw.
  ///
  /// A model for which the predicate throws does not satisfy the rule. The failure does
  /// not keep the thrown error, which could quote the model, secret fields included: log
  /// it inside the predicate if you need it.
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
    _ predicate: @escaping @Sendable (Model) throws -> Bool
  ) {
    self.init(
      Requirement(description, predicate), fields: fields, dependsOn: dependencies,
      when: contexts)
  }

  /// Returns a copy whose failures report an error domain and code of your own, as
  /// Core Data apps define theirs.
  ///
  /// ```swift
  /// ModelRule<Team>("A team with players cannot be deleted.", when: [.delete]) {
  ///   $0.playerCount == 0
  /// }
  /// .reportedAs(domain: "TeamErrorDomain", code: 1, name: "team_has_players")
  /// ```
  ///
  /// - Parameters:
  ///   - domain: The `NSError` domain.
  ///   - code: The `NSError` code.
  ///   - name: The code problem details give the failure; `nil` for `rule`.
  /// - Returns: The same rule, reporting the given code.
  public func reportedAs(domain: String, code: Int, name: String? = nil) -> ModelRule {
    ModelRule(
      requirement.reportedAs(domain: domain, code: code, name: name), fields: fields,
      dependencies: dependencies, keyPaths: keyPaths, contexts: contexts)
  }

  /// Returns a copy shown to people with your phrase and error sentence, in the
  /// languages you give, and reported with your code.
  ///
  /// ```swift
  /// ModelRule<Signup>("passwords match", fields: ["confirmation"]) {
  ///   $0.password == $0.confirmation
  /// }
  /// .worded(
  ///   ["en": "matching passwords", "de": "übereinstimmende Passwörter"],
  ///   error: ["en": "The passwords do not match.", "de": "Die Passwörter stimmen nicht überein."],
  ///   code: "password_mismatch")
  /// ```
  ///
  /// - Parameters:
  ///   - phrase: What the rule demands, for checklists.
  ///   - error: The sentence a failure shows; the phrase when `nil`.
  ///   - code: The code problem details give a failure; `nil` for `rule`.
  /// - Returns: The same rule, worded your way.
  public func worded(_ phrase: LocalizedText, error: LocalizedText? = nil, code: String? = nil)
    -> ModelRule
  {
    ModelRule(
      requirement.worded(phrase, error: error, code: code), fields: fields,
      dependencies: dependencies, keyPaths: keyPaths, contexts: contexts)
  }

  // Whether the model satisfies the rule; a predicate that throws counts as `false`.
  @inlinable
  func holds(_ model: Model) -> Bool {
    // Loaded from an array's storage, a closure is retained around its call; read through
    // a guaranteed reference to its object, it is not.
    unretainedCheck._withUnsafeGuaranteedRef { $0.holds(model) }
  }

  // Whether the rule runs when validating for `context` (`nil`: a plain validation). A
  // rule without contexts runs in every validation but a deletion's, as Core Data checks
  // only its delete rules before deleting.
  @inlinable
  func applies(in context: ValidationContext?) -> Bool {
    guard let contexts else { return context != .delete }
    return context.map(contexts.contains) ?? false
  }
}
