import Testing
import Validation

struct ValidatableModelUpdateTests {
  @Test("Changes valid only together are checked once, against the new state")
  func validTogether() throws {
    var booking = Booking()
    try booking.update {
      $0.start = 18
      $0.end = 20
    }
    #expect(booking.start == 18)
    #expect(booking.end == 20)
  }

  @Test("A failed transaction leaves the model exactly as it was")
  func failedTransaction() throws {
    var booking = Booking()
    let before = booking
    let error = try #require(throws: ModelValidationError.self) {
      try booking.update {
        $0.start = 20
        $0.end = 10
      }
    }
    #expect(booking == before)
    #expect(booking.start == 9 && booking.end == 17)
    #expect(error.failures.map(\.message) == ["ends after it starts"])
  }

  @Test("An assignment a field rejects fails the whole transaction")
  func rejectedAssignment() throws {
    var booking = Booking()
    let error = try #require(throws: ModelValidationError.self) {
      try booking.update {
        $0.start = 10
        $0.end = 99
      }
    }
    #expect(error.failures.map(\.path) == ["end"])
    #expect(error.failures[0].message == "between 0 and 23")
    #expect(booking.start == 9)
    #expect(booking.$end.lastRejection == nil)
  }

  @Test("A context's rules apply when asked for")
  func contextRules() throws {
    var user = NoteUser()
    user.notes = ["a"]
    try user.update { $0.userName = "bea" }
    #expect(throws: ModelValidationError.self) {
      try user.update(for: .delete) { $0.userName = "cid" }
    }
    #expect(user.userName == "bea")
  }

  @Test("A class model is restored after a failed transaction")
  func classModel() throws {
    let record = BookingRecord()
    var reference = record
    #expect(throws: ModelValidationError.self) {
      try reference.update {
        $0.start = 20
        $0.end = 10
      }
    }
    #expect(record.start == 9 && record.end == 17)
    try reference.update {
      $0.start = 1
      $0.end = 2
    }
    #expect(record.start == 1 && record.end == 2)
  }
}

extension ValidatableModelUpdateTests {
  @Test(
    "The last assignment to a field decides: a rejection followed by an accepted value is not a failure"
  )
  func lastAssignmentDecides() throws {
    var booking = Booking()
    let error = try #require(throws: ModelValidationError.self) {
      try booking.update {
        $0.start = 8
        $0.start = Int.min
      }
    }
    #expect(error.failures.map(\.path) == ["start"])
    #expect(error.failures[0].rejectedValue == "\(Int.min)")
    #expect(booking.start == 9)
    try booking.update {
      $0.start = Int.min
      $0.start = 8
    }
    #expect(booking.start == 8)
    #expect(booking.$start.lastRejection == nil)
  }

  @Test("An update that breaks models in a dictionary lists them by key and changes nothing")
  func dictionaryOfModels() throws {
    var team = Team()
    let ann = Person(name: "Ann", age: 30, hasDrivingLicense: false)
    team.members = ["zed": ann, "amy": ann]
    let rejected = try #require(throws: ModelValidationError.self) {
      try team.update {
        $0.name = "Blue"
        $0.members["zed"]?.age = -2
        $0.members["amy"]?.name = " "
      }
    }
    #expect(rejected.failures.map(\.path) == ["members.amy.name", "members.zed.age"])
    #expect(rejected.failures[1].rejectedValue == "-2")
    #expect(team.name == "Team")
    #expect(team.members == ["zed": ann, "amy": ann])
    #expect(team.members["zed"]?.$age.lastRejection == nil)

    try team.update { $0.members["amy"]?.age = 40 }
    #expect(team.members["amy"]?.age == 40)
  }

  @Test("An update that breaks an element of an optional array of models changes nothing")
  func optionalArrayOfModels() throws {
    var shop = Shop()
    shop.specials = [Order()]
    let rejected = try #require(throws: ModelValidationError.self) {
      try shop.update {
        $0.name = "Bo's"
        $0.specials![0].total = -2
      }
    }
    #expect(rejected.failures.map(\.path) == ["specials[0].total"])
    #expect(rejected.failures[0].rejectedValue == "-2")
    #expect(shop.name == "Corner shop")
    #expect(shop.specials![0].$total.lastRejection == nil)

    #expect(throws: ModelValidationError.self) {
      try shop.update { $0.specials = ordersWithTotals([-1]) }
    }
    #expect(shop.specials == [Order()])

    shop.specials = nil
    try shop.update { $0.specials = [Order(), Order()] }
    #expect(shop.specials?.count == 2)
  }
}

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

extension ValidatableModelUpdateTests {
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

  @Test("A rule that depends on a rejected field is not reported from the value it kept")
  func ruleSkippedForRejectedDependency() throws {
    var person = Person(name: "Tim", age: 15, hasDrivingLicense: false)
    let error = try #require(throws: ModelValidationError.self) {
      try person.update {
        $0.age = 200
        $0.hasDrivingLicense = true
      }
    }
    #expect(error.failures.map(\.path) == ["age"])
    #expect(!person.hasDrivingLicense)
  }
}

