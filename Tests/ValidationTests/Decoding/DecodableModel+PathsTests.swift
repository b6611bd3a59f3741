import Foundation
import Testing
import Validation

// Failure paths that start where the decoder is: below a plain Decodable type, at integer
// keys, from a decoder of a model's own, in top-level arrays, dictionaries and property lists.

/// A plain `Decodable` type holding a model, as a request envelope would.
private struct Envelope: Decodable {
  let requestID: Int
  let person: Person
}

/// An envelope whose coding keys have integer values, as well as names.
private struct NumberedEnvelope: Decodable {
  let person: Person

  enum CodingKeys: Int, CodingKey {
    case person = 1
  }
}

/// A plain type keyed by numbers.
private struct Roster: Decodable {
  let people: [Int: Person]
}

/// A person sent as a JSON string inside the JSON, decoded with a decoder of its own,
/// whose coding path starts empty.
private struct Embedded: Decodable {
  var person = Person()

  init() {}

  init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    person = try JSONDecoder().decode(Person.self, from: Data(text.utf8))
  }
}

/// A model holding the embedded person as a plain field.
private struct Forwarded: DecodableModel {
  var embedded = Embedded()

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("embedded", plain: &embedded)
  }
}

extension DecodableModelTests {
  @Test(
    "Failure paths start where the decoder is: at an element's index, or below a plain type",
    arguments: [
      (
        #"[{"name": "Ann", "age": 30, "hasDrivingLicense": false}, {"name": " ", "age": 30, "hasDrivingLicense": false}]"#,
        ["[1].name"]
      ),
      (
        #"{"requestID": 7, "person": {"name": "Ann", "age": 200, "hasDrivingLicense": false}}"#,
        ["person.age"]
      ),
    ] as [(String, [FieldPath])])
  func pathsFromTheTopOfTheData(json: String, paths: [FieldPath]) throws {
    let error = try #require(throws: ModelValidationError.self) {
      if json.hasPrefix("[") {
        _ = try decode([Person].self, json)
      } else {
        _ = try decode(Envelope.self, json)
      }
    }
    #expect(error.failures.map(\.path) == paths)
  }

  @Test("Keys with integer values are positions only in arrays")
  func integerKeys() throws {
    let invalid = #"{"name": "Ann", "age": -1, "hasDrivingLicense": false}"#
    let numbered = try #require(throws: ModelValidationError.self) {
      try decode(NumberedEnvelope.self, #"{"person": \#(invalid)}"#)
    }
    #expect(numbered.failures.map(\.path) == ["person.age"])
    let roster = try #require(throws: ModelValidationError.self) {
      try decode(Roster.self, #"{"people": {"7": \#(invalid)}}"#)
    }
    #expect(roster.failures.map(\.path) == ["people.7.age"])
  }

  @Test("A model decoded without a coding path is placed below the field that holds it")
  func decoderWithoutCodingPath() throws {
    let person = #"{\"name\": \"Ann\", \"age\": -1, \"hasDrivingLicense\": false}"#
    let error = try decodingError(Forwarded.self, #"{"embedded": "\#(person)"}"#)
    #expect(error.failures.map(\.path) == ["embedded.age"])
  }

  @Test("A nested model in a top-level array reports its full path, once")
  func nestedPathInArray() throws {
    let address = #""address": {"zip": "12345", "city": "Oslo"}"#
    let valid = #"{"name": "Ann", "password": "long enough", \#(address), "orders": []}"#
    let invalid =
      #"{"name": "Bo", "password": "long enough", "address": {"zip": "1", "city": "Oslo"}, "orders": [{"total": -1}]}"#
    let error = try decodingError([Customer].self, "[\(valid), \(invalid)]")
    #expect(error.failures.map(\.path) == ["[1].address.zip", "[1].orders[0].total"])
  }

  @Test("Models inside a plain field (a dictionary) keep their keys in failure paths")
  func modelsInsidePlainField() throws {
    let team = try decode(
      Team.self,
      #"{"name": "Red", "members": {"ann": {"name": "Ann", "age": 30, "hasDrivingLicense": true}}}"#
    )
    #expect(team.members["ann"]?.age == 30)
    let error = try decodingError(
      Team.self,
      #"{"name": "Red", "members": {"ann": {"name": "Ann", "age": -1, "hasDrivingLicense": true}}}"#
    )
    #expect(error.failures.map(\.path) == ["members.ann.age"])
    let inArray = try decodingError(
      [Team].self,
      #"[{"name": "Red", "members": {}}, {"name": " ", "members": {"bo": {"name": " ", "age": 20, "hasDrivingLicense": true}}}]"#
    )
    #expect(inArray.failures.map(\.path) == ["[1].name", "[1].members.bo.name"])
  }

  @Test("Property lists give the same paths as JSON")
  func propertyListPaths() throws {
    let data = try propertyListOfAnnAndBo()
    let error = try #require(throws: ModelValidationError.self) {
      try PropertyListDecoder().decode([Person].self, from: data)
    }
    #expect(error.failures.map(\.path) == ["[1].age"])
  }
}

/// A model that decodes an older format with a custom `init(from:)`: it checks its
/// fields with `update(_:)`, whose paths are relative to it.
private struct OldFormat: DecodableModel {
  var a = Address()

  init() {}

  init(from decoder: any Decoder) throws {
    struct Old: Decodable { var zipCode: String }
    let old = try Old(from: decoder)
    self.init()
    try update { $0.a.zip = old.zipCode }
  }

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("a", &a)
  }
}

/// Two fields holding the old format, one named as the old format's own field.
private struct OldFormats: DecodableModel {
  var a = OldFormat()
  var b = OldFormat()

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("a", &a)
    visitor.visit("b", &b)
  }
}

extension DecodableModelTests {
  @Test("A custom init(from:)'s relative paths are placed below its field, whatever their names")
  func customInitPathsNamedLikeTheirField() throws {
    let json = #"{"a": {"zipCode": "1"}, "b": {"zipCode": "2"}}"#
    let error = try #require(throws: ModelValidationError.self) {
      try JSONDecoder().decode(OldFormats.self, from: Data(json.utf8))
    }
    #expect(error.failures.map(\.path) == ["a.a.zip", "b.a.zip"])
  }
}

/// A model that reads its address under an older key too, decoding the address itself.
private struct LegacyPerson: DecodableModel {
  var address = Address()

  private enum Keys: String, CodingKey { case address, addr }

  init() {}

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Keys.self)
    let address = try container.decode(
      Address.self, forKey: container.contains(.addr) ? .addr : .address)
    self.init()
    try update { $0.address = address }
  }

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("address", &address)
  }
}

private struct Purchase: DecodableModel {
  var buyer = LegacyPerson()

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("buyer", &buyer)
  }
}

extension DecodableModelTests {
  @Test("A custom init(from:) that lets a deeper model's decoding error through keeps its paths")
  func customInitPassesDeeperError() throws {
    let json = #"{"buyer": {"address": {"zip": "1", "city": "X"}}}"#
    let error = try #require(throws: ModelValidationError.self) {
      try JSONDecoder().decode(Purchase.self, from: Data(json.utf8))
    }
    #expect(error.failures.map(\.path) == ["buyer.address.zip"])
  }
}
