#if canImport(Foundation)
  // What a language says before the phrases of requirements it words only by their
  // phrases: a choice of them, one to meet, one not to meet ("must meet one of these: ").
  struct ConditionWords: Sendable {
    let anyOf: String
    let meeting: String
    let notMeeting: String
    // Before the phrase in a checklist: "does not meet: ".
    let notMeetingPhrase: String
  }
#endif
