/// A value guarded by requirements: it only ever stores a value that satisfies all of
/// them.
///
/// ``setValue(_:)-(Value)`` checks a new value before storing it; a rejected value changes
/// nothing and the error lists every requirement it breaks. ``isValid()`` and ``value()``
/// query the current value.
///
/// ```swift
/// struct MyUser {
///   let someConstantValue = ValidatableValue(3)          // constant: always valid
///   var firstName = ValidatableValue<String>(
///     Require("Non-empty") { $0.count > 0 })             // no value yet: invalid
///   var lastName = ValidatableValue<String?>()            // no requirements, nil is fine
/// }
///
/// var user = MyUser()
/// user.firstName.isValid()            // false: nothing set yet
/// try user.firstName.setValue("")     // throws InvalidValue, nothing changes
/// try user.firstName.setValue("Max")  // stored; now valid
/// ```
///
/// A value starts out either with the value you give it, or with none (an optional type
/// starts out `nil`). A starting value that breaks a requirement is kept, but
/// ``isValid()`` is `false` and ``value()`` throws until a valid value is set, the way an
/// empty form field is invalid until the user fills it in.
///
/// Mark a password or a token secret with `isSecret: true`: then no description, dump or
/// error shows the value. Give a value a display name with `name:` to have messages say
/// which field failed.
///
/// Requirements must be pure functions of the value; a `ValidatableValue` remembers
/// whether its current value is valid, so ``isValid()`` costs nothing.
public struct ValidatableValue<Value> {
  /// The current value, valid or not; `nil` when no value has been set.
  @usableFromInline
  var storage: Value?

  /// Whether ``storage`` holds a value that satisfies every requirement.
  @usableFromInline
  var storageIsValid: Bool

  /// The requirements every stored value must satisfy, in declaration order.
  public let requirements: [Requirement<Value>]

  /// All requirements chained into one check, built once: the check on every write.
  @usableFromInline
  let allHold: @Sendable (Value) -> Bool

  /// The name that error messages use for this value, such as "Password".
  public let name: String?

  /// Whether the value is secret: if so, no description, dump or error shows it.
  public let isSecret: Bool

  /// How assignments behave: checked (the default), kept even when invalid (in a
  /// ``Draft``), or checked with rejections remembered (inside
  /// ``ValidatableModel/update(for:_:)``).
  @usableFromInline
  var mode: EditingMode

  /// The error from the most recent rejected assignment through a ``Validated`` property,
  /// or `nil` once a value is accepted (and after a model's successful
  /// ``ValidatableModel/update(for:_:)``, which starts afresh).
  ///
  /// ``setValue(_:)-(Value)`` throws its error instead and leaves this untouched.
  ///
  /// The error is built when you read it, from the rejected value kept until the next
  /// accepted assignment, so a stream of rejected keystrokes costs no allocation. (A
  /// secret's rejected value is kept in memory that long too, but never shown.)
  @inlinable
  public var lastRejection: InvalidValue? {
    // A value is kept as rejected only after the check returned `false` for it.
    rejectedValue.map { rejection(of: $0, afterFailedCheck: true) }
  }

  /// The value of the most recent rejected assignment, behind ``lastRejection``.
  @usableFromInline
  var rejectedValue: Value?

  /// Creates a guarded value from a starting value and an array of requirements.
  ///
  /// - Parameters:
  ///   - value: The starting value, or `nil` for none.
  ///   - name: The display name for messages.
  ///   - isSecret: Whether to keep the value out of every description and error.
  ///   - requirements: The requirements, in the order errors list them.
  @inlinable
  public init(
    value: Value?, name: String? = nil, isSecret: Bool = false, requirements: [Requirement<Value>]
  ) {
    self.storage = value
    self.requirements = requirements
    self.allHold = RequirementChain.checkingAll(requirements)
    self.name = name
    self.isSecret = isSecret
    self.rejectedValue = nil
    self.mode = .initial
    self.storageIsValid = false
    if let value {
      storageIsValid = satisfiesAll(value)
    }
  }

