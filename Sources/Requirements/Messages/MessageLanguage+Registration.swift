#if canImport(Foundation)
  extension MessageLanguage {
    /// Makes the language used for messages in the locales its ``tag`` fits, in the whole
    /// process; a language registered under a tag the library or an earlier call used
    /// replaces it, which is how an app rewords a built-in language.
    ///
    /// Call it once at launch, before messages are shown. A locale finds the most specific
    /// tag there is: a language registered as `pt-PT` is used in Portugal, one registered
    /// as `ko` for `ko-KR`, and `Locale.messageLanguageTag` names it for a
    /// response's `Content-Language`. Languages change how failures read, never which
    /// values a requirement accepts. A tag that names no language (`""`) is ignored.
    ///
    /// ```swift
    /// MessageLanguage.register(.korean)   // a language of the app's own
    /// ```
    ///
    /// - Parameter language: The language to use for its tag.
    public static func register(_ language: MessageLanguage) {
      MessageLanguages.register(language)
    }

    /// Stops using the language registered under the tag; the library's own language
    /// under it, if there is one, is used again.
    ///
    /// - Parameter tag: The tag the language was registered under.
    public static func unregister(tag: String) {
      MessageLanguages.unregister(tag)
    }
  }
#endif
