#if canImport(Foundation)
  import Foundation

  extension Constraint {
    // The constraint with each caller's class named as the message's language names it,
    // when the caller translated it into that language (`CharacterClass.translated(_:)`).
    func namingClasses(_ format: MessageFormat) -> Constraint {
      guard let code = format.locale.language.languageCode?.identifier else { return self }
      switch self {
      case .atLeast(let count, let characterClass):
        guard let name = characterClass.translations[code] else { return self }
        let form = format.form(
          count, zero: name.zero, one: name.one, two: name.two, few: name.few,
          many: name.many, other: name.other)
        return .atLeast(count, characterClass.named(form))
      case .only(let classes) where classes.contains(where: { !$0.translations.isEmpty }):
        return .only(
          classes.map { characterClass in
            characterClass.translations[code].map { characterClass.named($0.plural) }
              ?? characterClass
          })
      default:
        return self
      }
    }
  }
#endif
