#if canImport(Foundation)
  import Foundation

  extension Locale {
    /// The BCP 47 tag of the language messages in this locale are written in, for a
    /// response's `Content-Language`: "zh-Hant", "pt-BR", "de", or "en" when the library has
    /// no messages in the locale's language.
    ///
    /// It names the language the library chose, not the one asked for: `zh-TW`, `zh-HK`
    /// and Cantonese (`yue-HK`) give "zh-Hant", `zh-CN` gives "zh-Hans", `de-CH` gives "de",
    /// and `pt-PT` gives "en", since there are Brazilian but no European Portuguese messages.
    ///
    /// ```swift
    /// let locale = Locale(identifier: "zh-TW")
    /// let problem = ProblemDetails(decodingFailure: error, locale: locale)
    /// headers["Content-Language"] = locale.messageLanguageTag   // "zh-Hant"
    /// ```
    public var messageLanguageTag: String {
      MessageLanguages.tag(for: self)
    }
  }
#endif
