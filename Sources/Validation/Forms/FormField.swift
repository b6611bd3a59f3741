/// A text-backed form field: it keeps exactly what the user typed and checks the typed
/// value that text converts to.
///
/// Every keystroke is kept in ``input``, valid or not; the field converts it (strictly:
/// the whole text must parse) and checks the converted value against its requirements.
///
/// ```swift
/// var age = FormField<Int>(name: "Age", .range(16...120))
/// age.input = "4"       // kept; fails "between 16 and 120"
/// age.input = "4x"      // kept; fails "a whole number"
/// age.input = "42"
/// age.isValid()         // true
/// try age.value()       // 42
/// ```
///
/// Errors are for showing once the user has edited the field or tried to submit:
/// ``visibleError`` is `nil` before. A field is a value, so it works as a stored property
/// of an `@Observable` view model, and as a field of a ``ValidatableModel`` (list it in
/// ``ValidatableModel/visitFields(_:)`` with `visitor.visit("age", &age)`). See <doc:Forms>.
public struct FormField<Value> {
  // What never changes for a field: shared by every copy, so copying one costs a
  // reference count for these.
  @usableFromInline
  var rules: Rules

  @usableFromInline
  final class Rules: Sendable {
    let name: LocalizedText?
    let isSecret: Bool
    let requirements: [Requirement<Value>]
    @usableFromInline
    let allHold: @Sendable (Value) -> Bool
    @usableFromInline
    let conversion: InputConversion<Value>
    @usableFromInline
    let asyncRequirements: [AsyncRequirement<Value>]
    // Makes the check an input needs, from its text and value: set together with async
    // requirements, whose value type is then `Sendable`.
    let makeCheck: (@Sendable (String, Value) -> any PendingCheck)?

    init(
      name: LocalizedText?, isSecret: Bool, requirements: [Requirement<Value>],
      conversion: InputConversion<Value>, asyncRequirements: [AsyncRequirement<Value>] = [],
      makeCheck: (@Sendable (String, Value) -> any PendingCheck)? = nil
    ) {
      self.asyncRequirements = asyncRequirements
      self.makeCheck = makeCheck
      self.name = name
      self.isSecret = isSecret
      self.requirements = requirements
      self.allHold = RequirementChain.allHold(requirements)
      self.conversion = conversion
    }

    // Converts a text and checks the value it converts to: `nil` and `false` when it
    // does not convert.
    //
    // A method of the shared object, so that its constant closures are called without
    // reference counting.
    @inlinable
    func check(_ text: String) -> (converted: Value?, holds: Bool) {
      // A text field's value is its text: no call to `parse` (whose result a generic
      // caller receives indirectly, through a thunk). The type test folds away in code
      // specialized for a type.
      if Value.self == String.self, conversion.keepsText {
        let converted = unsafeBitCast(text, to: Value.self)
        return (converted, allHold(converted))
      }
      guard let converted = conversion.parse(text) else { return (nil, false) }
      return (converted, allHold(converted))
    }
  }

  // The text as typed.
  @usableFromInline
  var text: String

  // The text `reset()` goes back to: the starting value's, or the last value set by code.
  var pristineText: String

  // The value `text` converts to; `nil` when it does not convert.
  @usableFromInline
  var converted: Value?

  // Whether `converted` satisfies every synchronous requirement.
  @usableFromInline
  var holds: Bool

  // What the async requirements said about the current input; `nil` until recorded.
  @usableFromInline
  var asyncResult: AsyncCheckResult?

  // Whether the user has changed the text: behind `isEdited`.
  @usableFromInline
  var edited: Bool

  // Whether a submit has been attempted: behind `submitAttempted`.
  var attempted: Bool

  // Whether the user has left the field: behind `isTouched`.
  var touched: Bool

  // Whether the field has the focus, as `focusChanged(to:)` last heard: only a field that
  // had it is touched when it goes. A reset leaves it: the view still has the focus where
  // it was.
  var focused: Bool

  // The failures of the model's rules that name this field: behind `ruleFailures`.
  var brokenRules: [UnsatisfiedRequirement]

  /// The failures of the model's cross-field rules that name this field, as its model
  /// last showed them (a ``FormModel`` on every edit, any model on a submit);
  /// ``visibleError`` lists them after the field's own.
  public var ruleFailures: [UnsatisfiedRequirement] { brokenRules }

