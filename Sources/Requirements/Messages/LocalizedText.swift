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
    // A plain text is kept as it is and a translated one behind a reference, in one shape
    // rather than an enum: a guard copies its name into every error it throws, and a
    // `String` plus a reference copies with two plain reference counts, where an enum's
    // copy is an outlined function that switches on the case first.
    @usableFromInline
    package let plain: String

    @usableFromInline
    package let translation: Translation?

    // How to find the text for a locale.
    @usableFromInline
    package final class Translation: Sendable {
      let render: @Sendable (Locale) -> String

      init(_ render: @escaping @Sendable (Locale) -> String) {
        self.render = render
      }
    }

    /// The same text in every language.
    @inlinable
    public init(_ text: String) {
      plain = text
      translation = nil
    }

    /// The same text in every language.
    @inlinable
    public init(stringLiteral text: String) {
      self.init(text)
    }

    /// Text a function gives for each locale.
    ///
    /// - Parameter render: Returns the text for a locale.
    public init(_ render: @escaping @Sendable (Locale) -> String) {
      plain = ""
      translation = Translation(render)
    }

    // Text found through a translation another text holds.
    package init(_ translation: Translation) {
      plain = ""
      self.translation = translation
    }

    #if canImport(Darwin)
      /// Text from a string catalog, resolved in the locale a message is shown in.
      ///
      /// - Parameter resource: The localized string resource.
      @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
      public init(_ resource: LocalizedStringResource) {
        self.init { locale in
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
      translation?.render(locale) ?? plain
    }

    // The text as English reports show it (descriptions, `name`, encoded display names):
    // the English translation, or the fallback.
    package var english: String {
      translation?.render(Self.englishLocale) ?? plain
    }

    // Whether this is no text at all: how a guard without a name keeps its name, so that
    // copying the name into an error needs no optional's outlined copy.
    @inlinable
    package var isEmpty: Bool { translation == nil && plain.isEmpty }

    private static let englishLocale = Locale(identifier: "en")
  }

  extension LocalizedText: ExpressibleByDictionaryLiteral {
    /// Text translated by ISO 639 language code; the first translation is used for any
    /// other language.
    ///
    /// A key may also be a tag `Locale.messageLanguageTag` gives, `zh-Hant`,
    /// `zh-Hans` or `pt-BR`: it wins over `zh` or `pt` for the locales whose messages are in
    /// that language, so that `["zh-Hans": "密码", "zh-Hant": "密碼"]` names a field as the
    /// library's sentences around it are written.
    public init(dictionaryLiteral translations: (String, String)...) {
      let table = translations
      // Only a table with such a key pays for finding the locale's tag.
      let hasTags = table.contains { $0.0.contains("-") }
      self.init { locale in
        if hasTags {
          let tag = locale.messageLanguageTag
          if tag.contains("-"), let text = table.first(where: { $0.0 == tag })?.1 { return text }
        }
        let code = locale.language.languageCode?.identifier
        return table.first { $0.0 == code }?.1 ?? table.first?.1 ?? ""
      }
    }
  }
#endif
