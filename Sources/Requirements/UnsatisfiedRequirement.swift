/// The error a requirement reports for an input that does not satisfy it.
///
/// It names the requirement by its description, renders the rejected input (unless the
/// input is secret), keeps the error a throwing predicate raised, and, for a composite
/// requirement, lists the failures of its parts.
///
/// ```swift
/// let password = Requirement<String>.minLength(8) && .atLeast(1, .digits)
/// do {
///   try password.validate("abc")
/// } catch {
///   print(error.requirement)                  // at least 8 characters and at least 1 digit
///   print(error.leaves.map(\.requirement))    // ["at least 8 characters", "at least 1 digit"]
/// }
/// ```
public struct UnsatisfiedRequirement: Error, Sendable {
  /// The description of the requirement that the input does not satisfy.
  @inlinable
  public var requirement: String { text.description }

  // The requirement's description and wording: for a requirement's own failure, the
  // requirement's contents themselves, so that building one costs a reference count.
  @usableFromInline
  let text: RequirementText

  /// The rejected input, rendered with `String(describing:)` (an optional as what it
  /// holds); `nil` when the input is secret or an optional that holds no value.
  ///
  /// A rendering longer than 256 characters or 1 KiB is cut there and ends with its full
  /// size, `"aaaa… (5000000 bytes in all)"`, so that an error, and a response or a log
  /// line built from it, never echoes a huge payload.
  public var input: String? { reportedInput?.text }

  // The rejected input as kept: text and integers as they came, rendered when `input` is
  // read, so that a failure nobody prints costs no rendering; `nil` when secret or an
  // optional that holds no value.
  @usableFromInline
  let reportedInput: ReportedInput?

  /// What kind of constraint failed, in Core Data's terms; ``Kind/other`` for custom
  /// requirements and composites.
  public let kind: Kind

  /// The catalogue entry that failed, with its parameters as typed values; `nil` for a
  /// requirement of your own and for a composite (its ``leaves`` have theirs).
  public var constraint: Constraint? { wording.constraint }

  // How the failure is worded for people: the requirement's constraint or its caller's
  // texts.
  var wording: Wording { text.wording }

  // The rarer parts, a thrown error and the failures of a composite's parts; `nil` when
  // there are neither, as for most failures, so that copying and destroying one costs
  // only its two strings' reference counts.
  @usableFromInline
  let cause: Cause?

  /// The error the requirement's predicate threw, if it threw.
  public var underlyingError: (any Error)? { cause?.underlyingError }

  /// For a composite requirement, the failures of its parts that caused this failure;
  /// empty for a leaf requirement.
  public var components: [UnsatisfiedRequirement] { cause?.components ?? [] }

  // The code problem details give this failure as its requirement names it with
  // `worded(_:error:code:)`, or a composite's first failed part's; `nil` when none does.
  package var wordedCode: String? {
    wording.code ?? components.lazy.compactMap(\.wordedCode).first
  }

  /// The error domain, code and problem code the requirement names with
  /// `reportedAs(domain:code:name:)`, or, for a composite, the first failed part's;
  /// `nil` when none does and the failure reports its kind's.
  public var reportedCode: ReportedCode? {
    guard let cause else { return nil }
    return cause.reportedCode?.code ?? cause.components.lazy.compactMap(\.reportedCode).first
  }

  // The rejected input as an integer, when it was one (and is not secret); `nil` for any
  // other input.
  package var integerInput: Int? {
    if case .integer(let integer)? = reportedInput { return integer }
    return nil
  }

  // The rejected input as a `Double`, when it was one (and is not secret); `nil` for any
  // other input.
  package var doubleInput: Double? {
    if case .number(let number)? = reportedInput { return number }
    return nil
  }

  // Whether the failed requirement holds when all its components do (an `allOf` or `&&`).
  package var isConjunction: Bool { cause?.isConjunction ?? false }

  // A thrown error and the failures of a composite's parts.
  @usableFromInline
  final class Cause: Sendable {
    let underlyingError: (any Error)?
    let components: [UnsatisfiedRequirement]
    // Whether the failed requirement holds when all its components do.
    let isConjunction: Bool
    // The code the failed requirement names, if it names one.
    let reportedCode: ReportedCode.Box?

    init(
      underlyingError: (any Error)?, components: [UnsatisfiedRequirement],
      isConjunction: Bool = false, reportedCode: ReportedCode.Box?
    ) {
      self.underlyingError = underlyingError
      self.components = components
      self.isConjunction = isConjunction
      self.reportedCode = reportedCode
    }

