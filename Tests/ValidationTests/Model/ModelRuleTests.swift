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

struct ModelRuleTests {
  @Test(
    "A rule from a plain predicate decides validity and reports its description",
    arguments: [(1, true), (0, false), (-3, false)])
  func plainPredicate(quantity: Int, isValid: Bool) {
    let basket = Basket(quantity: quantity)
    #expect(basket.isValid() == isValid)
    let failures = basket.validationError?.failures ?? []
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
    let unsatisfied = shipment.validationError?.failures.first?.unsatisfied ?? []
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
}
