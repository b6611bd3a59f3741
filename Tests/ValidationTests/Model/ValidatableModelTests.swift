import Testing
import Validation

struct ValidatableModelTests {
  @Test("A valid person passes every check")
  func validPerson() throws {
    let ann = Person(name: "Ann", age: 30, hasDrivingLicense: true)
    #expect(ann.isValid())
    #expect(ann.validationError() == nil)
    try ann.validate()
  }

  @Test("A person younger than 16 can't hold a driving licence")
  func drivingLicenceRule() throws {
    let tim = Person(name: "Tim", age: 15, hasDrivingLicense: true)
    #expect(!tim.isValid())
    let error = try #require(throws: ModelValidationError.self) { try tim.validate() }
    #expect(error.failures.count == 1)
    let failure = try #require(error.failures.first)
    #expect(failure.requirements == ["Person is too young to have a driving license."])
    #expect(failure.fields.map(\.description) == ["age", "hasDrivingLicense"])
    #expect(failure.path.components.isEmpty)
    #expect(failure.rejectedValue == nil)
    #expect(Person(name: "Tim", age: 15, hasDrivingLicense: false).isValid())
  }

  @Test("An invalid field and a failing cross-field rule are reported together")
  func fieldAndRuleTogether() throws {
    var tim = Person(name: "Tim", age: 15, hasDrivingLicense: true)
    var draft = Draft(tim)
    draft.editing.name = "  "
    tim = draft.editing
    let error = try #require(tim.validationError())
    #expect(error.failures.map(\.fields) == [["name"], ["age", "hasDrivingLicense"]])
    #expect(error.failures[0].message == "not blank")
    #expect(error.failures[0].displayName == "Name")
    #expect(error.failures[0].rejectedValue == "  ")
    #expect(error.failures[1].message == "Person is too young to have a driving license.")
    #expect(error.failures(at: "age").count == 1)
    #expect(error.failures(at: "name").count == 1)
  }

  @Test("A rule is skipped, not run, while a field it depends on is invalid")
  func dependentRuleSkipped() throws {
    let invalidDivisor = Ratio()
    let error = try #require(invalidDivisor.validationError())
    #expect(error.failures.map(\.path.description) == ["divisor"])
    #expect(!invalidDivisor.isValid())

    var ratio = Ratio()
    ratio.divisor = 3
    let ruleError = try #require(ratio.validationError())
    #expect(ruleError.failures.map(\.requirements) == [["total divides evenly"]])
    ratio.divisor = 5
    #expect(ratio.isValid())
  }

