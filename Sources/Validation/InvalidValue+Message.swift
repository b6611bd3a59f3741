import Foundation
import Requirements

extension InvalidValue {
  /// What is wrong, as error sentences for the person who entered the value, in the
  /// locale's language and about the field by its display name.
  ///
  /// For example, "Password must have at least 8 characters."
  ///
  /// Catalogue requirements and a missing value are worded in each of the library's
  /// languages (see ``UnsatisfiedRequirement/message(in:timeZone:subject:)``); a rule's message
  /// reads as written, and a value that could not be decoded as ``message`` says.
  ///
  /// - Parameters:
  ///   - locale: The locale to show the message in; by default the user's.
  ///   - timeZone: The time zone a date bound is shown in; by default the process's. A
  ///     server passes its user's, or UTC.
  /// - Returns: One sentence per failed requirement.
  public func message(in locale: Locale = .current, timeZone: TimeZone = .current) -> String {
    reason.message(
      failures, in: MessageLocalization(locale: locale, timeZone: timeZone),
      subject: localizedFieldName?.text(in: locale))
  }
}

extension InvalidValue.Reason {
  // What is wrong, in a language chosen for a locale, about `subject`.
  func message(
    _ unsatisfied: [UnsatisfiedRequirement], in localization: MessageLocalization,
    subject: String?
  ) -> String {
    switch self {
    case .unsatisfiedRequirements, .brokenRule:
      return unsatisfied.message(in: localization, subject: subject)
    case .missingValue:
      return [UnsatisfiedRequirement.missing].message(in: localization, subject: subject)
    case .unexpectedKey: return ReportText.unexpectedKey.text(in: localization)
    case .nestedTooDeeply(let limit):
      return ReportText.nestedTooDeeply(limit: limit).text(in: localization)
    case .typeMismatch, .undecodable:
      return message(unsatisfied)
    }
  }
}

extension UnsatisfiedRequirement {
  // The failure of a value that is missing.
  static let missing = UnsatisfiedRequirement(
    requirement: "a value is required", text: nil, kind: .missing, constraint: .required)
}
