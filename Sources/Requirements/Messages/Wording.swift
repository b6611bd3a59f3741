#if canImport(Foundation)
  import Foundation
#endif

// How a requirement's failures are worded for people, besides its description: the
// catalogue constraint it stands for, and the texts a caller gave.
@usableFromInline
package struct Wording: Sendable {
  // The catalogue entry, with its parameters; `nil` for a caller's requirement.
  let constraint: Constraint?

  // Whether the description is the caller's: messages then show it as written.
  var isCustom: Bool

  // The code problem details give a failure, named by the caller (`taken`); `nil` for
  // its kind's.
  let code: String?

  // The catalogue entry a negation (`!.contains(" ")`) negates, when it negates one and
  // reads as the catalogue words it: messages word the negation from it. `constraint` is
  // then `nil`, since the negation is no catalogue entry.
  var negatedConstraint: Constraint?

  // The part of a value the failure is about, for a requirement lifted to the whole value
  // ("age"): messages name it as their subject.
  var part: PartName?

  // The requirement on a present value, for ``Requirement/ifPresent(_:)``: exports read
  // its structure. (A requirement is one reference, so it is stored in place.)
  var ifPresent: (any StructuredRequirement)?

  #if canImport(Foundation)
    // The caller's phrase for checklists, in every language it has.
    package let phrase: LocalizedText?

    // The caller's error sentence, in every language it has.
    let sentence: LocalizedText?

    // The names messages show for allowed values, in every language they have
    // (`oneOf(_:displayNames:)`, an enum's cases by raw value); `nil` for the values
    // themselves. A secret wording drops them with the values.
    var valueNames: [Constraint.Value: LocalizedText]?

    // For the negation of a requirement no catalogue entry words (a caller's requirement,
    // a composite), the negated requirement's phrase in a language, as a secret field
    // shows it when the flag says so: messages say, in that language, that the value must
    // not meet it. `nil` otherwise.
    var negatedPhrase: (@Sendable (_ secret: Bool, MessageLanguage, MessageFormat) -> String)?

    // For a composite negated twice, which reads as itself, the composite's phrase in a
    // language, as a secret field shows it when the flag says so: messages say, in that
    // language, that the value must meet it. `nil` otherwise.
    var affirmedPhrase: (@Sendable (_ secret: Bool, MessageLanguage, MessageFormat) -> String)?

    // Whether the negated (or, negated twice, the affirmed) requirement's phrase shows
    // values a secret field hides.
    var negatedPhraseHidesValues = false

    // Whether this is a secret field's wording: the negated phrase is then its secret one.
    var isSecret = false

    // The negated requirement's phrase, as this wording shows it.
    func negatedPhrase(_ language: MessageLanguage, _ format: MessageFormat) -> String? {
      negatedPhrase?(isSecret, language, format)
    }

    // The affirmed requirement's phrase, as this wording shows it.
    func affirmedPhrase(_ language: MessageLanguage, _ format: MessageFormat) -> String? {
      affirmedPhrase?(isSecret, language, format)
    }

    package init(
      constraint: Constraint?, isCustom: Bool, code: String? = nil, phrase: LocalizedText?,
      sentence: LocalizedText?
    ) {
      self.constraint = constraint
      self.isCustom = isCustom
      self.code = code
      self.phrase = phrase
      self.sentence = sentence
    }

    // The constraint as a message in `format` words it: the caller's classes and allowed
    // values by the names they gave for the message's language.
    func shownConstraint(_ format: MessageFormat) -> Constraint? {
      constraint.map { shown($0, format) }
    }

    // A constraint of this wording (its own, or the one it negates) as a message in
    // `format` words it: the caller's classes and allowed values by their names there.
    func shown(_ constraint: Constraint, _ format: MessageFormat) -> Constraint {
      guard let valueNames else { return constraint.namingClasses(format) }
      // A name that reads as nothing in the language names nothing: the value shows.
      func name(_ value: Constraint.Value) -> String? {
        guard let text = valueNames[value]?.text(in: format.requested), !text.isEmpty else {
          return nil
        }
        return text
      }
      switch constraint {
      case .oneOf(let values):
        return .oneOf(values.map { name($0).map { .text($0) } ?? $0 })
      case .conversion(.rawValue(let values)):
        return .conversion(.rawValue(values.map { name(.text($0)) ?? $0 }))
      default:
        return constraint.namingClasses(format)
      }
    }
  #endif

  package init(constraint: Constraint? = nil, isCustom: Bool = false) {
    self.constraint = constraint
    self.isCustom = isCustom
    code = nil
    #if canImport(Foundation)
      phrase = nil
      sentence = nil
      valueNames = nil
      negatedPhrase = nil
    #endif
  }

  // The same wording under a description of the caller's.
  var customized: Wording {
    var wording = self
    wording.isCustom = true
    return wording
  }

  // The same wording, about a part of the value.
  func about(_ part: PartName) -> Wording {
    var wording = self
    wording.part = part
    return wording
  }
}

// What a requirement and its failures say: the description and the wording, in one object
// that a requirement's contents extend, so that a failure carries both for the price of
// one reference.
@usableFromInline
package class RequirementText: @unchecked Sendable {
  // @unchecked: every stored property is a constant of a `Sendable` type.

  // What the requirement demands, in words a person can read.
  @usableFromInline
  let description: String

  // How failures are worded for people.
  let wording: Wording

  // What the requirement demands on a secret field, when `description` shows values
  // (an expected value, allowed or excluded ones, a text to find, a pattern): "equal to
  // the expected value". `nil` when it shows none, or is the caller's.
  let secretDescription: String?

  // Whether a secret field shows this text differently: known when the text is made, so
  // that a secret failure of a requirement that shows no values costs one test.
  @usableFromInline
  let hidesValues: Bool

  @usableFromInline
  package init(
    description: String, wording: Wording, secretDescription: String? = nil,
    hidesValues: Bool? = nil
  ) {
    self.description = description
    self.wording = wording
    self.secretDescription = secretDescription
    self.hidesValues = hidesValues ?? (secretDescription != nil || wording.hidesValues)
  }
}
