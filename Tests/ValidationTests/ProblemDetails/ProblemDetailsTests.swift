import Foundation
import Testing
import Validation

/// A model with one field per kind of requirement, and a rule.
private struct Signup: DecodableModel {
  @Validated(name: "Name", .minLength(2)) var name = "Ann"
  @Validated(name: "Bio", .maxLength(5)) var bio = ""
  @Validated(name: "Age", .range(16...50)) var age = 20
  @Validated(name: "Tags", .minCount(1)) var tags = ["a"]
  @Validated(name: "Roles", .maxCount(1)) var roles: [String] = []
  @Validated(name: "Code", .matches(/[0-9]{3}/).described("3 digits")) var code = "123"
  @Validated(name: "Nickname", .required()) var nickname: String? = "an"
  @Validated(name: "Even", Require("even") { $0 % 2 == 0 }) var even = 2
  @Validated(name: "Password", isSecret: true, .minLength(8)) var password = "long enough"
  var address = Address()
  var orders: [Order] = []
  var accepted = true

  static let allowsUnknownKeys = false
  static let rules: [ModelRule<Signup>] = [
    ModelRule("terms must be accepted", fields: ["accepted"]) { $0.accepted }
  ]

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("name", &_name)
    visitor.visit("bio", &_bio)
    visitor.visit("age", &_age)
    visitor.visit("tags", &_tags)
    visitor.visit("roles", &_roles)
    visitor.visit("code", &_code)
    visitor.visit("nickname", &_nickname)
    visitor.visit("even", &_even)
    visitor.visit("password", &_password)
    visitor.visit("address", &address)
    visitor.visit("orders", &orders)
    visitor.visit("accepted", plain: &accepted)
  }
}

struct ProblemDetailsTests {
  /// A valid body for `Signup`, with some values replaced.
  private static func body(_ changes: [String: Any]) -> Data {
    var body: [String: Any] = [
      "name": "Ann", "bio": "", "age": 20, "tags": ["a"], "roles": [String](), "code": "123",
      "nickname": "an", "even": 2, "password": "long enough",
      "address": ["zip": "12345", "city": "Springfield"], "orders": [Any](), "accepted": true,
    ]
    body.merge(changes) { $1 }
    return (try? JSONSerialization.data(withJSONObject: body)) ?? Data()
  }

  private static func problem(decoding body: Data) -> ProblemDetails {
    do {
      _ = try JSONDecoder().decode(Signup.self, from: body)
      Issue.record("decoded \(String(decoding: body, as: UTF8.self))")
      return ProblemDetails(title: "", status: 0, detail: "")
    } catch {
      return ProblemDetails(decodingFailure: error)
    }
  }

