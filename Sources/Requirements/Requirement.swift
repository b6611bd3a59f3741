/// A rule that a value must satisfy: a description people can read, bound to a pure
/// predicate.
///
/// ```swift
/// let nonZero = Requirement<Int>("Non-zero") { $0 != 0 }
/// nonZero.isValid(14)       // true
/// try nonZero.validate(0)   // throws UnsatisfiedRequirement
/// ```
///
/// ``Require`` is the same type, spelled for use inline. Requirements compose with `&&`,
/// `||` and `!`, and lift to a whole value through a key path with
/// ``on(_:named:_:)-(_,String?,Requirement<Part>)``. A predicate must be
/// pure and answer for every input of its type; one that throws counts as unsatisfied.
public struct Requirement<Input>: Sendable {
  // Everything the requirement holds, in one shared object: a copy of a requirement
  // costs one reference count, however much it describes.
  @usableFromInline
  let details: Details

  // The predicate as a function that never throws (one that throws counts as `false`):
  // the check on every write. `package` so that `Validation` can chain checks directly.
  @inlinable
  package var check: @Sendable (Input) -> Bool { details.check }

  /// What the requirement demands, in words a person can read.
  public var description: String { details.description }

  // The predicate as written, when it may throw: run on failure to collect its error.
  // `nil` when it cannot throw, and then `check` is the predicate itself.
  var throwingPredicate: (@Sendable (Input) throws -> Bool)? { details.throwingPredicate }

  // How the description binds inside a composite.
  var grouping: Grouping { details.grouping }

  // The parts of a composite; empty for a leaf.
  var operands: [Requirement<Input>] { details.operands }

  // Lists the failed parts of a composite for an input.
  var explain: (@Sendable (Input, _ redactingInput: Bool) -> [UnsatisfiedRequirement])? {
    details.explain
  }

  // Classifies a failure the way Core Data does (too small, too long, …); `nil` for
  // `.other`.
  var classify: (@Sendable (Input) -> UnsatisfiedRequirement.Kind)? { details.classify }

  // The contents of a requirement, which failures share as their text.
  @usableFromInline
  final class Details: RequirementText, @unchecked Sendable {
    // @unchecked: every stored property is a constant of a `Sendable` type.
    @usableFromInline
    let check: @Sendable (Input) -> Bool

    @usableFromInline
    let throwingPredicate: (@Sendable (Input) throws -> Bool)?

    let grouping: Grouping

    let operands: [Requirement<Input>]

    let explain: (@Sendable (Input, _ redactingInput: Bool) -> [UnsatisfiedRequirement])?

    @usableFromInline
    let classify: (@Sendable (Input) -> UnsatisfiedRequirement.Kind)?

    // How a negation reads this requirement ("does not contain …"), when "not …" reads
    // badly; `nil` for "not …".
    let negatedDescription: String?

    // How `negatedDescription` binds inside a composite.
    let negatedGrouping: Grouping

    // The error domain, code and problem code a failure reports, when the requirement
    // names its own (`reportedAs(domain:code:name:)`); `nil` for its kind's.
    let reportedCode: UnsatisfiedRequirement.ReportedCode.Box?

    // Whether a failure is a plain leaf's: no parts to explain and no code of its own.
    @usableFromInline
    let isPlainLeaf: Bool

    // How a negation reads this requirement on a secret field, when it reads as a phrase
    // of its own that shows values; see `RequirementText.secretDescription`.
    let secretNegatedDescription: String?