  /// When ``visibleError`` shows the field's errors: by default once the user has left
  /// the field or tried to submit.
  public var errorDisplay: ErrorDisplay

  /// Whether the user has changed the text since the field was created, reset or set by
  /// code.
  public var isEdited: Bool { edited }

  /// Whether a submit has been attempted since the field was created, reset or set by
  /// code.
  public var submitAttempted: Bool { attempted }

  /// Whether the user has left the field since it was created, reset or set by code.
  public var isTouched: Bool { touched }

  /// Records that the user has left the field: call it when the field loses focus.
  ///
  /// Under the default ``ErrorDisplay/afterLeaving``, errors show from then on.
  public mutating func touch() {
    touched = true
  }

  /// Creates a field with a conversion, a starting value (or none: the input is empty)
  /// and requirements on the typed value.
  ///
  /// ```swift
  /// var birthday = FormField<Date>(name: "Birthday", conversion: .iso8601Date())
  /// ```
  public init(
    _ value: Value? = nil, name: LocalizedText? = nil, isSecret: Bool = false,
    conversion: InputConversion<Value>, _ requirements: Requirement<Value>...
  ) {
    self.init(
      value: value,
      rules: Rules(
        name: name, isSecret: isSecret, requirements: requirements, conversion: conversion))
  }

  /// Creates a field with a conversion, a starting value (or none) and an array of
  /// requirements, such as a list several forms share.
  public init(
    _ value: Value? = nil, name: LocalizedText? = nil, isSecret: Bool = false,
    conversion: InputConversion<Value>, requirements: [Requirement<Value>]
  ) {
    self.init(
      value: value,
      rules: Rules(
        name: name, isSecret: isSecret, requirements: requirements, conversion: conversion))
  }

  init(value: Value?, rules: Rules) {
    self.rules = rules
    let text = value.map(rules.conversion.format) ?? ""
    self.text = text
    self.pristineText = text
    self.converted = nil
    self.holds = false
    self.asyncResult = nil
    self.edited = false
    self.attempted = false
    self.touched = false
    self.focused = false
    self.brokenRules = []
    self.errorDisplay = .afterLeaving
    convert()
  }

  /// Exactly what the user typed; setting it, or editing it in place
  /// (`input.append(character)`), converts and checks the new text.
  ///
  /// Any text is kept, valid or not, and never reformatted. Changing it marks the field
  /// as edited.
  @inlinable
  public var input: String {
    get { text }
    set {
      // Once the field is edited and holds no async result, a change has nothing left to
      // mark, so the texts need not be compared. A text with other bytes is another input
      // even when `==` calls it equal (a Kelvin sign for a K).
      if !(edited && asyncResult == nil) && !newValue.hasSameBytes(as: text) {
        edited = true
        asyncResult = nil
      }
      text = newValue
      convert()
    }
    // Edits the text in place, as typing does (`input.append(character)`), so that the
    // text's storage is not copied on each keystroke.
    _modify {
      if edited && asyncResult == nil {
        // The converted value may share the text's storage (a `String` field's does):
        // dropped, the text is the storage's only owner and is changed where it is.
        converted = nil
        defer { convert() }
        yield &text
      } else {
        var newText = text
        defer { input = newText }
        yield &newText
      }
    }
  }

  // Converts `text` and checks the result.
  @inlinable
  mutating func convert() {
    (converted, holds) = rules.check(text)
  }

  /// The name that error messages use for this field, such as "Age": in English, or in the
  /// first language of a name given in several.
  public var name: String? { rules.name?.englishName }

  /// The name that error messages use for this field, in every language it has: a view
  /// shows it as the field's label with `localizedName?.text(in: locale)`.
  public var localizedName: LocalizedText? { rules.name?.isEmpty == false ? rules.name : nil }

  /// Whether the input is secret: if so, no description, dump, failure or error shows it.
  public var isSecret: Bool { rules.isSecret }

  /// How the field converts its input to a value.
  public var conversion: InputConversion<Value> { rules.conversion }

  // The requirements on the typed value, in declaration order.
  package var requirements: [Requirement<Value>] { rules.requirements }

  /// Returns whether the input converts and the value satisfies every requirement (the
  /// async ones included, once their result is recorded).
  ///
  /// - Complexity: O(1): the input is checked when it is set.
  @inlinable
  public func isValid() -> Bool {
    holds && (rules.asyncRequirements.isEmpty || asyncResult?.failures.isEmpty == true)
  }

