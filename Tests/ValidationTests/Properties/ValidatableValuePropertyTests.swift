import PropertyTesting
import Testing
import Validation

// Guarded values with generated requirements, checked against requirements evaluated by
// hand, through random sequences of every way to change a value.

/// What a guarded value shows from outside, for before-and-after comparisons.
private struct Observed<Value: Equatable>: Equatable {
  let current: Value?
  let isValid: Bool
  let value: Value?
  let valueError: [String]?
  let lastRejection: [String]?

  init(_ guarded: ValidatableValue<Value>) {
    current = guarded.currentValue
    isValid = guarded.isValid()
    do {
      value = try guarded.value()
      valueError = nil
    } catch {
      value = nil
      valueError = error.failures.map { $0.requirement } + [error.message]
    }
    lastRejection = guarded.lastRejection.map { $0.failures.map { $0.requirement } }
  }
}

/// A struct with one `@Validated` property whose guard a test builds at run time.
private struct Holder<Value> {
  @Validated var field: Value

  init(_ start: Value, requirements: [Requirement<Value>]) {
    _field = Validated(wrappedValue: start)
    $field = ValidatableValue(value: start, requirements: requirements)
  }
}

/// Checks the invariant of a guarded value: a valid value satisfies every requirement and
/// `value()` returns it.
private func checkAccepted<Value: Equatable>(
  _ guarded: ValidatableValue<Value>, _ rules: [Rule<Value>], _ property: inout PropertyCase,
  _ context: @autoclosure () -> String
) {
  guard guarded.isValid() else { return }
  guard let current = guarded.currentValue else {
    property.expect(false, "\(context()): valid without a value")
    return
  }
  property.expect(
    rules.allSatisfy { $0.holds(current) },
    "\(context()): \(current) is valid but breaks \(rules.filter { !$0.holds(current) }.map { $0.requirement.description })"
  )
  let value = try? guarded.value()
  property.expect(
    value.map { got in rules.allSatisfy { $0.holds(got) } && got == current } ?? false,
    "\(context()): value() returned \(String(describing: value)) for current \(current)")
}

struct ValidatableValuePropertyTests {
  @Test("isValid(), willBeValid(with:) and the checklist agree with every requirement by hand")
  func validityAgreesWithRequirements() {
    func check<Value>(_ property: inout PropertyCase, _ domain: ValueDomain<Value>) {
      let rules = rules(domain, &property.generator)
      let start = property.generator.chance(0.2) ? nil : domain.value(&property.generator)
      let candidate = domain.value(&property.generator)
      let guarded = ValidatableValue(value: start, requirements: rules.map { $0.requirement })
      property.note("requirements: \(rules.map { $0.requirement.description })")
      property.note("start: \(String(describing: start)), candidate: \(candidate)")
      let startValid = start.map { value in rules.allSatisfy { $0.holds(value) } } ?? false
      property.expect(guarded.isValid() == startValid, "isValid() is \(guarded.isValid())")
      property.expect(
        ((try? guarded.value()) != nil) == startValid, "value() disagrees with isValid()")
      let candidateValid = rules.allSatisfy { $0.holds(candidate) }
      property.expect(
        guarded.willBeValid(with: candidate) == candidateValid,
        "willBeValid(with:) is \(guarded.willBeValid(with: candidate))")
      let checklist = guarded.checklist(for: candidate)
      property.expect(
        checklist.map { $0.isSatisfied } == rules.map { $0.holds(candidate) }
          && checklist.map { $0.description } == rules.map { $0.requirement.description },
        "checklist(for:) is \(checklist)")
      let current = guarded.checklist.map { $0.isSatisfied }
      property.expect(
        current == rules.map { rule in start.map(rule.holds) ?? false },
        "checklist of the current value is \(current)")
    }
    forAllValues("validity", text: check, integer: check)
  }

