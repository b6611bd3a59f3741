/// A property wrapper that guards a stored property with requirements.
///
/// Assigning to the property checks the new value first: a valid value is stored, a
/// rejected one changes nothing and is kept as ``ValidatableValue/lastRejection``. The
/// projected value (`$name`) is the ``ValidatableValue`` behind the property.
///
/// ```swift
/// struct SignUpForm {
///   @Validated(Require("Non-empty") { !$0.isEmpty }) var name: String = ""
///   @Validated(name: "Age", .range(16...50), .multiple(of: 2)) var age: Int = 18
/// }
///
/// var form = SignUpForm()
/// form.name = "Ann"             // checked first, then stored
/// form.name = ""                // rejected: name stays "Ann"
/// form.$name.lastRejection      // InvalidValue: Non-empty
/// try form.$name.setValue("")   // throws InvalidValue
/// form.$name.isValid()          // true
/// ```
///
/// An initial value that breaks a requirement (an empty form field) is kept, but
/// `$name.isValid()` is `false` until a valid value is assigned.
@propertyWrapper
public struct Validated<Value> {
  @usableFromInline
  var guarded: ValidatableValue<Value>

  /// Creates the wrapper from the property's initial value and its requirements:
  /// `@Validated(name: "Password", isSecret: true, .minLength(8))`.
  @inlinable
  public init(
    wrappedValue: Value, name: LocalizedText? = nil, isSecret: Bool = false,
    _ requirements: Requirement<Value>...
  ) {
    guarded = ValidatableValue(
      value: wrappedValue, name: name, isSecret: isSecret, requirements: requirements)
  }

  /// Creates the wrapper from the property's initial value and an array of requirements,
  /// such as a list several models share.
  ///
  /// ```swift
  /// enum PasswordRules {
  ///   static let all: [Requirement<String>] = [.length(8...30), .atLeast(1, .digits)]
  /// }
  ///
  /// @Validated(name: "Password", isSecret: true, requirements: PasswordRules.all)
  /// var password = ""
  /// ```
  @inlinable
  public init(
    wrappedValue: Value, name: LocalizedText? = nil, isSecret: Bool = false,
    requirements: [Requirement<Value>]
  ) {
    guarded = ValidatableValue(
      value: wrappedValue, name: name, isSecret: isSecret, requirements: requirements)
  }

  /// The property's value: the last value that was accepted, or the initial value.
  ///
  /// Setting it checks the new value first, as ``ValidatableValue/assign(_:)`` does.
  @inlinable
  public var wrappedValue: Value {
    get {
      guard let value = guarded.storage else {
        preconditionFailure("A @Validated property always holds a value.")
      }
      return value
    }
    set {
      guarded.assign(newValue)
    }
  }

  /// The property's value when the property belongs to a class; not for direct use.
  ///
  /// - Parameters:
  ///   - instance: The object that holds the property.
  ///   - wrappedKeyPath: The property.
  ///   - storageKeyPath: The property's wrapper, in `instance`.
  @_documentation(visibility: internal)
  @inlinable
  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance instance: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Validated>
  ) -> Value {
    get {
      instance[keyPath: storageKeyPath].wrappedValue
    }
    set {
      // Setting it runs the requirements before it changes the wrapper, and releases what the
      // new value displaces only afterwards, so that each access to the wrapper's storage is
      // short and calls no unknown code. The optimizer can then prove, as for a hand-written
      // setter that checks and then stores, that the accesses never overlap, and drop the
      // run-time exclusivity check a setter running the requirements inside its access needs.
      // A copy of the check (one reference count), so that it runs outside any access.
      let check = instance[keyPath: storageKeyPath].guarded.allHold
      let holds = check(newValue)
      var displaced: Value? = consume newValue
      var displacedRejection: Value? = nil
      instance[keyPath: storageKeyPath].guarded.place(
        &displaced, rejection: &displacedRejection, holds: holds)
      // `displaced` and `displacedRejection` are released here, after the access.
    }
  }

  /// The guarded value behind the property, with the whole ``ValidatableValue`` API.
  ///
  /// Assigning a new ``ValidatableValue`` to `$property` replaces the guard, requirements
  /// included. The property keeps its value if the new guard holds none (it must always
  /// have one) and stays secret once secret.
  /// A guard of an optional holds `nil` unless given a value, so it sets the property to
  /// `nil`: give it the value to keep (`ValidatableValue(value: middleName, …)`).
  public var projectedValue: ValidatableValue<Value> {
    get { guarded }
    _modify {
      // Keep only what must survive a replacement, not the whole guard: copying the guard
      // would cost a reference count per requirement on every `$property` access.
      let previousValue = guarded.storage
      let wasSecret = guarded.isSecret
      yield &guarded
      if guarded.storage == nil, let previousValue {
        guarded.storage = previousValue
        guarded.storageIsValid = guarded.allHold(previousValue)
      }
      if wasSecret, !guarded.isSecret {
        guarded.secret = true
      }
    }
  }
}

extension Validated: Sendable where Value: Sendable {}

extension Validated: Equatable where Value: Equatable {}

extension Validated: Hashable where Value: Hashable {}

extension Validated: CustomStringConvertible {
  /// The value as text, `<redacted>` for a secret.
  public var description: String {
    guarded.description
  }
}

extension Validated: CustomDebugStringConvertible {
  /// The guarded value's debug description, with the value redacted for a secret.
  public var debugDescription: String {
    guarded.debugDescription
  }
}

extension Validated: CustomReflectable {
  /// The guarded value's mirror, so `dump` of a model never shows a secret field.
  public var customMirror: Mirror {
    guarded.customMirror
  }
}
