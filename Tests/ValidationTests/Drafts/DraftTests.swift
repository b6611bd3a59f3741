import Testing
import Validation

struct DraftTests {
  @Test("A draft keeps invalid input and reports it live")
  func keepsInvalidInput() throws {
    var draft = Draft(Person(name: "Ann", age: 30, hasDrivingLicense: false))
    draft.editing.name = ""
    #expect(draft.editing.name == "")
    #expect(!draft.isValid())
    #expect(draft.error?.failures.map(\.path) == ["name"])
    draft.editing.name = "Bea"
    #expect(draft.isValid())
  }

  @Test("A failed commit throws the full error and leaves the committed state untouched")
  func failedCommit() throws {
    let ann = Person(name: "Ann", age: 30, hasDrivingLicense: true)
    var draft = Draft(ann)
    draft.editing.name = " "
    draft.editing.age = 12
    let error = try #require(throws: ModelValidationError.self) { try draft.commit() }
    #expect(error.failures.map(\.fields) == [["name"], ["age", "hasDrivingLicense"]])
    #expect(draft.committed == ann)
    #expect(draft.editing.name == " ")
  }

  @Test("A successful commit returns a model that checks assignments again")
  func successfulCommit() throws {
    var draft = Draft(Person(name: "Ann", age: 30, hasDrivingLicense: false))
    draft.editing.age = 40
    var committed = try draft.commit()
    #expect(committed.age == 40)
    #expect(draft.committed == committed)
    committed.age = 500
    #expect(committed.age == 40)
    #expect(committed.$age.lastRejection != nil)
  }

  @Test("A commit for a context runs that context's rules; a plain commit does not")
  func commitForContext() throws {
    var draft = Draft(NoteUser())
    draft.editing.notes = ["first"]
    let error = try #require(throws: ModelValidationError.self) {
      try draft.commit(for: .insert)
    }
    #expect(error.failures.map(\.message) == ["A new user starts without notes"])
    #expect(draft.committed.notes.isEmpty)
    draft.editing.userName = " "
    #expect(throws: ModelValidationError.self) { try draft.commit(for: .update) }
    draft.editing.userName = "bea"
    let committed = try draft.commit(for: .update)
    #expect(committed.notes == ["first"])
    #expect(draft.committed.userName == "bea")
  }

  @Test("Discarding returns to the committed value")
  func discard() {
    var draft = Draft(Person(name: "Ann", age: 30, hasDrivingLicense: false))
    draft.editing.name = ""
    draft.discard()
    #expect(draft.editing.name == "Ann")
    draft.editing.name = ""
    #expect(draft.editing.name == "", "still in draft mode after discarding")
  }

  @Test("A single field can be drafted too")
  func fieldDraft() throws {
    var email = ValidatableValue("ann@example.com", name: "E-mail", .email())
    var draft = Draft(email)
    draft.editing.assign("ann@")
    #expect(draft.editing.currentValue == "ann@")
    #expect(draft.error?.failures.map(\.path) == ["E-mail"])
    #expect(!draft.isValid())
    #expect(throws: ModelValidationError.self) { try draft.commit() }
    #expect(try draft.committed.value() == "ann@example.com")
    draft.editing.assign("bea@example.com")
    #expect(draft.isValid())
    email = try draft.commit()
    #expect(try email.value() == "bea@example.com")
    email.assign("nope")
    #expect(try email.value() == "bea@example.com")
  }

  @Test("Draft mode reaches nested models and arrays of models")
  func nestedDraft() throws {
    var customer = Customer()
    customer.orders = [Order()]
    var draft = Draft(customer)
    draft.editing.address.zip = "1"
    draft.editing.orders[0].total = -1
    #expect(draft.editing.address.zip == "1")
    #expect(draft.editing.orders[0].total == -1)
    #expect(draft.error?.failures.map(\.path) == ["address.zip", "orders[0].total"])
  }

  @Test("A model added while editing joins the draft: later edits to it keep invalid input")
  func addedModelJoins() throws {
    var draft = Draft(Customer())
    draft.editing.orders.append(Order())
    draft.editing.orders[0].total = -3
    #expect(draft.editing.orders[0].total == -3)
    #expect(!draft.isValid())
    #expect(draft.error?.failures.map(\.path) == ["orders[0].total"])
    #expect(throws: ModelValidationError.self) { try draft.commit() }
    draft.editing.orders[0].total = 3
    #expect(try draft.commit().orders[0].total == 3)
  }

  @Test("A guard assigned while editing joins the draft: later edits to it keep invalid input")
  func addedGuardJoins() throws {
    var draft = Draft(Profile())
    draft.editing.motto = ValidatableValue<String>(name: "Motto", .minLength(3))
    draft.editing.motto?.assign("no")
    #expect(draft.editing.motto?.currentValue == "no")
    #expect(draft.error?.failures.map(\.path) == ["motto"])
  }

  @Test("Draft mode reaches every model in a dictionary, and leaves it when committed")
  func dictionaryDraft() throws {
    var team = Team()
    team.members = ["ann": Person(name: "Ann", age: 30, hasDrivingLicense: false)]
    var draft = Draft(team)
    draft.editing.members["ann"]?.age = -3
    #expect(draft.editing.members["ann"]?.age == -3)
    #expect(draft.error?.failures.map(\.path) == ["members.ann.age"])
    #expect(throws: ModelValidationError.self) { try draft.commit() }
    draft.editing.members["ann"]?.age = 31
    team = try draft.commit()
    team.members["ann"]?.age = -1
    #expect(team.members["ann"]?.age == 31)
  }

  @Test("Draft mode reaches an optional array of models, and leaves it when committed")
  func optionalArrayDraft() throws {
    var shop = Shop()
    shop.specials = [Order(), Order()]
    var draft = Draft(shop)
    draft.editing.specials![1].total = -4
    #expect(draft.editing.specials![1].total == -4)
    #expect(draft.error?.failures.map(\.path) == ["specials[1].total"])
    #expect(throws: ModelValidationError.self) { try draft.commit() }
    draft.editing.specials![1].total = 7
    shop = try draft.commit()
    // Out of draft mode again: an invalid assignment is rejected.
    shop.specials![1].total = -1
    #expect(shop.specials![1].total == 7)
    #expect(shop.specials![1].$total.lastRejection != nil)
  }
}

