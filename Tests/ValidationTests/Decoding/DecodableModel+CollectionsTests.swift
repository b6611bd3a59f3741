import Foundation
import Testing
import Validation

// Dictionaries, arrays of optionals, optional guards, custom init(from:) and plain
// Decodable models inside a DecodableModel.

/// A model keyed by weekdays and by numbers.
private struct Shifts: DecodableModel {
  enum Weekday: String, Hashable, CodingKeyRepresentable {
    case monday, tuesday
  }

  var byDay: [Weekday: Person] = [:]
  var byNumber: [Int: Person] = [:]

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("byDay", &byDay)
    visitor.visit("byNumber", &byNumber)
  }
}

/// A model keyed by an `Int`-backed enum, which reads its key from the key's integer value.
private struct Slots: DecodableModel, Encodable {
  enum Slot: Int, Hashable, Codable, CodingKeyRepresentable {
    case first = 1, second = 2
  }

  var bySlot: [Slot: Person] = [:]

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("bySlot", &bySlot)
  }
}

/// A model keyed by an enum whose coding keys differ from its case names.
private struct Rota: DecodableModel, Encodable {
  enum Day: String, Hashable, Codable, CodingKeyRepresentable {
    case monday = "Mon"
  }

  var byDay: [Day: Person] = [:]

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("byDay", &byDay)
  }
}

extension DecodableModelTests {
  static let validPerson = #"{"name": "Ann", "age": 30, "hasDrivingLicense": false}"#
  static let invalidPerson = #"{"name": " ", "age": -1, "hasDrivingLicense": false}"#

  @Test("Every invalid model in a dictionary is reported, in key order, on every run")
  func everyInvalidDictionaryEntry() throws {
    let json =
      #"{"name": "Red", "members": {"cy": \#(Self.invalidPerson), "ann": \#(Self.invalidPerson), "bo": \#(Self.validPerson), "di": null}}"#
    let expected: [FieldPath] = [
      "members.ann.name", "members.ann.age", "members.cy.name", "members.cy.age", "members.di",
    ]
    for _ in 0..<5 {
      let error = try decodingError(Team.self, json)
      #expect(error.failures.map(\.path) == expected)
    }
  }

