import Foundation
import Testing
import Validation

/// A literal goes through the typed `setValue`, not the one that takes `Any`.
struct ValidatableValueAnyTests {
  private struct Payroll {
    @Validated(.minimum(0)) var salary: Double = 0
    @Validated(.minCount(1)) var weights: [Double] = [0]
  }

  @Test("Number literals set a Double, a Double?, a Float and a Decimal")
  func numberLiterals() throws {
    var salary = ValidatableValue<Double>(0, .minimum(0))
    try salary.setValue(1000)
    #expect(try salary.value() == 1000)
    var bonus = ValidatableValue<Double?>()
    try bonus.setValue(42)
    #expect(try bonus.value() == 42)
    var rate = ValidatableValue<Float>(0)
    try rate.setValue(1.5)
    #expect(try rate.value() == 1.5)
    var price = ValidatableValue<Decimal>(0)
    try price.setValue(3)
    #expect(try price.value() == 3)
  }

  @Test("Collection and text literals set arrays, sets and substrings")
  func collectionLiterals() throws {
    var weights = ValidatableValue<[Double]>([])
    try weights.setValue([1, 2])
    #expect(try weights.value() == [1, 2])
    var tags = ValidatableValue<Set<String>>([])
    try tags.setValue(["a"])
    #expect(try tags.value() == ["a"])
    var initial = ValidatableValue<Substring>("")
    try initial.setValue("x")
    #expect(try initial.value() == "x")
  }

  @Test("Literals reach @Validated storage through the typed setValue")
  func validatedStorage() throws {
    var payroll = Payroll()
    try payroll.$salary.setValue(1000)
    try payroll.$weights.setValue([1, 2])
    #expect(payroll.salary == 1000)
    #expect(payroll.weights == [1, 2])
  }

  @Test("A value of unknown type still goes through the Any overload")
  func untypedValue() {
    var salary = ValidatableValue<Double>(0)
    let input: Any = 1000
    #expect(throws: InvalidValue.self) { try salary.setValue(input) }
    let typed: Any = 1000.0
    #expect(throws: Never.self) { try salary.setValue(typed) }
    #expect(salary.currentValue == 1000)
  }
}
