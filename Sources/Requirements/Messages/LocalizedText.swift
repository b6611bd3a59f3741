#if canImport(Foundation)
  import Foundation

  /// Text a caller wrote for people, in one language or several: the phrase or error
  /// sentence of a requirement or a rule of your own.
  ///
  /// A string literal is the same text in every language. For several languages, give the
  /// translations by language code, the first one standing for any language not listed;
  /// or give a function of the locale, such as one that reads your app's string catalog:
  ///
  /// ```swift
  /// let taken: LocalizedText = ["en": "is already taken", "de": "ist bereits vergeben"]
  /// let fromCatalog = LocalizedText { locale in
  ///   String(localized: "username.taken", locale: locale)   // Apple platforms
  /// }
  /// ```
  public struct LocalizedText: Sendable, ExpressibleByStringInterpolation {
    // The text, or how to find it for a locale. A plain text is kept as it is, so that a
    // field named by a string literal costs no allocation when it is created.
    private enum Source: Sendable {
      case plain(String)
      case rendered(@Sendable (Locale) -> String)
    }

    private let source: Source

    /// The same text in every language.
    public init(_ text: String) {
      source = .plain(text)
    }

    /// The same text in every language.
    public init(stringLiteral text: String) {
      self.init(text)
    }

    /// Text a function gives for each locale.
    ///
    /// - Parameter render: Returns the text for a locale.
    public init(_ render: @escaping @Sendable (Locale) -> String) {
      source = .rendered(render)
    }

    #if canImport(Darwin)
      /// Text from a string catalog, resolved in the locale a message is shown in.
      ///
      /// - Parameter resource: The localized string resource.
      @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
      public init(_ resource: LocalizedStringResource) {
        source = .rendered { locale in
          var resource = resource
          resource.locale = locale
          return String(localized: resource)
        }
      }
    #endif

    /// The text for a locale.
    ///
    /// - Parameter locale: The locale the text is shown in.
    /// - Returns: The text in the locale's language, or the fallback.
    public func text(in locale: Locale) -> String {
      switch source {
      case .plain(let text): text
      case .rendered(let render): render(locale)
      }
    }

    // The text as English reports show it (descriptions, `name`, encoded display names):
    // the English translation, or the fallback.
    package var english: String {
      switch source {
      case .plain(let text): text
      case .rendered(let render): render(Self.englishLocale)
      }
    }

    private static let englishLocale = Locale(identifier: "en")
  }

  extension LocalizedText: ExpressibleByDictionaryLiteral {
    /// Text translated by ISO 639 language code; the first translation is used for any
    /// other language.
    public init(dictionaryLiteral translations: (String, String)...) {
      let table = translations
      source = .rendered { locale in
        let code = locale.language.languageCode?.identifier
        return table.first { $0.0 == code }?.1 ?? table.first?.1 ?? ""
      }
    }
  }
#endif
