// Whether a code point shows nothing on its own, the test behind `.nonBlank()`, the
// character classes and the local part of `.email()`: white space; controls (Cc); format
// characters (Cf), such as the interlinear annotation marks U+FFF9 to U+FFFB, the Syriac
// abbreviation mark U+070F and the Egyptian hieroglyph format controls from U+13430;
// unassigned code points (Cn) and noncharacters (U+FFFF), which no font draws; private-use
// code points (Co), whose glyphs come from a private agreement rather than from Unicode, so
// most fonts draw nothing or a placeholder box; Unicode's default-ignorable code points (a
// Hangul filler is a letter, but renders as nothing); and the blank glyphs U+2800 and
// U+1D159. A text made only of these is blank.
func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
  // ASCII, the usual case, by its code: only the printable characters show.
  if scalar.isASCII { return scalar.value <= 0x20 || scalar.value == 0x7F }
  let properties = scalar.properties
  switch properties.generalCategory {
  case .control, .format, .unassigned, .privateUse, .spaceSeparator, .lineSeparator,
    .paragraphSeparator:
    return true
  default:
    return properties.isWhitespace || properties.isDefaultIgnorableCodePoint
      || properties.isNoncharacterCodePoint || isBlankGlyph(scalar)
  }
}

// Whether a code point is a symbol whose glyph is empty by design, which Unicode does not
// list as default-ignorable: the braille pattern with no dots, the musical null note head.
private func isBlankGlyph(_ scalar: Unicode.Scalar) -> Bool {
  scalar.value == 0x2800 || scalar.value == 0x1D159
}
