/// A model that validates as a whole: every guarded field, every nested model, and its
/// own cross-field rules.
///
/// A model lists its stored properties once, in ``visitFields(_:)``; that list drives
/// validation, paths in errors, decoding (``DecodableModel``) and encoding, with no
/// `Mirror` and no existentials on the way. Cross-field rules go in ``rules``.
///
/// ```swift
/// struct Person: ValidatableModel {
///   @Validated(name: "Name", .nonBlank()) var name = ""
///   @Validated(name: "Age", .range(0...150)) var age = 0
///   var hasDrivingLicense = false
///
///   static let rules: [ModelRule<Person>] = [
///     ModelRule(
///       "Person is too young to have a driving license.",
///       fields: ["age", "hasDrivingLicense"], dependsOn: ["age"]
///     ) { !($0.hasDrivingLicense && $0.age < 16) }
///   ]
///
///   mutating func visitFields(_ visitor: inout some FieldVisitor) {
///     visitor.visit("name", &_name)
///     visitor.visit("age", &_age)
///     visitor.visit("hasDrivingLicense", plain: &hasDrivingLicense)
///   }
/// }
///
/// var tim = Person()
/// tim.name = "Tim"
/// tim.age = 15
/// tim.hasDrivingLicense = true
/// tim.isValid()        // false
/// try tim.validate()   // throws ModelValidationError listing every failure
/// ```
///
/// Structs and final classes can adopt it. *How* to validate is the model's decision;
/// *when* is the caller's: ``validate(for:)`` on demand, ``update(for:_:)`` for several changes
/// at once, and ``Draft`` for editing with invalid input kept until a commit. See
/// <doc:ModelsAndRules>.
public protocol ValidatableModel: NestedModels {
  /// Visits every stored property the model validates, decodes or encodes, in order.
  ///
  /// Call the visitor once per property with the name to use in paths and encoded data:
  /// `&_name` (the storage) for a `@Validated` property, `&field` for a `ValidatableValue`
  /// or a nested model (optional, in an array or a dictionary), and `plain: &value` for
  /// anything else. Class models must form a tree: a cycle traps.
  ///
  /// - Parameter visitor: The visitor to call for each property.
  mutating func visitFields(_ visitor: inout some FieldVisitor)

  /// The model's cross-field rules, checked after its fields; declare them as a
  /// `static let` so they are built once.
  static var rules: [ModelRule<Self>] { get }

  /// The deepest level, counted from the outermost model, at which a model of this type is
  /// still checked: 64 by default.
  ///
  /// A model nested deeper fails with reason ``InvalidValue/Reason/nestedTooDeeply(limit:)``
  /// instead of exhausting the stack; see <doc:Security>.
  static var maximumNestingDepth: Int { get }
}

extension ValidatableModel {
  /// No cross-field rules.
  public static var rules: [ModelRule<Self>] { [] }

  // Validation, `update`, decoding and encoding recurse into nested models. 64
  // leaves room on a 512 KiB thread stack (what Apple platforms give secondary threads)
  // even in a debug build, where decoding takes about 6 KiB of stack per level. Decoding
  // and encoding count the coding path's named keys, not positions in arrays or keys in
  // dictionaries: a model in `children[3]` or `children.ann` is one level below its
  // parent, as in validation.
  /// 64 levels of nesting below the model.
  public static var maximumNestingDepth: Int { 64 }

  /// Returns whether every field, every nested model and every rule that applies is
  /// satisfied; it builds no error.
  ///
  /// - Parameter context: The validation's context, such as `.delete`; `nil` (the
  ///   default) for a plain validation.
  /// - Returns: `true` when ``validate(for:)`` would not throw.
  @inlinable
  public func isValid(for context: ValidationContext? = nil) -> Bool {
    isValid(in: context, depth: 0)
  }

  /// Checks every field, nested model and rule, like Core Data's `validateForInsert`,
  /// `validateForUpdate` and `validateForDelete` when given a context.
  ///
  /// Without a context, the rules without one run. For `.insert` and `.update`, every
  /// field, the rules without a context and the rules of `context`; for `.delete`, only the
  /// delete rules. Nested models are checked for the same context.
  ///
  /// ```swift
  /// try person.validate()
  /// try user.validate(for: .delete)   // "A user who still has notes cannot be deleted"
  /// ```
  ///
  /// - Parameter context: The validation's context; `nil` (the default) for a plain
  ///   validation.
  /// - Throws: One ``ModelValidationError`` listing every failure with its path.
  public func validate(for context: ValidationContext? = nil) throws(ModelValidationError) {
    // The validity check first: the report is built only on failure.
    if isValid(in: context, depth: 0) { return }
    if let error = describedError(in: context) { throw error }
  }

  /// The error ``validate(for:)`` would throw now.
  ///
  /// - Parameter context: A context whose rules also apply, such as `.insert`; by default
  ///   only rules without a context.
  /// - Returns: Every failure, or `nil` when the model is valid.
  public func validationError(for context: ValidationContext? = nil) -> ModelValidationError? {
    isValid(in: context, depth: 0) ? nil : validationError(in: context)
  }

