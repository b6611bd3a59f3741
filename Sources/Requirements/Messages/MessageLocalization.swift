#if canImport(Foundation)
  import Foundation

  // The language and the format of the messages in one locale, chosen once for the many
  // sentences and titles of one document or error: choosing takes the registry's lock and
  // a lookup by the locale's identifier, and copies the language's closures.
  package struct MessageLocalization: Sendable {
    let language: MessageLanguage
    let format: MessageFormat

    // The language messages in the locale are written in, with dates in `timeZone`.
    package init(locale: Locale, timeZone: TimeZone) {
      (language, format) = MessageLanguages.language(for: locale, timeZone: timeZone)
    }
  }
#endif