  /// Creates a guarded value that holds no value yet.
  ///
  /// It is invalid until a value is set. (For an optional `Value`, the overload that
  /// starts from `nil` is used instead.)
  ///
  /// ```swift
  /// var firstName = ValidatableValue<String>(Require("Non-empty") { !$0.isEmpty })
  /// ```
  ///
  /// - Parameters:
  ///   - name: The display name for messages.
  ///   - isSecret: Whether to keep the value out of every description and error.
  ///   - requirements: The requirements, in the order errors list them.
  @inlinable
  public init(name: String? = nil, isSecret: Bool = false, _ requirements: Requirement<Value>...) {
    self.init(value: nil, name: name, isSecret: isSecret, requirements: requirements)
  }

  /// Creates a guarded value with a starting value.
  ///
  /// ```swift
  /// let someConstantValue = ValidatableValue(3)
  /// var age = ValidatableValue(18, name: "Age", .range(16...50))
  /// ```
  ///
  /// - Parameters:
  ///   - value: The starting value; if it breaks a requirement, the guarded value starts
  ///     out invalid.
  ///   - name: The display name for messages.
  ///   - isSecret: Whether to keep the value out of every description and error.
  ///   - requirements: The requirements, in the order errors list them.
  @inlinable
  public init(
    _ value: Value, name: String? = nil, isSecret: Bool = false,
    _ requirements: Requirement<Value>...
  ) {
    self.init(value: value, name: name, isSecret: isSecret, requirements: requirements)
  }

  /// Creates a guarded value, with or without a starting value, from requirements declared
  /// in a block.
  ///
  /// ```swift
  /// var password = ValidatableValue<String>(name: "Password", isSecret: true) {
  ///   Requirement.length(8...30)
  ///   Requirement.atLeast(1, .digits)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - value: The starting value, or `nil` for none.
  ///   - name: The display name for messages.
  ///   - isSecret: Whether to keep the value out of every description and error.
  ///   - requirements: A block that declares the requirements.
  @inlinable
  public init(
    value: Value? = nil, name: String? = nil, isSecret: Bool = false,
    @RequirementBuilder<Value> requirements: () -> [Requirement<Value>]
  ) {
    self.init(value: value, name: name, isSecret: isSecret, requirements: requirements())
  }

  /// Returns whether the current value satisfies every requirement.
  ///
  /// `false` when no value has been set. Constant time: validity is decided when a value
  /// is stored.
  ///
  /// - Returns: `true` exactly when ``value()`` would return a value.
  @inlinable
  public func isValid() -> Bool {
    storageIsValid
  }

  /// Returns the current value if it is valid.
  ///
  /// - Returns: The current value.
  /// - Throws: ``InvalidValue`` when no value has been set or the current value breaks a
  ///   requirement.
  @inlinable
  public func value() throws(InvalidValue) -> Value {
    guard storageIsValid, let storage else { throw currentError() }
    return storage
  }

  /// The current value, valid or not; `nil` when no value has been set.
  ///
  /// Use ``value()`` to read a value you rely on; this is for showing what is stored, such
  /// as the invalid starting text of a form field.
  @inlinable
  public var currentValue: Value? {
    storage
  }

  /// Returns whether a candidate would be accepted, without storing it.
  ///
  /// ```swift
  /// user.password.willBeValid(with: "abc")   // false, nothing assigned
  /// ```
  ///
  /// - Parameter candidate: The value to check.
  /// - Returns: `true` when the candidate satisfies every requirement.
  @inlinable
  public func willBeValid(with candidate: Value) -> Bool {
    satisfiesAll(candidate)
  }

  /// Checks a new value and stores it if it satisfies every requirement.
  ///
  /// On failure nothing changes: the stored value, its validity and ``lastRejection``
  /// stay as they were.
  ///
  /// ```swift
  /// try user.firstName.setValue("Max")
  /// ```
  ///
  /// - Parameter newValue: The value to store.
  /// - Throws: ``InvalidValue`` listing every requirement `newValue` breaks.
  @inlinable
  public mutating func setValue(_ newValue: Value) throws(InvalidValue) {
    guard allHold(newValue) else { throw rejection(of: newValue, afterFailedCheck: true) }
    accept(newValue)
  }

