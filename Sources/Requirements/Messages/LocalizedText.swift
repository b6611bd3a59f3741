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

    // ``english`` as a name: `nil` when it is empty, since a name that reads as nothing
    // names nothing (a report then calls the field "Invalid value", not ": …").
    package var englishName: String? {
      let text = english
      return text.isEmpty ? nil : text
    }

    // Whether this is no text at all: how a guard without a name keeps its name, so that
    // copying the name into an error needs no optional's outlined copy.
    @inlinable
    package var isEmpty: Bool { translation == nil && plain.isEmpty }

    private static let englishLocale = Locale(identifier: "en")
  }

  extension LocalizedText: ExpressibleByDictionaryLiteral {
    /// Text translated by ISO 639 language code, or by a code with a script or region
    /// (`pt-BR`, `zh-Hant`); the first translation is used for any other language.
    ///
    /// A locale takes the translation that names the most of it: `pt-BR` before `pt` for
    /// Brazil, `zh-Hant` for Taiwan and `zh-Hans` for China.
    public init(dictionaryLiteral translations: (String, String)...) {
      // Each key read once, by the subtags it names: a script or region it leaves out
      // fits any.
      let table = translations.map { key, text in
        let named = Locale.Language.Components(identifier: key)
        return (
          language: named.languageCode?.identifier, script: named.script?.identifier,
          region: named.region?.identifier, text: text
        )
      }
      self.init { locale in
        let language = locale.language
        guard let code = language.languageCode?.identifier else { return table.first?.text ?? "" }
        // The locale's script is inferred where it names none: `zh-TW` is written in Hant.
        let script = language.script?.identifier
        let region = language.region?.identifier
        var best: (text: String, named: Int)?
        for entry in table where entry.language == code {
          guard entry.script == nil || entry.script == script,
            entry.region == nil || entry.region == region
          else { continue }
          let named = (entry.script == nil ? 0 : 1) + (entry.region == nil ? 0 : 1)
          if named > best?.named ?? -1 { best = (entry.text, named) }
        }
        return best?.text ?? table.first?.text ?? ""
      }
    }
  }
#endif
