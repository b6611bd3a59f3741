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
      return number(bound).map { exact(["minimum": $0]) } ?? .anything(exact: false)
    case (.maximum(let bound), .integer), (.maximum(let bound), .number):
      return number(bound).map { exact(["maximum": $0]) } ?? .anything(exact: false)
    case (.range(let low, let high), .integer), (.range(let low, let high), .number):
      guard let low = number(low), let high = number(high) else { return .anything(exact: false) }
      return exact(["minimum": low, "maximum": high])
    case (.halfOpenRange(let low, let high), .integer),
      (.halfOpenRange(let low, let high), .number):
      guard let low = number(low), let high = number(high) else { return .anything(exact: false) }
      return exact(["minimum": low, "exclusiveMaximum": high])
    case (.multiple(of: .integer(let divisor)), .integer) where divisor > 0:
      return exact(["multipleOf": .integer(divisor)])
    case (.oneOf(let values), _):
      guard let values = json(values, kind: kind) else { return .anything(exact: false) }
      return exact(["enum": .array(values)])
    case (.noneOf(let values), _):
      guard let values = json(values, kind: kind) else { return .anything(exact: false) }
      return exact(["not": ["enum": .array(values)]])
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

  // Values as JSON, when each is a number or (for a text field) an ASCII text, with every
  // spelling of it; `nil` otherwise, such as for a value of an optional, whose `nil` is
  // listed as text.
  private func json(_ values: [Value], kind: JSONKind) -> [JSONValue]? {
    var converted: [JSONValue] = []
    for value in values {
      switch (value, kind) {
      case (.integer(let integer), .integer), (.integer(let integer), .number):
        converted.append(.integer(integer))
      case (.number(let number), .number) where number.isFinite: converted.append(.number(number))
      case (.text(let text), .string):
        guard let spellings = text.spellings() else { return nil }
        converted += spellings.map(JSONValue.string)
      default: return nil
      }
    }
    return converted.count <= 64 ? converted : nil
  }

  // Whether a pattern means the same to JSON Schema's regular expressions (ECMA-262 with
  // the `u` flag, and Python's) as to Swift's, as far as a whole match goes: ASCII letters,
  // digits and punctuation, classes of them (`[a-z0-9_]`), groups without options,
  // alternatives, and the repeats `*`, `+`, `?` and `{n}`, `{n,}`, `{n,m}`. No `.`, escape,
  // anchor or negated class, which read characters, Unicode classes or lines differently.
  static func isPortable(_ source: String) -> Bool {
    let literal = Set(
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 _-@:,'\"!#%&=<>~")
    var characters = Array(source)[...]
    var depth = 0
    var canRepeat = false
    while let character = characters.popFirst() {
      switch character {
      case "[":
        guard let end = characters.firstIndex(of: "]"), end > characters.startIndex,
          characters[..<end].allSatisfy({ literal.contains($0) && $0 != "&" }),
          characters.first != "-"
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
}