    init(
      check: @escaping @Sendable (Input) -> Bool,
      description: String,
      throwingPredicate: (@Sendable (Input) throws -> Bool)?,
      grouping: Grouping,
      operands: [Requirement<Input>],
      explain: (@Sendable (Input, Bool) -> [UnsatisfiedRequirement])?,
      classify: (@Sendable (Input) -> UnsatisfiedRequirement.Kind)?,
      negatedDescription: String? = nil,
      negatedGrouping: Grouping = .atom,
      reportedCode: UnsatisfiedRequirement.ReportedCode.Box? = nil,
      wording: Wording = Wording(),
      secret: (description: String?, negated: String?)? = nil
    ) {
      self.check = check
      self.throwingPredicate = throwingPredicate
      self.grouping = grouping
      self.operands = operands
      self.explain = explain
      self.classify = classify
      self.negatedDescription = negatedDescription
      self.negatedGrouping = negatedGrouping
      self.reportedCode = reportedCode
      self.isPlainLeaf = explain == nil && reportedCode == nil
      // A catalogue entry whose description shows values reads, on a secret field, as
      // its constraint without them; a composite is given its texts by its builder.
      var secret = secret
      let hidden = wording.constraint?.hidingValues
      if secret == nil, !wording.isCustom, let hidden {
        let texts = hidden.secretDescriptions
        secret = (
          description: texts.description as String?,
          negated: negatedDescription == nil ? nil : texts.negated
        )
      }
      self.secretNegatedDescription = secret?.negated
      super.init(
        description: description, wording: wording, secretDescription: secret?.description,
        hidesValues: hidden != nil || secret?.description != nil || secret?.negated != nil
          || (wording.ifPresent?.hidesValues ?? false))
    }

    // The contents as a secret field shows them: the descriptions, the constraint and the
    // parts without values.
    func secretCopy() -> Details {
      // A list's secret description names no items ("one of the allowed values"): it
      // reads as one requirement, unparenthesised.
      let listed = grouping == .exclusion && operands.isEmpty && secretDescription != nil
      return Details(
        check: check, description: secretDescription ?? description,
        throwingPredicate: throwingPredicate, grouping: listed ? .atom : grouping,
        operands: operands.map { $0.secret }, explain: explain, classify: classify,
        negatedDescription: secretNegatedDescription ?? negatedDescription,
        negatedGrouping: negatedGrouping, reportedCode: reportedCode, wording: wording.secret,
        secret: (nil, nil))
    }

    // A copy with some parts replaced: a part given as `nil` stays as it is. A new
    // description is the caller's, and messages show it as written.
    //
    // (Closures, not key paths, read the parts: in generic code such as this, a key path
    // literal is instantiated at run time on every call, which costs more than the rest of
    // building a requirement.)
    func copy(
      description: String? = nil, grouping: Grouping? = nil,
      operands: [Requirement<Input>]? = nil, negation: (text: String?, grouping: Grouping)? = nil,
      reportedCode: UnsatisfiedRequirement.ReportedCode.Box? = nil, wording: Wording? = nil,
      secret: (description: String?, negated: String?)? = nil
    ) -> Details {
      // The caller's description hides no values of the builder's; a new negation phrase
      // is a catalogue entry's, whose secret texts follow from its constraint.
      let kept: (description: String?, negated: String?)? =
        description != nil
        ? (nil, nil)
        : negation != nil
          ? nil
          : (secretDescription, secretNegatedDescription)
      return Details(
        check: check, description: description ?? self.description,
        throwingPredicate: throwingPredicate, grouping: grouping ?? self.grouping,
        operands: operands ?? self.operands, explain: explain, classify: classify,
        negatedDescription: negation.map { $0.text } ?? negatedDescription,
        negatedGrouping: negation?.grouping ?? negatedGrouping,
        reportedCode: reportedCode ?? self.reportedCode,
        wording: wording ?? (description == nil ? self.wording : self.wording.customized),
        secret: secret ?? kept)
    }
  }

  /// Creates a requirement from a description and a predicate.
  ///
  /// ```swift
  /// let even = Requirement<Int>("Even") { $0.isMultiple(of: 2) }
  /// ```
  ///
  /// - Parameters:
  ///   - description: What the requirement demands, used in error messages.
  ///   - predicate: A pure function that returns `true` when the input satisfies the
  ///     requirement.
  public init(_ description: String, _ predicate: @escaping @Sendable (Input) -> Bool) {
    self.init(description: description, grouping: .atom, check: predicate, throwing: nil)
  }

