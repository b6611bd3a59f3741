#if canImport(Foundation)
  // A built-in language whose sentences are a subject and a predicate, "Password must …."
  // or "This field must …."; it words the sentences about conditions from its
  // `ConditionWords`.
  protocol PredicateLanguage: BuiltInLanguage {
    static var conditions: ConditionWords { get }
    // The sentence of a predicate about the field named `subject`, or about "this field".
    func said(_ predicate: String, about subject: String?, _ f: MessageFormat) -> String
  }

  extension PredicateLanguage {
    func sentence(anyOf phrases: [String], subject: String?, _ f: MessageFormat) -> String {
      said(Self.conditions.anyOf + f.list(phrases, joinedBy: .or), about: subject, f)
    }

    func sentence(meeting phrase: String, subject: String?, _ f: MessageFormat) -> String {
      said(Self.conditions.meeting + phrase, about: subject, f)
    }

    func sentence(notMeeting phrase: String, subject: String?, _ f: MessageFormat) -> String {
      said(Self.conditions.notMeeting + phrase, about: subject, f)
    }

    func phrase(notMeeting phrase: String, _ f: MessageFormat) -> String {
      Self.conditions.notMeetingPhrase + phrase
    }
  }
#endif
