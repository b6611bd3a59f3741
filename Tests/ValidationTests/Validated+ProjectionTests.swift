import Testing
import Validation

// Replacing a @Validated property's guard through $property.

extension ValidatedTests {
  struct Form {
    @Validated(.nonEmpty()) var name = "Ann"
  }

  @Test("Replacing $property with a guard that holds no value keeps the current value")
  func replacingProjectionWithoutValue() {
    var form = Form()
    form.$name = ValidatableValue<String>(.nonEmpty())
    #expect(form.name == "Ann")
    #expect(form.$name.isValid())
    form.$name = ValidatableValue<String>(.minLength(5))
    #expect(form.name == "Ann", "kept, and checked against the new requirements")
    #expect(!form.$name.isValid())
    #expect(throws: InvalidValue.self) { try form.$name.value() }
  }
}

extension ValidatedTests {
  @Test("A guard replaced through the projection inside a draft stays in the draft")
  func replacedGuardStaysInDraft() throws {
    var draft = Draft(Person(name: "Ann", age: 30, hasDrivingLicense: false))
    draft.editing.$name = ValidatableValue(name: "Name", .minLength(4))
    #expect(draft.editing.name == "Ann", "the new guard has no value: the old one is kept")
    draft.editing.name = "Al"
    #expect(draft.editing.name == "Al", "in a draft, invalid input is kept")
    #expect(draft.error?.failures.map(\.path) == ["name"])
    #expect(throws: ModelValidationError.self) { try draft.commit() }
    draft.editing.name = "Alba"
    var person = try draft.commit()
    person.name = "Al"
    #expect(person.name == "Alba", "out of the draft, assignments are checked again")
  }

  @Test("A model that visits its projections leaves draft mode on commit")
  func projectionsLeaveDraftMode() throws {
    var draft = Draft(ProjectedPerson())
    draft.editing.name = " "
    #expect(draft.editing.name == " ")
    draft.editing.name = "Ann"
    var person = try draft.commit()
    person.name = " "
    person.age = -1
    #expect(person.name == "Ann" && person.age == 0)
    var again = Draft(person)
    again.editing.age = -1
    #expect(again.editing.age == -1)
  }

  @Test("A guard replaced through the projection inside an update takes part in the update")
  func replacedGuardInUpdate() throws {
    var person = Person(name: "Ann", age: 30, hasDrivingLicense: false)
    let error = try #require(throws: ModelValidationError.self) {
      try person.update {
        $0.$name = ValidatableValue(name: "Name", .minLength(4))
        $0.name = "Alba"
        $0.name = "Al"
      }
    }
    #expect(error.failures.map(\.path) == ["name"])
    #expect(person.name == "Ann")
    try person.update {
      $0.$name = ValidatableValue(name: "Name", .minLength(4))
      $0.name = "Alba"
    }
    person.name = "Al"
    #expect(person.name == "Alba")
    #expect(person.$name.lastRejection?.message == "at least 4 characters")
    person.name = "Bert"
    #expect(person.$name.lastRejection == nil, "an accepted value forgets")
  }
}