  @Test("Context rules run only in their context")
  func contexts() throws {
    var user = NoteUser()
    user.notes = ["groceries"]
    try user.validate()
    try user.validate(for: .update)
    #expect(user.isValid(for: .update))
    #expect(!user.isValid(for: .delete))
    let deletion = try #require(throws: ModelValidationError.self) {
      try user.validate(for: .delete)
    }
    #expect(deletion.failures.map(\.message) == ["A user who still has notes cannot be deleted"])
    #expect(deletion.failures.map(\.fields) == [["notes"]])
    let insertion = try #require(throws: ModelValidationError.self) {
      try user.validate(for: .insert)
    }
    #expect(insertion.failures.map(\.message) == ["A new user starts without notes"])
    #expect(insertion.failures[0].fields == [FieldPath()])

    user.notes = []
    try user.validate(for: .delete)
    try user.validate(for: .insert)
  }

  @Test("Nested models and arrays of models report paths")
  func nestedPaths() throws {
    var customer = Customer()
    var orders = [Order(), Order(), Order()]
    var draft = Draft(orders[1])
    draft.editing.total = -5
    orders[1] = draft.editing
    var billing = Draft(Address())
    billing.editing.city = ""
    customer.orders = orders
    customer.billing = billing.editing
    var address = Draft(customer.address)
    address.editing.zip = "123"
    customer.address = address.editing

    let error = try #require(customer.validationError())
    #expect(
      error.failures.map(\.path.description) == ["address.zip", "billing.city", "orders[1].total"])
    #expect(error.failures[0].rejectedValue == "123")
    #expect(error.failures[0].displayName == "ZIP code")
    #expect(error.failures(at: "address").count == 1)
    #expect(error.failures(at: "orders[1]").map(\.message) == ["at least 0"])
    #expect(!customer.isValid())
  }

  @Test(
    "An optional array of models is valid when nil; otherwise every element is checked",
    arguments: [
      (nil, []),
      ([], []),
      ([5, 0], []),
      ([5, -1, 3, -2], ["specials[1].total", "specials[3].total"]),
    ] as [([Int]?, [String])])
  func optionalArrayOfModels(totals: [Int]?, invalidPaths: [String]) throws {
    var shop = Shop()
    shop.specials = totals.map(ordersWithTotals)
    #expect(shop.isValid() == invalidPaths.isEmpty)
    #expect(shop.isValid(for: .update) == invalidPaths.isEmpty)
    #expect((shop.validationError()?.failures.map(\.path.description) ?? []) == invalidPaths)
    if let first = invalidPaths.first {
      let error = try #require(throws: ModelValidationError.self) { try shop.validate() }
      #expect(error.failures(at: FieldPath(stringLiteral: first)).map(\.message) == ["at least 0"])
    } else {
      try shop.validate()
    }
  }

  @Test(
    "An array of optional models skips nil elements and checks every other one",
    arguments: [
      ([], []),
      ([nil, 5, nil], []),
      ([nil, -1, 3, nil, -2], ["slots[1].total", "slots[4].total"]),
    ] as [([Int?], [String])])
  func arrayOfOptionalModels(totals: [Int?], invalidPaths: [String]) throws {
    var schedule = Schedule()
    schedule.slots = slotsWithTotals(totals)
    #expect(schedule.isValid() == invalidPaths.isEmpty)
    #expect((schedule.validationError()?.failures.map(\.path.description) ?? []) == invalidPaths)
  }

  @Test("Every model in a dictionary is checked, and failures are listed by key")
  func dictionaryOfModels() throws {
    var team = Team()
    team.members = ["ann": Person(name: "Ann", age: 30, hasDrivingLicense: true)]
    #expect(team.isValid())
    try team.validate()

    let tooYoung = Person(name: "Tim", age: 15, hasDrivingLicense: true)
    team.members["zoe"] = tooYoung
    team.members["bo"] = Person()  // no name
    #expect(!team.isValid())
    #expect(!team.isValid(for: .update))
    let error = try #require(throws: ModelValidationError.self) { try team.validate() }
    #expect(error.failures.map(\.path) == ["members.bo.name", "members.zoe"])
    #expect(error.failures[1].fields == ["members.zoe.age", "members.zoe.hasDrivingLicense"])
    #expect(error.failures(at: "members.bo.name").map(\.message) == ["not blank"])
  }

  @Test("A required optional that is nil has no rejected value, not the text \"nil\"")
  func nilIsNoRejectedValue() throws {
    let coupon = Coupon()
    let error = try #require(throws: ModelValidationError.self) { try coupon.validate() }
    #expect(error.failures.map(\.path) == ["code"])
    #expect(error.failures[0].rejectedValue == nil)
    #expect(error.failures[0].description == "code (Code): required")
  }

  @Test("A huge dictionary key is cut short in the failure's path, as rejected values are")
  func hugeKeyCutShort() throws {
    var team = Team()
    team.members[String(repeating: "k", count: 100_000)] = Person()
    let error = try #require(team.validationError())
    #expect(error.description.utf8.count < 2_000)
    #expect(error.failures.allSatisfy { $0.path.description.hasSuffix(".name") })
  }

  @Test("A secret field's value appears nowhere in a model error")
  func secretRedaction() throws {
    var customer = Customer()
    var draft = Draft(customer)
    draft.editing.password = "s3cr3t"
    customer = draft.editing
    let error = try #require(customer.validationError())
    #expect(error.failures.map(\.path.description) == ["password"])
    #expect(error.failures[0].rejectedValue == nil)
    #expect(error.failures[0].unsatisfied.allSatisfy { $0.input == nil })
    var dumped = ""
    dump(error, to: &dumped)
    for text in [
      error.description, String(reflecting: error), dumped, "\(error.failures)",
      String(describing: customer), draft.editing.$password.debugDescription,
    ] {
      #expect(!text.contains("s3cr3t"), "leaked in: \(text)")
    }
  }
}

extension ValidatableModelTests {
  @Test("Visiting @Validated fields through $projections works like visiting their storage")
  func projectionsAsFields() throws {
    var person = ProjectedPerson()
    #expect(!person.isValid())
    let error = try #require(person.validationError())
    #expect(error.failures.map(\.path) == ["name"])
    person.name = "Ann"
    #expect(person.isValid())
    var draft = Draft(person)
    draft.editing.age = 500
    #expect(draft.editing.age == 500)
    #expect(draft.error?.failures.map(\.path) == ["age"])
  }
}

extension ValidatableModelTests {
  static func invalidMotto() -> ValidatableValue<String> {
    ValidatableValue(name: "Motto", .minLength(3))  // no value yet: invalid
  }

  @Test("An optional guard is valid when absent and checked when present")
  func optionalGuard() throws {
    var profile = Profile()
    #expect(profile.isValid())
    profile.motto = Self.invalidMotto()
    #expect(!profile.isValid())
    let error = try #require(profile.validationError())
    #expect(error.failures.map(\.path) == ["motto"])
    #expect(error.failures.map(\.displayName) == ["Motto"])
    try profile.motto?.setValue("Carpe diem")
    #expect(profile.isValid())
  }

  @Test("An optional guard takes part in drafts and updates")
  func optionalGuardInDraftAndUpdate() throws {
    var profile = Profile()
    profile.motto = ValidatableValue("Carpe diem", name: "Motto", .minLength(3))
    var draft = Draft(profile)
    draft.editing.motto?.assign("no")
    #expect(draft.editing.motto?.currentValue == "no", "in a draft, invalid input is kept")
    #expect(draft.error?.failures.map(\.path) == ["motto"])
    #expect(throws: ModelValidationError.self) { try draft.commit() }

    let rejected = try #require(throws: ModelValidationError.self) {
      try profile.update {
        $0.motto?.assign("yes")
        $0.motto?.assign("no")
      }
    }
    #expect(rejected.failures.map(\.path) == ["motto"])
    #expect(profile.motto?.currentValue == "Carpe diem")
  }
}

/// A model with a required optional field.
struct Coupon: DecodableModel {
  @Validated(name: "Code", .required()) var code: String? = nil

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("code", &_code)
  }
}
