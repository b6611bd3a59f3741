/// The error a ``ValidatableValue`` throws when it has no valid value to give or refuses a
/// new one.
///
/// It names the field (when the value has a display name) and lists **every** requirement
/// the value breaks, in declaration order, not just the first:
///
/// ```swift
/// do {
///   try user.password.setValue("abc")
/// } catch {
///   print(error)   // Password: at least 8 characters; at least 1 digit
///   error.failures.map(\.requirement)
/// }
/// ```
///
/// A type mismatch (from ``ValidatableValue/setValue(_:)-(Any)``) and a missing value have
/// no failed requirements; their ``reason`` and message say what went wrong instead.
/// For a secret value, no part of the error holds the value.
public struct InvalidValue: Error, Sendable {
  /// Why a value, or a model's field, is invalid.
  public enum Reason: Sendable, Hashable {
    /// The value breaks the requirements listed with the error.
    case unsatisfiedRequirements
    /// A value of another type was offered; the names are the types' names.
    case typeMismatch(expected: String, actual: String)
    /// A value is required, and none has been set or decoded.
    case missingValue
    /// The model breaks a cross-field rule: a ``ModelRule`` listed with the error.
    case brokenRule
    /// Encoded data could not be read as the field's type; the text says why.
    case undecodable(String)
    /// Encoded data has a key the model does not list, and the model does not allow that.
    case unexpectedKey
    /// Models were nested deeper than the limit, so validation stopped there.
    case nestedTooDeeply(limit: Int)

    // What is wrong, in words: the requirements the value breaks, or the reason itself.
    func message(_ unsatisfied: [UnsatisfiedRequirement]) -> String {
      switch self {
      case .unsatisfiedRequirements, .brokenRule:
        return unsatisfied.flatMap(\.reportedRequirements).joined(separator: "; ")
      case .typeMismatch(let expected, let actual): return "expected \(expected), got \(actual)"
      case .missingValue: return "a value is required"
      // A decoder's text can quote the data: escaped, so that it stays one line.
      case .undecodable(let why): return escapedForReport(why, escapingQuotes: false)
      case .unexpectedKey: return "unexpected key"
      case .nestedTooDeeply(let limit): return "nested more than \(limit) levels deep"
      }
    }
  }

  /// The display name of the field, if it has one.
  ///
  /// In English, or in the first language of a name given in several; ``message(in:timeZone:)``
  /// names the field in the locale's language.
  public var fieldName: String? { localizedFieldName?.englishName }

  // The display name in every language it has, rendered only when a message is built.
  var localizedFieldName: LocalizedText? { nameText.isEmpty ? nil : nameText }

  // The display name, empty for none: copied into every error a guard throws, where an
  // optional's copy is an outlined function and a plain struct's is inline.
  @usableFromInline
  let nameText: LocalizedText

  /// Why the value is invalid.
  public let reason: Reason

  /// Every requirement the value breaks, in declaration order; empty for a type mismatch
  /// or a missing value.
  public let failures: [UnsatisfiedRequirement]

  // Creates an error report.
  //
  // - Parameters:
  //   - fieldName: The display name of the field, if any.
  //   - reason: Why the value is invalid.
  //   - failures: The unsatisfied requirements, in declaration order.
  package init(
    fieldName: LocalizedText?, reason: Reason, failures: [UnsatisfiedRequirement] = []
  ) {
    self.nameText = fieldName ?? ""
    self.reason = reason
    self.failures = failures
  }

  // An error naming its field by a text that is empty for none.
  init(nameText: LocalizedText, reason: Reason, failures: [UnsatisfiedRequirement]) {
    self.nameText = nameText
    self.reason = reason
    self.failures = failures
  }

  // The error for a value that breaks requirements.
  //
  // Not generic and never inlined, so that the field's name arrives in registers and is
  // copied with one reference count: copied out of a generic value in memory, a `String?`
  // is copied through its type's metadata, several times slower. A name's translations are
  // rendered only when a message is built.
  //
  // - Parameters:
  //   - failures: The unsatisfied requirements, in declaration order.
  //   - fieldName: The display name of the field, if any.
  @inline(never)
  @usableFromInline
  static func unsatisfied(
    _ failures: consuming [UnsatisfiedRequirement], fieldName: LocalizedText
  ) -> InvalidValue {
    InvalidValue(nameText: fieldName, reason: .unsatisfiedRequirements, failures: failures)
  }

  /// The human-readable reason without the field name, such as "at least 8 characters;
  /// at least 1 digit" or "expected String, got Int".
  ///
  /// Of a requirement that combines others with `&&` (or `allOf`), it names only the
  /// parts the value breaks; any other requirement is named whole.
  public var message: String {
    reason.message(failures)
  }
}

extension InvalidValue: CustomStringConvertible {
  /// The field name followed by the message: "Password: at least 1 digit".
  ///
  /// A value without a display name is called "Invalid value". The rejected value never
  /// appears here; read it from ``failures`` where the field is not secret.
  public var description: String {
    "\(fieldName ?? "Invalid value"): \(message)"
  }
}
