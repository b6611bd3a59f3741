import Foundation
import Testing
import Validation

/// An `InvalidValue` bridges to `NSError` as a single Core Data validation error does.
struct InvalidValueNSErrorTests {
  private static func rejection<Value>(_ field: ValidatableValue<Value>, _ value: Value)
    throws -> InvalidValue
  {
    try #require(throws: InvalidValue.self) { try field.validate(value) }
  }

  @Test("The bridged error reads the field and the message, not a generic sentence")
  func localizedDescription() throws {
    let error = try Self.rejection(ValidatableValue<Int>(18, name: "Age", .range(16...50)), 12)
    let bridged = error as NSError
    #expect(bridged.domain == NSCocoaErrorDomain)
    #expect(bridged.localizedDescription == "Age: between 16 and 50")
    #expect(bridged.localizedFailureReason == "between 16 and 50")
    #expect(bridged.userInfo["NSValidationErrorKey"] as? String == "Age")
    #expect(bridged.userInfo["NSValidationErrorValue"] as? NSNumber == 12)
    #expect(error.errorDescription == "Age: between 16 and 50")
    let name = try Self.rejection(
      ValidatableValue<String>("Ann", name: "Name", .minLength(3)), "12")
    #expect((name as NSError).userInfo["NSValidationErrorValue"] as? String == "12")
    let salary = try Self.rejection(
      ValidatableValue<Double>(1000, name: "Salary", .range(0...500)), 2.5e3)
    #expect((salary as NSError).userInfo["NSValidationErrorValue"] as? NSNumber == 2500)
    #expect(salary.failures.first?.input == "2500.0")
  }

  @Test(
    "The code is Core Data's for the kind of failure",
    arguments: [
      (Requirement<String>.minLength(3), "ab", 1670),
      (.maxLength(3), "abcd", 1660),
      (.matches(/[0-9]+/), "x", 1680),
      (.minLength(3) && .matches(/[0-9]+/), "x", 1550),
    ])
  func code(requirement: Requirement<String>, input: String, code: Int) throws {
    let error = try Self.rejection(ValidatableValue<String>("", requirement), input)
    #expect((error as NSError).code == code)
  }

  @Test("Numbers out of range, missing values and type mismatches have their own codes")
  func otherCodes() throws {
    #expect((try Self.rejection(ValidatableValue<Int>(5, .minimum(3)), 1) as NSError).code == 1620)
    #expect((try Self.rejection(ValidatableValue<Int>(5, .maximum(9)), 10) as NSError).code == 1610)
    let missing = ValidatableValue<Int>(name: "Count")
    let missingError = try #require(throws: InvalidValue.self) { try missing.value() }
    #expect((missingError as NSError).code == 1570)
    var count = ValidatableValue<Int>(0)
    let mismatch = try #require(throws: InvalidValue.self) { try count.setValue("x" as Any) }
    #expect((mismatch as NSError).code == 1550)
  }

  @Test("A secret's value is not in the bridged error")
  func secret() throws {
    let pin = ValidatableValue<String>("0000", name: "PIN", isSecret: true, .minLength(6))
    let bridged = try Self.rejection(pin, "1234") as NSError
    #expect(bridged.userInfo["NSValidationErrorValue"] == nil)
    #expect(!bridged.localizedDescription.contains("1234"))
  }

  @Test("A date bound reports Core Data's date codes; empty text is too short")
  func dateAndEmptyCodes() throws {
    let start = Date(timeIntervalSince1970: 0)
    let end = Date(timeIntervalSince1970: 1_000)
    let early = Date(timeIntervalSince1970: -1)
    let late = Date(timeIntervalSince1970: 2_000)
    let minimum = ValidatableValue<Date>(start, .minimum(start))
    #expect((try Self.rejection(minimum, early) as NSError).code == 1640)
    let maximum = ValidatableValue<Date>(start, .maximum(end))
    #expect((try Self.rejection(maximum, late) as NSError).code == 1630)
    let range = ValidatableValue<Date>(start, .range(start...end))
    #expect((try Self.rejection(range, late) as NSError).code == 1630)
    #expect((try Self.rejection(range, early) as NSError).code == 1640)
    let name = ValidatableValue<String>("x", .nonEmpty())
    #expect((try Self.rejection(name, "") as NSError).code == 1670)
    let tags = ValidatableValue<[String]>(["x"], .nonEmpty())
    #expect((try Self.rejection(tags, []) as NSError).code == 1580)
  }
}