  /// Stores a value that satisfies every requirement.
  @inlinable
  mutating func accept(_ newValue: Value) {
    storage = newValue
    storageIsValid = true
    // Checking first skips a write (and a release) on the common path, which tests one
    // word and goes on.
    if rejectedValue != nil {
      forgetRejection()
    }
  }

  /// Forgets the last rejection once a value is accepted, except inside a transaction,
  /// where it is kept so that the transaction fails as a whole. Out of line: it is the rare
  /// path. It writes nothing but the rejection: a write to `mode` here, even on this rare
  /// path, made the optimizer keep more of a model in memory in client code (84 more
  /// instructions per model check in workload 2).
  @inlinable
  @inline(never)
  mutating func forgetRejection() {
    if mode != .transaction {
      rejectedValue = nil
    }
  }

  /// Checks a value of unknown type and stores it if it is a `Value` that satisfies every
  /// requirement.
  ///
  /// For values that come from untyped sources, such as a dictionary of form input.
  /// Every value converts to `Any`, so a typed argument of the wrong type
  /// (`age.setValue("42")` on an `Int`) compiles too and is caught only here, at run
  /// time; an optional that holds a `Value` is unwrapped.
  ///
  /// ```swift
  /// let newVal: Any = 42
  /// try user.firstName.setValue(newVal)   // throws: expected String, got Int
  /// ```
  ///
  /// - Parameter newValue: The value to store.
  /// - Throws: ``InvalidValue`` with reason ``InvalidValue/Reason/typeMismatch(expected:actual:)``
  ///   when `newValue` is not a `Value`, or listing every requirement it breaks.
  public mutating func setValue(_ newValue: Any) throws(InvalidValue) {
    guard let typed = newValue as? Value, !Self.isNilOfAnotherType(newValue) else {
      throw InvalidValue(
        fieldName: name,
        reason: .typeMismatch(
          expected: String(describing: Value.self),
          actual: String(describing: type(of: newValue))))
    }
    try setValue(typed)
  }

  /// Assigns a value the way a ``Validated`` property does, without throwing.
  ///
  /// Normally a value that breaks a requirement is not stored: the old value stays and the
  /// error is kept in ``lastRejection``. While the value is edited in a ``Draft``, every
  /// value is stored, valid or not, so a text field keeps what the user typed, and
  /// ``isValid()``, ``failures`` and ``validationError`` report on it live.
  ///
  /// ```swift
  /// var age = ValidatableValue(18, .range(16...50))
  /// age.assign(12)      // rejected: age stays 18
  /// age.lastRejection   // between 16 and 50
  /// ```
  ///
  /// - Parameter newValue: The value to assign.
  @inlinable
  public mutating func assign(_ newValue: Value) {
    let holds = satisfiesAll(newValue)
    if mode == .draft {
      storageIsValid = holds
      storage = newValue
      rejectedValue = nil
    } else if holds {
      accept(newValue)
    } else {
      rejectedValue = newValue
    }
  }

  /// Does what ``assign(_:)`` does with a value whose check already ran, releasing
  /// nothing: the values it displaces come back to the caller, who releases them after
  /// its access to this guard ends. (Releasing a value may run arbitrary code, a `deinit`,
  /// which the optimizer must assume could access the guard.)
  ///
  /// - Parameters:
  ///   - value: The assigned value (never `nil` on entry); on return, a value it displaced
  ///     (the stored value, or for a rejected value the earlier rejection), if any.
  ///   - rejection: `nil` on entry; on return, a second value it displaced (an earlier
  ///     rejection that an accepted value clears), if any.
  ///   - holds: Whether the value satisfies every requirement.
  @inlinable
  mutating func place(_ value: inout Value?, rejection: inout Value?, holds: Bool) {
    // A `switch`, not `==`: the synthesized `==` reads the case through a builtin that the
    // optimizer must assume has side effects, which would keep the run-time check.
    switch (mode, holds) {
    case (.draft, _):
      storageIsValid = holds
      swap(&storage, &value)
      swap(&rejectedValue, &rejection)
    case (.transaction, true):
      swap(&storage, &value)
      storageIsValid = true
    case (_, true):
      swap(&storage, &value)
      storageIsValid = true
      if rejectedValue != nil {
        swap(&rejectedValue, &rejection)
      }
    case (_, false):
      swap(&rejectedValue, &value)
    }
  }

