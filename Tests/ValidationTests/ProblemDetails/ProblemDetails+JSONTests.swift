import Foundation
import Requirements
import Testing
import Validation

/// `json()` writes the bytes `JSONEncoder` writes with sorted keys and unescaped slashes.
struct ProblemDetailsJSONTests {
  /// The document as `JSONEncoder` encodes it.
  private static func encoded(_ problem: ProblemDetails) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(problem)
  }

  /// Text with every ASCII character, quotes, backslashes, slashes and non-ASCII ones.
  static let texts: [String] = [
    "", "plain", #"a "quoted" \ back\slash"#, "#/address/zip", "tab\there\nnew line\r",
    String(String.UnicodeScalarView((0..<0x80).compactMap(Unicode.Scalar.init))),
    "\u{7F}\u{80}\u{2028}\u{2029}é 😀 \u{FEFF} e\u{301}", "ｇｍａｉｌ",
  ]

  @Test("Every kind of text is escaped as JSONEncoder escapes it", arguments: texts)
  func escapesLikeJSONEncoder(text: String) throws {
    let problem = ProblemDetails(
      type: "https://example.com/\(text)", title: text, status: 422, detail: text,
      errors: [
        .init(pointer: "#/\(text)", detail: text, code: text),
        .init(pointer: "#", detail: "second", code: "rule"),
      ])
    #expect(problem.json() == (try Self.encoded(problem)))
    let decoded = try JSONSerialization.jsonObject(with: problem.json()) as? [String: Any]
    #expect(decoded?["detail"] as? String == text)
  }

  /// Parameters of every kind a catalogue requirement has.
  static let parameters: [[String: Constraint.Parameter]] = [
    ["min": .value(.integer(8))],
    ["min": .value(.integer(-3)), "max": .value(.integer(Int.max))],
    ["min": .value(.number(1.5)), "max": .value(.number(8)), "below": .value(.number(1e300))],
    ["max": .value(.number(-0.1)), "min": .value(.number(.infinity))],
    ["min": .value(.decimal(Decimal(1250) / 100))],
    ["min": .value(.date(Date(timeIntervalSince1970: 1_800_000_000)))],
    ["max": .value(.date(Date(timeIntervalSince1970: 1_800_000_000.25)))],
    ["values": .list([.text("S"), .text(#"a "b""#), .integer(2)]), "text": .value(.text("/"))],
    ["classes": .list([])],
  ]

  @Test("Parameters of every kind are written as JSONEncoder writes them", arguments: parameters)
  func parametersLikeJSONEncoder(parameters: [String: Constraint.Parameter]) throws {
    let problem = ProblemDetails(
      title: "Unprocessable Content", status: 422, detail: "1 validation failure.",
      errors: [.init(pointer: "#/a", detail: "d", code: "c", parameters: parameters)])
    #expect(problem.json() == (try Self.encoded(problem)))
  }

  /// Doubles whose JSON spelling takes care: negative zero, whole numbers at and past 2^53,
  /// and the largest and smallest magnitudes.
  static let numbers: [Double] = [
    -0.0, 0, 0x1p53, -0x1p53, 0x1p53 + 2, 1e15, 1e16, 1e21, 123, -1.5, 0.1, 1e300, 1e-300,
    .leastNonzeroMagnitude, .greatestFiniteMagnitude, 1.2345678901234567e20,
  ]

  @Test("A double is written as JSONEncoder writes it", arguments: numbers)
  func numberLikeJSONEncoder(number: Double) throws {
    let problem = ProblemDetails(
      title: "Unprocessable Content", status: 422, detail: "1 validation failure.",
      errors: [
        .init(
          pointer: "#/a", detail: "d", code: "c",
          parameters: ["max": .value(.number(number)), "values": .list([.number(number)])])
      ])
    #expect(problem.json() == (try Self.encoded(problem)))
  }

  @Test("A value JSON has no number for is a string, in json() and in JSONEncoder's output")
  func notANumber() throws {
    let problem = ProblemDetails(
      title: "Unprocessable Content", status: 422, detail: "1 validation failure.",
      errors: [
        .init(
          pointer: "#/a", detail: "d", code: "c",
          parameters: [
            "values": .list([.decimal(.nan), .integer(1), .number(.nan), .number(-.infinity)]),
            "max": .value(.decimal(.nan)),
          ])
      ])
    let encoded = try Self.encoded(problem)
    #expect(problem.json() == encoded)
    let object = try JSONSerialization.jsonObject(with: problem.json()) as? [String: Any]
    let errors = try #require(object?["errors"] as? [[String: Any]])
    let parameters = try #require(errors.first?["params"] as? [String: Any])
    #expect(parameters["max"] as? String == "nan")
    let values = try #require(parameters["values"] as? [Any])
    #expect(values.count == 4)
    #expect(values.first as? String == "nan")
    #expect(values.last as? String == "-inf")
  }

  @Test("An unsigned bound past Int.max is a JSON number")
  func largeUnsigned() throws {
    let failure = try #require(Requirement<UInt64>.maximum(.max - 1).failure(for: .max))
    let parameters = Dictionary(
      uniqueKeysWithValues: failure.constraint?.parameters.map { ($0.name, $0.value) } ?? [])
    let problem = ProblemDetails(
      title: "Unprocessable Content", status: 422, detail: "1 validation failure.",
      errors: [.init(pointer: "#/a", detail: "d", code: "c", parameters: parameters)])
    let text = String(decoding: problem.json(), as: UTF8.self)
    #expect(text.contains(#""params":{"max":18446744073709551614}"#), "\(text)")
    #expect(problem.json() == (try Self.encoded(problem)))
  }

  @Test("A document without entries, and statuses of every width, encode the same")
  func emptyAndStatuses() throws {
    for status in [400, 413, 422, 0, -1, 1_000_000] {
      let problem = ProblemDetails(title: "Bad Request", status: status, detail: "unreadable")
      #expect(problem.json() == (try Self.encoded(problem)))
    }
  }

  @Test("A model's error encodes the same either way")
  func modelError() throws {
    struct Person: DecodableModel {
      @Validated(name: "Name", .nonBlank(), .maxLength(3)) var name = ""
      @Validated(name: "Age", .range(16...50)) var age = 0
      mutating func visitFields(_ visitor: inout some FieldVisitor) {
        visitor.visit("name", &_name)
        visitor.visit("age", &_age)
      }
    }
    let body = Data(#"{"name": " \"/\\ ", "age": 3, "extra/key": 1}"#.utf8)
    let error = try #require(throws: ModelValidationError.self) {
      try JSONDecoder().decode(Person.self, from: body)
    }
    let problem = ProblemDetails(error)
    #expect(problem.errors.count == 2)
    #expect(problem.json() == (try Self.encoded(problem)))
  }
}
