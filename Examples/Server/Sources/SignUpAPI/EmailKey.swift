import Foundation

/// The key under which the store keeps an e-mail address: two addresses with one key are
/// the same user.
///
/// The key is the address in Unicode Normalization Form KC, lowercased, with each Cyrillic,
/// Greek or Armenian letter that passes for a Latin one written as that Latin letter. So
/// `ÄNN@example.com` and `änn@example.com`, `café@example.com` with a precomposed or a
/// combining accent, `\u{212A}ate@example.com` (a Kelvin sign) and `kate@example.com`,
/// `\u{FF41}nn@example.com` (fullwidth) and `ann@example.com`, and
/// `\u{430}\u{441}\u{435}@example.com` (Cyrillic) and `ace@example.com` are each one user.
///
/// - Parameter email: An e-mail address, as the client sent it.
/// - Returns: The key the store compares.
func emailKey(_ email: String) -> String {
  // Swift compares strings by canonical equivalence, so a dictionary would find NFC and
  // NFD spellings alike without the normalization; a key compared as bytes (a database
  // column, another service) would not. Compatibility normalization (NFKC) also folds
  // fullwidth letters and the Kelvin sign, before and after lowercasing, which may leave
  // a composed letter decomposed.
  let folded = email.precomposedStringWithCompatibilityMapping.lowercased()
    .precomposedStringWithCompatibilityMapping
  // `.email()` refuses a local part or a domain label that mixes Latin letters with
  // lookalikes, but one written wholly in Cyrillic letters can still read as Latin: the
  // key maps each lookalike to the letter it passes for, as a confusable skeleton does.
  var key = String.UnicodeScalarView()
  key.append(contentsOf: folded.unicodeScalars.map { latinLookalikes[$0] ?? $0 })
  return String(key)
}

// Lowercase Cyrillic, Greek and Armenian letters that read as a lowercase Latin letter in
// most fonts (a subset of Unicode's confusables, UTS #39).
private let latinLookalikes: [Unicode.Scalar: Unicode.Scalar] = [
  // Cyrillic
  "\u{430}": "a", "\u{441}": "c", "\u{501}": "d", "\u{435}": "e", "\u{4BB}": "h",
  "\u{456}": "i", "\u{458}": "j", "\u{4CF}": "l", "\u{43E}": "o", "\u{440}": "p",
  "\u{51B}": "q", "\u{455}": "s", "\u{51D}": "w", "\u{445}": "x", "\u{443}": "y",
  // Greek
  "\u{3B1}": "a", "\u{3B9}": "i", "\u{3BA}": "k", "\u{3BD}": "v", "\u{3BF}": "o",
  "\u{3C1}": "p", "\u{3C5}": "u", "\u{3C7}": "x",
  // Armenian
  "\u{570}": "h", "\u{578}": "n", "\u{57D}": "u", "\u{585}": "o",
]