  /// Creates a requirement from a description and a predicate that may throw.
  ///
  /// An input for which the predicate throws does not satisfy the requirement; the
  /// failure keeps the thrown error in ``UnsatisfiedRequirement/underlyingError``.
  ///
  /// ```swift
  /// let parses = Requirement<String>("A number") { try parseNumber($0) > 0 }
  /// ```
  ///
  /// - Parameters:
  ///   - description: What the requirement demands, used in error messages.
  ///   - predicate: A pure function that returns `true` when the input satisfies the
  ///     requirement. If it throws, the input does not satisfy the requirement.
  public init(_ description: String, _ predicate: @escaping @Sendable (Input) throws -> Bool) {
    self.init(
      description: description, grouping: .atom,
      check: { (try? predicate($0)) ?? false }, throwing: predicate)
  }

  init(
    description: String,
    grouping: Grouping,
    operands: [Requirement<Input>] = [],
    check: @escaping @Sendable (Input) -> Bool,
    throwing throwingPredicate: (@Sendable (Input) throws -> Bool)?,
    explain: (@Sendable (Input, Bool) -> [UnsatisfiedRequirement])? = nil,
    classify: (@Sendable (Input) -> UnsatisfiedRequirement.Kind)? = nil,
    wording: Wording = Wording()
  ) {
    self.details = Details(
      check: check, description: description, throwingPredicate: throwingPredicate,
      grouping: grouping, operands: operands, explain: explain, classify: classify,
      wording: wording)
  }

  // A catalogue leaf: its description, its constraint, and the Core Data kind of failure it
  // reports.
  init(
    _ description: String,
    constraint: Constraint,
    kind classify: (@Sendable (Input) -> UnsatisfiedRequirement.Kind)? = nil,
    _ predicate: @escaping @Sendable (Input) -> Bool
  ) {
    self.init(
      description: description, grouping: .atom, check: predicate, throwing: nil,
      classify: classify, wording: Wording(constraint: constraint))
  }

  // Whether the predicate may throw (and so a failure may carry an error).
  @inlinable
  package var canThrow: Bool { details.throwingPredicate != nil }

  // Runs the predicate as written: throws what it throws.
  @inlinable
  func evaluate(_ input: Input) throws -> Bool {
    if let throwingPredicate = details.throwingPredicate { return try throwingPredicate(input) }
    return details.check(input)
  }

  /// Returns whether the input satisfies the requirement; a predicate that throws counts
  /// as unsatisfied.
  @inlinable
  public func isValid(_ input: Input) -> Bool {
    details.check(input)
  }

  /// Checks the input and throws when it does not satisfy the requirement.
  ///
  /// ```swift
  /// try Requirement<Int>.minimum(18).validate(16)
  /// // UnsatisfiedRequirement: at least 18 (got 16)
  /// ```
  ///
  /// - Parameter input: The value to check.
  /// - Throws: ``UnsatisfiedRequirement`` naming this requirement, the rejected input and,
  ///   for a composite, the leaf requirements that failed.
  public func validate(_ input: Input) throws(UnsatisfiedRequirement) {
    if let failure = failure(for: input) {
      throw failure
    }
  }

  /// Returns a copy of this requirement with another description.
  ///
  /// The copy still reports which of its leaf requirements failed.
  ///
  /// ```swift
  /// let strong = (Requirement<String>.minLength(8) && .atLeast(1, .digits))
  ///   .described("Strong password")
  /// ```
  ///
  /// - Parameter description: The new description.
  /// - Returns: A requirement with the same predicate and the new description.
  public func described(_ description: String) -> Requirement {
    Requirement(
      details: details.copy(
        description: description, grouping: .atom, operands: [], negation: (nil, .atom),
        wording: details.wording.customized))
  }

  // Wraps contents built elsewhere.
  init(details: Details) {
    self.details = details
  }
}

/// The inline spelling of ``Requirement``.
///
/// ```swift
/// let name = ValidatableValue<String>(Require("Non-empty") { !$0.isEmpty })
/// ```
public typealias Require = Requirement

extension Requirement: CustomStringConvertible {}
