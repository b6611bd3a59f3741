/// The kinds of character ``SplitMix64/character(from:)`` draws from.
///
/// Each kind stresses a different part of text handling: ASCII and letters are the common
/// case, digits and specials feed character-class checks, white space feeds blank checks,
/// combining marks build multi-scalar characters (`e` + U+0301), and emoji build long
/// grapheme clusters (flags, skin tones, families).
public enum CharacterKind: CaseIterable, Sendable {
  /// Printable ASCII, U+0020 to U+007E.
  case ascii
  /// Latin letters of both cases plus a few non-ASCII letters (é, ß, Ж, λ, 文).
  case letter
  /// ASCII digits plus digits of other scripts (٣, ५), which are numbers but not ASCII.
  case digit
  /// ASCII punctuation and symbols.
  case special
  /// Spaces, tabs, line breaks (including "\r\n") and non-ASCII spaces.
  case whitespace
  /// A base character followed by one or two combining marks.
  case combining
  /// Single emoji, emoji with modifiers, ZWJ sequences and flags.
  case emoji

  /// The characters this kind picks from (combining marks are attached separately).
  fileprivate var pool: [Character] {
    switch self {
    case .ascii: return Pools.ascii
    case .letter: return Pools.letters
    case .digit: return Pools.digits
    case .special: return Pools.specials
    case .whitespace: return Pools.whitespace
    case .combining: return Pools.combiningBases
    case .emoji: return Pools.emoji
    }
  }
}

/// The fixed character pools behind ``CharacterKind``.
private enum Pools {
  static let ascii: [Character] = (0x20...0x7E).compactMap {
    Unicode.Scalar($0).map(Character.init)
  }
  static let letters: [Character] =
    Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") + ["é", "ß", "Ж", "λ", "文", "İ"]
  static let digits: [Character] = Array("0123456789") + ["٣", "५", "Ⅻ"]
  static let specials: [Character] = Array("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~")
  static let whitespace: [Character] = [
    " ", "\t", "\n", "\r\n", "\u{00A0}", "\u{2003}", "\u{3000}",
  ]
  static let combiningBases: [Character] = ["e", "a", "1", "Z", " ", "@"]
  static let combiningMarks: [Unicode.Scalar] = ["\u{0301}", "\u{0308}", "\u{20DD}", "\u{0327}"]
  static let emoji: [Character] = ["😀", "👍🏽", "👨‍👩‍👧", "🇳🇴", "❤️", "🧪"]
}

extension SplitMix64 {
  /// Returns `true` with the given probability.
  ///
  /// - Parameter probability: The chance of `true`, from 0 (never) to 1 (always).
  /// - Returns: A pseudo-random Boolean.
  public mutating func chance(_ probability: Double) -> Bool {
    Double(next() >> 11) * 0x1.0p-53 < probability
  }

  /// Returns an integer drawn (almost) uniformly from a closed range (any range,
  /// `Int.min...Int.max` included).
  ///
  /// - Parameter range: The values to draw from.
  /// - Returns: A value in `range`.
  public mutating func int(in range: ClosedRange<Int>) -> Int {
    // Scales 64 random bits to the width of the range (Lemire's multiply-shift, without
    // the rejection step): much cheaper than `Int.random(in:using:)` in a debug build, and
    // biased by at most width / 2^64, which no test can notice.
    let width = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound)) &+ 1
    guard width != 0 else { return Int(truncatingIfNeeded: next()) }
    let offset = next().multipliedFullWidth(by: width).high
    return range.lowerBound &+ Int(truncatingIfNeeded: offset)
  }

  /// Returns an integer biased towards edge cases: the extremes `Int.min` and `Int.max`
  /// and their neighbours, zero and ±1, small values, and now and then any `Int`.
  ///
  /// - Returns: A pseudo-random integer.
  public mutating func interestingInt() -> Int {
    switch int(in: 0...9) {
    case 0: return pick([Int.min, Int.min + 1, Int.max, Int.max - 1])
    case 1: return pick([0, 1, -1])
    case 2: return int(in: Int.min...Int.max)
    default: return int(in: -100...100)
    }
  }

  /// Returns one element of a non-empty array, chosen uniformly.
  ///
  /// - Parameter elements: The candidates; must not be empty.
  /// - Returns: One of them.
  public mutating func pick<Element>(_ elements: [Element]) -> Element {
    precondition(!elements.isEmpty, "pick(_:) needs at least one element")
    return elements[int(in: 0...(elements.count - 1))]
  }

  /// Returns an array of generated elements whose length is drawn from a range.
  ///
  /// - Parameters:
  ///   - count: The possible lengths.
  ///   - element: Generates one element from this generator.
  /// - Returns: The generated elements, in order.
  public mutating func array<Element>(
    count: ClosedRange<Int>, _ element: (inout SplitMix64) -> Element
  ) -> [Element] {
    let length = int(in: count)
    var result: [Element] = []
    result.reserveCapacity(length)
    for _ in 0..<length {
      result.append(element(&self))
    }
    return result
  }

  /// Returns one character of the given kind (for ``CharacterKind/combining``, a base
  /// character with one or two combining marks attached).
  ///
  /// - Parameter kind: The kind of character; by default a kind drawn at random, with
  ///   letters and ASCII more likely than the rest.
  /// - Returns: A single `Character` (one grapheme cluster).
  public mutating func character(from kind: CharacterKind? = nil) -> Character {
    let chosen = kind ?? pick(Self.kindWeights)
    guard chosen == .combining else { return pick(chosen.pool) }
    var scalars = String(pick(Pools.combiningBases)).unicodeScalars
    scalars.append(pick(Pools.combiningMarks))
    if chance(0.3) {
      scalars.append(pick(Pools.combiningMarks))
    }
    return Character(String(scalars))
  }

  /// Returns a string from a mix of ASCII, letters, digits, specials, white space,
  /// combining marks and emoji.
  ///
  /// Short strings (the empty string included) are more likely than long ones, so that
  /// bounds such as "at least 3 characters" are crossed often.
  ///
  /// - Parameter maxLength: The largest number of characters.
  /// - Returns: A string of `0...maxLength` characters.
  public mutating func string(maxLength: Int = 12) -> String {
    let length = chance(0.5) ? int(in: 0...min(4, maxLength)) : int(in: 0...maxLength)
    var text = ""
    for _ in 0..<length {
      text.append(character())
    }
    return text
  }

  /// Returns a string built from a small alphabet, so that generated strings share
  /// prefixes, suffixes and substrings with each other often.
  ///
  /// - Parameters:
  ///   - alphabet: The characters to use; must not be empty.
  ///   - length: The possible numbers of characters.
  /// - Returns: A string of characters from `alphabet`.
  public mutating func string(from alphabet: [Character], length: ClosedRange<Int>) -> String {
    String(array(count: length) { $0.pick(alphabet) })
  }

  /// The kinds ``character(from:)`` picks from when no kind is given, with repetition as
  /// weight.
  private static let kindWeights: [CharacterKind] = [
    .ascii, .ascii, .letter, .letter, .letter, .digit, .digit, .special, .whitespace,
    .combining, .emoji,
  ]
}
