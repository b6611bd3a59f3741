import Requirements

#if canImport(Foundation)
  import Foundation
#endif

extension Constraint {
  // The keywords of a catalogue constraint on a value of this kind. Where the library and
  // JSON Schema count or compare differently (characters against code points, canonical
  // equivalence of text), the keywords are the looser of the two, and not exact.
  func schemaFragment(kind: JSONKind) -> SchemaFragment {
    switch (self, kind) {
    case (.required, _):
      return exact(["not": ["type": "null"]])
    case (.nonEmpty, .string): return minimumCharacters(1)
    case (.nonEmpty, .array): return exact(["minItems": 1])
    case (.nonEmpty, .object): return exact(["minProperties": 1])
    case (.nonBlank, .string): return loose(["minLength": 1])
    case (.minLength(let length), .string), (.minCount(let length), .string):
      return minimumCharacters(length)
    case (.maxLength(let length), .string), (.maxCount(let length), .string):
      return maximumCharacters(length)
    case (.length(let low, let high), .string), (.count(let low, let high), .string):
      return SchemaFragment.all([minimumCharacters(low), maximumCharacters(high)])
    case (.maxBytes(let count), .string):
      // A code point takes at least one byte.
      return loose(["maxLength": .integer(max(count, 0)), "x-maxBytes": .integer(count)])
    case (.minCount(let count), .array): return exact(["minItems": .integer(max(count, 0))])
    case (.maxCount(let count), .array) where count >= 0:
      return exact(["maxItems": .integer(count)])
    case (.count(let low, let high), .array) where high >= 0:
      return exact(["minItems": .integer(max(low, 0)), "maxItems": .integer(high)])
    case (.minCount(let count), .object):
      // Keys Swift takes for one (`é` spelt two ways) make one entry: the data may have more.
      return loose(["minProperties": .integer(max(count, 0))])
    case (.minimum(let bound), .integer), (.minimum(let bound), .number):
      return bounds([("minimum", bound, .down)], kind: kind)
    case (.maximum(let bound), .integer), (.maximum(let bound), .number):
      return bounds([("maximum", bound, .up)], kind: kind)
    case (.range(let low, let high), .integer), (.range(let low, let high), .number):
      return bounds([("minimum", low, .down), ("maximum", high, .up)], kind: kind)
    case (.halfOpenRange(let low, let high), .integer),
      (.halfOpenRange(let low, let high), .number):
      return bounds([("minimum", low, .down), ("exclusiveMaximum", high, nil)], kind: kind)
    case (.multiple(of: .integer(let divisor)), .integer) where divisor > 0:
      return exact(["multipleOf": .integer(divisor)])
    case (.oneOf(let values), _):
      guard let values = json(values, kind: kind) else { return .anything(exact: false) }
      return exact(["enum": .array(values)])
    case (.noneOf(let values), _):
      guard let values = json(values, kind: kind) else { return .anything(exact: false) }
      return exact(["not": ["enum": .array(values)]])
    case (.accepted, _):
      return exact(["const": true])
    case (.equalTo(let value), _):
      guard let values = json([value], kind: kind) else { return .anything(exact: false) }
      return exact(values.count == 1 ? ["const": values[0]] : ["enum": .array(values)])
    case (.hasPrefix(let text), .string):
      return text.spellingsPattern.map { loose(["pattern": .string("^" + $0)]) }
        ?? .anything(exact: false)
    case (.hasSuffix(let text), .string):
      return text.spellingsPattern.map { loose(["pattern": .string($0 + "$")]) }
        ?? .anything(exact: false)
    case (.contains(let text), .string):
      return text.spellingsPattern.map { loose(["pattern": .string($0)]) }
        ?? .anything(exact: false)
    case (.ascii, .string):
      return exact(["pattern": "^[\\u0000-\\u007F]*$"])
    case (.email, .string): return loose(["format": "email"])
    case (.url, .string): return loose(["format": "uri"])
    case (.hostname, .string): return loose(["format": "hostname"])
    case (.ipv4, .string): return loose(["format": "ipv4"])
    case (.ipv6, .string): return loose(["format": "ipv6"])
    case (.uuid, .string): return loose(["format": "uuid"])
    case (.pattern(let source?), .string) where Self.isPortable(source):
      return loose(["pattern": .string("^(?:\(source))$")])
    default:
      return .anything(exact: false)
    }
  }

  private func exact(_ keywords: [String: JSONValue]) -> SchemaFragment {
    SchemaFragment(keywords: keywords, isExact: true)
  }

  private func loose(_ keywords: [String: JSONValue]) -> SchemaFragment {
    SchemaFragment(keywords: keywords, isExact: false)
  }

  // At least `length` characters: as many code points or more, since a character is one
  // code point or more (exact for one: a text has a character exactly when it has a code
  // point).
  private func minimumCharacters(_ length: Int) -> SchemaFragment {
    if length <= 0 { return .anything(exact: true) }
    return SchemaFragment(keywords: ["minLength": .integer(length)], isExact: length == 1)
  }

  // At most `length` characters: a character may take any number of code points, so no
  // `maxLength` holds; the count is kept for people and clients that count characters.
  private func maximumCharacters(_ length: Int) -> SchemaFragment {
    loose(["x-maxCharacters": .integer(length)])
  }

  // A bound as a JSON number, when it is one.
  private func number(_ value: Value) -> JSONValue? {
    switch value {
    case .integer(let integer): .integer(integer)
    case .number(let number) where number.isFinite: .number(number)
    default: nil
    }
  }

  // Where a `Double` is at or past 2^53, consecutive values are two or more apart, and
  // decoding reads an integer as the nearest `Double`: 9007199254740993 is read as
  // 9007199254740992. JSON Schema compares the integer itself.
  private static let roundedIntegers = 9_007_199_254_740_992.0

