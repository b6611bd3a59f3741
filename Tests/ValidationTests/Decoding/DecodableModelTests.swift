import Foundation
import Testing
import Validation

struct DecodableModelTests {
  func decode<Model: Decodable>(_ type: Model.Type, _ json: String) throws -> Model {
    try JSONDecoder().decode(Model.self, from: Data(json.utf8))
  }

  func decodingError<Model: Decodable>(_ type: Model.Type, _ json: String) throws
    -> ModelValidationError
  {
    try #require(throws: ModelValidationError.self) { try decode(type, json) }
  }

  @Test("Valid JSON decodes every field through its requirements")
  func validJSON() throws {
    let person = try decode(
      Person.self, #"{"name": "Ann", "age": 30, "hasDrivingLicense": true}"#)
    #expect(person.name == "Ann")
    #expect(person.age == 30)
    #expect(person.hasDrivingLicense)
    #expect(person.$name.isValid() && person.$age.isValid())
  }

  @Test("Invalid JSON throws one error listing every failure with its coding path")
  func invalidJSON() throws {
    let error = try decodingError(
      Person.self, #"{"name": " ", "age": 200, "hasDrivingLicense": true}"#)
    #expect(error.failures.map(\.path) == ["name", "age"])
    #expect(error.failures.map(\.message) == ["not blank", "between 0 and 150"])
    #expect(error.failures[1].rejectedValue == "200")
  }

  @Test("Cross-field rules run on decoded models")
  func crossFieldRuleOnDecode() throws {
    let error = try decodingError(
      Person.self, #"{"name": "Tim", "age": 15, "hasDrivingLicense": true}"#)
    #expect(error.failures.map(\.message) == ["Person is too young to have a driving license."])
  }

  @Test("Wrong types and missing required keys are failures at their paths")
  func wrongTypesAndMissingKeys() throws {
    let error = try decodingError(Person.self, #"{"name": 42}"#)
    #expect(error.failures.map(\.path) == ["name", "age", "hasDrivingLicense"])
    #expect(error.failures[0].reason == .undecodable("expected a value of type String"))
    #expect(error.failures[1].reason == .missingValue)
    #expect(error.failures[1].displayName == "Age")
  }

  @Test("A missing optional field decodes as nil when nil is allowed")
  func missingOptional() throws {
    let customer = try decode(
      Customer.self,
      #"{"name": "Ann", "password": "long enough", "address": {"zip": "12345", "city": "Oslo"}, "orders": []}"#
    )
    #expect(customer.nickname == nil)
    #expect(customer.billing == nil)
    #expect(customer.isValid())
  }

  @Test("Nested models and arrays of models decode with paths, every element reported")
  func nestedDecoding() throws {
    let error = try decodingError(
      Customer.self,
      #"""
      {"name": "Ann", "password": "long enough", "nickname": "A",
       "address": {"zip": "1234x", "city": "Oslo"},
       "orders": [{"total": 5}, {"total": -1}, {"total": "many"}, {"total": -2, "note": "x"}]}
      """#)
    #expect(
      error.failures.map(\.path.description) == [
        "nickname", "address.zip", "orders[1].total", "orders[2].total", "orders[3].total",
      ])
    #expect(error.failures[0].message == "at least 2 characters (when present)")
    #expect(error.failures[3].reason == .undecodable("expected a value of type Int"))
  }

  @Test(
    "A number that does not fit the field's type reads as the type expected, not a decoder internal",
    arguments: ["2.5", "99999999999999999999", "-1e30"])
  func unrepresentableNumber(number: String) throws {
    let error = try decodingError(
      Customer.self,
      #"{"name": "Ann", "password": "long enough", "orders": [{"total": "# + number + #"}]}"#)
    let failure = try #require(error.failures.first { $0.path == "orders[0].total" })
    #expect(failure.reason == .undecodable("expected a value of type Int"))
  }

  @Test(
    "A required optional that is missing or null has no rejected value",
    arguments: ["{}", #"{"code": null}"#])
  func missingOptionalHasNoRejectedValue(json: String) throws {
    let error = try decodingError(Coupon.self, json)
    #expect(error.failures.map(\.path) == ["code"])
    #expect(error.failures[0].rejectedValue == nil)
    #expect(!error.description.contains("got"))
  }

  @Test("A huge rejected value is cut short in the error, its message and its JSON")
  func hugeRejectedValueCutShort() throws {
    let blank = String(repeating: " ", count: 1_000_000)
    let error = try decodingError(
      Customer.self, #"{"name": ""# + blank + #"", "password": "long enough"}"#)
    let failure = try #require(error.failures.first { $0.path == "name" })
    let shown = String(repeating: " ", count: 256) + "… (1000000 bytes in all)"
    #expect(failure.rejectedValue == shown)
    #expect(failure.unsatisfied.allSatisfy { $0.input == nil || $0.input == shown })
    #expect(error.description.utf8.count < 2_000)
    #expect(try JSONEncoder().encode(error).count < 2_000)
  }

  @Test(
    "A number that does not fit reads as the type inside an optional, array or dictionary",
    arguments: [
      #"{"count": 2.5}"#, #"{"counts": [1, 2.5]}"#, #"{"byName": {"a": 1e30}}"#,
    ])
  func unrepresentableNumberInContainer(json: String) throws {
    let error = try decodingError(Tally.self, json)
    let reasons = error.failures.map(\.reason).filter { $0 != .missingValue }
    #expect(reasons == [.undecodable("expected a value of type Int")])
  }

  @Test("A decoder's message and a key from the data are cut short, as rejected values are")
  func hugeDecoderMessageAndKey() throws {
    let huge = String(repeating: "x", count: 100_000)
    let badSize = try decodingError(Tally.self, #"{"size": ""# + huge + #""}"#)
    #expect(badSize.description.utf8.count < 2_000)
    let unknownKey = try decodingError(Tally.self, #"{""# + huge + #"": 1}"#)
    #expect(unknownKey.failures.contains { $0.reason == .unexpectedKey })
    #expect(unknownKey.description.utf8.count < 2_000)
  }

  @Test("A huge key in the coding path is cut short in the failure's path")
  func hugeCodingPathKeyCutShort() throws {
    let key = String(repeating: "k", count: 100_000)
    let error = try decodingError([String: Person].self, #"{""# + key + #"": {"name": ""}}"#)
    #expect(error.description.utf8.count < 2_000)
    #expect(!error.failures.isEmpty)
    #expect(error.failures.allSatisfy { $0.path.components.count == 2 })
  }

  @Test("A secret field's number that does not fit reads as the type inside, as a plain one's")
  func secretUnrepresentableNumber() throws {
    let error = try decodingError(SecretTally.self, #"{"pin": 2.5, "pins": [1, 2.5]}"#)
    #expect(
      error.failures.map(\.reason) == [
        .undecodable("expected a value of type Int"), .undecodable("expected a value of type Int"),
      ])
  }

  @Test("A secret field's rejected value never appears in a decoding error")
  func secretInDecoding() throws {
    let error = try decodingError(
      Customer.self,
      #"{"name": "Ann", "password": "s3cr3t", "address": {"zip": "12345", "city": "Oslo"}, "orders": []}"#
    )
    #expect(error.failures.map(\.path) == ["password"])
    var dumped = ""
    dump(error, to: &dumped)
    #expect(!dumped.contains("s3cr3t"))
    #expect(!error.description.contains("s3cr3t"))
    #expect(!"\((error as NSError).userInfo)".contains("s3cr3t"))
  }

  @Test("Malformed JSON throws the decoder's error, not a half-built model")
  func malformedJSON() {
    #expect(throws: DecodingError.self) { try decode(Person.self, #"{"name": "#) }
    #expect(throws: DecodingError.self) { try decode(Person.self, #"[1, 2]"#) }
  }

  @Test("Unknown keys are ignored, as with synthesized Decodable")
  func extraKeys() throws {
    let person = try decode(
      Person.self, #"{"name": "Ann", "age": 3, "hasDrivingLicense": false, "admin": true}"#)
    #expect(person.name == "Ann")
  }

  @Test("Models encode as plain values: the wrapper is invisible in JSON")
  func encoding() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = String(
      decoding: try encoder.encode(Person(name: "Ann", age: 30, hasDrivingLicense: true)),
      as: UTF8.self)
    #expect(json == #"{"age":30,"hasDrivingLicense":true,"name":"Ann"}"#)
  }

  @Test("Encoding then decoding gives back an equal model")
  func roundTrip() throws {
    var customer = Customer()
    customer.nickname = "Annie"
    customer.orders = [Order(), Order()]
    customer.orders[1].total = 12
    customer.orders[1].note = "gift"
    let data = try JSONEncoder().encode(customer)
    let decoded = try JSONDecoder().decode(Customer.self, from: data)
    #expect(decoded == customer)
  }
}

extension DecodableModelTests {
  @Test(
    "An optional array of models decodes an absent key or null as nil, and validates every element",
    arguments: [
      (#"{"name": "Bo's"}"#, nil),
      (#"{"name": "Bo's", "specials": null}"#, nil),
      (#"{"name": "Bo's", "specials": []}"#, []),
      (#"{"name": "Bo's", "specials": [{"total": 3}, {"total": 0, "note": "free"}]}"#, [3, 0]),
    ] as [(String, [Int]?)])
  func optionalArrayOfModels(json: String, totals: [Int]?) throws {
    let shop = try decode(Shop.self, json)
    #expect(shop.specials?.map(\.total) == totals)
    #expect(shop.isValid())
  }

  @Test("Every invalid element of an optional array of models is reported at its index")
  func optionalArrayOfModelsFailures() throws {
    let error = try decodingError(
      Shop.self,
      #"""
      {"name": " ", "specials": [{"total": -1}, {"total": 2}, {"total": "many"}, {"total": -3}]}
      """#)
    #expect(
      error.failures.map(\.path) == [
        "name", "specials[0].total", "specials[2].total", "specials[3].total",
      ])
    #expect(error.failures[2].reason == .undecodable("expected a value of type Int"))
    let notAnArray = try decodingError(Shop.self, #"{"name": "Bo's", "specials": 3}"#)
    #expect(notAnArray.failures.map(\.path) == ["specials"])
  }

  @Test("A model with a dictionary of models encodes and decodes back equal")
  func dictionaryRoundTrip() throws {
    var team = Team()
    team.members = ["ann": Person(name: "Ann", age: 30, hasDrivingLicense: true)]
    let decoded = try JSONDecoder().decode(Team.self, from: try JSONEncoder().encode(team))
    #expect(decoded == team)
  }

  @Test("A model with an optional array of models encodes and decodes back equal")
  func optionalArrayRoundTrip() throws {
    for specials in [nil, [], ordersWithTotals([4, 0])] as [[Order]?] {
      var shop = Shop()
      shop.specials = specials
      let decoded = try JSONDecoder().decode(Shop.self, from: try JSONEncoder().encode(shop))
      #expect(decoded == shop)
    }
  }

  @Test("A nested model that fails to decode is reported once, not again from its defaults")
  func nestedFailureReportedOnce() throws {
    let error = try decodingError(
      Parcel.self, #"{"weight": 0, "label": {"street": " ", "city": "Oslo"}}"#)
    #expect(error.failures.map(\.path) == ["weight", "label.street"])
  }

  @Test("Decoding an empty object reports every missing field once")
  func emptyObject() throws {
    let error = try decodingError(Parcel.self, "{}")
    #expect(error.failures.map(\.path) == ["weight", "label"])
    #expect(error.failures.allSatisfy { $0.reason == .missingValue })
  }
}

extension DecodableModelTests {
  @Test("Nested models and arrays of models decode through the model's own init(from:)")
  func customDecodingOfNestedModels() throws {
    let book = try decode(
      LegacyBook.self,
      #"{"author": {"full_name": "Ann"}, "editors": [{"name": "Bo"}, {"full_name": "Cy"}]}"#)
    #expect(book.author.name == "Ann")
    #expect(book.editors.map(\.name) == ["Bo", "Cy"])
    let error = try decodingError(
      LegacyBook.self,
      #"{"author": {"full_name": " "}, "editors": [{"name": "Bo"}, {"full_name": ""}, {"name": " "}]}"#
    )
    #expect(error.failures.map(\.path) == ["author.name", "editors[1].name", "editors[2].name"])
    #expect(error.failures.map(\.rejectedValue) == [" ", "", " "])
    let alone = try decodingError(LegacyName.self, #"{"name": " "}"#)
    #expect(alone.failures.map(\.path) == ["name"])
  }
}
