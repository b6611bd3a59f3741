import PropertyTesting
import Requirements
import Testing

/// Generated requirement trees (catalogue leaves with random parameters, constant and
/// throwing leaves, nested with `&&`, `||`, `!`, `allOf` and `anyOf`) on
/// generated strings and integers.
struct CompositionPropertyTests {
  @Test("A generated requirement agrees with its model, and every leaf it reports fails")
  func agreesWithModel() {
    func check<Input>(_ property: inout PropertyCase, _ builder: inout TreeBuilder<Input>) {
      let node = builder.tree(&property.generator)
      let input = builder.makeInput(&property.generator)
      checkAgainstModel(node, input, in: builder, &property)
      if property.generator.chance(0.25) {
        let other = builder.tree(&property.generator, depth: 1)
        let combined = builder.and(other, builder.or(node, builder.not(other, useOperator: true)))
        checkAgainstModel(combined, input, in: builder, &property)
      }
    }
    forAllTrees("model and leaves", text: check, integer: check)
  }

  @Test("De Morgan: !(a && b) is !a || !b, and !(a || b) is !a && !b")
  func deMorgan() {
    func check<Input>(_ property: inout PropertyCase, _ builder: inout TreeBuilder<Input>) {
      let a = builder.tree(&property.generator, depth: 2)
      let b = builder.tree(&property.generator, depth: 2)
      let input = builder.makeInput(&property.generator)
      let (da, db) = (a.decides(input), b.decides(input))
      let (ra, rb) = (a.requirement, b.requirement)
      let notAnd = (!(ra && rb)).isValid(input)
      let orNots = (!ra || !rb).isValid(input)
      property.expect(notAnd == orNots, "!(a && b) is \(notAnd), !a || !b is \(orNots)")
      property.expect(
        notAnd == (conjunction([da, db]) == false), "!(a && b) is \(notAnd) at \(input)")
      let notOr = (!(ra || rb)).isValid(input)
      let andNots = (!ra && !rb).isValid(input)
      property.expect(notOr == andNots, "!(a || b) is \(notOr), !a && !b is \(andNots)")
      property.expect(
        notOr == (disjunction([da, db]) == false), "!(a || b) is \(notOr) at \(input)")
      property.note("a: \(ra.description)")
      property.note("b: \(rb.description)")
      property.note("input: \(input)")
    }
    forAllTrees("De Morgan", text: check, integer: check)
  }

  @Test("Double negation gives back the requirement")
  func doubleNegation() {
    func check<Input>(_ property: inout PropertyCase, _ builder: inout TreeBuilder<Input>) {
      let a = builder.tree(&property.generator)
      let input = builder.makeInput(&property.generator)
      let expected = a.holds(input)
      let doubled = !(!a.requirement)
      property.expect(doubled.isValid(input) == expected, "!!a at \(input)")
      property.expect((doubled.failure(for: input) == nil) == expected, "!!a failure at \(input)")
      property.expect(
        Requirement.not(.not(a.requirement)).isValid(input) == expected, "not(not(a)) at \(input)")
      property.note("a: \(a.requirement.description)")
    }
    forAllTrees("double negation", text: check, integer: check)
  }

  @Test("allOf([]) always holds, anyOf([]) never holds, and both are identities")
  func emptyComposites() {
    func check<Input>(_ property: inout PropertyCase, _ builder: inout TreeBuilder<Input>) {
      let a = builder.tree(&property.generator, depth: 2)
      let input = builder.makeInput(&property.generator)
      let all = Requirement<Input>.allOf([])
      let any = Requirement<Input>.anyOf([])
      property.expect(all.isValid(input) && all.failure(for: input) == nil, "allOf([]) failed")
      property.expect(!any.isValid(input), "anyOf([]) held for \(input)")
      property.expect(
        any.failure(for: input)?.leaves.map { $0.requirement } == [any.description],
        "anyOf([]) must report itself as its only leaf")
      let expected = a.holds(input)
      property.expect((all && a.requirement).isValid(input) == expected, "allOf([]) && a")
      property.expect((a.requirement && all).isValid(input) == expected, "a && allOf([])")
      property.expect((any || a.requirement).isValid(input) == expected, "anyOf([]) || a")
      property.expect((a.requirement || any).isValid(input) == expected, "a || anyOf([])")
      property.note("a: \(a.requirement.description), input: \(input)")
    }
    forAllTrees("empty composites", text: check, integer: check)
  }

