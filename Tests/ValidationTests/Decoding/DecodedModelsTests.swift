import Foundation
import Testing
import Validation

struct DecodedModelsTests {
  static let ann = #"{"name": "Ann", "age": 30, "hasDrivingLicense": true}"#
  static let bo = #"{"name": "Bo", "age": 40, "hasDrivingLicense": false}"#
  /// Breaks the age range.
  static let tooOld = #"{"name": "Cy", "age": 200, "hasDrivingLicense": false}"#
  /// Breaks the name requirement and the cross-field rule.
  static let blankMinor = #"{"name": " ", "age": 15, "hasDrivingLicense": true}"#

  func decode(_ json: String) throws -> DecodedModels<Person> {
    try JSONDecoder().decode(DecodedModels<Person>.self, from: Data(json.utf8))
  }

  @Test("Every valid element decodes, in order")
  func allValid() throws {
    let batch = try decode("[\(Self.ann), \(Self.bo)]")
    #expect(try batch.get().map(\.name) == ["Ann", "Bo"])
    #expect(batch.validModels.map(\.name) == ["Ann", "Bo"])
    #expect(batch.error == nil)
    #expect(batch.results.count == 2)
  }

  @Test("Every invalid element is reported, with its index, and decoding goes on past it")
  func everyInvalidElement() throws {
    let batch = try decode("[\(Self.tooOld), \(Self.ann), \(Self.blankMinor), \(Self.bo)]")
    #expect(batch.validModels.map(\.name) == ["Ann", "Bo"])
    let error = try #require(batch.error)
    #expect(error.failures.map(\.path) == ["[0].age", "[2].name", "[2]"])
    #expect(error.failures[2].fields == ["[2].age", "[2].hasDrivingLicense"])
    #expect(
      error.failures.map(\.message) == [
        "between 0 and 150", "not blank", "Person is too young to have a driving license.",
      ])
    let thrown = try #require(throws: ModelValidationError.self) { try batch.get() }
    #expect(thrown.failures.map(\.path) == error.failures.map(\.path))
  }

  @Test("Each result holds its own element's model or failures")
  func resultsPerElement() throws {
    let batch = try decode("[\(Self.ann), \(Self.tooOld)]")
    #expect(try batch.results[0].get().name == "Ann")
    let failure = try #require(throws: ModelValidationError.self) { try batch.results[1].get() }
    #expect(failure.failures.map(\.path) == ["[1].age"])
    #expect(failure.failures[0].rejectedValue == "200")
  }

  @Test("An element that is not a model is a failure at its index", arguments: ["42", "null"])
  func elementNotAModel(element: String) throws {
    let batch = try decode("[\(Self.ann), \(element), \(Self.bo)]")
    let error = try #require(batch.error)
    #expect(error.failures.map(\.path) == ["[1]"])
    guard case .undecodable(let reason) = error.failures[0].reason else {
      Issue.record("expected an undecodable reason, got \(error.failures[0].reason)")
      return
    }
    #expect(reason == (element == "null" ? "expected an object, found null" : "expected an object"))
    // Decoding goes on past it.
    #expect(batch.results.count == 3)
    #expect(batch.validModels.map(\.name) == ["Ann", "Bo"])
  }

  @Test("An empty array decodes to no models and no error")
  func emptyArray() throws {
    let batch = try decode("[]")
    #expect(try batch.get().isEmpty)
    #expect(batch.error == nil)
  }

  @Test("Data that is not an array throws the decoder's error")
  func notAnArray() throws {
    #expect(throws: DecodingError.self) { try decode(Self.ann) }
  }

  @Test("Inside a plain Decodable envelope, paths begin with the envelope's key")
  func insideEnvelope() throws {
    struct Envelope: Decodable {
      let users: DecodedModels<Person>
    }
    let envelope = try JSONDecoder().decode(
      Envelope.self, from: Data(#"{"users": [\#(Self.ann), \#(Self.tooOld)]}"#.utf8))
    #expect(envelope.users.error?.failures.map(\.path) == ["users[1].age"])
  }

  @Test("Nested models in elements report paths below the element's index")
  func nestedModelsInElements() throws {
    let valid =
      #"{"name": "Ann", "password": "long enough", "address": {"zip": "12345", "city": "Oslo"}, "orders": []}"#
    let invalid =
      #"{"name": "Bo", "password": "long enough", "address": {"zip": "1", "city": "Oslo"}, "orders": [{"total": -1}]}"#
    let batch = try JSONDecoder().decode(
      DecodedModels<Customer>.self, from: Data("[\(invalid), \(valid), \(invalid)]".utf8))
    #expect(
      batch.error?.failures.map(\.path) == [
        "[0].address.zip", "[0].orders[0].total", "[2].address.zip", "[2].orders[0].total",
      ])
    #expect(batch.validModels.map(\.name) == ["Ann"])
  }

  @Test("Property lists give the same paths as JSON")
  func propertyList() throws {
    let data = try propertyListOfAnnAndBo()
    let batch = try PropertyListDecoder().decode(DecodedModels<Person>.self, from: data)
    #expect(batch.error?.failures.map(\.path) == ["[1].age"])
    #expect(batch.validModels.map(\.name) == ["Ann"])
  }
}

extension DecodedModelsTests {
  @Test("Elements decode through the model's own init(from:)")
  func customDecoding() throws {
    let batch = try JSONDecoder().decode(
      DecodedModels<LegacyName>.self,
      from: Data(#"[{"full_name": "Ann"}, {"name": " "}, {"full_name": "Cy"}]"#.utf8))
    #expect(batch.validModels.map(\.name) == ["Ann", "Cy"])
    #expect(batch.error?.failures.map(\.path) == ["[1].name"])
  }
}