extension ValidatableModelUpdateTests {
  @Test("An update that breaks a model in an array of optionals changes nothing")
  func arrayOfOptionalModels() throws {
    var schedule = Schedule()
    schedule.slots = [nil, Order()]
    let rejected = try #require(throws: ModelValidationError.self) {
      try schedule.update {
        $0.title = "Next week"
        $0.slots[1]?.total = -2
      }
    }
    #expect(rejected.failures.map(\.path) == ["slots[1].total"])
    #expect(rejected.failures.first?.rejectedValue == "-2")
    #expect(schedule.title == "Week")
    #expect(schedule.slots == [nil, Order()])
    try schedule.update { $0.slots[0] = Order() }
    #expect(schedule.slots.compactMap { $0 }.count == 2)
  }
}

extension ValidatableModelUpdateTests {
  @Test("A rejection pending from before an update fails it until the field takes a value")
  func earlierRejection() throws {
    var booking = Booking()
    booking.end = 99
    let failed = try #require(throws: ModelValidationError.self) {
      try booking.update { $0.start = 10 }
    }
    #expect(failed.failures.map(\.path) == ["end"], "the typed 99 was never stored")
    #expect(failed.failures.first?.rejectedValue == "99")
    #expect(booking.start == 9, "a failed update changes nothing")
    #expect(booking.$end.lastRejection?.message == "between 0 and 23")
    try booking.update {
      $0.start = 10
      $0.end = 20
    }
    #expect(booking.start == 10 && booking.end == 20)
    #expect(booking.$end.lastRejection == nil)
  }

  @Test("A guard put in place through $property does not take the replaced guard's rejection")
  func earlierRejectionOfReplacedGuard() throws {
    var customer = Customer()
    customer.password = "hunter2"
    #expect(customer.$password.lastRejection != nil)
    try customer.update {
      $0.$password = ValidatableValue(name: "Password", .minLength(8))
    }
    #expect(customer.password == "long enough")
    #expect(customer.$password.lastRejection == nil, "the old guard's secret input is not shown")
  }

  @Test("An earlier rejection stays with its field: rows that move take theirs along")
  func earlierRejectionWithMovedRows() throws {
    var customer = Customer()
    customer.orders = [Order(), Order()]
    customer.orders[0].total = -3
    try customer.update { $0.orders.remove(at: 0) }
    #expect(customer.orders[0].$total.lastRejection == nil)

    var swapped = Customer()
    swapped.orders = Array(repeating: Order(), count: 2)
    swapped.orders[0].total = -3
    let error = try #require(throws: ModelValidationError.self) {
      try swapped.update { $0.orders.swapAt(0, 1) }
    }
    #expect(error.failures.map(\.path) == ["orders[1].total"])
    #expect(swapped.orders[0].$total.lastRejection != nil, "a failed update changes nothing")

    var billed = Customer()
    billed.billing = Address()
    billed.billing?.zip = "x"
    try billed.update {
      $0.billing = nil
      $0.billing = Address()
    }
    #expect(billed.billing?.$zip.lastRejection == nil, "a new model has no earlier rejection")
  }

  @Test("A failed update puts a nested class model back, its earlier rejection included")
  func nestedClassModelAfterFailure() throws {
    var board = Board()
    board.note.text = " "
    let note = board.note
    #expect(throws: ModelValidationError.self) {
      try board.update {
        $0.note.text = "changed"
        $0.count = 99
      }
    }
    #expect(note.text == "hi", "the shared note is put back")
    #expect(note.$text.lastRejection != nil)
    #expect(board.note === note)
  }

  @Test("A nested class model the update replaces is kept as the block left it")
  func removedNestedClassModel() throws {
    var board = Board()
    let note = board.note
    try board.update { $0.note = Note() }
    #expect(board.note !== note)
    note.text = " "
    note.text = "fine"
    #expect(note.$text.lastRejection == nil, "an accepted value forgets, as outside an update")
    try board.update {
      $0.count = 99
      $0.count = 3
    }
    #expect(board.count == 3)
  }

  @Test("A rejection held by a model the update brings in fails it, made in the block or before")
  func modelBroughtIn() throws {
    var customer = Customer()
    let inBlock = try #require(throws: ModelValidationError.self) {
      try customer.update {
        $0.orders.append(Order())
        $0.orders[0].total = -5
      }
    }
    #expect(inBlock.failures.map(\.path) == ["orders[0].total"])
    #expect(customer.orders.isEmpty)
    #expect(throws: ModelValidationError.self) {
      try customer.update {
        $0.address = Address()
        $0.address.zip = "abc"
      }
    }
    #expect(customer.address.zip == "00000")

    var order = Order()
    order.total = -1
    let carried = try #require(throws: ModelValidationError.self) {
      try customer.update { $0.orders.append(order) }
    }
    #expect(carried.failures.map(\.path) == ["orders[0].total"])
    order.total = 3
    try customer.update { $0.orders.append(order) }
    #expect(customer.orders.map(\.total) == [3])
  }
}

