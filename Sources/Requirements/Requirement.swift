/// A rule that a value must satisfy: a human description bound to a pure predicate.
///
/// A requirement narrows the set of values a type allows. Its ``description`` says what
/// the rule is, in words a person can read in an error message or next to a form
/// field; its predicate decides whether an input satisfies it.
///
/// ```swift
/// let nonZero = Requirement<Int>("Non-zero") { $0 != 0 }
/// nonZero.isValid(14)       // true
/// try nonZero.validate(0)   // throws UnsatisfiedRequirement
/// ```
///
/// ``Require`` is the same type, spelled for use inline:
/// `Require<Int>("Non-zero") { $0 != 0 }`.
///
/// Requirements compose with `&&`, `||` and `!` (or ``allOf(_:description:)``,
/// ``anyOf(_:description:)`` and `noneOf(_:description:)`), and a requirement on a part
/// lifts to the whole through a key path with ``on(_:named:_:)-(_,_,Requirement<Part>)``.
/// A composite still knows which of its leaf requirements failed.
///
/// The predicate must be pure: given the same input, it returns the same answer and has
/// no side effects. It must also answer for every input of its type: a failure report asks
/// every requirement, including those after one that failed (see
/// ``allOf(_:description:)``). A predicate that throws counts as unsatisfied; the thrown error is
/// kept in ``UnsatisfiedRequirement/underlyingError``. A negation of it (`!`, `noneOf`)
/// does not hold either: an undecided check never lets a value through.
public struct Requirement<Input>: Sendable {
  /// Everything the requirement holds, in one shared object: a copy of a requirement
  /// costs one reference count, however much it describes.
  @usableFromInline
  let details: Details

  /// The predicate as a function that never throws (one that throws counts as `false`):
  /// the check on every write. `package` so that `Validation` can chain checks directly.
  @inlinable
  package var check: @Sendable (Input) -> Bool { details.check }

  /// What the requirement demands, in words a person can read.
  @inlinable
  public var description: String { details.description }

  /// The predicate as written, when it may throw: run on failure to collect its error.
  /// `nil` when it cannot throw, and then ``check`` is the predicate itself, with nothing
  /// in between.
  @inlinable
  var throwingPredicate: (@Sendable (Input) throws -> Bool)? { details.throwingPredicate }

  /// How the description binds inside a composite.
  @inlinable
  var grouping: Grouping { details.grouping }

  /// The parts of a composite; empty for a leaf.
  @inlinable
  var operands: [Requirement<Input>] { details.operands }

  /// Lists the failed parts of a composite for an input.
  @inlinable
  var explain: (@Sendable (Input, _ redactingInput: Bool) -> [UnsatisfiedRequirement])? {
    details.explain
  }

  /// Classifies a failure the way Core Data does (too small, too long, …); `nil` for
  /// ``UnsatisfiedRequirement/Kind/other``.
  @inlinable
  var classify: (@Sendable (Input) -> UnsatisfiedRequirement.Kind)? { details.classify }

  /// The contents of a requirement.
  @usableFromInline
  final class Details: Sendable {
    @usableFromInline
    let check: @Sendable (Input) -> Bool

    @usableFromInline
    let description: String

    @usableFromInline
    let throwingPredicate: (@Sendable (Input) throws -> Bool)?

    @usableFromInline
    let grouping: Grouping

    @usableFromInline
    let operands: [Requirement<Input>]

    @usableFromInline
    let explain: (@Sendable (Input, _ redactingInput: Bool) -> [UnsatisfiedRequirement])?

    @usableFromInline
    let classify: (@Sendable (Input) -> UnsatisfiedRequirement.Kind)?

    /// How a negation reads this requirement ("does not contain …"), when "not …" reads
    /// badly; `nil` for "not …".
    @usableFromInline
    let negatedDescription: String?

    /// How ``negatedDescription`` binds inside a composite.
    @usableFromInline
    let negatedGrouping: Grouping

