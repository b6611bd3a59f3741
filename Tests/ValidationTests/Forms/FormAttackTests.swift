import Foundation
import Observation
import PropertyTesting
import Testing
import Validation

/// An address with a rule of its own that depends on its country.
struct AttackAddress: ValidatableModel {
  var country = FormField<String>(name: "Country", .nonBlank())
  var zip = FormField<String>(name: "ZIP")

  static let rules: [ModelRule<AttackAddress>] = [
    ModelRule("A German ZIP has 5 digits", fields: ["zip"], dependsOn: ["country"]) {
      $0.country.input != "DE" || $0.zip.input.count == 5
    }
  ]

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("country", &country)
    visitor.visit("zip", &zip)
  }
}

/// An order whose rules name fields listed before the fields they depend on: the nested
/// address, and a count listed last; one field carries two rules.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor @Observable final class AttackOrder: @MainActor FormModel {
  let form = FormState(clock: ManualClock())
  var email = FormField<String>(name: "E-mail", .nonBlank())
  var code = FormField<String>(name: "Code")
  var address = AttackAddress()
  var count = FormField<Int>(name: "Count")

  static let rules: [ModelRule<AttackOrder>] = [
    ModelRule("Orders to Germany need a German e-mail", fields: ["email"], dependsOn: ["address"]) {
      $0.address.country.input != "DE" || $0.email.input.hasSuffix(".de")
    },
    ModelRule("The code is no longer than the count", fields: ["code"], dependsOn: ["count"]) {
      $0.code.input.count <= ($0.count.currentValue ?? 0)
    },
    ModelRule("The code is not blank", fields: ["code"]) { !$0.code.input.isEmpty },
    ModelRule("The ZIP is not the code", fields: ["address.zip", "code"]) {
      $0.address.zip.input != $0.code.input || $0.code.input.isEmpty
    },
  ]

  func visitFields(_ visitor: inout some FieldVisitor) {
    withField(\.email) { visitor.visit("email", &$0) }
    withField(\.code) { visitor.visit("code", &$0) }
    withField(\.address) { visitor.visit("address", &$0) }
    withField(\.count) { visitor.visit("count", &$0) }
  }

  // Each field's path and the rules' failures it shows.
  var shownRuleFailures: [FieldPath: Set<String>] {
    [
      "email": Set(email.ruleFailures.map(\.requirement)),
      "code": Set(code.ruleFailures.map(\.requirement)),
      "address.country": Set(address.country.ruleFailures.map(\.requirement)),
      "address.zip": Set(address.zip.ruleFailures.map(\.requirement)),
      "count": Set(count.ruleFailures.map(\.requirement)),
    ]
  }

  // The rules' failures `validate()` reports, by the field each names.
  var reportedRuleFailures: [FieldPath: Set<String>] {
    var byField: [FieldPath: Set<String>] = [
      "email": [], "code": [], "address.country": [], "address.zip": [], "count": [],
    ]
    for failure in validationError()?.failures ?? [] where failure.reason == .brokenRule {
      for field in failure.fields where byField[field] != nil {
        byField[field]?.formUnion(failure.unsatisfied.map(\.requirement))
      }
    }
    return byField
  }
}

@MainActor
struct FormAttackTests {
  // Lets the main actor run the form's re-check of a change made behind its back.
  func settle() async {
    for _ in 0..<10 { await Task.yield() }
  }