  @Test("InvalidValue.failures are exactly the requirements that do not hold, in order")
  func failuresAreTheBrokenRequirements() {
    func check<Value>(_ property: inout PropertyCase, _ domain: ValueDomain<Value>) {
      let rules = rules(domain, &property.generator)
      let candidate = domain.value(&property.generator)
      let name = property.generator.chance(0.5) ? "Field" : nil
      let isSecret = property.generator.chance(0.3)
      property.note("requirements: \(rules.map { $0.requirement.description })")
      property.note("candidate: \(candidate), secret: \(isSecret)")
      let broken = rules.filter { !$0.holds(candidate) }.map { $0.requirement.description }
      var guarded = ValidatableValue(
        value: nil, name: name, isSecret: isSecret, requirements: rules.map { $0.requirement })
      do {
        try guarded.setValue(candidate)
        property.expect(broken.isEmpty, "accepted \(candidate), which breaks \(broken)")
      } catch {
        property.expect(error.reason == .unsatisfiedRequirements, "reason \(error.reason)")
        property.expect(error.fieldName == name, "fieldName \(String(describing: error.fieldName))")
        property.expect(
          error.failures.map { $0.requirement } == broken,
          "failures \(error.failures.map { $0.requirement }), expected \(broken)")
        property.expect(
          !isSecret || error.failures.allSatisfy { $0.input == nil }, "a secret value leaked")
      }
      let invalidStart = ValidatableValue(
        value: candidate, requirements: rules.map { $0.requirement })
      property.expect(
        invalidStart.failures.map { $0.requirement } == broken,
        "failures of the current value are \(invalidStart.failures.map { $0.requirement })")
      property.expect(
        (invalidStart.validationError?.failures.map { $0.requirement } ?? []) == broken,
        "validationError disagrees with the broken requirements")
    }
    forAllValues("failures", text: check, integer: check)
  }

  @Test("A rejected setValue or assign changes nothing but assign's lastRejection")
  func rejectionChangesNothing() {
    func check<Value>(_ property: inout PropertyCase, _ domain: ValueDomain<Value>) {
      let rules = rules(domain, &property.generator)
      let start = property.generator.chance(0.2) ? nil : domain.value(&property.generator)
      var guarded = ValidatableValue(value: start, requirements: rules.map { $0.requirement })
      if property.generator.chance(0.5) {
        guarded.assign(domain.value(&property.generator))
      }
      let candidate = domain.value(&property.generator)
      let broken = rules.filter { !$0.holds(candidate) }.map { $0.requirement.description }
      property.note("requirements: \(rules.map { $0.requirement.description })")
      property.note("start: \(String(describing: start)), candidate: \(candidate)")
      let before = Observed(guarded)

      var typed = guarded
      let accepted = (try? typed.setValue(candidate)) != nil
      property.expect(accepted == broken.isEmpty, "setValue accepted: \(accepted)")
      if !accepted {
        property.expect(Observed(typed) == before, "a rejected setValue changed \(typed)")
      } else {
        property.expect(typed.currentValue == candidate && typed.isValid(), "setValue lost it")
      }

      var untyped = guarded
      let acceptedAny = (try? untyped.setValue(candidate as Any)) != nil
      property.expect(acceptedAny == broken.isEmpty, "setValue(Any) accepted: \(acceptedAny)")
      if !acceptedAny {
        property.expect(Observed(untyped) == before, "a rejected setValue(Any) changed something")
      }

      var mismatched = guarded
      let wrong = property.generator.pick(domain.wrongTypes)
      do {
        try mismatched.setValue(wrong)
        property.expect(false, "setValue(Any) accepted \(wrong) of type \(type(of: wrong))")
      } catch {
        if case .typeMismatch = error.reason {
        } else {
          property.expect(false, "setValue(\(wrong)) failed with \(error.reason)")
        }
      }
      property.expect(Observed(mismatched) == before, "a type mismatch changed something")

      var assigned = guarded
      assigned.assign(candidate)
      if broken.isEmpty {
        property.expect(
          assigned.currentValue == candidate && assigned.isValid()
            && assigned.lastRejection == nil, "assign lost an accepted value")
      } else {
        let after = Observed(assigned)
        property.expect(
          after.current == before.current && after.isValid == before.isValid
            && after.value == before.value && after.valueError == before.valueError,
          "a rejected assign changed the value")
        property.expect(
          after.lastRejection == broken,
          "lastRejection is \(String(describing: after.lastRejection))")
      }
    }
    forAllValues("rejection", text: check, integer: check)
  }

