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
    ])
  func portablePatterns(pattern: String, portable: Bool) {
    #expect(Constraint.isPortable(pattern) == portable)
  }

  @Test("A generic model's definition has a name that is a plain URI fragment")
  func definitionNames() throws {
    let pair = try Self.property("pair")
    #expect(pair["$ref"] as? String == "#/$defs/Pair_Int__String_")
  }
}
