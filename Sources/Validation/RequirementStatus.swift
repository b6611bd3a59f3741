import Foundation
import Requirements

/// One line of a requirement checklist: a requirement's description and whether a value
/// satisfies it.
///
/// A view shows these as a live checklist while the user types a password, each line in
/// the user's language:
///
/// ```swift
/// for check in form.password.checklist(for: typedText) {
///   print(check.isSatisfied ? "✓" : "✗", check.phrase(in: locale))
/// }
/// ```
public struct RequirementStatus: Sendable, Hashable {
  /// The requirement's description.
  public let description: String

  /// Whether the value satisfies the requirement.
  public let isSatisfied: Bool

  // The requirement's phrase in a locale, dates in a time zone.
  private let phrase: @Sendable (Locale, TimeZone) -> String

  // Creates a checklist line.
  //
  // - Parameters:
  //   - description: The requirement's description.
  //   - isSatisfied: Whether the value satisfies it.
  //   - phrase: The requirement's phrase in a locale, dates in a time zone; by default
  //     the description in every locale.
  package init(
    description: String, isSatisfied: Bool,
    phrase: (@Sendable (Locale, TimeZone) -> String)? = nil
  ) {
    self.description = description
    self.isSatisfied = isSatisfied
    self.phrase = phrase ?? { _, _ in description }
  }

  // Creates the line of a requirement; a secret field's line shows no values.
  package init<Input>(_ requirement: Requirement<Input>, isSatisfied: Bool, isSecret: Bool) {
    let shown = isSecret ? requirement.secret : requirement
    self.init(
      description: shown.description, isSatisfied: isSatisfied, phrase: shown.phrase(in:timeZone:))
  }

  /// What the requirement demands, as a checklist shows it in the locale's language:
  /// "at least 8 characters", "mindestens 8 Zeichen".
  ///
  /// - Parameters:
  ///   - locale: The locale to show the phrase in; by default the user's.
  ///   - timeZone: The time zone a date bound is shown in; by default the user's.
  /// - Returns: The phrase, with no capital and no full stop.
  public func phrase(in locale: Locale = .current, timeZone: TimeZone = .current) -> String {
    phrase(locale, timeZone)
  }

  /// Whether two lines show the same requirement with the same answer.
  public static func == (lhs: RequirementStatus, rhs: RequirementStatus) -> Bool {
    lhs.description == rhs.description && lhs.isSatisfied == rhs.isSatisfied
  }

  /// Hashes the description and the answer.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(description)
    hasher.combine(isSatisfied)
  }
}
