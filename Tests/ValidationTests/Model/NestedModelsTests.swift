import Foundation
import Testing
import Validation

/// Teams in groups: a dictionary of arrays of models, a shape with no method of its own.
private struct League: DecodableModel, Encodable, Equatable {
  @Validated(name: "Name", .nonBlank()) var name = "League"
  var groups: [String: [Person]] = [:]
  var reserves: [[Person]?] = []

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("name", &_name)
    visitor.visit("groups", &groups)
    visitor.visit("reserves", &reserves)
  }
}

/// A collection of the user's own that lists its models.
private struct Roster: NestedModels, Equatable {
  var starters: [Person] = []
  var captain = Person(name: "Cap", age: 30, hasDrivingLicense: false)

  func forEachModel<Visitor: FieldVisitor>(
    _ visitor: inout Visitor, at place: () -> [FieldPath.Component]
  ) {
    captain.forEachModel(&visitor) { place() + [.field("captain")] }
    starters.forEachModel(&visitor) { place() + [.field("starters")] }
  }

  mutating func updateEachModel<Visitor: FieldVisitor>(
    _ visitor: inout Visitor, at place: () -> [FieldPath.Component]
  ) {
    captain.updateEachModel(&visitor) { place() + [.field("captain")] }
    starters.updateEachModel(&visitor) { place() + [.field("starters")] }
  }
}

private struct Club: ValidatableModel {
  var roster = Roster()

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("roster", &roster)
  }
}

/// A person with the given name and age, kept even when they break a requirement.
private func person(_ name: String, age: Int) -> Person {
  var draft = Draft(Person())
  draft.editing.name = name
  draft.editing.age = age
  return draft.editing
}

struct NestedModelsTests {
  @Test("Models nested in any combination of collections fail at their full paths")
  func combinedShapes() throws {
    var league = League()
    league.groups = [
      "b": [person("Bo", age: 200)], "a": [person("Al", age: 20), person("", age: 20)],
    ]
    league.reserves = [nil, [person("Cy", age: -1)]]
    #expect(!league.isValid())
    let error = try #require(league.validationError())
    // Keys in the order of their names, whatever the dictionary's own order.
    #expect(
      error.failures.map(\.path.description) == [
        "groups.a[1].name", "groups.b[0].age", "reserves[1][0].age",
      ])
    league.groups["b"]?[0].age = 20
    league.groups["a"]?[1].name = "Di"
    league.reserves[1]?[0].age = 1
    #expect(league.isValid())
  }

  @Test("Decoding reads every element of every shape and reports each failure at its path")
  func combinedShapesDecode() throws {
    let json = Data(
      #"""
      {"name": "L", "groups": {"b": [{"name": "Bo", "age": 200, "hasDrivingLicense": false}],
                             "a": [{"name": "", "age": 3, "hasDrivingLicense": false}]},
       "reserves": [null, [{"name": "Cy", "age": "old", "hasDrivingLicense": false}]]}
      """#.utf8)
    let error = try #require(throws: ModelValidationError.self) {
      try JSONDecoder().decode(League.self, from: json)
    }
    #expect(
      error.failures.map(\.path.description) == [
        "groups.a[0].name", "groups.b[0].age", "reserves[1][0].age",
      ])

    var league = League()
    league.groups = ["a": [person("Al", age: 20)]]
    league.reserves = [nil, [person("Cy", age: 1)]]
    let decoded = try JSONDecoder().decode(League.self, from: JSONEncoder().encode(league))
    #expect(decoded == league)
  }

  @Test("A collection of the user's own is walked through its conformance")
  func ownCollection() throws {
    var club = Club()
    #expect(club.isValid())
    club.roster.starters = [person("Ann", age: 20), person("Ben", age: 151)]
    club.roster.captain = person("", age: 30)
    let error = try #require(club.validationError())
    #expect(
      error.failures.map(\.path.description) == ["roster.captain.name", "roster.starters[1].age"])
  }

  @Test("A bridged error's model description shows each shape of nested models in one level")
  func objectDescription() throws {
    var league = League()
    league.name = "Premier"
    league.groups = ["a": [person("Al", age: 20)], "b": [person("", age: 1)]]
    league.reserves = [nil, []]
    let error = try #require(throws: ModelValidationError.self) { try league.validate() }
    let object = (error as NSError).userInfo["NSValidationErrorObject"] as? String
    #expect(
      object
        == #"League(name: "Premier", groups: [2 × String: Array<Person>], reserves: [2 × Array<Person>?])"#
    )
  }
}
