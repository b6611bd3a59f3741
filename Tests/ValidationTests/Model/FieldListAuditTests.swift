import Foundation
import Testing
import Validation

/// A model that passes a `@Validated` property's value as a plain value.
private struct PassedAsPlain: DecodableModel {
  @Validated(name: "Name", .nonBlank()) var name = "Ann"
  @Validated(name: "Age", .range(16...50)) var age = 18

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("name", &_name)
    visitor.visit("age", plain: &age)  // the mistake: `&_age`
  }
}

/// A generic model whose list can only pass its content as a plain value: a list written
/// for any `Content` (by hand, or by `@ValidatableModel`) cannot know that it is a model.
private struct Box<Content>: ValidatableModel {
  var content: Content
  var code = ValidatableValue<String>("ab", .length(2...2))

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("content", plain: &content)
    visitor.visit("code", plain: &code)  // the mistake: without `plain:`
  }
}

/// A model that leaves a guarded field out: the issue's new-user trial.
private struct LeavesAgeOut: DecodableModel {
  @Validated(name: "Name", .nonBlank()) var name = "Ann"
  @Validated(name: "Age", .range(16...50)) var age = 18

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("name", &_name)
  }
}

/// A model that lists everything, under names that differ from its properties.
private struct Declared: DecodableModel {
  @Validated(name: "Name", .nonBlank()) var name = "Ann"
  @Validated(name: "Age", .range(16...120)) var age = 18
  var email = ValidatableValue<String>("a@b.c", .email())
  var address = Address()
  var orders: [Order] = []
  var nickname = ""

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("full_name", &_name)
    visitor.visit("age", &_age)
    visitor.visit("email", &email)
    visitor.visit("address", &address)
    visitor.visit("orders", &orders)
    visitor.visit("nickname", plain: &nickname)
  }
}

/// A model that leaves out a guard, a nested model and an array of models.
private struct LeavesPartsOut: ValidatableModel {
  @Validated(name: "Name", .nonBlank()) var name = "Ann"
  var email = ValidatableValue<String>("a@b.c", .email())
  var address = Address()
  var orders: [Order] = []
  var note = ""

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("name", &_name)
  }
}

/// A class model whose base class holds a property its list leaves out.
private class BaseAccount {
  @Validated(.range(0...100)) var level = 1
}

private final class Account: BaseAccount, ValidatableModel {
  var handle = ""

  func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("level", plain: &level)
    visitor.visit("handle", plain: &handle)
  }
}

/// A model that holds a model inside a guard.
private struct GuardsAModel: DecodableModel {
  @Validated var guarded = Order()

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("guarded", &_guarded)
  }
}

