import Testing
import Validation

/// A model whose field can record a rejection, to show it takes no part in equality.
private struct CounterModel {
  @Validated(.minimum(0)) var count: Int = 1
}

/// Returns its argument; compiles only for `Sendable` types.
private func sendable<T: Sendable>(_ value: T) -> T {
  value
}

struct ValidatableValueConformancesTests {
  // MARK: Equatable

  @Test("Guarded values with equal current values are equal, whatever their requirements")
  func equalCurrentValuesAreEqual() {
    let plain = ValidatableValue(3)
    let named = ValidatableValue(3, name: "Three", isSecret: true, .range(5...6))
    #expect(plain == named)
    #expect(plain.isValid() != named.isValid())
  }

  @Test(
    "Guarded values with different current values are not equal",
    arguments: [(1, 2), (0, -1), (3, 30)])
  func differentCurrentValuesAreNotEqual(lhs: Int, rhs: Int) {
    #expect(ValidatableValue(lhs) != ValidatableValue(rhs))
    #expect(ValidatableValue(lhs) == ValidatableValue(lhs))
  }

  @Test("Two unset values are equal, and an unset value differs from a set one")
  func unsetValuesCompare() throws {
    let unset = ValidatableValue<String>(.nonEmpty())
    let otherUnset = ValidatableValue<String>(name: "Other")
    var set = ValidatableValue<String>(.nonEmpty())
    try set.setValue("x")
    #expect(unset == otherUnset)
    #expect(unset != set)
  }

  @Test("Equality follows accepted assignments, not rejected ones")
  func equalityFollowsAssignments() throws {
    var lhs = ValidatableValue(1, .minimum(0))
    var rhs = ValidatableValue(2, .minimum(0))
    #expect(lhs != rhs)
    try rhs.setValue(1)
    #expect(lhs == rhs)
    #expect(throws: InvalidValue.self) { try lhs.setValue(-5) }
    #expect(lhs == rhs)
  }

  @Test("The last rejection takes no part in equality")
  func lastRejectionIgnored() {
    var rejected = CounterModel()
    rejected.count = -1
    let clean = CounterModel()
    #expect(rejected.$count.lastRejection != nil)
    #expect(clean.$count.lastRejection == nil)
    #expect(rejected.$count == clean.$count)
  }

  @Test("Optional current values compare by their wrapped values")
  func optionalValuesCompare() {
    #expect(ValidatableValue<String?>() == ValidatableValue<String?>())
    #expect(ValidatableValue<String?>("a") == ValidatableValue<String?>("a", .required()))
    #expect(ValidatableValue<String?>() != ValidatableValue<String?>("a"))
  }

  // MARK: Hashable

  @Test("Equal guarded values hash alike")
  func equalValuesHashAlike() {
    let plain = ValidatableValue("Max")
    let named = ValidatableValue("Max", name: "First name", isSecret: true, .minLength(5))
    #expect(plain == named)
    #expect(plain.hashValue == named.hashValue)
  }

  @Test("A Set keeps one guarded value per current value")
  func setDeduplicatesByCurrentValue() throws {
    var changed = ValidatableValue(9, .range(0...9))
    try changed.setValue(1)
    let values: Set = [
      ValidatableValue(1), ValidatableValue(1, .range(5...6)), ValidatableValue(2), changed,
      ValidatableValue<Int>(), ValidatableValue<Int>(name: "Unset"),
    ]
    #expect(values.count == 3)
    #expect(values.contains(ValidatableValue(2, name: "Two")))
    #expect(values.contains(ValidatableValue<Int>(.minimum(1))))
    #expect(!values.contains(ValidatableValue(3)))
  }

  @Test("A guarded value works as a dictionary key by its current value")
  func dictionaryKey() {
    var labels: [ValidatableValue<String>: String] = [:]
    labels[ValidatableValue("a")] = "first"
    labels[ValidatableValue("a", .nonEmpty())] = "second"
    #expect(labels.count == 1)
    #expect(labels[ValidatableValue("a")] == "second")
  }

  // MARK: Sendable

  @Test("A guarded value crosses into a task and comes back")
  func sendableAcrossTasks() async throws {
    let sent = sendable(ValidatableValue(5, name: "Score", .range(0...10)))
    let received = await Task.detached { () -> ValidatableValue<Int> in
      var copy = sent
      try? copy.setValue(7)
      try? copy.setValue(70)
      return copy
    }.value
    #expect(try received.value() == 7)
    #expect(received.name == "Score")
    #expect(try sent.value() == 5)
  }

  @Test("Guarded values are built and checked concurrently in a task group")
  func sendableInTaskGroup() async throws {
    let template = ValidatableValue<Int>(name: "Even", .multiple(of: 2))
    let results = await withTaskGroup(of: ValidatableValue<Int>.self) { group in
      for number in 0..<8 {
        group.addTask {
          var guarded = template
          try? guarded.setValue(number)
          return guarded
        }
      }
      var collected: [ValidatableValue<Int>] = []
      for await guarded in group {
        collected.append(guarded)
      }
      return collected
    }
    #expect(results.count == 8)
    #expect(results.filter { $0.isValid() }.count == 4)
    #expect(Set(results.compactMap(\.currentValue)) == [0, 2, 4, 6])
  }

  @Test("The errors and checklists of a guarded value are Sendable too")
  func errorsAreSendable() async throws {
    let guarded = ValidatableValue("ab", name: "Code", .minLength(3))
    let error = sendable(try #require(guarded.validationError))
    let checklist = sendable(guarded.checklist)
    let description = await Task.detached { error.description }.value
    #expect(description == "Code: at least 3 characters")
    #expect(checklist.map(\.isSatisfied) == [false])
  }
}
