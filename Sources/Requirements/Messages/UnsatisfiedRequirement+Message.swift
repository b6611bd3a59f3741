#if canImport(Foundation)
  import Foundation

  extension UnsatisfiedRequirement {
    /// The failure as an error sentence for the person who entered the value, in the
    /// locale's language.
    ///
    /// For example, "Must have at least 8 characters.", or about a field, "Password must
    /// have at least 8 characters."
    ///
    /// A catalogue requirement's failure is worded in English, German, French, Spanish,
    /// Italian, Brazilian Portuguese, Dutch, Polish, Russian, Japanese, Simplified Chinese,
    /// Traditional Chinese or Arabic, with numbers, dates and lists formatted for the
    /// locale, or in a language added with ``MessageLanguage/register(_:)``; other
    /// languages get English. A failed composite names each failed part. A requirement of
    /// your own is shown as you described it, unless you gave it an error sentence with
    /// ``Requirement/worded(_:error:code:)``. A failed async requirement without one reads
    /// as a sentence in the locale's language around its description: "User name must meet
    /// this requirement: a user name nobody has."
    ///
    /// ```swift
    /// let failure = Requirement<String>.minLength(8).failure(for: "abc")!
    /// failure.message(in: Locale(identifier: "de"))   // "Muss mindestens 8 Zeichen lang sein."
    /// ```
    ///
    /// - Parameters:
    ///   - locale: The locale to show the message in; by default the user's.
    ///   - timeZone: The time zone a date bound is shown in; by default the process's. A
    ///     server passes its user's, or UTC.
    ///   - subject: The field's name as the user sees it, in the locale's language; `nil`
    ///     (the default) for a sentence without one.
    /// - Returns: One sentence per failed part.
    public func message(
      in locale: Locale = .current, timeZone: TimeZone = .current, subject: String? = nil
    ) -> String {
      [self].message(in: locale, timeZone: timeZone, subject: subject)
    }

    // The sentences for this failure: one per failed part of a conjunction, one naming
    // the alternatives of a failed disjunction, or the requirement as written.
    func sentences(_ language: MessageLanguage, _ format: MessageFormat, subject: String?)
      -> [String]
    {
      let wording = wording
      // A name that reads as nothing in this locale names nothing: the sentence then has
      // no subject, rather than one that is blank.
      let part = wording.part?.text(in: format.requested)
      let subject = ((part?.isEmpty ?? true) ? subject : part).flatMap {
        $0.isEmpty ? nil : MessageFormat.displayName($0)
      }
      if let sentence = wording.sentence { return [sentence.text(in: format.requested)] }
      // A phrase without a sentence (an async requirement's description) is worded as a
      // sentence saying it is not met: an error line is never a bare phrase.
      if let phrase = wording.phrase {
        let text = phrase.text(in: format.requested)
        return [language.meetingSentence(text, subject, format)]
      }
      if wording.isCustom { return [requirement] }
      if let constraint = wording.shownConstraint(format), components.isEmpty {
        return [language.sentence(constraint, subject, format)]
      }
      if let negated = wording.negatedConstraint, components.isEmpty {
        return [
          language.sentenceNegating(wording.shown(negated, format), subject, format)
        ]
      }
      if components.isEmpty, let phrase = wording.negatedPhrase(language, format) {
        return [language.notMeetingSentence(phrase, subject, format)]
      }
      if components.isEmpty, let phrase = wording.affirmedPhrase(language, format) {
        return [language.meetingSentence(phrase, subject, format)]
      }
      if isConjunction {
        return components.flatMap { $0.sentences(language, format, subject: subject) }
      }
      switch components.count {
      case 0: return [requirement]
      case 1: return components[0].sentences(language, format, subject: subject)
      default:
        let phrases = components.map { $0.phrase(language, format) }
        return [language.anyOfSentence(phrases, subject, format)]
      }
    }

    // The failed requirement as a checklist phrase.
    func phrase(_ language: MessageLanguage, _ format: MessageFormat) -> String {
      let wording = wording
      if let phrase = wording.phrase { return phrase.text(in: format.requested) }
      if !wording.isCustom, let constraint = wording.shownConstraint(format) {
        return language.phrase(constraint, format)
      }
      if !wording.isCustom, let negated = wording.negatedConstraint {
        return language.phraseNegating(wording.shown(negated, format), format)
      }
      if !wording.isCustom, let negatedPhrase = wording.negatedPhrase(language, format) {
        return language.notMeetingPhrase(negatedPhrase, format)
      }
      if !wording.isCustom, let affirmedPhrase = wording.affirmedPhrase(language, format) {
        return affirmedPhrase
      }
      return requirement
    }
  }

  extension [UnsatisfiedRequirement] {
    // The sentences of every failure, one after another, about `subject`, with dates in
    // `timeZone`.
    package func message(in locale: Locale, timeZone: TimeZone, subject: String?) -> String {
      message(in: MessageLocalization(locale: locale, timeZone: timeZone), subject: subject)
    }

    // The sentences of every failure, one after another, about `subject`, in a language
    // chosen for a locale.
    package func message(in localization: MessageLocalization, subject: String?) -> String {
      let language = localization.language
      return flatMap { $0.sentences(language, localization.format, subject: subject) }
        .joined(separator: language.sentenceSeparator)
    }
  }
#endif
