// How decoding matches a key in the data with a field's name: by the same code points.
//
// Swift's `==` takes canonically equivalent texts for one (the Kelvin sign and `K`, `ö` as
// one code point or as `o` and a combining diaeresis), and so do a decoder's key lookups.
// JSON Schema's `properties`, and most other languages, compare code points: a key is a
// field's only when spelled exactly as its name, so that decoding, unknown keys and the
// schema agree.
@usableFromInline
enum KeySpelling {
  // Whether another text is canonically equivalent to `name`: one that is not ASCII, or
  // that holds `K`, `;` or `` ` ``, the only ASCII characters another code point
  // decomposes to (the Kelvin sign, the Greek question mark, the Greek varia). Other names
  // are matched exactly by the decoder's own lookup.
  //
  // Asked for every field decoded: the bytes are read in place when the text holds them
  // contiguously, as a native Swift string does, rather than through the view's indices.
  @inlinable
  static func hasOtherSpellings(_ name: String) -> Bool {
    if let answer = name.utf8.withContiguousStorageIfAvailable({ $0.contains(where: isMarker) }) {
      return answer
    }
    return name.utf8.contains(where: isMarker)
  }

  // Whether a byte of UTF-8 is past ASCII, or `K`, `;` or `` ` ``.
  @inlinable
  static func isMarker(_ byte: UInt8) -> Bool {
    byte >= 0x80 || byte == UInt8(ascii: "K") || byte == UInt8(ascii: ";")
      || byte == UInt8(ascii: "`")
  }

  // Whether two texts are spelled with the same code points.
  static func isSame(_ first: String, _ second: String) -> Bool {
    first.utf8.elementsEqual(second.utf8)
  }
}
