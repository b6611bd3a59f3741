import Validation

extension CharacterClass {
  /// Characters that control how text is laid out instead of showing something: Unicode's
  /// control characters (NUL, tab, line feed, DEL and the C1 controls), the line and
  /// paragraph separators, and the bidirectional controls, such as a right-to-left override.
  ///
  /// A sign-up's text fields refuse them with `!.atLeast(1, .controlCharacters)`, which
  /// reads "no control characters".
  static let controlCharacters = CharacterClass("control character") { character in
    character.unicodeScalars.contains { scalar in
      let properties = scalar.properties
      switch properties.generalCategory {
      case .control, .lineSeparator, .paragraphSeparator: return true
      default: return properties.isBidiControl
      }
    }
  }
}
