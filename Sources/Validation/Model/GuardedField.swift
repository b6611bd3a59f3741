/// A field with requirements of its own, as a model lists it: a ``ValidatableValue`` (the
/// storage of a `@Validated` property among them), a ``FormField``, or an optional one of
/// these, where `nil` is valid.
///
/// A ``FieldVisitor`` receives every such field through one method and reads it through
/// this protocol:
///
/// ```swift
/// mutating func visit<Field: GuardedField>(_ name: String, _ field: inout Field) {
///   if !field.isValid() { invalidNames.append(name) }
/// }
/// ```
public protocol GuardedField {
  /// The type of the field's value.
  associatedtype Value

  /// The name that error messages use for the field, such as "Password".
  var name: String? { get }

  /// The name that error messages use for the field, in every language it has.
  var localizedName: LocalizedText? { get }

  /// Whether the field's value stays out of every description and report.
  var isSecret: Bool { get }

  /// The field's value, valid or not; `nil` when it holds none.
  var currentValue: Value? { get }

  /// Returns whether the field's value meets every requirement.
  func isValid() -> Bool

  /// Whether the field itself may be `nil`: an optional field, which decoding sets to `nil`
  /// for a missing key or `null`.
  static var isOptional: Bool { get }

  /// Calls `body` with the field's guard, in place.
  ///
  /// - Parameter body: What to do with the guard.
  /// - Returns: What `body` returns, or `nil` when the field has no guard: a form field
  ///   (which holds text), or an optional field that is `nil`.
  mutating func withGuard<Result>(
    _ body: (inout ValidatableValue<Value>) throws -> Result
  ) rethrows -> Result?
}

extension GuardedField {
  /// `false`: the field is always there.
  public static var isOptional: Bool { false }

  /// The ``name``, the same in every language.
  public var localizedName: LocalizedText? { name.map { LocalizedText($0) } }
}

extension ValidatableValue: GuardedField {
  /// Calls `body` with this guard.
  public mutating func withGuard<Result>(
    _ body: (inout ValidatableValue<Value>) throws -> Result
  ) rethrows -> Result? {
    try body(&self)
  }
}

extension FormField: GuardedField {
  /// Returns `nil`: a form field holds text and its conversion, not a guard.
  public mutating func withGuard<Result>(
    _ body: (inout ValidatableValue<Value>) throws -> Result
  ) rethrows -> Result? {
    nil
  }
}

extension Optional: GuardedField where Wrapped: GuardedField {
  /// `true`: the field may be `nil`.
  public static var isOptional: Bool { true }

  /// The wrapped field's display name; `nil` when there is no field.
  public var name: String? { self?.name }

  /// The wrapped field's display name in every language it has; `nil` when there is no
  /// field.
  public var localizedName: LocalizedText? { self?.localizedName }

  /// Whether the wrapped field is secret.
  public var isSecret: Bool { self?.isSecret ?? false }

  /// The wrapped field's value; `nil` when there is no field.
  public var currentValue: Wrapped.Value? { self?.currentValue }

  /// Returns whether the wrapped field is valid; `nil` is valid.
  public func isValid() -> Bool { self?.isValid() ?? true }

  /// Calls `body` with the wrapped field's guard, in place, when there is one.
  public mutating func withGuard<Result>(
    _ body: (inout ValidatableValue<Wrapped.Value>) throws -> Result
  ) rethrows -> Result? {
    guard var wrapped = self else { return nil }
    self = nil  // keeps the guard's storage unique while it changes
    defer { self = wrapped }
    return try wrapped.withGuard(body)
  }
}