  @Test("A rule shown in an earlier field is taken back when a nested model's own rule blocks it")
  func nestedRuleBlocksEarlierField() {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let order = AttackOrder()
    order.setInput("a@b.com", for: \.email)
    order.setInput("12345", for: \.address.zip)
    order.setInput("DE", for: \.address.country)
    #expect(
      order.email.ruleFailures.map(\.requirement) == ["Orders to Germany need a German e-mail"])
    // The address's own rule fails: the address is invalid, which blocks the e-mail's rule.
    order.setInput("123", for: \.address.zip)
    #expect(order.email.ruleFailures.isEmpty)
    #expect(order.shownRuleFailures == order.reportedRuleFailures)
  }

  @Test("A second walk keeps the failures of a nested model's own rules")
  func secondWalkKeepsNestedRules() {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let order = AttackOrder()
    order.setInput("DE", for: \.address.country)
    order.setInput("123", for: \.address.zip)
    order.setInput("abc", for: \.code)
    order.setInput("2", for: \.count)
    #expect(order.code.ruleFailures.map(\.requirement) == ["The code is no longer than the count"])
    // The count, listed after the code, turns invalid and blocks the code's rule: the
    // second walk takes it back, and leaves the ZIP's.
    order.setInput("x", for: \.count)
    #expect(order.code.ruleFailures.isEmpty)
    #expect(order.address.zip.ruleFailures.map(\.requirement) == ["A German ZIP has 5 digits"])
    #expect(order.shownRuleFailures == order.reportedRuleFailures)
  }

  // Applies one random edit, direct assignment, reset or submit to `order`.
  func randomStep(_ order: AttackOrder, _ generator: inout SplitMix64) async -> String {
    let fields: [(String, ReferenceWritableKeyPath<AttackOrder, String>, [String])] = [
      ("email", \.email.input, ["", "a@b.de", "a@b.com", "12345"]),
      ("code", \.code.input, ["", "ab", "12345", "abcdef"]),
      ("country", \.address.country.input, ["", "DE", "FR"]),
      ("zip", \.address.zip.input, ["", "123", "12345", "ab"]),
      ("count", \.count.input, ["", "x", "2", "9"]),
    ]
    let (name, input, values) = fields[Int.random(in: 0..<fields.count, using: &generator)]
    let text = values[Int.random(in: 0..<values.count, using: &generator)]
    switch Int.random(in: 0..<10, using: &generator) {
    case 0..<5:
      switch name {
      case "email": order.setInput(text, for: \.email)
      case "code": order.setInput(text, for: \.code)
      case "country": order.setInput(text, for: \.address.country)
      case "zip": order.setInput(text, for: \.address.zip)
      default: order.setInput(text, for: \.count)
      }
      return "setInput(\(text.debugDescription), \(name))"
    case 5..<8:
      order[keyPath: input] = text
      await settle()
      return "\(name).input = \(text.debugDescription)"
    case 8:
      switch name {
      case "email": order.email.reset()
      case "code": order.code.reset()
      case "country": order.address.country.reset()
      case "zip": order.address.zip.reset()
      default: order.count.reset()
      }
      await settle()
      return "\(name).reset()"
    default:
      let expected = order.validationError()
      do {
        let valid = try await order.submit()
        #expect(expected == nil, "submit returned although validate() fails")
        #expect(valid.email == order.email.currentValue)
        #expect(valid.count == order.count.currentValue)
        #expect(valid.address.zip == order.address.zip.currentValue)
      } catch let error as ModelValidationError {
        #expect(
          Set(error.failures.map(\.description))
            == Set((expected?.failures ?? []).map(\.description)))
      } catch {
        Issue.record("unexpected error \(error)")
      }
      return "submit()"
    }
  }

  @Test(
    "After any sequence of edits, assignments, resets and submits, the fields show the rules' failures validate() reports, and isValid() agrees",
    arguments: 0..<40)
  func randomSequencesAgree(seed: UInt64) async {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    var generator = SplitMix64(seed: seed)
    let order = AttackOrder()
    // A form shows the rules' failures from its first walk on.
    order.setInput("a@b.de", for: \.email)
    var steps: [String] = []
    for _ in 0..<25 {
      steps.append(await randomStep(order, &generator))
      #expect(order.isValid() == (order.validationError() == nil), "seed \(seed): \(steps)")
      #expect(order.shownRuleFailures == order.reportedRuleFailures, "seed \(seed): \(steps)")
      if order.shownRuleFailures != order.reportedRuleFailures { return }
    }
  }
}
