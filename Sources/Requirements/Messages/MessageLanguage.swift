#if canImport(Foundation)
  import Foundation

  // A language the catalogue's messages are written in. Each language is one file in
  // `Languages/`, a type that words every ``Constraint`` twice: as a phrase for a
  // checklist ("at least 8 characters") and as an error sentence ("Password must have at
  // least 8 characters."). The switches are exhaustive, so a new constraint does not
  // compile until every language words it. The Localization article shows how to add a
  // language.
  protocol MessageLanguage: Sendable {
    // The language's CLDR plural rule.
    var pluralRule: PluralRule { get }

    // What stands between two sentences: a space, or nothing in Japanese and Chinese.
    var sentenceSeparator: String { get }

    // The phrase a checklist shows for the constraint, with no capital and no full stop:
    // "at least 8 characters".
    func phrase(_ constraint: Constraint, _ format: MessageFormat) -> String

    // The sentence a failure of the constraint shows, about `subject` (a field's display
    // name) when there is one: "Password must have at least 8 characters.", or without a
    // subject "Must have at least 8 characters."
    func sentence(_ constraint: Constraint, subject: String?, _ format: MessageFormat) -> String

    // The phrase a checklist shows for the negation of the constraint, for the entries
    // ``Constraint/negation`` has no equivalent of: "does not contain “@”", or a phrase
    // that names the constraint ("not allowed: …").
    func negatedPhrase(_ constraint: Constraint, _ format: MessageFormat) -> String

    // The sentence a failure of the negation shows, about `subject` when there is one:
    // "Must not contain “@”.", or a sentence that names the constraint's phrase.
    func negatedSentence(_ constraint: Constraint, subject: String?, _ format: MessageFormat)
      -> String

    // A text of the library's own in reports: a problem details document's title or
    // summary, why a body could not be read, a check not done yet.
    func report(_ text: ReportText, _ format: MessageFormat) -> String

    // The sentence for a value that meets none of several requirements, given by their
    // phrases: "Must meet one of these: at least 16 or at most 5."
    func sentence(anyOf phrases: [String], subject: String?, _ format: MessageFormat) -> String

    // The sentence for a value that does not meet a requirement known only by its phrase,
    // such as an async requirement's description: "Must meet this requirement: a user
    // name nobody has."
    func sentence(meeting phrase: String, subject: String?, _ format: MessageFormat) -> String

    // The sentence for a value that meets a requirement it must not, known only by its
    // phrase (the negation of a caller's requirement or of a composite): "Must not meet
    // this requirement: blocked."
    func sentence(notMeeting phrase: String, subject: String?, _ format: MessageFormat)
      -> String

    // The checklist phrase for the negation of a requirement known only by its phrase:
    // "does not meet: blocked".
    func phrase(notMeeting phrase: String, _ format: MessageFormat) -> String
  }

  // The ISO 639 codes of the languages messages come in: `zh` for both Chinese scripts.
  package let messageLanguageCodes: Set<String> = Set(
    MessageLanguages.all.keys.map { String($0.prefix { $0 != "-" }) })

  // The languages messages come in, by BCP 47 tag.
  enum MessageLanguages {
    // Every language there is a file for, by the tag `Content-Language` names it with.
    static let all: [String: any MessageLanguage] = [
      "en": English(), "de": German(), "fr": French(), "es": Spanish(), "it": Italian(),
      "pt-BR": BrazilianPortuguese(), "nl": Dutch(), "pl": Polish(), "ru": Russian(),
      "ja": Japanese(), "zh-Hans": SimplifiedChinese(), "zh-Hant": TraditionalChinese(),
      "ar": Arabic(),
    ]

    // The language messages in the locale are written in, with its tag; `nil` when there
    // is no file for the locale's language. The one place that decides, so that a
    // message, a problem details document and its `Content-Language` agree. Chinese goes
    // by script, given or implied by the region (`zh-TW`, `zh-HK` and `zh-MO` write
    // Traditional); Portuguese by region, since European and African Portuguese word and
    // count differently from the Brazilian file.
    static func match(for locale: Locale) -> (tag: String, language: any MessageLanguage)? {
      let requested = locale.language
      guard let code = requested.languageCode?.identifier else { return nil }
      let tag: String
      switch code {
      case "zh":
        // `script` is the given script or the one the region implies; the likely subtags
        // fill it in where a platform leaves it out.
        let script =
          requested.script ?? Locale.Language(identifier: requested.maximalIdentifier).script
        tag = script == .hanTraditional ? "zh-Hant" : "zh-Hans"
      case "pt":
        guard requested.region == nil || requested.region == .brazil else { return nil }
        tag = "pt-BR"
      default:
        tag = code
      }
      return all[tag].map { (tag, $0) }
    }

    // The BCP 47 tag of the language messages in the locale are written in: "zh-Hant",
    // "pt-BR", "de", or "en" when there is no file for the locale's language.
    static func tag(for locale: Locale) -> String {
      match(for: locale)?.tag ?? "en"
    }

    // The language for a locale, and the locale to format numbers and dates in: the
    // language ``match(for:)`` picks, formatted as the locale is, or English, formatted as
    // English is. Dates are shown in `timeZone`.
    static func language(for locale: Locale, timeZone: TimeZone = .current)
      -> (any MessageLanguage, MessageFormat)
    {
      if let (_, language) = match(for: locale) {
        return (
          language,
          MessageFormat(locale: locale, pluralRule: language.pluralRule, timeZone: timeZone)
        )
      }
      let english = English()
      var format = MessageFormat(
        locale: Locale(identifier: "en"), pluralRule: english.pluralRule, timeZone: timeZone)
      format.requested = locale
      return (english, format)
    }
  }
#endif
