// How a negated catalogue entry is worded. Many negations are another entry in disguise
// (not "at least 8 characters" is "at most 7 characters", not "equal to admin" is "not
// admin"): those read as that entry does in every language. A language words the rest
// itself: "does not contain “@”", or a sentence that names the entry's phrase.

extension Constraint {
  // The constraint that holds exactly when this one does not, where the catalogue has one;
  // `nil` where a language words the negation itself. A text's "at least 1 character"
  // negates to an empty text: `nonEmpty`'s negation, which each language words.
  var negation: (constraint: Constraint, isNegated: Bool)? {
    switch self {
    case .oneOf(let values) where !values.isEmpty: return (.noneOf(values), false)
    case .noneOf(let values) where !values.isEmpty: return (.oneOf(values), false)
    case .equalTo(let value): return (.noneOf([value]), false)
    case .range(let lower, let upper) where lower == upper: return (.noneOf([lower]), false)
    case .minLength(1), .minCount(1): return (.nonEmpty, true)
    case .minLength(let n) where n > 1: return (.maxLength(n - 1), false)
    case .minCount(let n) where n > 1: return (.maxCount(n - 1), false)
    case .maxLength(let n) where n >= 0 && n < Int.max: return (.minLength(n + 1), false)
    case .maxCount(let n) where n >= 0 && n < Int.max: return (.minCount(n + 1), false)
    case .minimum(.integer(let n)) where n > Int.min: return (.maximum(.integer(n - 1)), false)
    case .maximum(.integer(let n)) where n < Int.max: return (.minimum(.integer(n + 1)), false)
    case .hidden(.oneOf), .hidden(.equalTo): return (.hidden(.noneOf), false)
    case .hidden(.noneOf): return (.hidden(.oneOf), false)
    default: return nil
    }
  }
}

#if canImport(Foundation)
  extension MessageLanguage {
    // The checklist phrase for the negation of `constraint`.
    func phraseNegating(_ constraint: Constraint, _ format: MessageFormat) -> String {
      guard let (equivalent, isNegated) = constraint.negation else {
        return negatedPhrase(constraint, format)
      }
      return isNegated ? negatedPhrase(equivalent, format) : phrase(equivalent, format)
    }

    // The error sentence for a failure of the negation of `constraint`.
    func sentenceNegating(_ constraint: Constraint, _ subject: String?, _ format: MessageFormat)
      -> String
    {
      guard let (equivalent, isNegated) = constraint.negation else {
        return negatedSentence(constraint, subject, format)
      }
      return isNegated
        ? negatedSentence(equivalent, subject, format)
        : sentence(equivalent, subject, format)
    }
  }
#endif