/// A model with a rule that depends on a guarded field.
private struct Share: ValidatableModel {
  @Validated(name: "Divisor", .range(1...100)) var divisor = 5
  var total = 10

  static let rules: [ModelRule<Share>] = [
    ModelRule("total divides evenly", fields: ["total"], dependsOn: ["divisor"]) {
      $0.total % $0.divisor == 0
    }
  ]

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("divisor", &_divisor)
    visitor.visit("total", plain: &total)
  }
}

/// Shares alone, in an array and by key.
private struct Ledger: ValidatableModel {
  var share = Share()
  var shares = [Share()]
  var byName = ["ann": Share()]

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("share", &share)
    visitor.visit("shares", &shares)
    visitor.visit("byName", &byName)
  }
}

extension ValidatableModelUpdateTests {
  @Test("A nested model's rule that depends on a field the update rejected is not reported")
  func nestedRuleOnRejectedField() throws {
    var ledger = Ledger()
    let error = try #require(throws: ModelValidationError.self) {
      try ledger.update {
        $0.share.total = 12
        $0.share.divisor = 0
        $0.shares[0].total = 12
        $0.shares[0].divisor = 0
        $0.byName["ann"]?.total = 12
        $0.byName["ann"]?.divisor = 0
      }
    }
    #expect(
      error.failures.map(\.path) == ["share.divisor", "shares[0].divisor", "byName.ann.divisor"])

    let unrelated = try #require(throws: ModelValidationError.self) {
      try ledger.update {
        $0.share.total = 12
        $0.shares[0].divisor = 0
      }
    }
    #expect(
      unrelated.failures.map(\.path) == ["share", "shares[0].divisor"], "only the rejected part")
  }
}

/// A note shared by reference.
private final class Note: ValidatableModel {
  @Validated(.nonBlank()) var text = "hi"

  func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("text", &_text)
  }
}

/// A struct model holding a class model.
private struct Board: ValidatableModel {
  @Validated(.range(0...10)) var count = 1
  var note = Note()

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("count", &_count)
    visitor.visit("note", &note)
  }
}

extension ValidatableModelUpdateTests {
  @Test("A failed update puts back a class model the block replaced with another object")
  func replacedClassModel() throws {
    let record = BookingRecord()
    record.end = 99
    var reference = record
    #expect(throws: ModelValidationError.self) {
      try reference.update {
        $0 = BookingRecord()
        $0.start = 20
        $0.end = 10
      }
    }
    #expect(reference === record)
    #expect(record.start == 9 && record.end == 17)
    #expect(record.$end.lastRejection != nil, "its earlier rejection too")
  }
}

extension Customer {
  /// A helper that changes the password in an update of its own.
  mutating func changePassword(to password: String) throws(ModelValidationError) {
    try update { $0.password = password }
  }
}

extension ValidatableModelUpdateTests {
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

extension ValidatableModelUpdateTests {
  @Test("A guard the block assigns whole to a field brings its rejection in, and fails it")
  func guardBroughtIn() throws {
    var motto = ValidatableValue<String>(name: "Motto", .minLength(3))
    motto.assign("no")
    var profile = Profile()
    let error = try #require(throws: ModelValidationError.self) {
      try profile.update { $0.motto = motto }
    }
    #expect(error.failures.map(\.path) == ["motto"])
    #expect(profile.motto == nil, "the model is unchanged")
  }

}

extension ValidatableModelUpdateTests {
  @Test("A class model the block replaced with another object leaves the update too")
  func replacedClassModelAfterSuccess() throws {
    let record = BookingRecord()
    var reference = record
    try reference.update { $0 = BookingRecord() }
    #expect(reference !== record)
    record.end = 99
    record.end = 18
    #expect(record.$end.lastRejection == nil, "an accepted value forgets, as outside an update")
  }

  @Test("A failed update inside an update puts nested class models back")
  func nestedUpdateRestoresSharedModels() throws {
    var board = Board()
    var inner: ModelValidationError?
    try board.update {
      do {
        try $0.update {
          $0.note.text = "changed"
          $0.count = 99
        }
      } catch { inner = error as? ModelValidationError }
      _ = try? $0.update {
        $0.note.text = " "
        $0.count = 99
      }
    }
    #expect(inner?.failures.map(\.path) == ["count"])
    #expect(board.count == 1)
    #expect(board.note.text == "hi")
  }

  @Test("A part copied out of an update's block leaves it with setDraftMode(false)")
  func copiedPartLeavesUpdate() throws {
    var booking = Booking()
    var saved = Booking()
    try booking.update { saved = $0 }
    saved.setDraftMode(false)
    saved.start = 99
    saved.start = 10
    #expect(saved.$start.lastRejection == nil)
  }
}