  @Test("A key strategy converts field names, never the keys of a dictionary of models")
  func keyStrategyKeepsDictionaryKeys() throws {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    let valid = #"{"name": "Red", "members": {"user_42": \#(Self.validPerson)}}"#
    let team = try decoder.decode(Team.self, from: Data(valid.utf8))
    #expect(team.members.keys.sorted() == ["user_42"])
    let invalid = #"{"name": "Red", "members": {"ann_lee": \#(Self.invalidPerson)}}"#
    let error = try #require(throws: ModelValidationError.self) {
      try decoder.decode(Team.self, from: Data(invalid.utf8))
    }
    #expect(error.failures.map(\.path) == ["members.ann_lee.name", "members.ann_lee.age"])
  }

  @Test("Dictionary keys decode as Dictionary decodes them: text, numbers, key enums")
  func dictionaryKeyTypes() throws {
    let shifts = try decode(
      Shifts.self,
      #"{"byDay": {"monday": \#(Self.validPerson)}, "byNumber": {"7": \#(Self.validPerson)}}"#)
    #expect(shifts.byDay[.monday]?.name == "Ann")
    #expect(shifts.byNumber[7]?.name == "Ann")
    let error = try decodingError(
      Shifts.self,
      #"{"byDay": {"sunday": \#(Self.validPerson), "tuesday": \#(Self.invalidPerson)}, "byNumber": {"x": \#(Self.validPerson)}}"#
    )
    #expect(
      error.failures.map(\.path) == [
        "byDay.sunday", "byDay.tuesday.name", "byDay.tuesday.age", "byNumber.x",
      ])
    #expect(error.failures[0].reason == .undecodable("not a valid Weekday key"))
  }

  @Test("Validation, update and decoding name a dictionary entry by its key as encoded")
  func dictionaryKeyNames() throws {
    let decoded = try decodingError(Rota.self, #"{"byDay": {"Mon": \#(Self.invalidPerson)}}"#)
    var rota = try decode(Rota.self, #"{"byDay": {"Mon": \#(Self.validPerson)}}"#)
    let rejected = try #require(throws: ModelValidationError.self) {
      try rota.update { $0.byDay[.monday]?.age = -1 }
    }
    var draft = Draft(rota)
    draft.editing.byDay[.monday]?.age = -1
    draft.editing.byDay[.monday]?.name = " "
    let validated = try #require(draft.error)
    #expect(decoded.failures.map(\.path) == ["byDay.Mon.name", "byDay.Mon.age"])
    #expect(validated.failures.map(\.path) == decoded.failures.map(\.path))
    #expect(rejected.failures.map(\.path) == ["byDay.Mon.age"])
  }

  @Test("Keys of an Int-backed key enum decode, and what was encoded decodes back")
  func intBackedKeyEnum() throws {
    let slots = try decode(Slots.self, #"{"bySlot": {"2": \#(Self.validPerson)}}"#)
    #expect(slots.bySlot[.second]?.name == "Ann")
    var original = Slots()
    original.bySlot[.first] = Person(name: "Bo", age: 40, hasDrivingLicense: true)
    let decoded = try JSONDecoder().decode(Slots.self, from: JSONEncoder().encode(original))
    #expect(decoded.bySlot == original.bySlot)
    let error = try decodingError(Slots.self, #"{"bySlot": {"3": \#(Self.validPerson)}}"#)
    #expect(error.failures.map(\.path) == ["bySlot.3"])
  }
}

extension DecodableModelTests {
  @Test(
    "A model or an array where the data holds something else says what was expected",
    arguments: [
      (#""address": 42, "orders": []"#, "address", "expected an object"),
      (#""address": null, "orders": []"#, "address", "expected an object, found null"),
      (#""address": {"zip": "12345", "city": "Oslo"}, "orders": 7"#, "orders", "expected an array"),
    ])
  func containerMismatch(fields: String, path: FieldPath, message: String) throws {
    let error = try decodingError(
      Customer.self, #"{"name": "Ann", "password": "long enough", \#(fields)}"#)
    #expect(error.failures.map(\.path) == [path])
    #expect(error.failures.map(\.message) == [message])
  }
}

extension DecodableModelTests {
  @Test("An array of optional models decodes null as nil and checks every other element")
  func arrayOfOptionalModels() throws {
    let schedule = try decode(
      Schedule.self, #"{"title": "Week", "slots": [null, {"total": 3}, null]}"#)
    #expect(schedule.slots.map { $0?.total } == [nil, 3, nil])
    let data = try JSONEncoder().encode(schedule)
    #expect(try JSONDecoder().decode(Schedule.self, from: data) == schedule)
    let error = try decodingError(
      Schedule.self, #"{"title": "Week", "slots": [{"total": -1}, null, 4, {"total": -2}]}"#)
    #expect(error.failures.map(\.path) == ["slots[0].total", "slots[2]", "slots[3].total"])
    #expect(error.failures.dropFirst().first?.message == "expected an object")
    let missing = try decodingError(Schedule.self, #"{"title": "Week"}"#)
    #expect(missing.failures.map(\.reason) == [.missingValue])
  }
}

/// A delivery whose carrier depends on a part of its nested address.
private struct Delivery: DecodableModel {
  @Validated(name: "Carrier", .nonBlank()) var carrier = "Post"
  var address = Address()

  static let rules: [ModelRule<Delivery>] = [
    ModelRule(
      "Deliveries to Springfield go by post", fields: ["carrier"], dependsOn: ["address.city"]
    ) {
      $0.address.city != "Springfield" || $0.carrier == "Post"
    }
  ]

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("carrier", &_carrier)
    visitor.visit("address", &address)
  }
}

extension DecodableModelTests {
  @Test(
    "A rule on a part of a nested model that failed to decode is skipped, not judged on defaults")
  func ruleOnPartOfFailedModel() throws {
    // The address is rejected (ZIP), so the model would keep the default city, Springfield.
    let error = try decodingError(
      Delivery.self, #"{"carrier": "DHL", "address": {"zip": "1", "city": "Oslo"}}"#)
    #expect(error.failures.map(\.path) == ["address.zip"])
    let valid = try decode(
      Delivery.self, #"{"carrier": "DHL", "address": {"zip": "12345", "city": "Oslo"}}"#)
    #expect(valid.address.city == "Oslo")
    let broken = try decodingError(
      Delivery.self, #"{"carrier": "DHL", "address": {"zip": "12345", "city": "Springfield"}}"#)
    #expect(broken.failures.map(\.message) == ["Deliveries to Springfield go by post"])
  }
}

/// A model that reads an older format by hand, as `init(decodingFieldsFrom:)`'s
/// documentation shows, with a second field whose starting value is invalid.
private struct Subscriber: DecodableModel {
  @Validated(name: "Name", .nonBlank()) var name = ""
  @Validated(name: "E-mail", .email()) var email = ""

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("name", &_name)
    visitor.visit("email", &_email)
  }

  init() {}

  private enum OldKeys: String, CodingKey {
    case fullName
  }

  init(from decoder: any Decoder) throws {
    let old = try decoder.container(keyedBy: OldKeys.self)
    guard let fullName = try old.decodeIfPresent(String.self, forKey: .fullName) else {
      try self.init(decodingFieldsFrom: decoder)
      return
    }
    self.init()
    try update { $0.name = fullName }
  }
}

extension DecodableModelTests {
  @Test("The documented custom init(from:) reports every invalid field, by its own path")
  func documentedCustomDecoding() throws {
    let error = try decodingError(Subscriber.self, #"{"fullName": " "}"#)
    #expect(error.failures.map(\.path) == ["name", "email"])
    let batch = try JSONDecoder().decode(
      DecodedModels<Subscriber>.self,
      from: Data(#"[{"fullName": "Ann"}, {"name": "Bo", "email": "bo@example.com"}]"#.utf8))
    #expect(batch.error?.failures.map(\.path) == ["[0].email"])
    #expect(batch.validModels.map(\.name) == ["Bo"])
  }
}

extension DecodableModelTests {
  /// A model with two optional guards: one that starts with a guard, one that starts `nil`.
  struct Poster: DecodableModel {
    @Validated(name: "Title", .nonBlank()) var title = "Untitled"
    var motto: ValidatableValue<String>? = ValidatableValue(name: "Motto", .minLength(3))
    var slogan: ValidatableValue<String>? = nil

    mutating func visitFields(_ visitor: inout some FieldVisitor) {
      visitor.visit("title", &_title)
      visitor.visit("motto", &motto)
      visitor.visit("slogan", &slogan)
    }
  }

  @Test("A present value of an optional guard is stored through the guard's requirements")
  func optionalGuardPresent() throws {
    let poster = try decode(Poster.self, #"{"title": "Go", "motto": "Carpe diem"}"#)
    #expect(poster.motto?.currentValue == "Carpe diem")
    #expect(poster.motto?.name == "Motto", "the starting guard, with its requirements")
    #expect(poster.slogan == nil)

    let error = try decodingError(Poster.self, #"{"title": "Go", "motto": "no"}"#)
    #expect(error.failures.map(\.path) == ["motto"])
    #expect(error.failures.map(\.message) == ["at least 3 characters"])
    #expect(error.failures[0].displayName == "Motto")
  }

  @Test(
    "A missing or null optional guard decodes as nil",
    arguments: [#"{"title": "Go"}"#, #"{"title": "Go", "motto": null, "slogan": null}"#])
  func optionalGuardAbsent(json: String) throws {
    let poster = try decode(Poster.self, json)
    #expect(poster.motto == nil)
    #expect(poster.slogan == nil)
  }

  @Test("A value for an optional guard that starts nil is refused, not taken unchecked")
  func optionalGuardWithoutGuard() throws {
    let error = try decodingError(Poster.self, #"{"title": "Go", "slogan": "Go"}"#)
    #expect(error.failures.map(\.path) == ["slogan"])
    #expect(
      error.failures[0].reason
        == .undecodable("no guard to check the value (the field's starting value is nil)"))
  }
}

/// A model that is plain `Decodable` (synthesized), not a `DecodableModel`.
private struct Span: ValidatableModel, Codable {
  var low = 0
  var high = 0

  static let rules: [ModelRule<Span>] = [ModelRule("low is not above high") { $0.low <= $0.high }]

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("low", plain: &low)
    visitor.visit("high", plain: &high)
  }
}

/// Holds plain `Decodable` models in every shape of field.
private struct Spans: DecodableModel {
  var one = Span()
  var many: [Span] = []
  var maybeMany: [Span]? = nil
  var gaps: [Span?] = []

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("one", &one)
    visitor.visit("many", &many)
    visitor.visit("maybeMany", &maybeMany)
    visitor.visit("gaps", &gaps)
  }
}

extension DecodableModelTests {
  @Test("Plain Decodable models decode in arrays as alone, and are then validated")
  func plainDecodableModels() throws {
    let valid = #"{"low": 1, "high": 2}"#
    let invalid = #"{"low": 3, "high": 2}"#
    let spans = try decode(
      Spans.self,
      #"{"one": \#(valid), "many": [\#(valid)], "maybeMany": [\#(valid)], "gaps": [null, \#(valid)]}"#
    )
    #expect(spans.many.map(\.high) == [2])
    #expect(spans.maybeMany?.count == 1)
    #expect(spans.gaps.map { $0?.low } == [nil, 1])
    let error = try decodingError(
      Spans.self,
      #"{"one": \#(invalid), "many": [\#(valid), \#(invalid)], "maybeMany": [\#(invalid)], "gaps": [\#(invalid)]}"#
    )
    #expect(error.failures.map(\.path) == ["one", "many[1]", "maybeMany[0]", "gaps[0]"])
    #expect(error.failures.allSatisfy { $0.message == "low is not above high" })
  }
}

/// A strict model with an enumeration and optional, array and dictionary numbers.
struct Tally: DecodableModel {
  enum Size: String, Codable { case small, large }

  static let allowsUnknownKeys = false
  var size: Size = .small
  var count: Int? = nil
  var counts: [Int] = []
  var byName: [String: Int] = [:]

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("size", plain: &size)
    visitor.visit("count", plain: &count)
    visitor.visit("counts", plain: &counts)
    visitor.visit("byName", plain: &byName)
  }
}

/// A model with secret optional and array numbers.
struct SecretTally: DecodableModel {
  @Validated(isSecret: true) var pin: Int? = nil
  @Validated(isSecret: true) var pins: [Int] = []

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("pin", &_pin)
    visitor.visit("pins", &_pins)
  }
}
