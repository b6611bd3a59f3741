#if canImport(Foundation)
  import Foundation
#endif

// How a requirement's failures are worded for people, besides its description: the
// catalogue constraint it stands for, and the texts a caller gave. Requirements and their
// failures share one, so a failure carries it for the price of a reference.
@usableFromInline
package final class Wording: Sendable {
  // The catalogue entry, with its parameters; `nil` for a caller's requirement.
  let constraint: Constraint?

  // Whether the description is the caller's: messages then show it as written.
  let isCustom: Bool

  // The code problem details give a failure, named by the caller (`taken`); `nil` for
  // its kind's.
  let code: String?

  // The part of a value the failure is about, for a requirement lifted to the whole value
  // ("age"): messages name it as their subject.
  let part: String?

  #if canImport(Foundation)
    // The caller's phrase for checklists, in every language it has.
    let phrase: LocalizedText?

    // The caller's error sentence, in every language it has.
    let sentence: LocalizedText?

    package init(
      constraint: Constraint?, isCustom: Bool, code: String? = nil, part: String? = nil,
      phrase: LocalizedText?, sentence: LocalizedText?
    ) {
      self.constraint = constraint
      self.isCustom = isCustom
      self.code = code
      self.part = part
      self.phrase = phrase
      self.sentence = sentence
    }
  #endif

  @usableFromInline
  init(constraint: Constraint?, isCustom: Bool) {
    self.constraint = constraint
    self.isCustom = isCustom
    code = nil
    part = nil
    #if canImport(Foundation)
      phrase = nil
      sentence = nil
    #endif
  }

  // The same wording under a description of the caller's.
  var customized: Wording {
    Wording(constraint: constraint, isCustom: true)
  }

  // The same wording, about a part of the value.
  func about(_ part: String) -> Wording {
    #if canImport(Foundation)
      Wording(
        constraint: constraint, isCustom: isCustom, code: code, part: part, phrase: phrase,
        sentence: sentence)
    #else
      self
    #endif
  }
}
