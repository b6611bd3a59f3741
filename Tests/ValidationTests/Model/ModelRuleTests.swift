import Testing
import Validation

/// The error a throwing rule raises in these tests.
private struct Unreadable: Error {}

/// A model with a rule from a plain predicate.
private struct Basket: ValidatableModel {
  static let rules: [ModelRule<Basket>] = [
    ModelRule("at least one item", fields: ["quantity"]) { $0.quantity > 0 }
  ]

  var quantity = 1

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("quantity", plain: &quantity)
  }
}

/// A model with a rule whose predicate throws for a negative quantity.
private struct Shipment: ValidatableModel {
  static let rules: [ModelRule<Shipment>] = [
    ModelRule("readable", fields: ["quantity"]) { shipment in
      if shipment.quantity < 0 { throw Unreadable() }
      return true
    }
  ]

  var quantity = 1

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("quantity", plain: &quantity)
  }
}

/// A model whose rules are lifted through key paths: to a `@Validated` property, whose key
/// path the runtime may not name, and to a plain stored one, which it names.
private struct Adult: ValidatableModel {
  static let rules: [ModelRule<Adult>] = [
    ModelRule(.on(\.age, .minimum(18)), fields: ["age"]),
    ModelRule(.on(\.plainAge, .minimum(18)), fields: ["plainAge"]),
  ]

  @Validated(name: "Age", .range(0...150)) var age = 20
  var plainAge = 20

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("age", &_age)
    visitor.visit("plainAge", plain: &plainAge)
  }
}

struct ModelRuleTests {
  @Test(
    "A rule from a plain predicate decides validity and reports its description",
    arguments: [(1, true), (0, false), (-3, false)])
  func plainPredicate(quantity: Int, isValid: Bool) {
    let basket = Basket(quantity: quantity)
    #expect(basket.isValid() == isValid)
    let failures = basket.validationError()?.failures ?? []
    #expect(
      failures.map { $0.unsatisfied.map { $0.requirement } }
        == (isValid ? [] : [["at least one item"]]))
    #expect(failures.first?.fields == (isValid ? nil : ["quantity"]))
  }

  @Test("A rule whose predicate throws counts as broken, and its error is not reported")
  func throwingPredicate() {
    #expect(Shipment(quantity: 2).isValid())
    let shipment = Shipment(quantity: -1)
    #expect(!shipment.isValid())
    let unsatisfied = shipment.validationError()?.failures.first?.unsatisfied ?? []
    #expect(unsatisfied.map(\.requirement) == ["readable"])
    // Model rules are reported redacted: the model is not rendered, nor a thrown error
    // that might quote it.
    #expect(unsatisfied.first?.underlyingError == nil)
    #expect(unsatisfied.first?.input == nil)
  }

  @Test("A rule applies in every context by default, or only in those it names")
  func contexts() {
    let always = ModelRule<Basket>("always") { _ in true }
    let onDelete = ModelRule<Basket>("on delete", when: [.delete]) { _ in true }
    #expect(always.contexts == nil)
    #expect(onDelete.contexts == [.delete])
  }

  @Test("A rule lifted through a key path reports the part's requirement, with no made-up name")
  func keyPathRules() throws {
    var person = Adult()
    #expect(person.isValid())
    person.age = 10
    person.plainAge = 10
    let error = try #require(person.validationError())
    #expect(error.failures.map(\.fields) == [["age"], ["plainAge"]])
    let requirements = error.failures.map { $0.unsatisfied.map(\.requirement) }
    let age = try #require(requirements.first)
    // The runtime names a wrapped property's key path on some platforms only.
    #expect(age == ["at least 18"] || age == ["age: at least 18"])
    #expect(requirements.last == ["plainAge: at least 18"])
    #expect(!String(describing: error).contains("value:"))
  }
}
