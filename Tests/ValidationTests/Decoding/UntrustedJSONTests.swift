import Foundation
import Testing
import Validation

/// Decoding bodies an attacker controls: every bad input is one clear error, never a crash
/// and never a partially built model.
struct UntrustedJSONTests {
  func decode<Model: Decodable>(_ type: Model.Type, _ json: String) throws -> Model {
    try JSONDecoder().decode(Model.self, from: Data(json.utf8))
  }

  @Test(
    "Malformed JSON is the decoder's error",
    arguments: [
      "", "{", #"{"email": }"#, #"{"email": "a@b.co",}"#, "nul", "\u{0}", #"{"age": 1e999999}"#,
      "[]", "42", #""just a string""#,
    ])
  func malformed(json: String) {
    #expect(throws: (any Error).self) { try decode(StrictSignUp.self, json) }
  }

  @Test(
    "Wrong types are failures at their paths",
    arguments: [
      (#"{"email": 1, "age": 20}"#, "email"), (#"{"email": "a@b.co", "age": "20"}"#, "age"),
      (#"{"email": null, "age": 20}"#, "email"), (#"{"email": "a@b.co", "age": 20.5}"#, "age"),
      (#"{"email": ["a@b.co"], "age": 20}"#, "email"),
      (#"{"email": "a@b.co", "age": 99999999999999999999}"#, "age"),
    ])
  func wrongTypes(json: String, path: String) throws {
    let error = try #require(throws: ModelValidationError.self) {
      try decode(StrictSignUp.self, json)
    }
    #expect(error.failures.map(\.path.description) == [path])
    guard case .undecodable = error.failures[0].reason else {
      Issue.record("expected an undecodable failure, got \(error.failures[0].reason)")
      return
    }
  }

  @Test("Missing keys are listed, each at its path")
  func missingKeys() throws {
    let error = try #require(throws: ModelValidationError.self) {
      try decode(StrictSignUp.self, "{}")
    }
    #expect(error.failures.map(\.path) == ["email", "age"])
    #expect(error.failures.allSatisfy { $0.reason == .missingValue })
  }

  @Test("A strict model lists every unknown key, in name order; a lenient one ignores them")
  func extraKeys() throws {
    let json =
      #"{"email": "a@b.co", "role": "root", "k2": 1, "age": 20, "isAdmin": true, "k1": 1, "k3": 1}"#
    for _ in 0..<5 {
      let error = try #require(throws: ModelValidationError.self) {
        try decode(StrictSignUp.self, json)
      }
      #expect(error.failures.map(\.path) == ["isAdmin", "k1", "k2", "k3", "role"])
      #expect(error.failures.allSatisfy { $0.message == "unexpected key" })
    }
    let person = try decode(
      Person.self, #"{"name": "Ann", "age": 3, "hasDrivingLicense": false, "isAdmin": true}"#)
    #expect(person.name == "Ann")
  }

  @Test("Values that break rules, wrong types and unknown keys are reported together")
  func everythingAtOnce() throws {
    let error = try #require(throws: ModelValidationError.self) {
      try decode(StrictSignUp.self, #"{"email": "not an address", "age": "old", "x": 1}"#)
    }
    #expect(error.failures.map(\.path) == ["email", "age", "x"])
    #expect(error.failures[0].rejectedValue == "not an address")
  }

  @Test("Hostile strings decode and are judged, never crash")
  func hostileStrings() throws {
    let huge = String(repeating: "a", count: 1_000_000) + "@example.com"
    let zalgo = "a" + String(repeating: "\u{301}", count: 10_000) + "@example.com"
    for email in [huge, zalgo, "\u{202E}moc.elpmaxe@a", "a@example.com\u{0}"] {
      let object: [String: Any] = ["email": email, "age": 20]
      let data = try JSONSerialization.data(withJSONObject: object)
      let result = Result { try JSONDecoder().decode(StrictSignUp.self, from: data) }
      if case .success(let signUp) = result {
        #expect(signUp.isValid())
        #expect(signUp.email == email)
      }
    }
  }

  @Test("An error encodes to JSON for an API response")
  func encodedError() throws {
    let error = try #require(throws: ModelValidationError.self) {
      try decode(StrictSignUp.self, #"{"email": "nope", "age": 3}"#)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = String(decoding: try encoder.encode(error), as: UTF8.self)
    #expect(
      json
        == #"{"failures":[{"displayName":"E-mail","fields":["email"],"message":"a valid e-mail address","path":"email","rejectedValue":"nope","requirements":["a valid e-mail address"]},{"displayName":"Age","fields":["age"],"message":"between 16 and 120","path":"age","rejectedValue":"3","requirements":["between 16 and 120"]}]}"#
    )
  }
}

extension UntrustedJSONTests {
  @Test("A body cannot forge lines of the report: values and keys are shown escaped")
  func reportLinesCannotBeForged() throws {
    let body = #"{"email": "x\"); ok\n- age (Age): fine (got \"1", "age": 20, "role\n- admin": 1}"#
    let error = try #require(throws: ModelValidationError.self) {
      try decode(StrictSignUp.self, body)
    }
    let report = String(describing: error)
    #expect(report.split(separator: "\n").count == 1 + error.failures.count)
    #expect(report.contains(#"(got "x\"); ok\n- age (Age): fine (got \"1")"#))
    #expect(report.contains(#"- ["role\n- admin"]: unexpected key"#))
  }
}

/// A model with a field whose decoder's message quotes the data.
private struct WithRole: DecodableModel {
  enum Role: String, Codable, Sendable { case user, admin }
  @Validated(name: "Role") var role = Role.user

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("role", &_role)
  }
}

extension UntrustedJSONTests {
  @Test("A decoder's message that quotes the data cannot forge lines of the report either")
  func decoderMessagesStayOnOneLine() throws {
    let body = #"{"role": "x\n- email (E-mail): ok"}"#
    let error = try #require(throws: ModelValidationError.self) {
      try decode(WithRole.self, body)
    }
    let report = String(describing: error)
    #expect(report.split(separator: "\n").count == 1 + error.failures.count)
  }
}