  @Test("Every kind of failure has its code, at its field's pointer, in the failures' order")
  func codes() {
    let problem = Self.problem(
      decoding: Self.body([
        "name": "A", "bio": "too long", "age": 12, "tags": [String](), "roles": ["a", "b"],
        "code": "12", "nickname": NSNull(), "even": 3, "password": "short",
        "address": ["zip": "1", "city": "Springfield"],
        "orders": [["total": 1], ["total": -1]], "accepted": false, "extra": 1,
      ]))
    #expect(problem.status == 422)
    #expect(problem.type == "about:blank")
    #expect(problem.title == "Unprocessable Content")
    let entries = problem.errors.map { "\($0.pointer) \($0.code)" }
    #expect(
      entries == [
        "#/name too_short", "#/bio too_long", "#/age out_of_range", "#/tags too_few",
        "#/roles too_many", "#/code pattern_mismatch", "#/nickname required", "#/even invalid",
        "#/password too_short", "#/address/zip pattern_mismatch", "#/orders/1/total out_of_range",
        "#/extra unknown_key", "#/accepted rule",
      ])
    #expect(problem.detail == "\(problem.errors.count) validation failures.")
    #expect(problem.errors.first?.detail == "Must have at least 2 characters.")
    #expect(problem.errors.last?.detail == "terms must be accepted")
  }

  @Test("A value of the wrong type, a missing key and a type mismatch have their codes")
  func decodingCodes() throws {
    let wrongType = Self.problem(decoding: Self.body(["age": "twelve"]))
    #expect(wrongType.errors.map(\.code) == ["invalid_format"])
    #expect(wrongType.errors.map(\.pointer) == ["#/age"])
    var count = ValidatableValue<Int>(0, name: "Count")
    let mismatch = try #require(throws: InvalidValue.self) { try count.setValue("x" as Any) }
    #expect(ProblemDetails(mismatch, at: "count").errors.map(\.code) == ["type_mismatch"])
    let missing = try #require(throws: InvalidValue.self) {
      try ValidatableValue<Int>(name: "Count").value()
    }
    #expect(ProblemDetails(missing).errors.map(\.pointer) == ["#"])
    #expect(ProblemDetails(missing).errors.map(\.code) == ["required"])
  }

  @Test("Requirements of different kinds in one failure give the first one's code")
  func mixedKinds() throws {
    let field = ValidatableValue<String>("abc", .minLength(3), .matches(/[a-z]+/))
    let error = try #require(throws: InvalidValue.self) { try field.validate("1") }
    #expect(ProblemDetails(error).errors.map(\.code) == ["too_short"])
    let reordered = ValidatableValue<String>("abc", .matches(/[a-z]+/), .minLength(3))
    let second = try #require(throws: InvalidValue.self) { try reordered.validate("1") }
    #expect(ProblemDetails(second).errors.map(\.code) == ["pattern_mismatch"])
    let detail = "Must be in the required format. Must have at least 3 characters."
    #expect(ProblemDetails(second).errors.map(\.detail) == [detail])
  }

  @Test("A disjunction's code is its own; an optional or a part gives its inner requirement's")
  func compositeCodes() throws {
    let cases: [(Requirement<String>, String, String)] = [
      (.minLength(10) || .email(), "a", "invalid"),
      (.on(\.utf8.count, named: "size", .range(3...5)), "a", "out_of_range"),
    ]
    for (requirement, input, code) in cases {
      let error = try #require(throws: InvalidValue.self) {
        try ValidatableValue<String>(requirement).validate(input)
      }
      #expect(ProblemDetails(error).errors.map(\.code) == [code], "\(requirement)")
    }
    let nickname = ValidatableValue<String?>(.ifPresent(.minLength(2)))
    let error = try #require(throws: InvalidValue.self) { try nickname.validate("a") }
    #expect(ProblemDetails(error).errors.map(\.code) == ["too_short"])
  }

  @Test("Catalogue formats and character rules give pattern_mismatch; blank text too_short")
  func catalogueCodes() throws {
    let cases: [(Requirement<String>, String, String)] = [
      (.email(), "ann@", "pattern_mismatch"),
      (.atLeast(1, .digits), "abc", "pattern_mismatch"),
      (.only(.letters), "a1", "pattern_mismatch"),
      (.nonBlank(), "  ", "too_short"),
      (.url(), "not a url", "pattern_mismatch"),
    ]
    for (requirement, input, code) in cases {
      let error = try #require(throws: InvalidValue.self) {
        try ValidatableValue<String>(requirement).validate(input)
      }
      #expect(ProblemDetails(error).errors.map(\.code) == [code], "\(requirement)")
    }
  }

  @Test("A rule on several fields gives one entry per field; a model-wide rule points at #")
  func ruleEntries() throws {
    var draft = Draft(Booking())
    draft.editing.start = 20
    let error = try #require(draft.editing.validationError())
    #expect(error.failures.map(\.reason) == [.brokenRule])
    let problem = ProblemDetails(error)
    #expect(problem.errors.map(\.pointer) == ["#/start", "#/end"])
    #expect(problem.errors.map(\.code) == ["rule", "rule"])
    #expect(problem.detail == "1 validation failure.")
  }

  @Test("A secret's value appears nowhere in the document")
  func secretsAbsent() {
    let problem = Self.problem(decoding: Self.body(["password": "hunter2"]))
    #expect(problem.errors.map(\.pointer) == ["#/password"])
    let json = String(decoding: problem.json(), as: UTF8.self)
    #expect(!json.contains("hunter2"))
  }

  @Test("The JSON has sorted keys and unescaped slashes, the same bytes every time")
  func stableBytes() {
    let problem = ProblemDetails(
      ModelValidationError([
        .init(path: "a/b", reason: .missingValue),
        .init(path: "orders[3].total", reason: .unexpectedKey),
      ]))
    let expected = """
      {"detail":"2 validation failures.","errors":[{"code":"required","detail":"A value is \
      required.","pointer":"#/a~1b"},{"code":"unknown_key","detail":"unexpected key",\
      "pointer":"#/orders/3/total"}],"status":422,"title":"Unprocessable Content",\
      "type":"about:blank"}
      """
    #expect(String(decoding: problem.json(), as: UTF8.self) == expected)
    #expect(problem.json() == problem.json())
    #expect(ProblemDetails.mediaType == "application/problem+json")
  }

  @Test("Malformed JSON is a 400 that does not repeat the body")
  func malformed() {
    let problem = Self.problem(decoding: Data(#"{"name": "secret-ish"#.utf8))
    #expect(problem.status == 400)
    #expect(problem.title == "Bad Request")
    #expect(problem.errors.isEmpty)
    #expect(!String(decoding: problem.json(), as: UTF8.self).contains("secret-ish"))
  }

  @Test("A form field's text that does not convert has the code invalid_format")
  func conversionCode() throws {
    var age = FormField<Int>(name: "Age", .range(16...120))
    age.input = "4x"
    let error = try #require(throws: InvalidValue.self) { try age.value() }
    #expect(ProblemDetails(error, at: "age").errors.map(\.code) == ["invalid_format"])
  }
}

@Suite("Problems of an API's own")
struct CustomProblemTests {
  @Test(
    "A status gives its RFC 9110 title",
    arguments: [
      (400, "Bad Request"), (409, "Conflict"), (413, "Content Too Large"),
      (422, "Unprocessable Content"), (500, "Internal Server Error"), (299, "Error"),
    ])
  func titles(status: Int, title: String) {
    let problem = ProblemDetails(status: status, detail: "Something.")
    #expect(problem.title == title)
    #expect(problem.status == status)
    #expect(problem.type == "about:blank")
    #expect(problem.errors.isEmpty)
  }

  @Test("A conflict with an entry encodes to stable bytes")
  func conflictBytes() {
    let problem = ProblemDetails(
      status: 409, detail: "This e-mail address is taken.",
      errors: [.init(pointer: "#/email", detail: "not taken", code: "taken")])
    let json = String(decoding: problem.json(), as: UTF8.self)
    #expect(
      json
        == #"{"detail":"This e-mail address is taken.","errors":[{"code":"taken","detail":"not taken","#
        + ##""pointer":"#/email"}],"status":409,"title":"Conflict","type":"about:blank"}"##)
  }
}
