import Foundation
import Testing

@testable import Validation

/// Fields whose requirements JSON Schema counts or compares differently from the library.
private struct Awkward: DecodableModel {
  @Validated(.maxCount(2), .minCount(1)) var colors: Set<String> = ["red"]
  @Validated(.maxCount(1)) var labels: [String: Int] = [:]
  @Validated(.oneOf(["S", "M", nil])) var size: String? = nil
  @Validated(.oneOf([UUID(uuid: (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16))]))
  var id = UUID(uuid: (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16))
  @Validated(.oneOf(["OK", "no"])) var answer = "no"
  @Validated(.oneOf(["café"])) var drink = "café"
  @Validated(!.equalTo("K")) var letter = "a"
  @Validated(.hasPrefix("K;")) var code = "K;"
  var pair = Pair<Int, String>()

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("colors", &_colors)
    visitor.visit("labels", &_labels)
    visitor.visit("size", &_size)
    visitor.visit("id", &_id)
    visitor.visit("answer", &_answer)
    visitor.visit("drink", &_drink)
    visitor.visit("letter", &_letter)
    visitor.visit("code", &_code)
    visitor.visit("pair", &pair)
  }
}

private struct Pair<First, Second>: DecodableModel {
  @Validated(.nonEmpty()) var name = "pair"

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("name", &_name)
  }
}

/// An enumeration whose `allCases` leaves out a case that decoding still takes.
private enum Tier: String, Codable, CaseIterable {
  case free, pro, legacy
  static var allCases: [Tier] { [.free, .pro] }
}

/// An enumeration with integer raw values whose `allCases` leaves out a case.
private enum Level: Int, Codable, CaseIterable {
  case low = 1, high = 2, hidden = 3
  static var allCases: [Level] { [.low, .high] }
}

/// An enumeration whose `allCases` lists every case.
private enum Size: String, Codable, CaseIterable {
  case small, large
}

/// An enumeration with a single case.
private enum Only: Int, Codable, CaseIterable {
  case one = 1
}

/// Numbers at and past 2^53, where decoding a `Double` rounds, and enumerations.
private struct Extremes: DecodableModel {
  static var allowsUnknownKeys: Bool { false }
  @Validated(.maximum(9_007_199_254_740_992.0)) var high = 0.0
  @Validated(.minimum(-9_007_199_254_740_992.0)) var low = 0.0
  @Validated(.range(-1e20...1e20)) var wide = 0.0
  @Validated(.range(0.5...10.5)) var small = 1.0
  @Validated(.oneOf([1.5, 9_007_199_254_740_992.0])) var listed = 1.5
  @Validated(.equalTo(1e16)) var fixed = 1e16
  @Validated(!.equalTo(1e16)) var unfixed = 0.0
  @Validated var plan = Tier.free
  @Validated var level = Level.low
  @Validated var size = Size.small
  @Validated var only = Only.one
  @Validated var apiKey = "key"

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("high", &_high)
    visitor.visit("low", &_low)
    visitor.visit("wide", &_wide)
    visitor.visit("small", &_small)
    visitor.visit("listed", &_listed)
    visitor.visit("fixed", &_fixed)
    visitor.visit("unfixed", &_unfixed)
    visitor.visit("plan", &_plan)
    visitor.visit("level", &_level)
    visitor.visit("size", &_size)
    visitor.visit("only", &_only)
    visitor.visit("apiKey", &_apiKey)
  }
}

/// A strict model with a field whose name is not ASCII.
private struct Measures: DecodableModel {
  static var allowsUnknownKeys: Bool { false }
  @Validated var größe = 1

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("größe", &_größe)
  }
}

struct JSONSchemaSoundnessTests {
  private static func property(_ name: String) throws -> [String: Any] {
    let data = Awkward.jsonSchema().json()
    let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let properties = try #require(document["properties"] as? [String: Any])
    return try #require(properties[name] as? [String: Any])
  }