extension DraftTests {
  @Test("Draft mode reaches the models in an array of optionals, and leaves with a commit")
  func arrayOfOptionalsDraft() throws {
    var schedule = Schedule()
    schedule.slots = [nil, Order()]
    var draft = Draft(schedule)
    draft.editing.slots[1]?.total = -4
    #expect(draft.editing.slots[1]?.total == -4)
    #expect(draft.error?.failures.map(\.path) == ["slots[1].total"])
    draft.editing.slots[1]?.total = 7
    schedule = try draft.commit()
    schedule.slots[1]?.total = -1
    #expect(schedule.slots[1]?.total == 7)
    #expect(schedule.slots[1]?.$total.lastRejection != nil)
  }

  @Test("An update inside a draft leaves the draft in draft mode")
  func updateInsideDraft() throws {
    var draft = Draft(Person(name: "Ann", age: 30, hasDrivingLicense: false))
    try draft.editing.update { $0.age = 40 }
    draft.editing.age = 777
    #expect(draft.editing.age == 777, "still keeps invalid input")
    #expect(draft.error?.failures.map(\.path) == ["age"])
  }

  @Test("A draft of a struct that reaches a class model stops before any edit leaks")
  func draftReachingClassModelStops() async {
    await #expect(processExitsWith: .failure) {
      _ = Draft(Parent())
    }
    let parent = Parent()
    parent.child.score = 99
    #expect(parent.child.score == 1, "outside a draft, the shared child still checks")
  }

  @Test("A struct-only model reaches no class model, and its draft starts")
  func structModelHasNoSharedModel() {
    #expect(Customer().sharedModelType == nil)
    #expect(Parent().sharedModelType == ScoreCard.self)
  }
}

/// A class model shared by whoever holds it.
private final class ScoreCard: ValidatableModel {
  @Validated(.range(0...10)) var score = 1

  func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("score", &_score)
  }
}

/// A struct model holding a class model.
private struct Parent: ValidatableModel {
  var child = ScoreCard()

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("child", &child)
  }
}
