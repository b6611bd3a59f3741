import Foundation
import Testing
import Validation

/// Walks every output a failure of a secret field reaches and fails if a value-like
/// parameter of its requirements (an expected value, allowed or excluded values, a prefix,
/// a pattern) appears in one.
struct SecretParameterLeakTests {
  static let inviteCode = "INVITE-7f3a9c"
  static let password = "pw-Hz81qXv"
  static let previousPasswords = ["old-Kq28vLm", "older-Zt55wRp"]
  static let pins = ["4711", "1234"]
  static let token = "tok-9q8w7e"
  static let tokenPattern =
    (try? Requirement<String>.matches(pattern: token)) ?? Require("invalid") { _ in false }

  /// Every locale messages are worded in.
  static let locales = [
    "en", "de", "fr", "es", "it", "pt-BR", "nl", "pl", "ru", "ja", "zh-Hans", "zh-Hant", "ar",
  ].map(Locale.init(identifier:))

  /// One way a secret field's requirements can hold a secret, with every output its
  /// failure and its field reach.
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let secrets: [String]
    let outputs: @Sendable () throws -> [String: String]

    var testDescription: String { name }
  }

  // The renderings of a value, its messages and its problem details, named.
  static func outputs(of error: InvalidValue, _ label: String) -> [String: String] {
    var texts: [String: String] = [:]
    for (name, text) in SecretLeakTests.renderings(of: error) { texts["\(label) \(name)"] = text }
    for (index, failure) in error.failures.enumerated() {
      for (name, text) in SecretLeakTests.renderings(of: failure) {
        texts["\(label) failure \(index) \(name)"] = text
      }
      texts["\(label) failure \(index) constraint"] = String(describing: failure.constraint)
      for leaf in failure.leaves {
        texts["\(label) leaf \(leaf.requirement) constraint"] = String(describing: leaf.constraint)
      }
    }
    for locale in locales {
      let id = locale.identifier
      texts["\(label) message \(id)"] = error.message(in: locale)
      texts["\(label) failure messages \(id)"] =
        error.failures.map { $0.message(in: locale, subject: "Field") }.joined(separator: "|")
      let problem = ProblemDetails(error, at: "field", locale: locale).json()
      texts["\(label) problem details \(id)"] = String(decoding: problem, as: UTF8.self)
    }
    return texts
  }

  static func outputs(of error: ModelValidationError, _ label: String) -> [String: String] {
    var texts: [String: String] = [:]
    for (name, text) in SecretLeakTests.renderings(of: error) { texts["\(label) \(name)"] = text }
    for (index, failure) in error.failures.enumerated() {
      texts["\(label) failure \(index)"] = String(describing: failure)
      texts["\(label) failure \(index) unsatisfied"] = String(describing: failure.unsatisfied)
      texts["\(label) failure \(index) constraints"] = String(
        describing: failure.unsatisfied.flatMap(\.leaves).map(\.constraint))
    }
    for locale in locales {
      let id = locale.identifier
      texts["\(label) message \(id)"] =
        error.failures.map { $0.message(in: locale) }.joined(separator: "|")
      let problem = ProblemDetails(error, locale: locale).json()
      texts["\(label) problem details \(id)"] = String(decoding: problem, as: UTF8.self)
    }
    return texts
  }

  static func outputs(of checklist: [RequirementStatus], _ label: String) -> [String: String] {
    var texts = ["\(label) checklist": checklist.map(\.description).joined(separator: "|")]
    for (name, text) in SecretLeakTests.renderings(of: checklist) {
      texts["\(label) checklist \(name)"] = text
    }
    for locale in locales {
      texts["\(label) checklist \(locale.identifier)"] =
        checklist.map { $0.phrase(in: locale) }.joined(separator: "|")
    }
    return texts
  }

  static func schemaOutputs<Model: DecodableModel>(of _: Model.Type) -> [String: String] {
    var texts: [String: String] = [:]
    for locale in locales {
      let schema = Model.jsonSchema(locale: locale).json()
      texts["schema \(locale.identifier)"] = String(decoding: schema, as: UTF8.self)
    }
    return texts
  }

  // The outputs of a secret guarded value that rejects `input`.
  static func valueOutputs<Value: Sendable>(
    _ start: Value, rejecting input: Value, _ requirements: Requirement<Value>...
  ) throws -> [String: String] {
    var guarded = ValidatableValue(
      value: start, name: "Secret", isSecret: true, requirements: requirements)
    let error = try #require(throws: InvalidValue.self) { try guarded.setValue(input) }
    var texts = outputs(of: error, "setValue")
    guarded.assign(input)
    if let rejection = guarded.lastRejection {
      texts.merge(outputs(of: rejection, "lastRejection")) { $1 }
    }
    texts.merge(outputs(of: guarded.checklist(for: input), "value")) { $1 }
    for (name, text) in SecretLeakTests.renderings(of: guarded) { texts["guard \(name)"] = text }
    return texts
  }

  // The outputs of decoding `json` into a model that rejects it, and of its schema.
  static func modelOutputs<Model: DecodableModel>(_: Model.Type, json: String) throws
    -> [String: String]
  {
    let error = try #require(throws: ModelValidationError.self) {
      try JSONDecoder().decode(Model.self, from: Data(json.utf8))
    }
    return outputs(of: error, "decoding").merging(schemaOutputs(of: Model.self)) { $1 }
  }

  struct Invitation: DecodableModel {
    @Validated(
      name: "Invite code", isSecret: true,
      .equalTo(SecretParameterLeakTests.inviteCode).described("the invite code you were sent"))
    var code = SecretParameterLeakTests.inviteCode

    mutating func visitFields(_ visitor: inout some FieldVisitor) {
      visitor.visit("code", &_code)
    }
  }

  struct NewPassword: DecodableModel {
    @Validated(
      name: "Confirm password", isSecret: true, .equalTo(SecretParameterLeakTests.password))
    var confirmation = SecretParameterLeakTests.password
    @Validated(
      name: "Password", isSecret: true,
      .minLength(8) && .noneOf(SecretParameterLeakTests.previousPasswords))
    var password = SecretParameterLeakTests.password

    mutating func visitFields(_ visitor: inout some FieldVisitor) {
      visitor.visit("confirmation", &_confirmation)
      visitor.visit("password", &_password)
    }
  }

  struct Card: DecodableModel {
    @Validated(name: "PIN", isSecret: true, .oneOf(SecretParameterLeakTests.pins)) var pin = "4711"

    mutating func visitFields(_ visitor: inout some FieldVisitor) {
      visitor.visit("pin", &_pin)
    }
  }

  struct Wallet: DecodableModel {
    var cards: [Card] = []
    var main = Card()

    mutating func visitFields(_ visitor: inout some FieldVisitor) {
      visitor.visit("cards", &cards)
      visitor.visit("main", &main)
    }
  }

  struct Tokens: DecodableModel {
    @Validated(
      name: "Token", isSecret: true,
      .hasPrefix(SecretParameterLeakTests.token) || .hasSuffix(SecretParameterLeakTests.token)
        || .contains("x" + SecretParameterLeakTests.token))
    var token = SecretParameterLeakTests.token
    @Validated(name: "Other", isSecret: true, !.contains(SecretParameterLeakTests.token))
    var other = "plain"
    @Validated(
      name: "Patterned", isSecret: true,
      SecretParameterLeakTests.tokenPattern)
    var patterned = SecretParameterLeakTests.token
    @Validated(
      name: "Maybe", isSecret: true,
      .ifPresent(.equalTo(SecretParameterLeakTests.token)))
    var maybe: String? = nil

    mutating func visitFields(_ visitor: inout some FieldVisitor) {
      visitor.visit("token", &_token)
      visitor.visit("other", &_other)
      visitor.visit("patterned", &_patterned)
      visitor.visit("maybe", &_maybe)
    }
  }

  struct Pair: Sendable {
    var first: String
    var second: String
  }

  /// An enumeration whose raw values are the secret: its cases are the allowed values.
  enum Plan: String, CaseIterable, Codable, Sendable {
    case gold = "gold-Qx71"
    case silver = "silver-Vb28"
  }

  struct Membership: DecodableModel {
    @Validated(name: "Plan", isSecret: true) var plan = Plan.gold
    @Validated(name: "Plans", isSecret: true) var plans: [Plan]? = nil

    mutating func visitFields(_ visitor: inout some FieldVisitor) {
      visitor.visit("plan", &_plan)
      visitor.visit("plans", &_plans)
    }
  }

  struct SignUp: DecodableModel {
    var invite = FormField<String>(
      name: "Invite code", isSecret: true, .equalTo(SecretParameterLeakTests.inviteCode))
    var pin = FormField<String>(name: "PIN", isSecret: true, .oneOf(SecretParameterLeakTests.pins))
    var plan = FormField<Plan>(name: "Plan", isSecret: true)

    mutating func visitFields(_ visitor: inout some FieldVisitor) {
      visitor.visit("invite", &invite)
      visitor.visit("pin", &pin)
      visitor.visit("plan", &plan)
    }
  }

  static let plans = Plan.allCases.map(\.rawValue)

  static let cases: [Case] = [
    Case(name: "an enumeration's cases", secrets: plans) {
      try modelOutputs(Membership.self, json: #"{"plan": "bronze", "plans": ["gold"]}"#)
    },
    Case(name: "a described expected value", secrets: [inviteCode]) {
      try valueOutputs(
        inviteCode, rejecting: "nope",
        .equalTo(inviteCode).described("the invite code you were sent")
      )
      .merging(modelOutputs(Invitation.self, json: #"{"code": "nope"}"#)) { $1 }
    },
    Case(name: "a password confirmation", secrets: [password]) {
      try valueOutputs(password, rejecting: "nope", .equalTo(password))
    },
    Case(name: "a password history", secrets: previousPasswords) {
      try valueOutputs(
        password, rejecting: previousPasswords[1], .minLength(8) && .noneOf(previousPasswords)
      )
      .merging(valueOutputs(password, rejecting: previousPasswords[0], .noneOf(previousPasswords)))
      { $1 }
    },
    Case(name: "a confirmation and a history in a model", secrets: [password] + previousPasswords) {
      try modelOutputs(
        NewPassword.self,
        json: #"{"confirmation": "nope", "password": "\#(previousPasswords[0])"}"#)
    },
    Case(name: "allowed PINs", secrets: pins) {
      try valueOutputs(pins[0], rejecting: "0000", .oneOf(pins))
        .merging(modelOutputs(Card.self, json: #"{"pin": "0000"}"#)) { $1 }
    },
    Case(name: "a secret field in nested models", secrets: pins) {
      try modelOutputs(
        Wallet.self, json: #"{"cards": [{"pin": "4711"}, {"pin": "0000"}], "main": {"pin": "1"}}"#
      )
    },
    Case(name: "affixes, a negation, a pattern and ifPresent", secrets: [token]) {
      try modelOutputs(
        Tokens.self,
        json: #"""
          {"token": "abc", "other": "a\#(token)", "patterned": "abc", "maybe": "abc"}
          """#)
    },
    Case(name: "or, not, a key path and ifPresent", secrets: [token, password] + pins) {
      try valueOutputs(
        token, rejecting: "abc", .hasPrefix(token) || !.noneOf(pins) || .equalTo(password)
      )
      .merging(valueOutputs(token, rejecting: token, !.equalTo(token))) { $1 }
      .merging(
        valueOutputs(
          Pair(first: token, second: password), rejecting: Pair(first: "a", second: "b"),
          .on(\.first, .equalTo(token)) && .on(\.second, named: "second", .equalTo(password)))
      ) { $1 }
      .merging(
        valueOutputs(Optional(password), rejecting: "abc", .ifPresent(.equalTo(password)))
      ) { $1 }
    },
    Case(name: "negated composites and double negations", secrets: [token, password] + pins) {
      try valueOutputs(
        "plain", rejecting: token + "-x", !(.hasPrefix(token) || .equalTo(password))
      )
      .merging(
        valueOutputs("plain", rejecting: token, !(.minLength(3) && .oneOf([token] + pins)))
      ) { $1 }
      .merging(valueOutputs(token, rejecting: "abc", !(!.equalTo(token)))) { $1 }
      .merging(
        valueOutputs(token, rejecting: "abc", !(!(.hasPrefix(token) || .equalTo(password))))
      ) { $1 }
      .merging(
        valueOutputs(
          "plain", rejecting: pins[0],
          !(Require<String>("blocked") { $0.count == 4 } && .oneOf(pins)))
      ) { $1 }
      .merging(
        valueOutputs(
          "plain", rejecting: token, !Requirement.equalTo(token).described("the old token"))
      ) { $1 }
    },
    Case(name: "form fields in a decodable model", secrets: [inviteCode] + pins + plans) {
      var form = SignUp()
      form.invite.input = "nope"
      form.pin.input = "0000"
      form.plan.input = "bronze"
      form.invite.touch()
      form.pin.touch()
      form.plan.touch()
      var texts = try modelOutputs(
        SignUp.self, json: #"{"invite": "nope", "pin": "0000", "plan": "gold-Qx71"}"#)
      for locale in locales {
        texts["errorLine invite \(locale.identifier)"] = form.invite.errorLine(in: locale)
        texts["errorLine pin \(locale.identifier)"] = form.pin.errorLine(in: locale)
        texts["errorLine plan \(locale.identifier)"] = form.plan.errorLine(in: locale)
      }
      texts.merge(outputs(of: form.plan.checklist, "plan")) { $1 }
      if let error = form.plan.validationError {
        texts.merge(outputs(of: error, "plan error")) { $1 }
      }
      texts.merge(outputs(of: form.invite.checklist, "invite")) { $1 }
      texts.merge(outputs(of: form.pin.checklist(for: "1"), "pin")) { $1 }
      if let error = form.invite.validationError {
        texts.merge(outputs(of: error, "invite error")) { $1 }
      }
      let formError = try #require(throws: ModelValidationError.self) { try form.validate() }
      texts.merge(outputs(of: formError, "form")) { $1 }
      return texts
    },
  ]

  @Test(
    "A secret field's expected, allowed and excluded values appear in no output", arguments: cases)
  func noParameterLeaks(_ leakCase: Case) throws {
    let outputs = try leakCase.outputs()
    #expect(outputs.count > 10)
    for (name, text) in outputs.sorted(by: { $0.key < $1.key }) {
      for secret in leakCase.secrets where text.contains(secret) {
        Issue.record("\(name) shows \(secret): \(text)")
      }
    }
  }

  @Test("A secret field's message says what to do without the value")
  func usefulMessages() throws {
    var confirmation = ValidatableValue(
      Self.password, name: "Confirm password", isSecret: true, .equalTo(Self.password))
    let error = try #require(throws: InvalidValue.self) { try confirmation.setValue("nope") }
    #expect(error.message(in: Locale(identifier: "en")) == "Confirm password must match.")
    #expect(error.message(in: Locale(identifier: "de")) == "Confirm password muss übereinstimmen.")
    #expect(Self.isHiddenEqualTo(error.failures.first?.constraint))
    var pin = ValidatableValue("4711", name: "PIN", isSecret: true, .oneOf(Self.pins))
    let pinError = try #require(throws: InvalidValue.self) { try pin.setValue("0000") }
    #expect(
      pinError.message(in: Locale(identifier: "en")) == "PIN must be one of the allowed values.")
  }

  static func isHiddenEqualTo(_ constraint: Constraint?) -> Bool {
    if case .hidden(.equalTo)? = constraint { return true }
    return false
  }

  @Test("A secret field still shows its length and count bounds")
  func boundsStayVisible() throws {
    var password = ValidatableValue(
      Self.password, name: "Password", isSecret: true,
      .minLength(12) && .noneOf(Self.previousPasswords))
    let error = try #require(throws: InvalidValue.self) { try password.setValue("abc") }
    #expect(
      error.message(in: Locale(identifier: "en")) == "Password must have at least 12 characters.")
    let problem = String(decoding: ProblemDetails(error).json(), as: UTF8.self)
    #expect(problem.contains(#""min":12"#))
    #expect(error.failures.first?.description.contains("at least 12 characters") == true)
    let schema = String(decoding: NewPassword.jsonSchema().json(), as: UTF8.self)
    #expect(schema.contains(#""minLength":8"#))
    #expect(
      password.checklist.map { $0.phrase(in: Locale(identifier: "en")) }.first?
        .contains("at least 12 characters") == true)
  }

  struct Public: DecodableModel {
    @Validated(name: "Size", .oneOf(["S", "M"])) var size = "S"
    @Validated(name: "Code", .equalTo("OPEN-1")) var code = "OPEN-1"
    @Validated(name: "PIN", isSecret: true, .oneOf(SecretParameterLeakTests.pins)) var pin = "4711"

    mutating func visitFields(_ visitor: inout some FieldVisitor) {
      visitor.visit("size", &_size)
      visitor.visit("code", &_code)
      visitor.visit("pin", &_pin)
    }
  }

  @Test("A field that is not secret still shows its expected and allowed values")
  func publicFieldsShowValues() throws {
    let error = try #require(throws: ModelValidationError.self) {
      try JSONDecoder().decode(
        Public.self, from: Data(#"{"size": "XL", "code": "x", "pin": "0"}"#.utf8))
    }
    let problem = String(decoding: ProblemDetails(error).json(), as: UTF8.self)
    #expect(problem.contains(#""values":["S","M"]"#))
    #expect(problem.contains(#""value":"OPEN-1""#))
    #expect(!problem.contains("4711"))
    #expect(error.failures.contains { $0.message(in: Locale(identifier: "en")).contains("OPEN-1") })
    let schema = String(decoding: Public.jsonSchema().json(), as: UTF8.self)
    #expect(schema.contains(#""enum":["S","M"]"#))
    #expect(schema.contains(#""const":"OPEN-1""#))
    #expect(!schema.contains("4711"))
    let failure = try #require(Requirement<String>.equalTo("OPEN-1").failure(for: "x"))
    guard case .equalTo(.text("OPEN-1"))? = failure.constraint else {
      Issue.record("\(String(describing: failure.constraint))")
      return
    }
    #expect(failure.description == "equal to OPEN-1 (got \"x\")")
  }
}