    // The cause of a leaf's failure: the error its predicate threw.
    @usableFromInline
    convenience init(underlyingError: (any Error)?) {
      self.init(underlyingError: underlyingError, components: [], reportedCode: nil)
    }
  }

  /// The kinds of constraint Core Data distinguishes when it reports a validation error.
  public enum Kind: Sendable, Hashable {
    /// A value below a minimum (Core Data: number too small).
    case tooSmall
    /// A value above a maximum (Core Data: number too large).
    case tooLarge
    /// A date before its minimum (Core Data: date too soon).
    case tooEarly
    /// A date after its maximum (Core Data: date too late).
    case tooLate
    /// A string shorter than its minimum length.
    case tooShort
    /// A string longer than its maximum length.
    case tooLong
    /// A collection with fewer elements than its minimum count.
    case tooFew
    /// A collection with more elements than its maximum count.
    case tooMany
    /// A string that does not match its regular expression.
    case patternMismatch
    /// A required value that is missing.
    case missing
    /// Text that does not convert to the value's type, such as `4x` typed for a number.
    case conversion
    /// Any other requirement.
    case other
  }

  /// Creates a failure report.
  ///
  /// - Parameters:
  ///   - requirement: The description of the unsatisfied requirement.
  ///   - input: The rendered input, or `nil` to keep it out of the report.
  ///   - underlyingError: The error the predicate threw, if any.
  ///   - components: The failures of the parts of a composite requirement.
  ///   - kind: What kind of constraint failed.
  ///   - reportedCode: The error domain and code to report, if not Core Data's for `kind`.
  public init(
    requirement: String,
    input: String?,
    underlyingError: (any Error)? = nil,
    components: [UnsatisfiedRequirement] = [],
    kind: Kind = .other,
    reportedCode: ReportedCode? = nil
  ) {
    self.init(
      requirement: requirement, reportedInput: input.map(ReportedInput.rendered),
      underlyingError: underlyingError, components: components, kind: kind,
      reportedCode: reportedCode.map(ReportedCode.Box.init))
  }

  // Creates the failure of a requirement worded by its caller, with the rendered input.
  package init(
    requirement: String, input: String?, underlyingError: (any Error)?, wording: Wording,
    reportedCode: ReportedCode? = nil
  ) {
    self.init(
      text: RequirementText(description: requirement, wording: wording),
      reportedInput: input.map(ReportedInput.rendered), underlyingError: underlyingError,
      reportedCode: reportedCode.map(ReportedCode.Box.init))
  }

  // Creates the failure of an input that is text, such as what was typed into a form
  // field, kept as it came: a description shows it between quotes.
  package init(
    requirement: String, text: String?, kind: Kind, constraint: Constraint? = nil
  ) {
    self.init(
      text: RequirementText(description: requirement, wording: Wording(constraint: constraint)),
      reportedInput: text.map(ReportedInput.text), kind: kind)
  }

  // Creates a failure report from an input kept as it came.
  init(
    requirement: String, reportedInput: ReportedInput?, underlyingError: (any Error)? = nil,
    components: [UnsatisfiedRequirement] = [], kind: Kind = .other,
    reportedCode: ReportedCode.Box? = nil
  ) {
    self.init(
      text: RequirementText(description: requirement, wording: Wording()),
      reportedInput: reportedInput, underlyingError: underlyingError, components: components,
      kind: kind, reportedCode: reportedCode)
  }

  // Creates the failure of a requirement without parts or a code of its own, as most are,
  // from its text and an input kept as it came.
  @inlinable
  init(
    text: RequirementText, reportedInput: ReportedInput?, underlyingError: (any Error)?,
    kind: Kind
  ) {
    self.text = text
    self.reportedInput = reportedInput
    self.kind = kind
    if underlyingError == nil {
      cause = nil
    } else {
      cause = Cause(underlyingError: underlyingError)
    }
  }

  // Creates a failure report from its text and an input kept as it came.
  init(
    text: RequirementText, reportedInput: ReportedInput?, underlyingError: (any Error)? = nil,
    components: [UnsatisfiedRequirement] = [], kind: Kind = .other,
    reportedCode: ReportedCode.Box? = nil
  ) {
    self.text = text
    self.reportedInput = reportedInput
    self.kind = kind
    if underlyingError == nil, components.isEmpty, reportedCode == nil {
      cause = nil
    } else {
      cause = Cause(
        underlyingError: underlyingError, components: components, reportedCode: reportedCode)
    }
  }

