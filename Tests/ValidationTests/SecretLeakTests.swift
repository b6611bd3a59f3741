import Foundation
import Testing
import Validation

/// Walks every way a secret field's value can surface, and fails if the secret appears.
struct SecretLeakTests {
  static let secret = "Tr0ub4dor&3-secret"
  static let rejectedSecret = "s3cr3t"

  /// Every rendering of a value a program or a log could show: descriptions, dumps, the
  /// mirror tree, interpolation, and for errors their JSON and `NSError` bridging.
  ///
  /// Encoding a *model* writes its secret on purpose (that is how it is stored); encoding
  /// an *error* must not.
  static func renderings(of value: Any) -> [String: String] {
    var dumped = ""
    dump(value, to: &dumped)
    var texts: [String: String] = [
      "description": String(describing: value),
      "debugDescription": String(reflecting: value),
      "interpolation": "\(value)",
      "dump": dumped,
      "mirror": mirrorTree(of: value, depth: 0),
    ]
    if value is any Error, let encodable = value as? any Encodable,
      let data = try? JSONEncoder().encode(AnyEncodable(encodable))
    {
      texts["json"] = String(decoding: data, as: UTF8.self)
    }
    if let error = value as? any Error {
      let bridged = error as NSError
      texts["NSError.userInfo"] = "\(bridged.userInfo)"
      texts["NSError.localizedDescription"] = bridged.localizedDescription
      if let detailed = bridged.userInfo["NSDetailedErrors"] as? [NSError] {
        texts["NSDetailedErrors"] = detailed.map { "\($0.userInfo) \($0.localizedDescription)" }
          .joined(separator: "\n")
      }
    }
    return texts
  }

  static func mirrorTree(of value: Any, depth: Int) -> String {
    guard depth < 12 else { return "" }
    return Mirror(reflecting: value).children.map { child in
      "\(child.label ?? "_")=\(String(describing: child.value)) "
        + mirrorTree(of: child.value, depth: depth + 1)
    }.joined(separator: ";")
  }

  static func expectNoLeak(
    _ value: Any, _ label: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for (rendering, text) in renderings(of: value) {
      for secret in [secret, rejectedSecret] where text.contains(secret) {
        Issue.record("\(label): \(rendering) shows the secret", sourceLocation: sourceLocation)
      }
    }
  }

  struct Account: DecodableModel, Encodable {
    @Validated(name: "User", .nonBlank()) var user = "ann"
    @Validated(name: "Password", isSecret: true, .minLength(12), .atLeast(1, .digits))
    var password = SecretLeakTests.secret
    var previous: [Account] = []

    mutating func visitFields(_ visitor: inout some FieldVisitor) {
      visitor.visit("user", &_user)
      visitor.visit("password", &_password)
      visitor.visit("previous", &previous)
    }
  }

  @Test("A secret guarded value never shows its value, stored or rejected")
  func guardedValue() throws {
    var password = ValidatableValue(
      Self.secret, name: "Password", isSecret: true, .minLength(12), .atLeast(1, .digits))
    Self.expectNoLeak(password, "stored")
    let error = try #require(throws: InvalidValue.self) {
      try password.setValue(Self.rejectedSecret)
    }
    Self.expectNoLeak(error, "setValue error")
    Self.expectNoLeak(error.failures, "failures")
    password.assign(Self.rejectedSecret)
    Self.expectNoLeak(try #require(password.lastRejection), "lastRejection")
    Self.expectNoLeak(password, "after rejection")
    Self.expectNoLeak(password.checklist(for: Self.rejectedSecret), "checklist")
    var draft = Draft(password)
    draft.editing.assign(Self.rejectedSecret)
    Self.expectNoLeak(draft, "draft")
    Self.expectNoLeak(try #require(draft.error), "draft error")
    Self.expectNoLeak(try #require(draft.editing.validationError), "validationError")
    Self.expectNoLeak(draft.editing.failures, "current failures")
  }

  @Test("A model with a secret field never shows it in reports, errors or bridges")
  func model() throws {
    var account = Account()
    account.previous = [Account()]
    Self.expectNoLeak(account, "model")
    var draft = Draft(account)
    draft.editing.password = Self.rejectedSecret
    draft.editing.previous[0].password = Self.rejectedSecret
    let error = try #require(throws: ModelValidationError.self) { try draft.commit() }
    #expect(error.failures.map(\.path) == ["password", "previous[0].password"])
    Self.expectNoLeak(error, "model error")
    Self.expectNoLeak(error.failures, "model failures")
    Self.expectNoLeak(draft, "model draft")
    account.password = Self.rejectedSecret
    Self.expectNoLeak(account.$password, "projection after rejected assignment")
  }

  @Test("A secret rejected while decoding never appears in the error")
  func decoding() throws {
    let json = #"{"user": "ann", "password": "\#(Self.rejectedSecret)", "previous": []}"#
    let error = try #require(throws: ModelValidationError.self) {
      try JSONDecoder().decode(Account.self, from: Data(json.utf8))
    }
    #expect(error.failures.map(\.path) == ["password"])
    Self.expectNoLeak(error, "decoding error")
  }

  @Test("The leak detector itself catches a field that is not secret")
  func detectorWorks() throws {
    var shown = ValidatableValue(Self.secret, name: "Password", .minLength(12))
    let leaking = Self.renderings(of: shown).filter { $0.value.contains(Self.secret) }
    #expect(leaking.keys.contains("description"))
    #expect(leaking.keys.contains("dump"))
    #expect(leaking.keys.contains("mirror"))
    #expect(throws: InvalidValue.self) { try shown.setValue(Self.rejectedSecret) }
    var draft = Draft(shown)
    draft.editing.assign(Self.rejectedSecret)
    let error = try #require(draft.error)
    let errorLeaks = Self.renderings(of: error).filter { $0.value.contains(Self.rejectedSecret) }
    #expect(errorLeaks.keys.contains("json"))
    #expect(errorLeaks.keys.contains("NSError.userInfo"))
  }
}

/// Encodes any `Encodable` existential at the top level.
private struct AnyEncodable: Encodable {
  let value: any Encodable
  init(_ value: any Encodable) { self.value = value }
  func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
}

extension SecretLeakTests {
  enum Pin: String, Codable, Sendable {
    case one = "1111"
  }

