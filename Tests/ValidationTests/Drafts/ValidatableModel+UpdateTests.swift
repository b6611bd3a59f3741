import Testing
import Validation

// update(_:) as a transaction: checked once against the new state, all or nothing, through
// fields, rules and models held in collections.

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
