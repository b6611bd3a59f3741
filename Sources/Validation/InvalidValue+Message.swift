import Foundation
import Requirements

extension InvalidValue {
  /// What is wrong, as error sentences for the person who entered the value, in the
  /// locale's language and about the field by its display name.
  ///
  /// For example, "Password must have at least 8 characters."
  ///
  /// Catalogue requirements and a missing value are worded in each of the library's
  /// languages (see ``UnsatisfiedRequirement/message(in:subject:)``); a rule's message
  /// reads as written, and a value that could not be decoded as ``message`` says.
  ///
  /// - Parameter locale: The locale to show the message in; by default the user's.
  /// - Returns: One sentence per failed requirement.
  public func message(in locale: Locale = .current) -> String {
    reason.message(failures, in: locale, subject: fieldName)
  }
}

extension InvalidValue.Reason {
  // What is wrong, in a locale's language, about `subject`.
  func message(_ unsatisfied: [UnsatisfiedRequirement], in locale: Locale, subject: String?)
    -> String
  {
    switch self {
    case .unsatisfiedRequirements, .brokenRule:
      return unsatisfied.message(in: locale, subject: subject)
    case .missingValue:
      return [UnsatisfiedRequirement.missing].message(in: locale, subject: subject)
    case .unexpectedKey: return ReportText.unexpectedKey.text(in: locale)
    case .nestedTooDeeply(let limit):
      return ReportText.nestedTooDeeply(limit: limit).text(in: locale)
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
