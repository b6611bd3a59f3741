// The scripts whose letters pass for each other's: Latin "e", Cyrillic "е" (U+0435) and
// Greek "ο" (U+03BF) look alike in most fonts, and so do many Armenian ("օ"), Cherokee
// ("Ꭺ") and Coptic ("ⲟ") letters. A domain label or a local part that mixes two of them,
// such as `exampl\u{0435}` or `\u{0430}nn`, is how a look-alike address spoofs another, so
// `.email()` refuses it by default. Other scripts are not listed: their letters do not pass for these ones, and
// Japanese or Chinese labels mix Han, kana and Latin letters in earnest. Digits, hyphens
// and combining marks belong to no script here and mix with any.
enum LookalikeScript {
  case latin, greek, cyrillic, armenian, cherokee, coptic

  // The lookalike script of a code point, or nil for one outside them, from the Unicode
  // blocks the scripts' letters are in.
  init?(_ scalar: Unicode.Scalar) {
    switch scalar.value {
    case 0x41...0x5A, 0x61...0x7A, 0xAA, 0xBA, 0xC0...0x24F, 0x250...0x2B8, 0x2E0...0x2E4,
      0x1D00...0x1D25, 0x1D2C...0x1D5C, 0x1D62...0x1D65, 0x1D6B...0x1D77, 0x1D79...0x1DBE,
      0x1E00...0x1EFF, 0x2071, 0x207F, 0x2090...0x209C, 0x212A...0x212B, 0x2132, 0x214E,
      0x2160...0x2188, 0x2C60...0x2C7F, 0xA722...0xA7FF, 0xAB30...0xAB64, 0xAB66...0xAB69,
      0xFB00...0xFB06, 0xFF21...0xFF3A, 0xFF41...0xFF5A, 0x10780...0x107BA,
      0x1DF00...0x1DFFF:
      self = .latin
    case 0x370...0x3E1, 0x3F0...0x3FF, 0x1D26...0x1D2A, 0x1D5D...0x1D61, 0x1D66...0x1D6A,
      0x1DBF, 0x1F00...0x1FFF, 0x2126, 0xAB65, 0x10140...0x1018E:
      self = .greek
    case 0x400...0x52F, 0x1C80...0x1C8F, 0x1D2B, 0x1D78, 0x2DE0...0x2DFF, 0xA640...0xA69F,
      0xFE2E...0xFE2F, 0x1E030...0x1E08F:
      self = .cyrillic
    case 0x531...0x58F, 0xFB13...0xFB17:
      self = .armenian
    case 0x13A0...0x13FF, 0xAB70...0xABBF:
      self = .cherokee
    case 0x3E2...0x3EF, 0x2C80...0x2CFF:
      self = .coptic
    default:
      return nil
    }
  }
}

// Whether the letters of a domain label or a local part keep to at most one lookalike
// script.
func hasOneLookalikeScript(_ label: some Sequence<Unicode.Scalar>) -> Bool {
  var seen: LookalikeScript?
  for scalar in label {
    guard let script = LookalikeScript(scalar) else { continue }
    if let seen, seen != script { return false }
    seen = script
  }
  return true
}