  /// Puts a guard that was just assigned in place of another, and is still in its initial
  /// mode, into the draft or update the replaced guard was in. Out of line: it is the rare
  /// path of a `$property` access.
  @usableFromInline
  @inline(never)
  mutating func join(_ replacedMode: EditingMode) {
    switch replacedMode {
    case .initial, .checked:
      break
    case .draft:
      mode = .draft
    case .transaction:
      // The update started afresh before this guard arrived: so does the guard.
      rejectedValue = nil
      mode = .transaction
    }
  }

  /// Whether a value is `nil` of an optional type other than `Value`: Swift casts such a
  /// `nil` to any optional type, but it is a type mismatch.
  static func isNilOfAnotherType(_ value: Any) -> Bool {
    guard let optional = value as? any OptionalValue, optional.isNone else { return false }
    return ObjectIdentifier(type(of: value)) != ObjectIdentifier(Value.self)
  }

  /// The requirements the current value breaks, in declaration order.
  ///
  /// Empty when the value is valid or when no value has been set (``validationError``
  /// reports that case).
  public var failures: [UnsatisfiedRequirement] {
    guard let storage, !storageIsValid else { return [] }
    return failures(for: storage, afterFailedCheck: true)
  }

  /// The error ``value()`` would throw now, or `nil` when the current value is valid.
  ///
  /// A view can show `$field.validationError?.message` under a form field.
  public var validationError: InvalidValue? {
    storageIsValid ? nil : currentError()
  }

  /// Each requirement with whether the current value satisfies it, in declaration order.
  ///
  /// With no value set, no requirement counts as satisfied.
  public var checklist: [RequirementCheck] {
    guard let storage else {
      return requirements.map { RequirementCheck(description: $0.description, isSatisfied: false) }
    }
    return checklist(for: storage)
  }

  /// Each requirement with whether a candidate satisfies it, in declaration order: a live
  /// checklist for text the user is still typing.
  ///
  /// - Parameter candidate: The value to check; nothing is stored.
  /// - Returns: One line per requirement.
  public func checklist(for candidate: Value) -> [RequirementCheck] {
    requirements.map {
      RequirementCheck(description: $0.description, isSatisfied: $0.isValid(candidate))
    }
  }

  /// Whether a value satisfies every requirement: the check on every write.
  @inlinable
  func satisfiesAll(_ value: Value) -> Bool {
    allHold(value)
  }

  /// The failures a value causes, redacted when the value is secret.
  ///
  /// - Parameters:
  ///   - value: The value to check.
  ///   - afterFailedCheck: Whether ``allHold`` returned `false` for this value (when it
  ///     was rejected, or stored as invalid). With a single requirement whose predicate
  ///     cannot throw, that requirement is then known to fail, and its predicate does not
  ///     run again. (Requirements are pure, so the answer still holds.)
  @inlinable
  func failures(for value: Value, afterFailedCheck: Bool = false) -> [UnsatisfiedRequirement] {
    // Read through the buffer: each requirement read costs one reference count (its shared
    // storage), with no bounds checks and no retain of the array.
    requirements.withUnsafeBufferPointer { requirements in
      if afterFailedCheck, requirements.count == 1, !requirements[0].canThrow {
        return [
          requirements[0].failure(
            unsatisfiedBy: value, underlyingError: nil, redactingInput: isSecret)
        ]
      }
      // One allocation for the list, however many requirements fail.
      var failures: [UnsatisfiedRequirement] = []
      failures.reserveCapacity(requirements.count)
      for index in requirements.indices {
        if let failure = requirements[index].failure(for: value, redactingInput: isSecret) {
          failures.append(failure)
        }
      }
      return failures
    }
  }