  @Test("A set's and a dictionary's counts are not the data's: no maxItems, no maxProperties")
  func collapsingCollections() throws {
    // ["red", "red", "red"] is a set of one color; {"é": 1, "e\u{301}": 2} one entry.
    let colors = try Self.property("colors")
    #expect(colors["maxItems"] == nil && colors["minItems"] == nil)
    #expect(colors["type"] as? String == "array")
    let labels = try Self.property("labels")
    #expect(labels["maxProperties"] == nil)
    let decoded = try JSONDecoder().decode(
      Awkward.self,
      from: Data(
        #"{"colors": ["red", "red", "red"], "labels": {}, "id": "01020304-0506-0708-090A-0B0C0D0E0F10", "answer": "OK", "drink": "café", "letter": "a", "code": "K;", "pair": {"name": "p"}}"#
          .utf8))
    #expect(decoded.colors == ["red"])
  }

  @Test("Allowed values that are not texts of a text field export nothing: nil, a UUID")
  func valuesOfOtherTypes() throws {
    let size = try Self.property("size")
    #expect(size["enum"] == nil && size["anyOf"] == nil)
    #expect(size["type"] as? [String] == ["string", "null"])
    let id = try Self.property("id")
    #expect(id["enum"] == nil)
  }

  @Test("ASCII text is listed with every spelling Swift takes for it; other text is not listed")
  func spellings() throws {
    let answer = try Self.property("answer")
    #expect(answer["enum"] as? [String] == ["OK", "O\u{212A}", "no"])
    let drink = try Self.property("drink")
    #expect(drink["enum"] == nil)
    let letter = try Self.property("letter")
    let notLetter = try #require(letter["not"] as? [String: Any])
    #expect(notLetter["enum"] as? [String] == ["K", "\u{212A}"])
    let code = try Self.property("code")
    #expect(code["pattern"] as? String == "^[K\u{212A}][;\u{37E}]")
    #expect("\u{212A}" == "K")
  }

  @Test(
    "Only patterns that read alike in ECMA-262, Python and Swift are exported",
    arguments: [
      ("[A-Z]{2}", true), ("(ab|cd)+x?", true), ("[0-9]{5}", true), ("a{2,}", true),
      ("(?i)abc", false), ("(?<x>a)", false), ("[[:alpha:]]", false), ("[a-z&&[aeiou]]", false),
      ("a{,3}", false), ("a*+", false), ("[^a]", false), ("a.b", false), ("^a$", false),
      ("\\d", false), ("a{b", false), ("a]", false), ("()", false), ("[]", false), ("é", false),
      ("[:digit:]+", false), ("[=a=]", false), ("[.a.]", false), ("[a--c]", false),
      ("[a~~c]", false), ("[a-c-e]", false), ("[a-z-]", false), ("[-a]", false), ("[z-a]", false),
      ("[a-Z]", false), ("[a-z0-9_ ]+", true), ("[A-Za-z]{3}-[0-9]{3}", true),
    ])
  func portablePatterns(pattern: String, portable: Bool) {
    #expect(Constraint.isPortable(pattern) == portable)
  }

  private static func extremes() throws -> [String: Any] {
    let data = Extremes.jsonSchema().json()
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  private static func extreme(_ name: String) throws -> [String: Any] {
    let properties = try #require(try extremes()["properties"] as? [String: Any])
    return try #require(properties[name] as? [String: Any])
  }

  // A body of `Extremes` with one field changed, as JSON text.
  private static func extremesBody(_ field: String, _ value: String) -> Data {
    var fields = [
      "high": "0", "low": "0", "wide": "0", "small": "1", "listed": "1.5", "fixed": "1e16",
      "unfixed": "0", "plan": #""free""#, "level": "1", "size": #""small""#, "only": "1",
      "apiKey": #""k""#,
    ]
    fields[field] = value
    let members = fields.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }
    return Data("{\(members.joined(separator: ", "))}".utf8)
  }