  // Creates the failure of a requirement that holds when all its components hold (an
  // `allOf` or `&&`), whose message can name just the failed ones; `underlyingError` is
  // what a part's predicate threw, if one did.
  package init(
    requirement: String, input: String?, underlyingError: (any Error)? = nil,
    conjunctionOf components: [UnsatisfiedRequirement], kind: Kind,
    reportedCode: ReportedCode.Box? = nil
  ) {
    self.init(
      text: RequirementText(description: requirement, wording: Wording()),
      reportedInput: input.map(ReportedInput.rendered), underlyingError: underlyingError,
      conjunctionOf: components, kind: kind, reportedCode: reportedCode)
  }

  // Creates the failure of a conjunction from an input kept as it came.
  init(
    text: RequirementText, reportedInput: ReportedInput?, underlyingError: (any Error)? = nil,
    conjunctionOf components: [UnsatisfiedRequirement], kind: Kind,
    reportedCode: ReportedCode.Box? = nil
  ) {
    self.text = text
    self.reportedInput = reportedInput
    self.kind = kind
    cause = Cause(
      underlyingError: underlyingError, components: components, isConjunction: true,
      reportedCode: reportedCode)
  }

  // The requirements a message names for this failure: for a failed conjunction, the
  // parts that failed ("at least 1 digit", not "at least 8 characters and at least 1
  // digit"), and for anything else its own description, which a reader needs whole
  // ("at least 16 or at most 5").
  package var reportedRequirements: [String] {
    guard let cause, cause.isConjunction else { return [requirement] }
    return cause.components.flatMap(\.reportedRequirements)
  }

  /// The leaf requirements that failed, in declaration order.
  ///
  /// For a leaf requirement this is the failure itself; for a composite, the leaves of
  /// its failed components. A view can list these to tell the user exactly which rules a
  /// value breaks.
  public var leaves: [UnsatisfiedRequirement] {
    components.isEmpty ? [self] : components.flatMap(\.leaves)
  }

  // Returns a copy whose leaves name the part of a value they are about ("age: at least
  // 18"), for a requirement lifted to the whole value; the failures between keep their
  // descriptions.
  //
  // - Parameter part: The part's name, as the lifted requirement's description gives it.
  // - Returns: The same failure with every leaf's requirement after `part`.
  func namingPart(_ part: PartName) -> UnsatisfiedRequirement {
    guard let cause, !cause.components.isEmpty else {
      return UnsatisfiedRequirement(
        text: RequirementText(
          description: "\(part.text): \(requirement)", wording: wording.about(part),
          secretDescription: text.secretDescription.map { "\(part.text): \($0)" }),
        reportedInput: reportedInput, underlyingError: underlyingError, kind: kind,
        reportedCode: cause?.reportedCode)
    }
    let named = cause.components.map { $0.namingPart(part) }
    if cause.isConjunction {
      return UnsatisfiedRequirement(
        text: text, reportedInput: reportedInput, underlyingError: cause.underlyingError,
        conjunctionOf: named, kind: kind, reportedCode: cause.reportedCode)
    }
    return UnsatisfiedRequirement(
      text: text, reportedInput: reportedInput, underlyingError: cause.underlyingError,
      components: named, kind: kind, reportedCode: cause.reportedCode)
  }

  // Returns a copy without the rendered input or the predicate's error (which may quote
  // the input), nor the requirement's values, at every level of its components: the
  // failure as a secret field reports it.
  //
  // - Returns: The same failure with ``input`` and ``underlyingError`` set to `nil`
  //   everywhere, and the text without values.
  package func redacted() -> UnsatisfiedRequirement {
    if let cause, cause.isConjunction {
      return UnsatisfiedRequirement(
        text: text.secret, reportedInput: nil,
        conjunctionOf: components.map { $0.redacted() }, kind: kind,
        reportedCode: cause.reportedCode)
    }
    return UnsatisfiedRequirement(
      text: text.secret, reportedInput: nil, underlyingError: nil,
      components: components.map { $0.redacted() }, kind: kind,
      reportedCode: cause?.reportedCode)
  }
}

extension UnsatisfiedRequirement: CustomStringConvertible {
  /// The requirement's description, followed by the rejected input when it is not secret
  /// and the predicate's error when it threw.
  ///
  /// For example: `at least 18 (got 16)`, or `not blank (got " ")`: text is shown between
  /// quotes, with line breaks, control characters and `"` escaped (`"a\nb"`).
  public var description: String {
    var text = requirement
    if let reportedInput {
      text += " (got \(reportedInput.shownInReport))"
    }
    if let underlyingError {
      // An error can quote the input: cut short and escaped as the input is.
      let thrown = shortenedForReport(String(describing: underlyingError))
      text += " [predicate threw: \(escapedForReport(thrown, escapingQuotes: false))]"
    }
    return text
  }
}
