import Foundation

extension ModelValidationError.Failure {
  /// What is wrong, as error sentences for the person who entered the value, in the
  /// locale's language and about the field by its display name: "Age must be at least
  /// 18." See ``InvalidValue/message(in:)``.
  ///
  /// - Parameter locale: The locale to show the message in; by default the user's.
  /// - Returns: One sentence per failed requirement.
  public func message(in locale: Locale = .current) -> String {
    reason.message(
      unsatisfied, in: locale, subject: localizedDisplayName?.text(in: locale))
  }
}