    @usableFromInline
    init(
      check: @escaping @Sendable (Input) -> Bool,
      description: String,
      throwingPredicate: (@Sendable (Input) throws -> Bool)?,
      grouping: Grouping,
      operands: [Requirement<Input>],
      explain: (@Sendable (Input, Bool) -> [UnsatisfiedRequirement])?,
      classify: (@Sendable (Input) -> UnsatisfiedRequirement.Kind)?,
      negatedDescription: String? = nil,
      negatedGrouping: Grouping = .atom
    ) {
      self.check = check
      self.description = description
      self.throwingPredicate = throwingPredicate
      self.grouping = grouping
      self.operands = operands
      self.explain = explain
      self.classify = classify
      self.negatedDescription = negatedDescription
      self.negatedGrouping = negatedGrouping
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
  @inlinable
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
  @inlinable
  public init(_ description: String, _ predicate: @escaping @Sendable (Input) throws -> Bool) {
    self.init(
      description: description, grouping: .atom,
      check: { (try? predicate($0)) ?? false }, throwing: predicate)
  }

  @usableFromInline
  init(
    description: String,
    grouping: Grouping,
    operands: [Requirement<Input>] = [],
    check: @escaping @Sendable (Input) -> Bool,
    throwing throwingPredicate: (@Sendable (Input) throws -> Bool)?,
    explain: (@Sendable (Input, Bool) -> [UnsatisfiedRequirement])? = nil,
    classify: (@Sendable (Input) -> UnsatisfiedRequirement.Kind)? = nil
  ) {
    self.details = Details(
      check: check, description: description, throwingPredicate: throwingPredicate,
      grouping: grouping, operands: operands, explain: explain, classify: classify)
  }

  /// Creates a catalogue leaf that knows which Core Data kind of failure it reports.
  @usableFromInline
  init(
    _ description: String,
    kind classify: @escaping @Sendable (Input) -> UnsatisfiedRequirement.Kind,
    _ predicate: @escaping @Sendable (Input) -> Bool
  ) {
    self.init(
      description: description, grouping: .atom, check: predicate, throwing: nil,
      classify: classify)
  }

  /// Whether the predicate may throw (and so a failure may carry an error).
  @inlinable
  package var canThrow: Bool { throwingPredicate != nil }

  /// Runs the predicate as written: throws what it throws.
  @inlinable
  func evaluate(_ input: Input) throws -> Bool {
    if let throwingPredicate { return try throwingPredicate(input) }
    return check(input)
  }

  /// Returns whether the input satisfies the requirement.
  ///
  /// A predicate that throws counts as unsatisfied.
  ///
  /// - Parameter input: The value to check.
  /// - Returns: `true` when the predicate returns `true`.
  @inlinable
  public func isValid(_ input: Input) -> Bool {
    check(input)
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
  @inlinable
  public func validate(_ input: Input) throws(UnsatisfiedRequirement) {
    if let failure = failure(for: input) {
      throw failure
    }
  }

  /// Returns the failure this input causes, or `nil` when the input satisfies the
  /// requirement.
  ///
  /// - Parameters:
  ///   - input: The value to check.
  ///   - redactingInput: Pass `true` for secret values: the failure then never holds a
  ///     rendering of the input, nor the error a throwing predicate raised (which may
  ///     quote the input).
  /// - Returns: The failure, with the failed leaf requirements of a composite, or `nil`.
  @inlinable
  public func failure(for input: Input, redactingInput: Bool = false) -> UnsatisfiedRequirement? {
    var underlyingError: (any Error)? = nil
    do {
      if try evaluate(input) { return nil }
    } catch {
      underlyingError = error
    }
    return failure(
      unsatisfiedBy: input, underlyingError: underlyingError, redactingInput: redactingInput)
  }

  /// The failure for an input already known not to satisfy the requirement (its
  /// predicate returned `false`, or threw `underlyingError`), without running the
  /// predicate again.
  @inlinable
  package func failure(
    unsatisfiedBy input: Input, underlyingError: (any Error)?, redactingInput: Bool
  ) -> UnsatisfiedRequirement {
    if explain != nil {
      return compositeFailure(
        unsatisfiedBy: input, underlyingError: underlyingError, redactingInput: redactingInput)
    }
    return UnsatisfiedRequirement(
      requirement: description,
      input: redactingInput ? nil : Self.reported(input),
      underlyingError: redactingInput ? nil : underlyingError,
      kind: classify?(input) ?? .other
    )
  }

  /// The failure of a composite, with the failures of its parts: out of line, so that a
  /// leaf's failure, the common case, stays small where it is inlined.
  @usableFromInline
  func compositeFailure(
    unsatisfiedBy input: Input, underlyingError: (any Error)?, redactingInput: Bool
  ) -> UnsatisfiedRequirement {
    let components = explain?(input, redactingInput) ?? []
    if !components.isEmpty, grouping == .conjunction {
      return UnsatisfiedRequirement(
        requirement: description, input: redactingInput ? nil : Self.reported(input),
        underlyingError: redactingInput ? nil : underlyingError,
        conjunctionOf: components, kind: classify?(input) ?? .other)
    }
    return UnsatisfiedRequirement(
      requirement: description,
      input: redactingInput ? nil : Self.reported(input),
      underlyingError: redactingInput ? nil : underlyingError,
      components: components,
      kind: classify?(input) ?? .other
    )
  }

  /// A value as descriptions show it: `String(describing:)`, without its runtime
  /// conformance lookups for the common types (the casts fold away once specialized).
  @inlinable
  static func render(_ input: Input) -> String {
    // The type tests keep an optional input, which `as?` would unwrap, on the general path.
    if Input.self == String.self, let string = input as? String { return string }
    if Input.self == Int.self, let integer = input as? Int { return String(integer) }
    return renderedValue(input)
  }

  /// The input as a failure shows it: rendered and cut short (see `shortenedForReport`),
  /// or `nil` for an optional that holds no value, which has nothing to show.
  @inlinable
  static func reported(_ input: Input) -> String? {
    if Input.self == String.self, let string = input as? String {
      return shortenedForReport(string)
    }
    if Input.self == Int.self, let integer = input as? Int { return String(integer) }
    return reportedValue(input)
  }

  /// Returns a copy of this requirement with another description.
  ///
  /// The copy keeps its structure: when it fails, it still reports which of its leaf
  /// requirements failed.
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
      description: description, grouping: .atom, check: check, throwing: throwingPredicate,
      explain: explain, classify: classify)
  }