  // Whether a model of this type `depth` levels below the outermost model is still
  // walked: every walk that goes into nested models stops at the same level.
  @inlinable
  static func isChecked(atDepth depth: Int) -> Bool {
    depth <= maximumNestingDepth
  }

  // Whether the model is valid in a context (`nil`: a plain validation), `depth` levels
  // below the outermost model.
  @inlinable
  func isValid(in context: ValidationContext?, depth: Int) -> Bool {
    guard Self.isChecked(atDepth: depth) else { return false }
    // A deletion checks only delete rules, which the failure report finds; it allocates
    // nothing when there is none to report.
    if context == .delete { return validationError(in: .delete, depth: depth) == nil }
    var check = ValidityVisitor(checking: self, context: context, depth: depth)
    visitFieldsReadOnly(&check)
    return check.isValid && rulesHold(in: context)
  }

  // Whether every rule that applies in a context holds.
  @inlinable
  func rulesHold(in context: ValidationContext?) -> Bool {
    // Reading the rules in place, rather than copying each out of the array, saves a
    // reference-count operation per requirement, field path and context set in it.
    Self.rules.withUnsafeBufferPointer { rules in
      for index in rules.indices where rules[index].applies(in: context) {
        guard rules[index].holds(self) else { return false }
      }
      return true
    }
  }

  // Every failure in a context, or `nil` when there is none.
  //
  // - Parameters:
  //   - alsoInvalid: Paths whose value was not taken, for rules' dependencies, beyond
  //     the fields found invalid (decoding passes the fields it could not read, an
  //     update the assignments fields rejected): a rule that depends on one of them, on
  //     a path inside one, or on a path that contains one is skipped.
  //   - depth: How many levels below the outermost model this one is.
  //   - includingRejections: Whether a field's pending rejection is a failure, as in an
  //     update.
  @usableFromInline
  func validationError(
    in context: ValidationContext?, alsoInvalid: [FieldPath] = [],
    includingRejections: Bool = false, depth: Int = 0
  ) -> ModelValidationError? {
    guard Self.isChecked(atDepth: depth) else { return Self.tooDeepError }
    FieldListAudit.assertFieldList(of: self)
    var collection = FailureVisitor(
      context: context, depth: depth, alsoInvalid: alsoInvalid,
      includesRejections: includingRejections)
    visitFieldsReadOnly(&collection)
    return validationError(collected: collection.failures, in: context, alsoInvalid: alsoInvalid)
  }

  // Every failure in a context, from the fields' failures a walk collected: the rules that
  // apply and no invalid field blocks are checked and added.
  func validationError(
    collected fieldFailures: [ModelValidationError.Failure], in context: ValidationContext?,
    alsoInvalid: [FieldPath] = []
  ) -> ModelValidationError? {
    var failures = fieldFailures
    let invalidPaths = failures.map(\.path)
    for rule in Self.rules where rule.applies(in: context) {
      let (fields, dependencies) = paths(of: rule)
      // A field that was not taken (`address`, which kept its starting value) also blocks
      // the rules that depend on a part of it (`address.country`).
      let blocked = dependencies.contains { dependency in
        invalidPaths.contains { $0.isWithin(dependency) }
          || alsoInvalid.contains { $0.isWithin(dependency) || dependency.isWithin($0) }
      }
      if blocked { continue }
      if let failure = rule.requirement.failure(for: self, redactingInput: true) {
        var ruleFailure = ModelValidationError.Failure(
          path: FieldPath(), fields: fields.isEmpty ? [FieldPath()] : fields,
          reason: .brokenRule, unsatisfied: [failure])
        ruleFailure.deniesDeletion = rule.contexts == [.delete]
        failures.append(ruleFailure)
      }
    }
    return failures.isEmpty ? nil : ModelValidationError(failures)
  }

  // Every failure in a context, with the model's description for `NSError` bridging
  // (`NSValidationObjectErrorKey`), or `nil` when there is none.
  func describedError(
    in context: ValidationContext?, includingRejections: Bool = false
  ) -> ModelValidationError? {
    guard var error = validationError(in: context, includingRejections: includingRejections)
    else { return nil }
    error.objectDescription = objectDescription
    return error
  }

  // The failure for a model nested deeper than ``maximumNestingDepth``.
  static var tooDeepError: ModelValidationError {
    ModelValidationError([
      ModelValidationError.Failure(
        path: FieldPath(), reason: .nestedTooDeeply(limit: maximumNestingDepth))
    ])
  }

  // Runs a visitor that only reads fields.
  //
  // ``visitFields(_:)`` is `mutating`, so a read-only check on a `let` model runs it on a
  // copy. (A copy of a struct model costs a reference-count operation per field; a
  // bitwise "borrowed view" would avoid that, but a property with observers or a setter
  // passed to the visitor would then run on the view and could release storage the model
  // still owns, so the library does not take that risk.)
  @inlinable
  func visitFieldsReadOnly<Visitor: FieldVisitor>(_ visitor: inout Visitor) {
    var model = self
    model.visitFields(&visitor)
  }
}
