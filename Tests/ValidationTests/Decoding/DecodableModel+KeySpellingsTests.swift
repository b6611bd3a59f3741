import Foundation
import Testing

@testable import Validation

// A key is a field's key only when it is spelled with the same code points: the Kelvin sign
// is not `K`, and `größe` with a combining diaeresis is not `größe`, although Swift's `==`
// takes each pair for one text. JSON Schema's `properties` compare code points too.

/// A model that ignores unknown keys, with names that have other spellings.
private struct Settings: DecodableModel {
  @Validated(.nonEmpty()) var apiKey = "key"
  @Validated var größe: Int? = nil

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("apiKey", &_apiKey)
    visitor.visit("größe", &_größe)
  }
}

/// The same fields, refusing unknown keys.
private struct StrictSettings: DecodableModel {
  static var allowsUnknownKeys: Bool { false }
  @Validated(.nonEmpty()) var apiKey = "key"
  @Validated var größe: Int? = nil

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("apiKey", &_apiKey)
    visitor.visit("größe", &_größe)
  }
}

/// A model refusing unknown keys, holding many models.
private struct Batch: DecodableModel {
  static var allowsUnknownKeys: Bool { false }
  var items: [Settings] = []

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("items", &items)
  }
}

/// How many field paths a decoding of `Model` hands to the model's validation, which every
/// nested model's validation scans: decoding's visitor, run as `init(from:)` runs it.
private struct FailedFieldsProbe<Model: DecodableModel>: Decodable {
  let count: Int

  init(from decoder: any Decoder) throws {
    var decoding = try DecodingVisitor(decoding: Model.self, from: decoder)
    var model = Model()
    model.visitFields(&decoding)
    decoding.reportUnknownKeys()
    count = decoding.failedFields.count
  }
}

struct DecodableModelKeySpellingsTests {
  private func decode<Model: Decodable>(_ type: Model.Type, _ json: String) throws -> Model {
    try JSONDecoder().decode(Model.self, from: Data(json.utf8))
  }

  @Test(
    "A key spelled with other code points than a field's is an unknown key to a strict model",
    arguments: [
      (#"{"api\u212Aey": "x"}"#, "api\u{212A}ey"),
      (#"{"apiKey": "x", "gro\u0308\u00DFe": 3}"#, "gro\u{308}ße"),
    ])
  func strictRespelling(json: String, key: String) throws {
    let error = try #require(throws: ModelValidationError.self) {
      try decode(StrictSettings.self, json)
    }
    let unexpected = error.failures.filter { $0.reason == .unexpectedKey }
    #expect(unexpected.count == 1)
    // The path keeps the data's own spelling, code point for code point.
    guard case .field(let name)? = unexpected.first?.path.components.first else {
      Issue.record("expected a failure at a key")
      return
    }
    #expect(Array(name.unicodeScalars) == Array(key.unicodeScalars))
  }

  @Test(
    "A key spelled with other code points than a field's does not give the field its value",
    arguments: [
      #"{"api\u212Aey": "x"}"#, #"{"api\u212Aey": "", "apiKey": "x"}"#,
      #"{"apiKey": "x", "gro\u0308\u00DFe": 3}"#,
    ])
  func lenientRespelling(json: String) throws {
    // The decoder keeps one of the spellings, and may hide the field's own key behind
    // another: the body is refused rather than read under the wrong key.
    let error = try #require(throws: ModelValidationError.self) {
      try decode(Settings.self, json)
    }
    #expect(error.failures.contains { $0.reason == .unexpectedKey })
  }

  @Test("Keys spelled exactly as the fields' decode, strict or not")
  func exactSpellings() throws {
    let json = #"{"apiKey": "x", "gr\u00F6\u00DFe": 3}"#
    #expect(try decode(Settings.self, json).größe == 3)
    #expect(try decode(StrictSettings.self, json).apiKey == "x")
    #expect(try decode(Settings.self, #"{"apiKey": "x", "other": 1}"#).größe == nil)
  }

  @Test("Unknown keys add no paths for every nested model's validation to scan")
  func unknownKeysCost() throws {
    // Each path handed to the model's validation is compared with every nested model's
    // place: N unknown keys beside N models would cost N × N.
    func failedFields(unknownKeys: Int) throws -> Int {
      let items = Array(repeating: #"{"apiKey": "k"}"#, count: 4).joined(separator: ", ")
      let keys = (0..<unknownKeys).map { #""extra\#($0)": 1"# }.joined(separator: ", ")
      return try decode(FailedFieldsProbe<Batch>.self, #"{"items": [\#(items)], \#(keys)}"#)
        .count
    }
    #expect(try failedFields(unknownKeys: 2) == failedFields(unknownKeys: 200))
    let error = try #require(throws: ModelValidationError.self) {
      try decode(Batch.self, #"{"items": [{"apiKey": ""}], "extra": 1}"#)
    }
    #expect(error.failures.map(\.path.description) == ["items[0].apiKey", "extra"])
  }
}
