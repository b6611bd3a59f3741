#if canImport(Foundation)
  import Foundation

  extension Constraint {
    // The constraint with each caller's class named as the message's language names it,
    // when the caller translated it into that language (`CharacterClass.translated(_:)`):
    // under the language's tag (`zh-Hant`) or, failing that, its ISO 639 code.
    func namingClasses(_ format: MessageFormat) -> Constraint {
      guard let code = format.locale.language.languageCode?.identifier else { return self }
      func translation(_ characterClass: CharacterClass) -> CharacterClass.Translation? {
        guard !characterClass.translations.isEmpty else { return nil }
        let tag = MessageLanguages.tag(for: format.locale)
        return characterClass.translations[tag] ?? characterClass.translations[code]
      }
      switch self {
      case .atLeast(let count, let characterClass):
        guard let name = translation(characterClass) else { return self }
        let form = format.form(
          count, zero: name.zero, one: name.one, two: name.two, few: name.few,
          many: name.many, other: name.other)
        return .atLeast(count, characterClass.named(form))
      case .only(let classes) where classes.contains(where: { !$0.translations.isEmpty }):
        return .only(
          classes.map { characterClass in
            translation(characterClass).map { characterClass.named($0.plural) }
              ?? characterClass
          })
      default:
        return self
      }
    }
  }
#endif
