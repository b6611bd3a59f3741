#if canImport(Foundation)
  import Foundation

  // A language the library ships, one file in `Languages/`, a type that words every
  // ``Constraint`` twice: as a phrase for a checklist ("at least 8 characters") and as an
  // error sentence ("Password must have at least 8 characters."). The switches are
  // exhaustive, so a new constraint does not compile until every language words it. Each
  // is made a public ``MessageLanguage`` value in `MessageLanguage+BuiltIns.swift`; the
  // methods are those of ``MessageLanguage``, documented there.
  protocol BuiltInLanguage: Sendable {
    var pluralRule: PluralRule { get }
    var sentenceSeparator: String { get }
    func phrase(_ constraint: Constraint, _ format: MessageFormat) -> String
    func sentence(_ constraint: Constraint, subject: String?, _ format: MessageFormat) -> String
    func negatedPhrase(_ constraint: Constraint, _ format: MessageFormat) -> String
    func negatedSentence(_ constraint: Constraint, subject: String?, _ format: MessageFormat)
      -> String
    func report(_ text: ReportText, _ format: MessageFormat) -> String
    func sentence(anyOf phrases: [String], subject: String?, _ format: MessageFormat) -> String
    func sentence(meeting phrase: String, subject: String?, _ format: MessageFormat) -> String
    func sentence(notMeeting phrase: String, subject: String?, _ format: MessageFormat)
      -> String
    func phrase(notMeeting phrase: String, _ format: MessageFormat) -> String
  }

  extension MessageLanguage {
    // The public value of a built-in language, under its tag.
    init(_ tag: String, _ language: some BuiltInLanguage) {
      self.init(
        tag: tag, pluralRule: language.pluralRule,
        sentenceSeparator: language.sentenceSeparator,
        phrase: { language.phrase($0, $1) },
        sentence: { language.sentence($0, subject: $1, $2) },
        negatedPhrase: { language.negatedPhrase($0, $1) },
        negatedSentence: { language.negatedSentence($0, subject: $1, $2) },
        anyOfSentence: { language.sentence(anyOf: $0, subject: $1, $2) },
        meetingSentence: { language.sentence(meeting: $0, subject: $1, $2) },
        notMeetingSentence: { language.sentence(notMeeting: $0, subject: $1, $2) },
        notMeetingPhrase: { language.phrase(notMeeting: $0, $1) },
        report: { language.report($0, $1) })
    }
  }
#endif