  /// Returns the typed value if the input is valid.
  ///
  /// - Throws: ``InvalidValue`` listing the failures when the input does not convert or
  ///   the value breaks a requirement.
  public func value() throws(InvalidValue) -> Value {
    guard isValid(), let converted else { throw currentError() }
    return converted
  }

  /// The value the input converts to, valid or not; `nil` when it does not convert.
  public var currentValue: Value? { converted }

  /// Starts the field over from a value, such as one loaded from storage: the input
  /// becomes the value's text, the field counts as neither edited, left nor submitted, and
  /// ``reset()`` returns to it.
  ///
  /// The value is kept even if it breaks a requirement (the field is then invalid).
  ///
  /// - Parameter value: The value to show.
  public mutating func reset(to value: Value) {
    text = rules.conversion.format(value)
    pristineText = text
    asyncResult = nil
    edited = false
    attempted = false
    touched = false
    brokenRules = []
    convert()
  }

  /// Puts the input back to the starting value's text (or the last value set by code),
  /// and clears the edited, left and submitted state and the rules' failures.
  public mutating func reset() {
    text = pristineText
    asyncResult = nil
    edited = false
    attempted = false
    touched = false
    brokenRules = []
    convert()
  }

  /// Records that the user tried to submit: errors then show even if the field was never
  /// edited.
  mutating func markSubmitAttempted() {
    attempted = true
  }

  /// Records a submit attempt and returns the typed value.
  ///
  /// - Returns: The typed value.
  /// - Throws: ``InvalidValue`` listing the failures when the input is not valid.
  public mutating func submit() throws(InvalidValue) -> Value {
    markSubmitAttempted()
    return try value()
  }

  /// Whether errors should be shown, as ``errorDisplay`` decides: by default once the
  /// field has been left or a submit attempted.
  public var showsErrors: Bool {
    switch errorDisplay {
    case .whileTyping: edited || touched || attempted
    case .afterLeaving: touched || attempted
    case .afterSubmit: attempted
    }
  }
}

extension FormField where Value: LosslessStringConvertible & Sendable {
  /// Creates a field for a `LosslessStringConvertible` type, `String` included, with a
  /// starting value (or none: the input is empty) and requirements on the typed value.
  ///
  /// Integers and floating-point numbers convert strictly (``InputConversion/integer``,
  /// ``InputConversion/number(decimalSeparator:)``), `String` as typed, and any other type
  /// with its own `init(_:)`.
  ///
  /// ```swift
  /// var age = FormField<Int>(name: "Age", .range(16...120))
  /// ```
  public init(
    _ value: Value? = nil, name: LocalizedText? = nil, isSecret: Bool = false,
    _ requirements: Requirement<Value>...
  ) {
    self.init(
      value: value,
      rules: Rules(
        name: name, isSecret: isSecret, requirements: requirements, conversion: .standard))
  }
}

extension FormField where Value: InputConvertible {
  /// Creates a field for a type with a standard conversion (`Decimal`, `Date`, `URL`),
  /// with a starting value (or none) and requirements on the typed value.
  ///
  /// ```swift
  /// var website = FormField<URL>(name: "Website")
  /// ```
  public init(
    _ value: Value? = nil, name: LocalizedText? = nil, isSecret: Bool = false,
    _ requirements: Requirement<Value>...
  ) {
    self.init(
      value: value,
      rules: Rules(
        name: name, isSecret: isSecret, requirements: requirements,
        conversion: Value.inputConversion))
  }
}

extension FormField where Value: RawRepresentable & Sendable, Value.RawValue == String {
  /// Creates a field for a `String`-backed enum, whose input must be a raw value, with a
  /// starting value (or none) and requirements on the typed value.
  ///
  /// ```swift
  /// var plan = FormField<Plan>(name: "Plan")   // enum Plan: String { case free, pro }
  /// ```
  public init(
    _ value: Value? = nil, name: LocalizedText? = nil, isSecret: Bool = false,
    _ requirements: Requirement<Value>...
  ) {
    self.init(
      value: value,
      rules: Rules(
        name: name, isSecret: isSecret, requirements: requirements, conversion: .rawValue))
  }
}

extension FormField: Sendable where Value: Sendable {}
