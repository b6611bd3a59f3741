#if canImport(Foundation)
  import Foundation

  /// A language messages are written in: how it words every catalogue ``Constraint``, as a
  /// checklist phrase and as an error sentence, and the library's own texts in reports.
  ///
  /// The library ships thirteen (``english``, ``german``, …). An app adds a language, or
  /// rewords an entry of one, in its own module, and makes it used with
  /// ``register(_:)`` at launch. Every entry is a closure the initializer requires, and
  /// each switches over a public enum, so a language that leaves a constraint unworded
  /// does not compile:
  ///
  /// ```swift
  /// var german = MessageLanguage.german
  /// let sentence = german.sentence
  /// german.sentence = { constraint, subject, format in
  ///   guard case .email = constraint else { return sentence(constraint, subject, format) }
  ///   return "Bitte gib eine E-Mail-Adresse ein."
  /// }
  /// MessageLanguage.register(german)
  /// ```
  public struct MessageLanguage: Sendable {
    /// The BCP 47 tag a locale is matched against and `Content-Language` names: "ko", "pt-PT",
    /// "zh-Hant".
    public var tag: String

    /// The language's CLDR plural rule, which ``MessageFormat/count(_:zero:one:two:few:many:other:)``
    /// picks forms by.
    public var pluralRule: PluralRule

    /// What stands between two sentences of one message: a space, or nothing in Japanese
    /// and Chinese.
    public var sentenceSeparator: String

    /// The phrase a checklist shows for a constraint, with no capital and no full stop:
    /// "at least 8 characters".
    public var phrase: @Sendable (_ constraint: Constraint, _ format: MessageFormat) -> String

    /// The sentence a failure of a constraint shows, about a subject when there is one.
    ///
    /// The subject is a field's display name: "Password must have at least 8 characters.",
    /// or without one "Must have at least 8 characters."
    public var sentence:
      @Sendable (_ constraint: Constraint, _ subject: String?, _ format: MessageFormat) -> String

    /// The checklist phrase for the negation of a constraint, for the constraints whose
    /// negation is no other constraint (`!.contains("@")`): "does not contain “@”", or a
    /// phrase naming the constraint ("not allowed: …").
    public var negatedPhrase:
      @Sendable (_ constraint: Constraint, _ format: MessageFormat) -> String

    /// The sentence a failure of the negation of a constraint shows.
    ///
    /// It is about a subject when there is one: "Must not contain “@”."
    public var negatedSentence:
      @Sendable (_ constraint: Constraint, _ subject: String?, _ format: MessageFormat) -> String

    /// The sentence for a value that meets none of several requirements.
    ///
    /// The requirements are given by their phrases: "Must meet one of these: at least 16 or
    /// at most 5."
    public var anyOfSentence:
      @Sendable (_ phrases: [String], _ subject: String?, _ format: MessageFormat) -> String

    /// The sentence for a value that does not meet a requirement known only by its phrase.
    ///
    /// Such as an async requirement's description: "Must meet this requirement: a user
    /// name nobody has."
    public var meetingSentence:
      @Sendable (_ phrase: String, _ subject: String?, _ format: MessageFormat) -> String

    /// The sentence for a value that meets a requirement it must not.
    ///
    /// The requirement is known only by its phrase (the negation of a requirement of your
    /// own): "Must not meet this requirement: blocked."
    public var notMeetingSentence:
      @Sendable (_ phrase: String, _ subject: String?, _ format: MessageFormat) -> String

    /// The checklist phrase for the negation of a requirement known only by its phrase:
    /// "does not meet: blocked".
    public var notMeetingPhrase: @Sendable (_ phrase: String, _ format: MessageFormat) -> String

    /// A text of the library's own in reports: a problem details document's title or
    /// summary, why a body could not be read, a check not done yet.
    public var report: @Sendable (_ text: ReportText, _ format: MessageFormat) -> String

    /// Creates a language from its tag, plural rule and every wording; none has a default,
    /// so a language cannot leave one out.
    ///
    /// - Parameters:
    ///   - tag: The BCP 47 tag a locale is matched against: "ko", "pt-PT".
    ///   - pluralRule: The language's CLDR plural rule.
    ///   - sentenceSeparator: What stands between two sentences.
    ///   - phrase: A constraint's checklist phrase.
    ///   - sentence: A constraint's error sentence.
    ///   - negatedPhrase: The checklist phrase of a constraint's negation.
    ///   - negatedSentence: The error sentence of a constraint's negation.
    ///   - anyOfSentence: The sentence for a value meeting none of several phrases.
    ///   - meetingSentence: The sentence for a value not meeting a phrase.
    ///   - notMeetingSentence: The sentence for a value meeting a phrase it must not.
    ///   - notMeetingPhrase: The checklist phrase for not meeting a phrase.
    ///   - report: The library's own texts in reports.
    public init(
      tag: String, pluralRule: PluralRule, sentenceSeparator: String,
      phrase: @escaping @Sendable (Constraint, MessageFormat) -> String,
      sentence: @escaping @Sendable (Constraint, String?, MessageFormat) -> String,
      negatedPhrase: @escaping @Sendable (Constraint, MessageFormat) -> String,
      negatedSentence: @escaping @Sendable (Constraint, String?, MessageFormat) -> String,
      anyOfSentence: @escaping @Sendable ([String], String?, MessageFormat) -> String,
      meetingSentence: @escaping @Sendable (String, String?, MessageFormat) -> String,
      notMeetingSentence: @escaping @Sendable (String, String?, MessageFormat) -> String,
      notMeetingPhrase: @escaping @Sendable (String, MessageFormat) -> String,
      report: @escaping @Sendable (ReportText, MessageFormat) -> String
    ) {
      self.tag = tag
      self.pluralRule = pluralRule
      self.sentenceSeparator = sentenceSeparator
      self.phrase = phrase
      self.sentence = sentence
      self.negatedPhrase = negatedPhrase
      self.negatedSentence = negatedSentence
      self.anyOfSentence = anyOfSentence
      self.meetingSentence = meetingSentence
      self.notMeetingSentence = notMeetingSentence
      self.notMeetingPhrase = notMeetingPhrase
      self.report = report
    }
  }
#endif
