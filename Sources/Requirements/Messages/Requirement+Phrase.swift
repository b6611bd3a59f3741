#if canImport(Foundation)
  import Foundation

  extension Requirement {
    /// What the requirement demands, as a checklist shows it in the locale's language:
    /// "at least 8 characters", "mindestens 8 Zeichen".
    ///
    /// A composite lists its parts, and ``ifPresent(_:)`` reads as the requirement on the
    /// present value; a requirement of your own reads as you described it, unless you gave
    /// it a phrase with ``worded(_:error:code:)``.
    ///
    /// - Parameters:
    ///   - locale: The locale to show the phrase in; by default the user's.
    ///   - timeZone: The time zone a date bound is shown in; by default the user's.
    /// - Returns: The phrase, with no capital and no full stop.
    public func phrase(in locale: Locale = .current, timeZone: TimeZone = .current) -> String {
      let (language, format) = MessageLanguages.language(for: locale, timeZone: timeZone)
      return phrase(language, format)
    }

    // The phrase in a language.
    func phrase(_ language: MessageLanguage, _ format: MessageFormat) -> String {
      let wording = details.wording
      if let phrase = wording.phrase { return phrase.text(in: format.requested) }
      if wording.isCustom { return description }
      if let constraint = wording.shownConstraint(format) {
        return language.phrase(constraint, format)
      }
      if let negated = wording.negatedConstraint {
        return language.phraseNegating(wording.shown(negated, format), format)
      }
      if let negatedPhrase = wording.negatedPhrase(language, format) {
        return language.notMeetingPhrase(negatedPhrase, format)
      }
      if let affirmedPhrase = wording.affirmedPhrase(language, format) { return affirmedPhrase }
      // A requirement on a present value reads as that requirement: a checklist line of an
      // optional field ("at least 2 characters") applies once the field is filled.
      if let present = wording.ifPresent {
        return present.phrase(in: format.requested, timeZone: format.timeZone)
      }
      switch grouping {
      case .conjunction:
        return format.list(operands.map { $0.phrase(language, format) }, joinedBy: .and)
      case .disjunction:
        return format.list(operands.map { $0.phrase(language, format) }, joinedBy: .or)
      default:
        return description
      }
    }

    /// Returns a copy shown to people with your phrase and error sentence, in the
    /// languages you give, and reported with your code.
    ///
    /// A checklist shows the phrase, a failure's ``UnsatisfiedRequirement/message(in:timeZone:subject:)``
    /// the sentence (the phrase when there is none), and problem details the code.
    ///
    /// ```swift
    /// let free = Require<String>("not taken") { !taken.contains($0) }
    ///   .worded(
    ///     ["en": "a name nobody uses", "de": "ein Name, den niemand verwendet"],
    ///     error: ["en": "This name is already taken.", "de": "Dieser Name ist schon vergeben."],
    ///     code: "taken")
    /// ```
    ///
    /// - Parameters:
    ///   - phrase: What the requirement demands, for checklists.
    ///   - error: The sentence a failure shows.
    ///   - code: The code problem details give a failure, such as `taken`; `nil` for its
    ///     kind's.
    /// - Returns: The same requirement, worded your way; its ``description`` is unchanged.
    public func worded(_ phrase: LocalizedText, error: LocalizedText? = nil, code: String? = nil)
      -> Requirement
    {
      Requirement(
        details: details.copy(
          wording: Wording(
            constraint: details.wording.constraint, isCustom: true, code: code, phrase: phrase,
            sentence: error ?? phrase)))
    }
  }
#endif

#if canImport(Foundation)
  extension Constraint {
    /// What the constraint demands, as a checklist shows it in the locale's language:
    /// "at least 8 characters", "mindestens 8 Zeichen".
    ///
    /// - Parameters:
    ///   - locale: The locale to show the phrase in; by default the user's.
    ///   - timeZone: The time zone a date is shown in; by default the user's.
    /// - Returns: The phrase, with no capital and no full stop.
    public func phrase(in locale: Locale = .current, timeZone: TimeZone = .current) -> String {
      phrase(in: locale, timeZone: timeZone, valueNames: nil)
    }
  }
#endif