  struct Card: DecodableModel {
    @Validated(name: "CVV", isSecret: true, .range(0...999)) var cvv = 0
    @Validated(name: "PIN", isSecret: true) var pin = Pin.one

    mutating func visitFields(_ visitor: inout some FieldVisitor) {
      visitor.visit("cvv", &_cvv)
      visitor.visit("pin", &_pin)
    }
  }

  @Test("A secret that fails to decode is never quoted by the decoder's message")
  func undecodableSecret() throws {
    let json = #"{"cvv": 12.5, "pin": "\#(Self.rejectedSecret)"}"#
    let error = try #require(throws: ModelValidationError.self) {
      try JSONDecoder().decode(Card.self, from: Data(json.utf8))
    }
    #expect(error.failures.map(\.path) == ["cvv", "pin"])
    #expect(
      error.failures.map(\.message) == [
        "expected a value of type Int", "expected a value of type Pin",
      ])
    Self.expectNoLeak(error, "undecodable secret")
    #expect(!error.description.contains("12.5"))
  }
}

extension SecretLeakTests {
  struct Token: DecodableModel {
    @Validated(name: "Value", .length(32...32)) var value = String(repeating: "a", count: 32)
    @Validated(name: "Kind", .oneOf(["bearer"])) var kind = "bearer"

    mutating func visitFields(_ visitor: inout some FieldVisitor) {
      visitor.visit("value", &_value)
      visitor.visit("kind", &_kind)
    }
  }

  struct Login: DecodableModel {
    @Validated(name: "Codes", isSecret: true) var codes: [Token] = []

    mutating func visitFields(_ visitor: inout some FieldVisitor) {
      visitor.visit("codes", &_codes)
    }
  }

  @Test("A secret field that holds models never shows what its models rejected")
  func secretNestedModels() throws {
    let json = #"""
      {"codes": [{"value": "\#(Self.secret)", "kind": "bearer"},
                 {"value": "\#(Self.rejectedSecret)", "kind": 42}]}
      """#
    let error = try #require(throws: ModelValidationError.self) {
      try JSONDecoder().decode(Login.self, from: Data(json.utf8))
    }
    #expect(error.failures.map(\.path) == ["codes[0].value"], "a plain array stops at its first")
    #expect(error.failures.allSatisfy { $0.rejectedValue == nil })
    #expect(!error.description.contains("42"))
    Self.expectNoLeak(error, "secret nested models")
  }
}

/// A login form with a secret password.
private struct PasswordForm {
  @Validated(name: "Password", isSecret: true, .minLength(8)) var password = ""
}

extension SecretLeakTests {
  @Test("A secret property stays secret when a guard that is not secret replaces it")
  func replacedGuardStaysSecret() {
    var login = PasswordForm()
    login.password = "hunter2-secret"
    login.$password = ValidatableValue(name: "Password", .minLength(12))
    #expect(login.$password.isSecret)
    #expect(login.password == "hunter2-secret", "the value is kept")
    for shown in [
      String(describing: login.$password), String(reflecting: login.$password),
      String(describing: login), String(reflecting: login),
    ] {
      #expect(!shown.contains("hunter2"), "\(shown)")
    }
    var dumped = ""
    dump(login, to: &dumped)
    #expect(!dumped.contains("hunter2"))
    login.password = "short"
    #expect(login.$password.lastRejection?.description.contains("short") == false)
  }
}
