import Foundation

extension ModelValidationError.Failure {
  /// What is wrong, as error sentences for the person who entered the value, in the
  /// locale's language and about the field by its display name: "Age must be at least
  /// 18." See ``InvalidValue/message(in:timeZone:)``.
  ///
  /// - Parameters:
  ///   - locale: The locale to show the message in; by default the user's.
  ///   - timeZone: The time zone a date bound is shown in; by default the process's. A
  ///     server passes its user's, or UTC.
  /// - Returns: One sentence per failed requirement.
  public func message(in locale: Locale = .current, timeZone: TimeZone = .current) -> String {
    reason.message(
      unsatisfied, in: MessageLocalization(locale: locale, timeZone: timeZone),
      subject: localizedDisplayName?.text(in: locale))
  }
}