  /// The error for rejecting a value; built only on failure, and never inlined, so that
  /// the checks on every write stay small enough to inline.
  ///
  /// - Parameters:
  ///   - value: The rejected value.
  ///   - afterFailedCheck: Whether ``allHold`` returned `false` for it.
  @inlinable
  @inline(never)
  func rejection(of value: Value, afterFailedCheck: Bool = false) -> InvalidValue {
    .unsatisfied(failures(for: value, afterFailedCheck: afterFailedCheck), fieldName: name)
  }

  /// The error for the current state; built only on failure.
  @inlinable
  func currentError() -> InvalidValue {
    guard let storage else { return InvalidValue(fieldName: name, reason: .missingValue) }
    // Called only for a value found invalid: the check returned `false` for it.
    return rejection(of: storage, afterFailedCheck: !storageIsValid)
  }
}

extension ValidatableValue: Sendable where Value: Sendable {}

extension ValidatableValue where Value: ExpressibleByNilLiteral {
  /// Creates a guarded optional value that starts out `nil`.
  ///
  /// With no requirements, `nil` is valid:
  ///
  /// ```swift
  /// var lastName = ValidatableValue<String?>()
  /// lastName.isValid()   // true
  /// ```
  ///
  /// - Parameters:
  ///   - name: The display name for messages.
  ///   - isSecret: Whether to keep the value out of every description and error.
  ///   - requirements: The requirements, in the order errors list them.
  @inlinable
  public init(name: String? = nil, isSecret: Bool = false, _ requirements: Requirement<Value>...) {
    self.init(value: .some(nil), name: name, isSecret: isSecret, requirements: requirements)
  }

  /// Creates a guarded optional value from a starting value, `nil` unless given, and an
  /// array of requirements.
  ///
  /// `value: nil` is the optional's `nil`, a value like any other, as in the other
  /// initializers of an optional value.
  ///
  /// - Parameters:
  ///   - value: The starting value.
  ///   - name: The display name for messages.
  ///   - isSecret: Whether to keep the value out of every description and error.
  ///   - requirements: The requirements, in the order errors list them.
  @inlinable
  public init(
    value: Value = nil, name: String? = nil, isSecret: Bool = false,
    requirements: [Requirement<Value>]
  ) {
    self.init(value: .some(value), name: name, isSecret: isSecret, requirements: requirements)
  }

  /// Creates a guarded optional value, `nil` unless given a starting value, from
  /// requirements declared in a block.
  ///
  /// ```swift
  /// var nickname = ValidatableValue<String?>(name: "Nickname") {
  ///   Requirement.ifPresent(.minLength(2))
  /// }
  /// nickname.isValid()   // true: it starts out nil
  /// ```
  ///
  /// - Parameters:
  ///   - value: The starting value.
  ///   - name: The display name for messages.
  ///   - isSecret: Whether to keep the value out of every description and error.
  ///   - requirements: A block that declares the requirements.
  @inlinable
  public init(
    value: Value = nil, name: String? = nil, isSecret: Bool = false,
    @RequirementBuilder<Value> requirements: () -> [Requirement<Value>]
  ) {
    self.init(value: .some(value), name: name, isSecret: isSecret, requirements: requirements())
  }
}

/// Lets ``ValidatableValue/setValue(_:)-(Any)`` recognise a `nil` inside an `Any`.
protocol OptionalValue {
  /// Whether this is `nil`.
  var isNone: Bool { get }

}

extension Optional: OptionalValue {
  var isNone: Bool { self == nil }
}

/// How a ``ValidatableValue``'s assignments behave.
@usableFromInline
enum EditingMode: UInt8, Sendable {
  /// Checked before storing, as every value starts out: a guard in this mode assigned
  /// through `$property` over one in a draft or an update joins that draft or update.
  case initial
  /// Checked before storing, switched to explicitly (``DraftEditable/setDraftMode(_:)``
  /// with `false`, the end of an update); a rejection is kept until a value is accepted.
  case checked
  /// Stored valid or not, for a ``Draft``.
  case draft
  /// Checked before storing; a rejection is kept even when a later value is accepted, so
  /// that ``ValidatableModel/update(for:_:)`` fails as a whole.
  case transaction
}