  // Whether decoding a value of this kind rounds integers near `number`.
  private func rounds(near number: Double, kind: JSONKind) -> Bool {
    guard case .number = kind.unwrapped else { return false }
    return number.magnitude >= Self.roundedIntegers
  }

  // Bounds as their keywords, each moved outward (`.up` for an upper bound, `.down` for a
  // lower one, `nil` for an exclusive upper bound) to the next `Double` where decoding
  // rounds: an integer that decodes onto the bound is within half a step of it. Such a
  // bound is not exact, and one that does not fit a `Double` is left out.
  private func bounds(
    _ bounds: [(keyword: String, value: Value, outward: FloatingPointRoundingRule?)],
    kind: JSONKind
  ) -> SchemaFragment {
    var keywords: [String: JSONValue] = [:]
    var isExact = true
    for bound in bounds {
      guard let json = number(bound.value), let value = json.numericValue else {
        isExact = false
        continue
      }
      guard rounds(near: value, kind: kind) else {
        keywords[bound.keyword] = json
        continue
      }
      isExact = false
      let moved =
        switch bound.outward {
        case .up?: value.nextUp
        case .down?: value.nextDown
        default: value
        }
      if moved.isFinite { keywords[bound.keyword] = .number(moved) }
    }
    if keywords.isEmpty { return .anything(exact: false) }
    return SchemaFragment(keywords: keywords, isExact: isExact)
  }

  // Values as JSON, when each is a number decoding does not round onto, a Boolean, or (for
  // a text field) an ASCII text with every spelling of it; `nil` otherwise, such as for a
  // value of an optional, whose `nil` is listed as text.
  private func json(_ values: [Value], kind: JSONKind) -> [JSONValue]? {
    var converted: [JSONValue] = []
    for value in values {
      switch (value, kind) {
      case (.integer(let integer), .integer):
        converted.append(.integer(integer))
      // Not a value decoding rounds onto: JSON Schema would refuse the integers it rounds.
      case (.integer(let integer), .number) where !rounds(near: Double(integer), kind: kind):
        converted.append(.integer(integer))
      case (.number(let number), .number)
      where number.isFinite && !rounds(near: number, kind: kind):
        converted.append(.number(number))
      case (.text(let text), .string):
        guard let spellings = text.spellings() else { return nil }
        converted += spellings.map(JSONValue.string)
      // A Boolean parameter is its description: the kind says it came from a `Bool`.
      case (.text("true"), .boolean): converted.append(true)
      case (.text("false"), .boolean): converted.append(false)
      default: return nil
      }
    }
    return converted.count <= 64 ? converted : nil
  }

  // Whether a pattern means the same to JSON Schema's regular expressions (ECMA-262 with
  // the `u` flag, and Python's) as to Swift's, as far as a whole match goes: ASCII letters,
  // digits and punctuation, classes of them (`[a-z0-9_]`, see `isPortableClass(_:)`),
  // groups without options, alternatives, and the repeats `*`, `+`, `?` and `{n}`, `{n,}`,
  // `{n,m}`. No `.`, escape, anchor or negated class, which read characters, Unicode
  // classes or lines differently.
  static func isPortable(_ source: String) -> Bool {
    let literal = Set(
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 _-@:,'\"!#%&=<>~")
    var characters = Array(source)[...]
    var depth = 0
    var canRepeat = false
    while let character = characters.popFirst() {
      switch character {
      case "[":
        guard let end = characters.firstIndex(of: "]"), isPortableClass(characters[..<end])
        else { return false }
        characters = characters[(end + 1)...]
        canRepeat = true
      case "(":
        guard characters.first != "?" else { return false }
        depth += 1
        canRepeat = false
      case ")":
        guard depth > 0, canRepeat else { return false }
        depth -= 1
        canRepeat = true
      case "|":
        canRepeat = false
      case "*", "+", "?":
        guard canRepeat else { return false }
        canRepeat = false
      case "{":
        guard canRepeat, let end = characters.firstIndex(of: "}") else { return false }
        let bounds = characters[..<end].split(separator: ",", omittingEmptySubsequences: false)
        guard (1...2).contains(bounds.count), !bounds[0].isEmpty,
          bounds.allSatisfy({ $0.allSatisfy { ("0"..."9").contains($0) } })
        else { return false }
        characters = characters[(end + 1)...]
        canRepeat = false
      default:
        guard literal.contains(character) else { return false }
        canRepeat = true
      }
    }
    return depth == 0 && !source.isEmpty
  }

  // Whether the members of a class between brackets read alike: ASCII letters, digits and
  // marks that every dialect takes as themselves there, and ranges from a letter to a
  // letter of the same case or from a digit to a digit. Swift reads more between brackets
  // than the others: `[:digit:]`, `[=a=]` and `[.a.]` are POSIX classes, and `&&`, `--`
  // and `~~` set operations, so `:`, `=`, `.`, `&`, `~` and a `-` outside a range are
  // refused, as are nested brackets, escapes and `^`.
  private static func isPortableClass(_ members: ArraySlice<Character>) -> Bool {
    let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 _@,'\"!#%<>")
    let ranges: [ClosedRange<Character>] = ["a"..."z", "A"..."Z", "0"..."9"]
    var members = members
    guard !members.isEmpty else { return false }
    while let first = members.popFirst() {
      guard plain.contains(first) else { return false }
      guard members.first == "-" else { continue }
      members.removeFirst()
      guard let last = members.popFirst(), first <= last,
        ranges.contains(where: { $0.contains(first) && $0.contains(last) })
      else { return false }
    }
    return true
  }
}
