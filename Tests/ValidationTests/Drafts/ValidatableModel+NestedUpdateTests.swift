import Testing
import Validation

// An update inside an update, as model code calling update(_:) from a block makes: whose
// rejections fail which update.

extension Person {
  /// A helper that makes its own transaction, as model code calling `update` does.
  mutating func rename(_ name: String) throws(ModelValidationError) {
    try update { $0.name = name }
  }
}

extension BookingRecord {
  /// A helper that makes its own transaction on a class model.
  func reschedule(start: Int) throws(ModelValidationError) {
    var record = self
    try record.update { $0.start = start }
  }
}

extension Customer {
  /// A helper that changes the password in an update of its own.
  mutating func changePassword(to password: String) throws(ModelValidationError) {
    try update { $0.password = password }
  }
}

struct ValidatableModelNestedUpdateTests {
  @Test("An update inside an update keeps the enclosing update's rejections")
  func nestedUpdateKeepsRejections() throws {
    var person = Person(name: "Ann", age: 30, hasDrivingLicense: false)
    let error = try #require(throws: ModelValidationError.self) {
      try person.update {
        $0.age = 500
        try? $0.rename("Bo")
      }
    }
    #expect(error.failures.map(\.path) == ["age"])
    #expect(person.name == "Ann" && person.age == 30)
    let record = BookingRecord()
    var reference = record
    #expect(throws: ModelValidationError.self) {
      try reference.update {
        $0.end = 99
        try? $0.reschedule(start: 8)
      }
    }
    #expect(record.start == 9 && record.end == 17)
  }

  @Test("An update inside an update fails for its own rejections only")
  func nestedUpdateOwnRejections() throws {
    var person = Person(name: "Ann", age: 30, hasDrivingLicense: false)
    var inner: ModelValidationError?
    try person.update {
      $0.age = 40
      do { try $0.rename(" ") } catch { inner = error as? ModelValidationError }
      do { try $0.rename("Bo") } catch { Issue.record("a valid rename failed: \(error)") }
    }
    #expect(inner?.failures.map(\.path) == ["name"])
    #expect(person.name == "Bo" && person.age == 40)
    person.name = ""
    #expect(person.$name.lastRejection != nil, "after the updates, fields check as usual")
    person.name = "Cy"
    #expect(person.$name.lastRejection == nil)
  }

  @Test("An update inside an update fails for its own rejection of a secret field")
  func nestedUpdateSecretRejection() throws {
    var customer = Customer()
    var inner: ModelValidationError?
    let outer = try #require(throws: ModelValidationError.self) {
      try customer.update {
        $0.password = "short1"
        do { try $0.changePassword(to: "short2") } catch { inner = error as? ModelValidationError }
      }
    }
    #expect(inner?.failures.map(\.path) == ["password"])
    #expect(inner?.failures.first?.rejectedValue == nil, "the secret is not shown")
    #expect(outer.failures.map(\.path) == ["password"])
    #expect(customer.password == "long enough")
  }
}