  @Test("&& and || agree with allOf, anyOf and Swift's && and || on the parts")
  func operatorsAgree() {
    func check<Input>(_ property: inout PropertyCase, _ builder: inout TreeBuilder<Input>) {
      let parts = builder.forest(&property.generator, count: 1...4).map { $0.requirement }
      let input = builder.makeInput(&property.generator)
      let valid = parts.map { $0.isValid(input) }
      let conjunction = parts.dropFirst().reduce(parts[0]) { $0 && $1 }
      let disjunction = parts.dropFirst().reduce(parts[0]) { $0 || $1 }
      let swiftAnd = valid.allSatisfy { $0 }
      let swiftOr = valid.contains(true)
      property.expect(conjunction.isValid(input) == swiftAnd, "&& chain is not Swift's &&")
      property.expect(Requirement.allOf(parts).isValid(input) == swiftAnd, "allOf is not &&")
      property.expect(disjunction.isValid(input) == swiftOr, "|| chain is not Swift's ||")
      property.expect(Requirement.anyOf(parts).isValid(input) == swiftOr, "anyOf is not ||")
      property.note("parts: \(parts.map { $0.description }), input: \(input)")
    }
    forAllTrees("operators", text: check, integer: check)
  }

  @Test("failure(for:) is nil exactly when isValid holds, for trees and their compositions")
  func failureExactlyWhenInvalid() {
    func check<Input>(_ property: inout PropertyCase, _ builder: inout TreeBuilder<Input>) {
      let a = builder.tree(&property.generator, depth: 2).requirement
      let b = builder.tree(&property.generator, depth: 2).requirement
      let input = builder.makeInput(&property.generator)
      let candidates: [Requirement<Input>] = [
        a, a && b, a || b, !a, !(a || b), a.described("described"),
      ]
      for requirement in candidates {
        let isValid = requirement.isValid(input)
        let failure = requirement.failure(for: input)
        property.expect(
          (failure == nil) == isValid,
          "\(requirement.description) at \(input): isValid \(isValid), failure "
            + String(describing: failure))
        if let failure {
          property.expect(!failure.leaves.isEmpty, "a failure without leaves")
          property.expect(failure.requirement == requirement.description, "failure names another")
        }
      }
    }
    forAllTrees("failure iff invalid", text: check, integer: check)
  }

  @Test("A failed allOf lists exactly its failing parts, in declaration order")
  func allOfComponents() {
    func check<Input>(_ property: inout PropertyCase, _ builder: inout TreeBuilder<Input>) {
      let parts = builder.forest(&property.generator, count: 0...5)
      let input = builder.makeInput(&property.generator)
      let requirements = parts.map { $0.requirement }
      let failing = parts.filter { !$0.holds(input) }
      let failure = Requirement.allOf(requirements).failure(for: input)
      property.expect((failure == nil) == failing.isEmpty, "allOf fails without failing parts")
      if let failure {
        let expected = failing.map { $0.requirement.description }
        property.expect(
          failure.components.map { $0.requirement } == expected,
          "components \(failure.components.map { $0.requirement }), expected \(expected)")
        let expectedLeaves = failing.flatMap { $0.leaves(input) }
        property.expect(
          failure.leaves.map { $0.requirement } == expectedLeaves,
          "leaves \(failure.leaves.map { $0.requirement }), expected \(expectedLeaves)")
      }
      if let failure = Requirement.anyOf(requirements).failure(for: input) {
        property.expect(
          failure.components.map { $0.requirement } == requirements.map { $0.description },
          "a failed anyOf must list every part")
      }
      property.note("parts: \(requirements.map { $0.description }), input: \(input)")
    }
    forAllTrees("allOf components", text: check, integer: check)
  }
}
