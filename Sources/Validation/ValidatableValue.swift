/// A value guarded by requirements: it only ever stores a value that satisfies all of
/// them.
///
/// ``setValue(_:)-(Value)`` checks a new value before storing it; a rejected value changes
/// nothing and the error lists every requirement it breaks.
///
/// ```swift
/// var firstName = ValidatableValue<String>(name: "First name", .nonBlank())
/// firstName.isValid()              // false: nothing set yet
/// try firstName.setValue("")       // throws InvalidValue, nothing changes
/// try firstName.setValue("Max")    // stored; now valid
/// ```
///
/// A starting value that breaks a requirement is kept, but ``isValid()`` is `false` until
/// a valid value is set. `Value` must have value semantics: validity is decided when a
/// value is stored, so an object changed afterwards is not checked again. `name` is the
/// display name in messages; `isSecret: true` keeps the value out of every description
/// and error.
public struct ValidatableValue<Value> {
  // The current value, valid or not; `nil` when no value has been set.
  @usableFromInline
  var storage: Value?

  // Whether ``storage`` holds a value that satisfies every requirement.
  @usableFromInline
  var storageIsValid: Bool

  // The requirements every stored value must satisfy, in declaration order.
  @usableFromInline
  package let requirements: [Requirement<Value>]

  // All requirements chained into one check, built once: the check on every write.
  @usableFromInline
  let allHold: @Sendable (Value) -> Bool

  /// The name that error messages use for this value, in every language it has.
  public var localizedName: LocalizedText? { nameText.isEmpty ? nil : nameText }

  /// The name that error messages use for this value, such as "Password": in English, or
  /// in the first language of a name given in several.
  public var name: String? { localizedName?.englishName }

  // The name, empty for none.
  @usableFromInline
  let nameText: LocalizedText

  /// Whether the value is secret: if so, no description, dump or error shows it.
  public var isSecret: Bool { secret }

  // Stored apart from `isSecret` so that a `@Validated` property can keep a replaced
  // guard secret (`Validated.projectedValue`).
  @usableFromInline
  var secret: Bool

  // The value of the most recent rejected assignment, behind `lastRejection`.
  @usableFromInline
  var rejectedValue: Value?

  // The tag of the draft whose edited value holds this guard, `0` for none (see
  // `DraftIdentity`).
  @usableFromInline
  var draftTag: UInt

  /// Creates a guarded value from a starting value and requirements, in the order errors
  /// list them.
  ///
  /// ```swift
  /// var age = ValidatableValue(18, name: "Age", .range(16...50))
  /// var email = ValidatableValue<String>(name: "Email", .email())   // invalid until set
  /// var nickname = ValidatableValue<String?>(name: "Nickname")      // starts out nil
  /// ```
  public init(
    _ value: Value, name: LocalizedText? = nil, isSecret: Bool = false,
    _ requirements: Requirement<Value>...
  ) {
    self.init(value: value, name: name, isSecret: isSecret, requirements: requirements)
  }

  /// Creates a guarded value without a starting value: it holds none and is invalid until
  /// one is set, except an optional value, which starts out `nil`.
  public init(
    name: LocalizedText? = nil, isSecret: Bool = false, _ requirements: Requirement<Value>...
  ) {
    self.init(value: nil, name: name, isSecret: isSecret, requirements: requirements)
  }

  /// Creates a guarded value from a starting value and an array of requirements, such as
  /// a list several fields share; without a starting value, as the variadic initializer.
  @inlinable
  public init(
    value: Value? = nil, name: LocalizedText? = nil, isSecret: Bool = false,
    requirements: [Requirement<Value>]
  ) {
    // A model inside a guard is checked as one value, by its own fields and rules too.
    let requirements = Self.modelRequirement.map { requirements + [$0] } ?? requirements
    self.storage = value ?? Self.nilValue
    self.requirements = requirements
    self.allHold = RequirementChain.allHold(requirements)
    self.nameText = name ?? ""
    self.secret = isSecret
    self.rejectedValue = nil
    self.draftTag = 0
    self.storageIsValid = false
    if let storage {
      storageIsValid = allHold(storage)
    }
  }

