/// The tests' own statement of blank text, the model that property tests check
/// `nonBlank()` against: text is blank when every code point in it is white space, a
/// control character, invisible (Unicode's default-ignorable code points) or a blank
/// glyph (U+2800 braille pattern blank, U+1D159 musical symbol null notehead).
///
/// Said over the code points of the whole text, not character by character as the library
/// does, so that a mistake in how characters are split shows up as a disagreement.
///
/// - Parameter text: The text to judge.
/// - Returns: `true` when nothing in `text` shows.
public func isBlankText(_ text: some StringProtocol) -> Bool {
  text.unicodeScalars.allSatisfy {
    $0.properties.isWhitespace || $0.properties.generalCategory == .control
      || $0.properties.isDefaultIgnorableCodePoint || $0 == "\u{2800}" || $0 == "\u{1D159}"
  }
}
