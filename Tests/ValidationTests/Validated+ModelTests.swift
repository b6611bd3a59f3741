import Testing
import Validation

/// A model inside a guard belongs in `visitFields(_:)` as a nested model, but one put
/// there anyway is still checked, by its own fields and rules, in every build.
struct ValidatedModelTests {
  private static func order(total: Int) -> Order {
    var draft = Draft(Order())
    draft.editing.total = total
    return draft.editing
  }

  @Test("A guard refuses an invalid model and keeps the valid one it holds")
  func refusesInvalidModel() throws {
    var guarded = ValidatableValue(Order())
    #expect(guarded.isValid())
    let error = try #require(throws: InvalidValue.self) {
      try guarded.setValue(Self.order(total: -5))
    }
    #expect(error.failures.map(\.requirement) == ["a valid Order"])
    #expect(try guarded.value().total == 0)
    try guarded.setValue(Self.order(total: 7))
    #expect(try guarded.value().total == 7)
  }

  @Test("A @Validated model that starts invalid is reported invalid")
  func startsInvalid() {
    var wrapper = Validated(wrappedValue: Self.order(total: -1))
    #expect(!wrapper.projectedValue.isValid())
    wrapper.wrappedValue = Self.order(total: 3)
    #expect(wrapper.projectedValue.isValid())
    wrapper.wrappedValue = Self.order(total: -3)
    #expect(wrapper.wrappedValue.total == 3)
    #expect(wrapper.projectedValue.lastRejection != nil)
  }

  @Test("A guard of a plain value gains no requirement")
  func plainValues() {
    #expect(ValidatableValue<Int>(1).checklist.isEmpty)
    #expect(ValidatableValue(Order()).checklist.map(\.description) == ["a valid Order"])
  }
}