  // `nil` as a value when `Value` is expressible by `nil` (an optional, among others); no
  // value otherwise.
  @usableFromInline
  static var nilValue: Value? {
    holdsPlainType ? nil : nilLiteralValue(of: Value.self) as? Value
  }

  /// Returns whether the current value satisfies every requirement; `false` when no
  /// value has been set.
  ///
  /// - Complexity: O(1): validity is decided when a value is stored.
  @inlinable
  public func isValid() -> Bool {
    storageIsValid
  }

  /// Returns the current value if it is valid.
  ///
  /// - Throws: ``InvalidValue`` when no value has been set or the current value breaks a
  ///   requirement.
  public func value() throws(InvalidValue) -> Value {
    guard storageIsValid, let storage else { throw currentError() }
    return storage
  }

  /// The current value, valid or not, for showing what is stored.
  ///
  /// `nil` when no value has been set. Read a value you rely on with ``value()``.
  @inlinable
  public var currentValue: Value? {
    storage
  }

  /// Returns whether a candidate satisfies every requirement, without storing it.
  @inlinable
  public func willBeValid(with candidate: Value) -> Bool {
    allHold(candidate)
  }

  /// Checks a candidate without storing it, as Core Data's `validateValue(_:forKey:)` does.
  ///
  /// ```swift
  /// try age.validate(12)   // throws InvalidValue: between 16 and 50; nothing is stored
  /// ```
  ///
  /// - Throws: ``InvalidValue`` listing every requirement `candidate` breaks.
  public func validate(_ candidate: Value) throws(InvalidValue) {
    guard allHold(candidate) else { throw rejection(of: candidate, afterFailedCheck: true) }
  }

  /// Checks a new value and stores it if it satisfies every requirement; on failure
  /// nothing changes.
  ///
  /// The error is typed: a plain `catch` receives an ``InvalidValue``
  /// (`catch { error.failures }`).
  ///
  /// - Throws: ``InvalidValue`` listing every requirement `newValue` breaks.
  @inlinable
  public mutating func setValue(_ newValue: Value) throws(InvalidValue) {
    guard allHold(newValue) else { throw rejection(of: newValue, afterFailedCheck: true) }
    storage = newValue
    storageIsValid = true
    // Testing first skips a write (and a release) on the common path. Out of line here,
    // inline in `assign(_:)`: in client code that writes a model's fields and then checks
    // it, each shape is the one that keeps less of the model in memory for its caller.
    if rejectedValue != nil {
      forgetRejection()
    }
  }

  // For a guard whose value is a model, the requirement that the model is valid; a model
  // belongs in `visitFields(_:)` as a nested model (see `fieldListProblems()`), but one
  // put inside a guard must not go unchecked.
  @usableFromInline
  static var modelRequirement: Requirement<Value>? {
    guard !holdsPlainType, !holdsOptionalPlainType, Value.self is any ValidatableModel.Type
    else { return nil }
    return Requirement("a valid \(Value.self)") { value in
      (value as? any ValidatableModel)?.isValid() ?? true
    }
  }

  // Out of line: the rare path of `setValue(_:)`.
  @inlinable
  @inline(never)
  mutating func forgetRejection() {
    rejectedValue = nil
  }
}

extension ValidatableValue: Sendable where Value: Sendable {}

// `nil` of a type expressible by `nil`, or `nil` (no value) for any other type. Not
// generic: the same cast of a generic parameter's metatype, specialized by a client for a
// type that is not expressible by `nil`, crashes the Swift 6.3 compiler.
func nilLiteralValue(of type: Any.Type) -> Any? {
  (type as? any ExpressibleByNilLiteral.Type).map { $0.init(nilLiteral: ()) as Any }
}
