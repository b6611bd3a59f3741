import Requirements

// The keywords a requirement exports, and whether they accept exactly what it accepts.
//
// JSON Schema may only be looser than the library, never stricter: a client must not
// refuse what the server takes. So every fragment accepts at least what its requirement
// accepts, and one that accepts more is not exact. Negating a fragment turns "at least" into
// "at most": only an exact fragment can be negated; any other negation exports nothing.
struct SchemaFragment {
  var keywords: [String: JSONValue] = [:]
  var isExact: Bool
  // The descriptions of checks written as closures, which export nothing else.
  var opaque: [String] = []

  // Accepts everything: a requirement that always holds (exact), or one that cannot be
  // said in JSON Schema (not exact).
  static func anything(exact: Bool) -> SchemaFragment {
    SchemaFragment(isExact: exact)
  }

  // The fragment of a requirement on a value of this kind.
  init(_ structure: RequirementStructure, kind: JSONKind) {
    switch structure {
    case .constraint(let constraint):
      self = constraint.schemaFragment(kind: kind)
    case .allOf(let parts):
      self = Self.all(parts.map { SchemaFragment($0, kind: kind) })
    case .anyOf(let parts):
      self = Self.any(parts.map { SchemaFragment($0, kind: kind) })
    case .not(let part):
      let inner = SchemaFragment(part, kind: kind)
      self =
        inner.isExact
        ? SchemaFragment(keywords: ["not": .object(inner.keywords)], isExact: true)
        : .anything(exact: false)
      opaque = inner.opaque
    case .ifPresent(let part):
      let inner = SchemaFragment(part, kind: kind.unwrapped)
      // Keywords about one type let `null` through by themselves; others need it said.
      let letsNullThrough = inner.keywords.keys.allSatisfy(Self.letsNullThrough)
      self = inner
      if !letsNullThrough {
        keywords = ["anyOf": [["type": "null"], .object(inner.keywords)]]
      }
    case .opaque(let description):
      self = .anything(exact: false)
      opaque = [description]
    }
  }

  init(keywords: [String: JSONValue] = [:], isExact: Bool, opaque: [String] = []) {
    self.keywords = keywords
    self.isExact = isExact
    self.opaque = opaque
  }

  // Every part's keywords in one object, or under `allOf` when two parts use the same one.
  static func all(_ parts: [SchemaFragment]) -> SchemaFragment {
    var merged = SchemaFragment(isExact: parts.allSatisfy(\.isExact))
    merged.opaque = parts.flatMap(\.opaque)
    var conflicting = false
    for part in parts {
      for (key, value) in part.keywords {
        guard let existing = merged.keywords[key] else {
          merged.keywords[key] = value
          continue
        }
        if let tighter = tighter(key, existing, value) {
          merged.keywords[key] = tighter
        } else if existing != value {
          conflicting = true
        }
      }
    }
    if conflicting {
      merged.keywords = [
        "allOf": .array(parts.filter { !$0.keywords.isEmpty }.map { .object($0.keywords) })
      ]
    }
    return merged
  }

  // The tighter of two bounds under the same keyword, or `nil` for another keyword.
  private static func tighter(_ key: String, _ first: JSONValue, _ second: JSONValue)
    -> JSONValue?
  {
    guard let one = first.numericValue, let other = second.numericValue else { return nil }
    switch key {
    case "minimum", "exclusiveMinimum", "minLength", "minItems", "minProperties":
      return one >= other ? first : second
    case "maximum", "exclusiveMaximum", "maxLength", "maxItems", "maxProperties",
      "x-maxCharacters", "x-maxBytes":
      return one <= other ? first : second
    default:
      return nil
    }
  }

  // One part's keywords must hold; a part that accepts everything makes the whole accept
  // everything.
  static func any(_ parts: [SchemaFragment]) -> SchemaFragment {
    let opaque = parts.flatMap(\.opaque)
    if let open = parts.first(where: { $0.keywords.isEmpty }) {
      return SchemaFragment(isExact: open.isExact && parts.allSatisfy(\.isExact), opaque: opaque)
    }
    // An empty disjunction holds for nothing.
    let keywords: [String: JSONValue] =
      parts.isEmpty ? ["not": [:]] : ["anyOf": .array(parts.map { .object($0.keywords) })]
    return SchemaFragment(keywords: keywords, isExact: parts.allSatisfy(\.isExact), opaque: opaque)
  }

  // Whether a keyword lets `null` through: it is about values of another type (`minLength`
  // about texts) or only describes (`title`, an `x-` keyword).
  static func letsNullThrough(_ keyword: String) -> Bool {
    typeSpecificKeywords.contains(keyword) || keyword.hasPrefix("x-")
  }

  // Keywords that say nothing about a value of another type (`minLength` about a number),
  // and annotations.
  static let typeSpecificKeywords: Set<String> = [
    "title", "description", "writeOnly",
    "minLength", "maxLength", "pattern", "format", "minimum", "maximum", "exclusiveMinimum",
    "exclusiveMaximum", "multipleOf", "minItems", "maxItems", "minProperties", "maxProperties",
    "items", "properties", "required", "additionalProperties", "x-maxCharacters", "x-maxBytes",
  ]
}
