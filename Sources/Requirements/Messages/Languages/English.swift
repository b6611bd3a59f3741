#if canImport(Foundation)
  // Messages in English.
  struct English: PredicateLanguage {
    var pluralRule: PluralRule { .oneForOne }
    var sentenceSeparator: String { " " }

    func phrase(_ constraint: Constraint, _ f: MessageFormat) -> String {
      switch constraint {
      case .required: return "required"
      case .nonEmpty: return "not empty"
      case .nonBlank: return "not blank"
      case .minLength(let n): return "at least \(f.count(n, Self.characters))"
      case .maxLength(let n): return "at most \(f.count(n, Self.characters))"
      case .length(let min, let max) where min == max:
        return "exactly \(f.count(min, Self.characters))"
      case .length(let min, let max):
        return "between \(f.number(min)) and \(f.number(max)) characters"
      case .maxBytes(let n): return "at most \(f.count(n, one: "# byte", other: "# bytes"))"
      case .minCount(let n): return "at least \(f.count(n, Self.items))"
      case .maxCount(let n): return "at most \(f.count(n, Self.items))"
      case .count(let min, let max) where min == max: return "exactly \(f.count(min, Self.items))"
      case .count(let min, let max): return "between \(f.number(min)) and \(f.number(max)) items"
      case .minimum(.date(let date)): return "on or after \(f.date(date))"
      case .minimum(let bound): return "at least \(f.value(bound))"
      case .maximum(.date(let date)): return "on or before \(f.date(date))"
      case .maximum(let bound): return "at most \(f.value(bound))"
      case .range(let lower, let upper) where lower == upper: return "exactly \(f.value(lower))"
      case .range(let lower, let upper):
        return "between \(f.value(lower)) and \(f.value(upper))"
      case .halfOpenRange(.date(let lower), .date(let upper)):
        return "on or after \(f.date(lower)) and before \(f.date(upper))"
      case .halfOpenRange(let lower, let upper):
        return "at least \(f.value(lower)) and less than \(f.value(upper))"
      case .multiple(let divisor): return "a multiple of \(f.value(divisor))"
      case .oneOf(let values) where values.isEmpty: return "no value"
      case .oneOf(let values): return f.values(values, joinedBy: .or)
      case .noneOf(let values) where values.isEmpty: return "any value"
      case .noneOf(let values): return "not \(f.values(values, joinedBy: .or))"
      case .equalTo(let value): return f.value(value)
      case .accepted: return "accepted"
      case .hasPrefix(let text): return "starts with \(f.quoted(text))"
      case .hasSuffix(let text): return "ends with \(f.quoted(text))"
      case .contains(let text): return "contains \(f.quoted(text))"
      case .atLeast(let n, let characterClass): return "at least \(characterClass.count(n, f))"
      case .only(let classes) where classes.isEmpty: return "no characters"
      case .only(let classes): return "only \(f.list(classes.map(\.pluralName), joinedBy: .and))"
      case .ascii: return "only ASCII characters"
      case .email: return "a valid e-mail address"
      case .url(let schemes): return "a web address starting with \(f.schemes(schemes))"
      case .hostname: return "a valid host name"
      case .ipv4: return "an IPv4 address"
      case .ipv6: return "an IPv6 address"
      case .e164: return "a phone number in international form, such as +14155550123"
      case .uuid(let version?): return "a version \(version) UUID"
      case .uuid(nil): return "a UUID"
      case .pattern(let pattern?): return "matches the pattern \(f.quoted(pattern))"
      case .pattern(nil): return "in the required format"
      case .hidden(let hidden): return Self.hiddenPhrases[hidden]
      case .conversion(let conversion): return expected(conversion, f)
      }
    }

    func sentence(_ constraint: Constraint, subject: String?, _ f: MessageFormat) -> String {
      let predicate: String
      switch constraint {
      case .required, .conversion(.value):
        return subject.map { "\($0) is required." } ?? "A value is required."
      case .nonEmpty: predicate = "must not be empty"
      case .nonBlank: predicate = "must not be blank"
      case .minLength, .maxLength, .length, .minCount, .maxCount, .count:
        predicate = "must have \(phrase(constraint, f))"
      case .maxBytes(let n):
        predicate = "must take up at most \(f.count(n, one: "# byte", other: "# bytes"))"
      case .minimum, .maximum, .range, .halfOpenRange, .multiple, .oneOf, .equalTo, .email,
        .hostname, .ipv4, .ipv6, .e164, .uuid:
        predicate = "must be \(phrase(constraint, f))"
      case .noneOf(let values): predicate = "must not be \(f.values(values, joinedBy: .or))"
      case .accepted: predicate = "must be accepted"
      case .hasPrefix(let text): predicate = "must start with \(f.quoted(text))"
      case .hasSuffix(let text): predicate = "must end with \(f.quoted(text))"
      case .contains(let text): predicate = "must contain \(f.quoted(text))"
      case .atLeast, .only: predicate = "must contain \(phrase(constraint, f))"
      case .ascii: predicate = "must contain only ASCII characters"
      case .url(let schemes):
        predicate = "must be a web address starting with \(f.schemes(schemes))"
      case .pattern(let pattern?): predicate = "must match the pattern \(f.quoted(pattern))"
      case .pattern(nil): predicate = "must be in the required format"
      case .conversion(.dateWithinYears): predicate = "must be a date in the years 1 to 9999"
      case .conversion(.nanosecondTime): predicate = "must not be finer than a nanosecond"
      case .hidden(let hidden): predicate = Self.hiddenPredicates[hidden]
      case .conversion(let conversion): predicate = "must be \(expected(conversion, f))"
      }
      return said(predicate, about: subject, f)
    }

    func report(_ text: ReportText, _ f: MessageFormat) -> String {
      switch text {
      case .unprocessableContent: return "Unprocessable Content"
      case .badRequest: return "Bad Request"
      case .unreadableBody: return "The request body could not be read."
      // Counts as a program writes them (20000), as the document has always shown them.
      case .failures(let count, let listed, let entries):
        let failures = count == 1 ? "1 validation failure" : "\(count) validation failures"
        switch listed {
        case nil: return failures + "."
        case 0?: return failures + "; none of its \(entries) entries are listed."
        case let listed?:
          return failures + "; the first \(listed) of \(entries) entries are listed."
        }
      case .expected(let expected, let foundNull):
        let shape: String
        switch expected {
        case .object: shape = "an object"
        case .array: shape = "an array"
        case .value(let type): shape = "a value of type \(type)"
        }
        return foundNull ? "expected \(shape), found null" : "expected \(shape)"
      case .missingKey(let key): return "missing key \(key)"
      case .unreadableValue: return "a value that could not be read"
      case .undecodedValue: return "a value that could not be decoded"
      case .unchecked(let phrase): return "\(phrase) (not checked yet)"
      case .unexpectedKey: return "unexpected key"
      case .nestedTooDeeply(let limit): return "nested more than \(limit) levels deep"
      }
    }

    func negatedPhrase(_ constraint: Constraint, _ f: MessageFormat) -> String {
      switch constraint {
      case .nonEmpty: return "empty"
      case .nonBlank: return "blank"
      case .contains(let text): return "does not contain \(f.quoted(text))"
      case .hasPrefix(let text): return "does not start with \(f.quoted(text))"
      case .hasSuffix(let text): return "does not end with \(f.quoted(text))"
      case .pattern(let pattern?): return "does not match the pattern \(f.quoted(pattern))"
      default: return "not allowed: \(phrase(constraint, f))"
      }
    }

    func negatedSentence(_ constraint: Constraint, subject: String?, _ f: MessageFormat) -> String {
      let predicate: String
      switch constraint {
      case .nonEmpty: predicate = "must be empty"
      case .nonBlank: predicate = "must be blank"
      case .contains(let text): predicate = "must not contain \(f.quoted(text))"
      case .hasPrefix(let text): predicate = "must not start with \(f.quoted(text))"
      case .hasSuffix(let text): predicate = "must not end with \(f.quoted(text))"
      case .pattern(let pattern?): predicate = "must not match the pattern \(f.quoted(pattern))"
      default: predicate = "must not meet this condition: \(phrase(constraint, f))"
      }
      return said(predicate, about: subject, f)
    }

    static let conditions = ConditionWords(
      anyOf: "must meet one of these: ", meeting: "must meet this requirement: ",
      notMeeting: "must not meet this requirement: ",
      notMeetingPhrase: "does not meet: ")

    // "Password must …." or "Must …."
    func said(_ predicate: String, about subject: String?, _ f: MessageFormat) -> String {
      guard let subject else {
        return f.sentence(predicate)
      }
      return "\(subject) \(predicate)."
    }

    private static let characters = NounForms(one: "# character", other: "# characters")
    private static let items = NounForms(one: "# item", other: "# items")

    private func expected(_ conversion: Constraint.Conversion, _ f: MessageFormat) -> String {
      switch conversion {
      case .value: return "a value"
      case .wholeNumber: return "a whole number"
      case .number: return "a number"
      case .date: return "a date (YYYY-MM-DD)"
      case .dateTime: return "a date and time (YYYY-MM-DDThh:mm:ssZ)"
      case .dateOrDateTime: return "a date (YYYY-MM-DD) or a date and time (YYYY-MM-DDThh:mm:ssZ)"
      case .dateWithinYears: return "a date in the years 1 to 9999"
      case .nanosecondTime: return "a time no finer than a nanosecond"
      case .webAddress(let schemes): return "a web address starting with \(f.schemes(schemes))"
      case .character: return "a single character"
      case .checkbox: return "checked or unchecked"
      case .existingDay: return "a day that exists"
      case .rawValue(let values): return f.values(values.map(Constraint.Value.text), joinedBy: .or)
      }
    }

    // What a secret field shows for a hidden constraint, naming no value.
    private static let hiddenPhrases = HiddenWords(
      equalTo: "the expected value", oneOf: "one of the allowed values",
      noneOf: "not one of the excluded values", hasPrefix: "starts with the required text",
      hasSuffix: "ends with the required text", contains: "contains the required text")
    private static let hiddenPredicates = HiddenWords(
      equalTo: "must match", oneOf: "must be one of the allowed values",
      noneOf: "must not be one of the excluded values",
      hasPrefix: "must start with the required text", hasSuffix: "must end with the required text",
      contains: "must contain the required text")
  }
#endif
