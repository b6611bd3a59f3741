#if canImport(Foundation)
  import Foundation

  // The languages messages come in: the built-ins and the registered ones, by tag.
  enum MessageLanguages {
    // The built-in languages by tag.
    static let builtIns: [String: MessageLanguage] = Dictionary(
      uniqueKeysWithValues: MessageLanguage.builtIns.map { ($0.tag, $0) })

    // Every language messages can be written in, by tag: the built-ins, replaced or joined
    // by the registered ones. Process-wide behind a lock: which language a message is
    // worded in must not depend on the thread or task asking, and a registry changes only
    // messages, never what a guard accepts.
    private static let table = LanguageTable(builtIns)

    // Every language by tag, as registered now.
    static var all: [String: MessageLanguage] { table.languages }

    // Makes `language` used for its tag, replacing the one under that tag; a tag that
    // names no language ("", "-") fits no locale and is not registered.
    static func register(_ language: MessageLanguage) {
      var language = language
      language.tag = canonicalTag(language.tag)
      guard !language.tag.isEmpty else { return }
      table.update { $0[language.tag] = language }
    }

    // Removes the language registered under `tag`; the built-in under it, if any, is used
    // again.
    static func unregister(_ tag: String) {
      let tag = canonicalTag(tag)
      table.update { $0[tag] = builtIns[tag] }
    }

    // A tag as locales spell it: language in lowercase, script capitalised, region in
    // uppercase ("zh-Hant-TW", "pt-PT"), with "-" between them.
    static func canonicalTag(_ tag: String) -> String {
      let parts = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).enumerated().map {
        index, part in
        if index == 0 { return part.lowercased() }
        if part.count == 4 { return part.prefix(1).uppercased() + part.dropFirst().lowercased() }
        return part.uppercased()
      }
      return parts.joined(separator: "-")
    }

    // The language messages in the locale are written in; `nil` when none fits the
    // locale's language. The one place that decides, so that a message, a problem details
    // document and its `Content-Language` agree. The most specific tag wins: language and
    // region (a registered `pt-PT` for Portugal), language and script (`zh-Hant`), the
    // language alone (`ko` for `ko-KR`); then the region and the script the locale
    // implies, where it names none (`zh-TW` writes Traditional, `pt` is Brazilian); a tag
    // with script and region comes first of all (`zh-Hant-TW`). A
    // region with a language of its own and no tag of its own gets none: `pt-PT` is not
    // `pt-BR`, whose words and plural rule differ.
    static func match(for locale: Locale) -> MessageLanguage? {
      table.language(for: locale)
    }

    // The language ``match(for:)`` picks for the locale among `languages`.
    static func match(for locale: Locale, in languages: [String: MessageLanguage])
      -> MessageLanguage?
    {
      let requested = locale.language
      guard let code = requested.languageCode?.identifier else { return nil }
      if let language = match(requested, code, in: languages) { return language }
      // Cantonese is written in Chinese characters: without a language of its own, it gets
      // the Chinese of the script it writes (Traditional unless it names Simplified) and of
      // its region, so that a Chinese registered for Hong Kong (`zh-Hant-HK`) reaches
      // `yue-HK` as it reaches `zh-HK`.
      guard code == "yue" else { return nil }
      let likely = Locale.Language(identifier: requested.maximalIdentifier)
      let script = requested.script?.identifier ?? likely.script?.identifier ?? "Hant"
      guard script == "Hant" || script == "Hans" else { return nil }
      let region = requested.region?.identifier ?? likely.region?.identifier
      let chinese = Locale.Language(
        identifier: ["zh", script, region].compactMap(\.self).joined(separator: "-"))
      return match(chinese, "zh", in: languages)
    }

    // The language for `requested`, whose language code is `code`, among `languages`.
    private static func match(
      _ requested: Locale.Language, _ code: String, in languages: [String: MessageLanguage]
    ) -> MessageLanguage? {
      let region = requested.region?.identifier
      let script = requested.script?.identifier
      // A tag with script and region (`zh-Hant-TW`) fits a locale with that region whose
      // script is written or implied (`zh-TW`); the likely script is looked up only when
      // such a tag is registered for the region.
      if let region,
        let language = scriptAndRegionMatch(code, script, region, requested, languages)
      {
        return language
      }
      if let region, let language = languages["\(code)-\(region)"] { return language }
      if let script, let language = languages["\(code)-\(script)"] { return language }
      if let language = languages[code] { return language }
      guard region == nil || script == nil else { return nil }
      // The likely subtags of the locale fill in what it leaves out.
      let likely = Locale.Language(identifier: requested.maximalIdentifier)
      if region == nil, let implied = likely.region?.identifier,
        let language = languages["\(code)-\(implied)"]
      {
        return language
      }
      if script == nil, let implied = likely.script?.identifier {
        return languages["\(code)-\(implied)"]
      }
      return nil
    }

    // The language under the tag with the locale's script, written or implied, and its
    // region: `zh-Hant-TW` for `zh-TW`.
    private static func scriptAndRegionMatch(
      _ code: String, _ script: String?, _ region: String, _ requested: Locale.Language,
      _ languages: [String: MessageLanguage]
    ) -> MessageLanguage? {
      if let script { return languages["\(code)-\(script)-\(region)"] }
      let isRegistered = languages.keys.contains {
        $0.hasPrefix("\(code)-") && $0.hasSuffix("-\(region)")
          && $0.count == code.count + region.count + 6
      }
      guard isRegistered,
        let implied = Locale.Language(identifier: requested.maximalIdentifier).script?.identifier
      else { return nil }
      return languages["\(code)-\(implied)-\(region)"]
    }

    // The BCP 47 tag of the language messages in the locale are written in: "zh-Hant",
    // "pt-BR", "de", or "en" when there is no language for the locale.
    static func tag(for locale: Locale) -> String {
      match(for: locale)?.tag ?? "en"
    }

    // The language for a locale, and the locale to format numbers and dates in: the
    // language ``match(for:)`` picks, formatted as the locale is, or English, formatted as
    // English is. Dates are shown in `timeZone`.
    static func language(for locale: Locale, timeZone: TimeZone = .current)
      -> (MessageLanguage, MessageFormat)
    {
      if let language = match(for: locale) {
        return (
          language,
          MessageFormat(locale: locale, pluralRule: language.pluralRule, timeZone: timeZone)
        )
      }
      let english = all["en"] ?? .english
      var format = MessageFormat(
        locale: englishLocale, pluralRule: english.pluralRule, timeZone: timeZone)
      format.requested = locale
      return (english, format)
    }
  }

  // The locale English messages are formatted in, for a locale without a language of its
  // own.
  private let englishLocale = Locale(identifier: "en")

  // The ISO 639 codes of the languages messages come in, built in or registered: `zh` for
  // both Chinese scripts, and `yue` with it, since Cantonese gets Chinese.
  package var messageLanguageCodes: Set<String> {
    var codes = Set(MessageLanguages.all.keys.map { String($0.prefix { $0 != "-" }) })
    if codes.contains("zh") { codes.insert("yue") }
    return codes
  }

  // The languages by tag, and the language each locale got, behind a lock.
  private final class LanguageTable: @unchecked Sendable {
    // @unchecked: every stored property is read and written only under `lock`.
    private let lock = NSLock()
    private var stored: [String: MessageLanguage]
    // The language `MessageLanguages.match(for:in:)` picked for each locale identifier
    // (`nil`: none fits) among `stored` as it is now. A locale's language, script and
    // region come from its identifier, but reading them parses it and asks ICU for the
    // likely subtags: some 21,000 instructions a lookup on Linux.
    // Emptied by every change to `stored`, so a language registered or unregistered is
    // seen by the next message.
    private var matches: [String: MessageLanguage?] = [:]
    // Counts the changes to `stored`: a match worked out while `stored` changed is not
    // kept, as it may name a language that the change removed.
    private var generation = 0

    // The most identifiers `matches` holds: a server that makes a locale of each request's
    // `Accept-Language` must not grow it without bound. When full, it starts over.
    private static let matchLimit = 64

    init(_ languages: [String: MessageLanguage]) {
      stored = languages
    }

    var languages: [String: MessageLanguage] {
      lock.withLock { stored }
    }

    // The language messages in the locale are written in, among the languages as
    // registered now.
    func language(for locale: Locale) -> MessageLanguage? {
      let identifier = locale.identifier
      if let cached = lock.withLock({ matches[identifier] }) { return cached }
      let (languages, generation) = lock.withLock { (stored, self.generation) }
      // Matched outside the lock: ICU's work must not hold up other threads' messages.
      let language = MessageLanguages.match(for: locale, in: languages)
      lock.withLock {
        guard generation == self.generation else { return }
        if matches.count >= Self.matchLimit { matches.removeAll() }
        matches[identifier] = .some(language)
      }
      return language
    }

    func update(_ change: (inout [String: MessageLanguage]) -> Void) {
      lock.withLock {
        change(&stored)
        matches.removeAll()
        generation &+= 1
      }
    }
  }
#endif
