#if canImport(Foundation)
  // What a language says for each built-in character class: its counted nouns
  // (`BuiltInClassWords<NounForms>`) or its names in a list (`BuiltInClassWords<String>`).
  // A caller's class has none: it keeps the names it was given.
  struct BuiltInClassWords<Words: Sendable>: Sendable {
    let uppercase: Words
    let lowercase: Words
    let letters: Words
    let digits: Words
    let whitespace: Words
    let special: Words

    // The words for a built-in class; `nil` for a caller's.
    subscript(_ characterClass: CharacterClass) -> Words? {
      switch characterClass.builtInNumber {
      case 1: uppercase
      case 2: lowercase
      case 3: letters
      case 4: digits
      case 5: whitespace
      case 6: special
      default: nil
      }
    }
  }

  extension BuiltInClassWords<NounForms> {
    // A count of a class's characters, "3 majuscules"; a caller's class by its own names.
    func count(_ number: Int, _ characterClass: CharacterClass, _ f: MessageFormat) -> String {
      guard let noun = self[characterClass] else { return characterClass.count(number, f) }
      return f.count(number, noun)
    }
  }

  extension CharacterClass {
    // A count of the class's characters by the names it was given: "3 signs".
    func count(_ number: Int, _ f: MessageFormat) -> String {
      f.count(number, naming: f.form(number, one: singularName, other: pluralName))
    }
  }

  extension BuiltInClassWords<String> {
    // A class's name in a list, "lettres"; a caller's class by its plural name.
    func plural(_ characterClass: CharacterClass) -> String {
      self[characterClass] ?? characterClass.pluralName
    }

    // Classes by their names, joined with "and": "lettres et chiffres".
    func list(_ classes: [CharacterClass], _ f: MessageFormat) -> String {
      f.list(classes.map(plural), joinedBy: .and)
    }
  }
#endif