struct FieldListAuditTests {
  @Test("A model inside a guard is reported: its failures would have no paths")
  func guardedModelIsReported() async {
    #expect(GuardsAModel().fieldListProblems().first?.contains("guards a model") == true)
    #if DEBUG
      await #expect(processExitsWith: .failure) {
        _ = try? JSONDecoder().decode(
          GuardsAModel.self, from: Data(#"{"guarded": {"total": -5}}"#.utf8))
      }
    #endif
  }

  @Test("A guarded field left out of the list is reported by name")
  func unlistedFieldIsReported() throws {
    let problems = LeavesAgeOut().fieldListProblems()
    try #require(problems.count == 1)
    #expect(problems[0].contains("does not list `_age`"))
    #expect(problems[0].contains(#"visitor.visit("age", &_age)"#))
  }

  @Test("A @Validated property passed with plain: is reported as not listed")
  func passedAsPlainIsReported() {
    #expect(PassedAsPlain().fieldListProblems().count == 1)
    #expect(PassedAsPlain().fieldListProblems().first?.contains("`_age`") == true)
  }

  @Test("A nested model or a guard passed with plain: is reported, its failures never checked")
  func modelPassedAsPlainIsReported() {
    let problems = Box(content: Address()).fieldListProblems()
    #expect(problems.count == 2)
    for label in ["`content`", "`code`"] {
      #expect(problems.contains { $0.contains(label) }, "\(label)")
    }
    // A plain value passed as one is no problem.
    #expect(Box(content: 7).fieldListProblems().count == 1)
  }

  @Test("Guards, nested models and arrays of models left out are each reported")
  func everyShapeIsReported() {
    let problems = LeavesPartsOut().fieldListProblems()
    #expect(problems.count == 3)
    for label in ["`email`", "`address`", "`orders`"] {
      #expect(problems.contains { $0.contains(label) }, "\(label)")
    }
  }

  @Test("A complete list passes, whatever names it gives its fields")
  func completeListPasses() {
    #expect(Declared().fieldListProblems() == [])
    #expect(Person(name: "Ann", age: 30, hasDrivingLicense: false).fieldListProblems() == [])
    #expect(Customer().fieldListProblems() == [])
  }

  @Test("A class model's inherited properties are audited too")
  func inheritedProperty() {
    #expect(Account().fieldListProblems().first?.contains("`_level`") == true)
  }

  #if DEBUG
    @Test("A debug build stops before decoding accepts data into a model that leaves a field out")
    func debugBuildStopsAtDecoding() async {
      await #expect(processExitsWith: .failure) {
        _ = try? JSONDecoder().decode(
          LeavesAgeOut.self, from: Data(#"{"name": "x", "age": 3}"#.utf8))
      }
    }

    @Test("A debug build stops at the first validation of a model passing a guard as plain")
    func debugBuildStopsAtValidation() async {
      await #expect(processExitsWith: .failure) {
        _ = PassedAsPlain().validationError()
      }
    }
  #endif
}

/// A rule whose field names are misspelt.
private struct MisspeltRule: ValidatableModel {
  @Validated(name: "Minimum age", .range(0...150)) var minAge = 16
  @Validated(name: "Maximum age", .range(0...150)) var maxAge = 50

  static let rules: [ModelRule<MisspeltRule>] = [
    ModelRule(
      "The minimum is not above the maximum", fields: ["minAg", "maxAge"], dependsOn: ["minAg"]
    ) {
      $0.minAge <= $0.maxAge
    }
  ]

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("min_age", &_minAge)
    visitor.visit("maxAge", &_maxAge)
  }
}

@Test("A rule naming a field the list does not give is reported once per name")
func misspeltRuleFields() {
  #expect(
    MisspeltRule().fieldListProblems() == [
      "A rule of MisspeltRule (\"The minimum is not above the maximum\") names `minAg`, but "
        + "visitFields(_:) lists no field `minAg`: use the names the field list gives."
    ])
}

/// Rules whose paths go into nested models, right and misspelt.
private struct NestedRulePaths: ValidatableModel {
  var address = Address()
  var billing: Address? = nil
  var orders: [Order] = []
  @Validated(name: "Name", .nonBlank()) var name = "Ann"

  static let rules: [ModelRule<NestedRulePaths>] = [
    ModelRule("a ZIP code", fields: ["address.zip"], dependsOn: ["address.zipp"]) { _ in true },
    ModelRule("a name", fields: ["name.first"]) { _ in true },
    ModelRule("orders", fields: ["orders[0].totl", "billing.zipp"]) { _ in true },
  ]

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("address", &address)
    visitor.visit("billing", &billing)
    visitor.visit("orders", &orders)
    visitor.visit("name", &_name)
  }
}

@Test("A rule's path into a nested model is checked as far as the nested models are known")
func nestedRulePaths() {
  #expect(
    NestedRulePaths().fieldListProblems() == [
      "A rule of NestedRulePaths (\"a ZIP code\") names `address.zipp`, but visitFields(_:) "
        + "lists no field `address.zipp`: use the names the field list gives.",
      "A rule of NestedRulePaths (\"a name\") names `name.first`, but visitFields(_:) "
        + "lists no field `name.first`: use the names the field list gives.",
    ])
  var withBilling = NestedRulePaths()
  withBilling.billing = Address()
  #expect(withBilling.fieldListProblems().contains { $0.contains("`billing.zipp`") })
}