  /// The phrase a negation reads this requirement as, and how the phrase binds, where the
  /// catalogue gives one ("does not contain " "", "empty"); a list of one reads as its
  /// item does. `nil` for "not …".
  var negatedReading: (text: String, grouping: Grouping)? {
    if let text = details.negatedDescription { return (text, details.negatedGrouping) }
    if grouping == .conjunction || grouping == .disjunction, operands.count == 1 {
      return operands[0].negatedReading
    }
    return nil
  }

  /// How a negation (`!`, `noneOf`) names this requirement: its phrase (see
  /// ``negatedReading``), otherwise "not …", parenthesised where needed.
  var negatedDescription: String {
    negatedReading?.text ?? "not " + description(inside: .negation)
  }

  /// How this requirement's description binds inside a composite: a list of one as its
  /// item does, an empty list as a word.
  var binding: Grouping {
    if grouping == .conjunction || grouping == .disjunction, operands.count <= 1 {
      return operands.first?.binding ?? .atom
    }
    return grouping
  }

  /// ``negatedDescription`` as an operand of a composite of the given grouping,
  /// parenthesised where a reader would need it.
  func negatedDescription(inside outer: Grouping) -> String {
    let reading = negatedReading ?? ("not " + description(inside: .negation), .negation)
    return Self.description(reading.text, grouping: reading.grouping, inside: outer)
  }

  /// The same requirement, read by a negation as `phrase` instead of "not …", the phrase
  /// binding as `grouping` does; unchanged when `phrase` is `nil` (a catalogue entry
  /// given a description of its own).
  func negated(reading phrase: String?, grouping phraseGrouping: Grouping = .atom)
    -> Requirement
  {
    guard let phrase else { return self }
    return Requirement(
      details: Details(
        check: check, description: description, throwingPredicate: throwingPredicate,
        grouping: grouping, operands: operands, explain: explain, classify: classify,
        negatedDescription: phrase, negatedGrouping: phraseGrouping))
  }