  @Test("After any sequence of changes, no accepted value breaks its requirements")
  func noAcceptedValueFails() {
    func check<Value>(_ property: inout PropertyCase, _ domain: ValueDomain<Value>) {
      let rules = rules(domain, &property.generator)
      let requirements = rules.map { $0.requirement }
      let start = domain.value(&property.generator)
      var holder = Holder(start, requirements: requirements)
      var standalone = ValidatableValue(
        value: property.generator.chance(0.3) ? nil : start, requirements: requirements)
      var expected = (holder: start, standalone: standalone.currentValue)
      property.note("requirements: \(rules.map { $0.requirement.description }), start \(start)")
      func accepts(_ value: Value) -> Bool { rules.allSatisfy { $0.holds(value) } }

      for step in 0..<property.generator.int(in: 1...8) {
        let candidate = domain.value(&property.generator)
        let operation = property.generator.int(in: 0...9)
        property.note("step \(step): operation \(operation) with \(candidate)")
        switch operation {
        case 0:
          holder.field = candidate
          if accepts(candidate) { expected.holder = candidate }
        case 1:
          holder.$field.assign(candidate)
          if accepts(candidate) { expected.holder = candidate }
        case 2:
          if (try? holder.$field.setValue(candidate)) != nil { expected.holder = candidate }
        case 3:
          let wrapped: Any = property.generator.chance(0.5) ? candidate : Optional(candidate) as Any
          if (try? holder.$field.setValue(wrapped)) != nil { expected.holder = candidate }
        case 4:
          _ = try? holder.$field.setValue(property.generator.pick(domain.wrongTypes))
        case 5:
          standalone.assign(candidate)
          if accepts(candidate) { expected.standalone = candidate }
        case 6:
          if (try? standalone.setValue(candidate)) != nil { expected.standalone = candidate }
        case 7:
          _ = try? standalone.setValue(property.generator.pick(domain.wrongTypes))
        case 8:
          // A new guard without a value: the property keeps its value, checked against
          // the new guard's requirements (the same ones here, so the oracle still holds).
          holder.$field = ValidatableValue(value: nil, requirements: requirements)
        default:
          var draft = Draft(standalone)
          for _ in 0..<property.generator.int(in: 1...3) {
            draft.editing.assign(domain.value(&property.generator))
            checkAccepted(draft.editing, rules, &property, "draft editing")
          }
          if let committed = try? draft.commit() {
            property.expect(committed.isValid(), "a commit returned an invalid value")
            standalone = committed
            expected.standalone = committed.currentValue
          } else {
            property.expect(draft.committed == standalone, "a failed commit changed the value")
          }
        }
        property.expect(
          holder.field == expected.holder && holder.$field.currentValue == expected.holder,
          "holder holds \(holder.field), expected \(expected.holder)")
        property.expect(
          standalone.currentValue == expected.standalone,
          "standalone holds \(String(describing: standalone.currentValue)), expected "
            + String(describing: expected.standalone))
        checkAccepted(holder.$field, rules, &property, "holder after step \(step)")
        checkAccepted(standalone, rules, &property, "standalone after step \(step)")
        property.expect(
          holder.$field.isValid() == accepts(holder.field), "holder validity is stale")
      }
    }
    forAllValues("sequences", text: check, integer: check)
  }

  @Test("setValue(Any) on an optional accepts exactly its own type, nil included")
  func optionalTypeMismatch() {
    forAll("optional setValue(Any)") { property in
      let minimum = property.generator.int(in: 0...4)
      let required = property.generator.chance(0.3)
      var requirements: [Requirement<String?>] = [.ifPresent(.minLength(minimum))]
      if required { requirements.append(.required()) }
      var guarded = ValidatableValue<String?>(value: nil, requirements: requirements)
      let text = property.generator.string(maxLength: 6)
      let candidates: [(value: Any, typed: String??)] = [
        (text, .some(text)), (Optional(text) as Any, .some(text)),
        (Optional<String>.none as Any, .some(nil)), (Optional<Int>.none as Any, nil),
        (text.count, nil), (Optional(Substring(text)) as Any, nil),
      ]
      let (candidate, typed) = property.generator.pick(candidates)
      property.note("candidate \(candidate) of type \(type(of: candidate)), required: \(required)")
      let before = Observed(guarded)
      do throws(InvalidValue) {
        try guarded.setValue(candidate)
        property.expect(typed != nil, "accepted \(candidate) of type \(type(of: candidate))")
        if let typed {
          property.expect(
            guarded.currentValue == typed && guarded.isValid(), "stored the wrong value")
        }
      } catch {
        switch error.reason {
        case .typeMismatch:
          property.expect(typed == nil, "refused a String? as a type mismatch")
        case .unsatisfiedRequirements:
          let value = typed ?? nil
          let allowed = value.map { $0.count >= minimum } ?? !required
          property.expect(!allowed, "refused an allowed value \(String(describing: value))")
        case .missingValue, .brokenRule, .undecodable, .unexpectedKey, .nestedTooDeeply:
          property.expect(false, "unexpected reason \(error.reason)")
        }
        property.expect(Observed(guarded) == before, "a refused value changed something")
      }
    }
  }
}