  @Test(
    "A Double bound at or past 2^53 lets through the integers decoding rounds onto it",
    arguments: [
      ("high", "9007199254740993"), ("low", "-9007199254740993"),
      ("wide", "100000000000000000001"), ("wide", "-100000000000000000001"),
    ])
  func roundedBounds(field: String, integer: String) throws {
    // Decoding reads the integer as the nearest Double, which meets the bound.
    _ = try JSONDecoder().decode(Extremes.self, from: Self.extremesBody(field, integer))
    // JSON Schema compares the integer exactly: the bound must not refuse it. A bound past
    // the rounded value lies past the integer, which is within half a step of it.
    let property = try Self.extreme(field)
    let rounded = try #require(Double(integer))
    if rounded > 0 {
      #expect((property["maximum"] as? NSNumber).map { $0.doubleValue > rounded } ?? true)
    } else {
      #expect((property["minimum"] as? NSNumber).map { $0.doubleValue < rounded } ?? true)
    }
  }

  @Test("A Double bound within 2^53 is exported as it is")
  func exactBounds() throws {
    let small = try Self.extreme("small")
    #expect(small["minimum"] as? Double == 0.5)
    #expect(small["maximum"] as? Double == 10.5)
  }

  @Test("Allowed Double values at or past 2^53 are not listed: an integer near one decodes as it")
  func roundedValues() throws {
    _ = try JSONDecoder().decode(
      Extremes.self, from: Self.extremesBody("listed", "9007199254740993"))
    _ = try JSONDecoder().decode(
      Extremes.self, from: Self.extremesBody("fixed", "10000000000000001"))
    #expect(try Self.extreme("listed")["enum"] == nil)
    #expect(try Self.extreme("fixed")["const"] == nil)
    #expect(try Self.extreme("unfixed")["not"] == nil)
  }

  @Test("An enumeration whose allCases leaves out a case exports its raw type, not an enum")
  func partialEnumerations() throws {
    _ = try JSONDecoder().decode(Extremes.self, from: Self.extremesBody("plan", #""legacy""#))
    _ = try JSONDecoder().decode(Extremes.self, from: Self.extremesBody("level", "3"))
    let plan = try Self.extreme("plan")
    #expect(plan["enum"] == nil)
    #expect(plan["type"] as? String == "string")
    let level = try Self.extreme("level")
    #expect(level["enum"] == nil)
    #expect(level["type"] as? String == "integer")
    #expect(try Self.extreme("size")["enum"] as? [String] == ["small", "large"])
    #expect(try Self.extreme("only")["enum"] as? [Int] == [1])
  }

  @Test("A strict model lets through other spellings of its keys, which decoding may not see")
  func keySpellings() throws {
    // The decoder keeps the first of two keys Swift takes for one: `apiKey` then
    // `api\u{212A}ey` decodes, and the second is never seen.
    _ = try JSONDecoder().decode(
      Extremes.self, from: Self.extremesBody("apiKey", #""k", "api\u212Aey": 1"#))
    let document = try Self.extremes()
    #expect(document["additionalProperties"] as? Bool == false)
    let patterns = try #require(document["patternProperties"] as? [String: Any])
    #expect(Array(patterns.keys) == ["^api[K\u{212A}]ey$"])
    let measures = try #require(
      try JSONSerialization.jsonObject(with: Measures.jsonSchema().json()) as? [String: Any])
    let others = try #require(measures["patternProperties"] as? [String: Any])
    #expect(Array(others.keys) == ["[^\\u0000-\\u007F]"])
  }

  @Test("A generic model's definition has a name that is a plain URI fragment")
  func definitionNames() throws {
    let pair = try Self.property("pair")
    #expect(pair["$ref"] as? String == "#/$defs/Pair_Int__String_")
  }
}