  /// Wraps contents built elsewhere.
  private init(details: Details) {
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

extension Requirement {
  /// How a requirement's description binds when it appears inside another composite.
  @usableFromInline
  enum Grouping: Sendable, Equatable {
    /// A leaf, or a composite with a description of its own: never parenthesised.
    case atom
    /// All operands must hold: "a and b".
    case conjunction
    /// At least one operand must hold: "a or b".
    case disjunction
    /// The operand must not hold: "not a".
    case negation
    /// None of a list may hold: "none of: a, b"; parenthesised inside other composites.
    case exclusion
    /// A requirement on a part of the value, after the part's name: "age: …". Used only as
    /// an outer grouping: every composite is parenthesised after the name.
    case lifted
    /// A negation's phrase with connectives of its own ("present and …"): parenthesised
    /// inside any composite.
    case phrase
  }

  /// The description of this requirement as an operand of a composite of the given
  /// grouping, parenthesised where a reader would need it.
  ///
  /// A negation binds tightly ("not a and b" lists two conditions) but is parenthesised
  /// inside a disjunction, where "not a or b" could be read as "not (a or b)".
  func description(inside outer: Grouping) -> String {
    // A list of one reads as that one requirement does in its place, and an empty list as
    // a word ("always").
    if grouping == .conjunction || grouping == .disjunction, operands.count <= 1 {
      return operands.first?.description(inside: outer) ?? description
    }
    return Self.description(description, grouping: grouping, inside: outer)
  }

  /// A description that binds as `grouping` does, as an operand of a composite of the
  /// `outer` grouping: parenthesised where a reader would need it.
  static func description(_ text: String, grouping: Grouping, inside outer: Grouping)
    -> String
  {
    switch grouping {
    case .atom: return text
    case .negation: return outer == .disjunction ? "(\(text))" : text
    case .conjunction where outer == .conjunction, .disjunction where outer == .disjunction:
      return text
    default: return "(\(text))"
    }
  }
}

/// The most characters of a rejected value's rendering that failures keep.
package let maximumReportedValueLength = 256

/// The most UTF-8 bytes of a rejected value's rendering that failures keep: a character
/// can carry any number of combining marks.
package let maximumReportedValueBytes = 1024

/// A text as a failure keeps it: whole up to `maximumReportedValueLength` characters and
/// `maximumReportedValueBytes` bytes; a longer one cut at a character boundary within
/// both (at a scalar boundary if its first character alone is too long) and marked with
/// its full size, so that an error, and a response or log line built from it, never
/// echoes a huge payload.
///
/// Used only to build failures.
@usableFromInline
package func shortenedForReport(_ text: String) -> String {
  let bytes = text.utf8.count
  // A text of no more UTF-8 bytes than the character limit has no more characters either.
  guard bytes > maximumReportedValueLength else { return text }
  var end = text.startIndex
  var characters = 0
  while end < text.endIndex, characters < maximumReportedValueLength {
    let next = text.index(after: end)
    if text.utf8.distance(from: text.startIndex, to: next) > maximumReportedValueBytes { break }
    end = next
    characters += 1
  }
  if end == text.endIndex { return text }
  var kept = String(text[..<end])
  if characters == 0 {
    // One character longer than the byte limit: keep the scalars that fit.
    var scalars = String.UnicodeScalarView()
    var scalarBytes = 0
    for scalar in text.unicodeScalars {
      scalarBytes += UTF8.width(scalar)
      if scalarBytes > maximumReportedValueBytes { break }
      scalars.append(scalar)
    }
    kept = String(scalars)
  }
  return "\(kept)… (\(bytes) bytes in all)"
}

/// A value as a failure shows it: rendered as `renderedValue(_:)` does and cut short, or
/// `nil` for an optional that holds no value, at any depth.
///
/// Used only to build failures.
@usableFromInline
package func reportedValue(_ value: Any) -> String? {
  innermostValue(value).map { shortenedForReport(String(describing: $0)) }
}

/// A value as failures and reports show it: `String(describing:)`, except that an optional
/// shows what it wraps (`J`, not `Optional("J")`), or `nil`.
///
/// Used only to build failures, so the reflection it takes for an optional costs nothing
/// on a successful check.
@usableFromInline
package func renderedValue(_ value: Any) -> String {
  innermostValue(value).map { String(describing: $0) } ?? "nil"
}

/// The value an optional holds, however deeply wrapped; `nil` when it holds none, and
/// any other value itself.
func innermostValue(_ value: Any) -> Any? {
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .optional else { return value }
  guard let wrapped = mirror.children.first?.value else { return nil }
  return innermostValue(wrapped)
}
