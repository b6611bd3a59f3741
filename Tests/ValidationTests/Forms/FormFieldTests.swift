import Foundation
import Testing
import Validation

struct FormFieldTests {
  @Test("Every keystroke is kept in input as typed, valid or not")
  func inputIsNeverRejected() {
    var email = FormField<String>(name: "E-mail", .email())
    for text in ["a", "an", "ann@", " ann@example.com ", "ann@example.com"] {
      email.input = text
      #expect(email.input == text)
    }
    #expect(email.isValid())
  }

  @Test(
    "An age field goes invalid, unconvertible, valid as the user types",
    arguments: [
      ("", false, UnsatisfiedRequirement.Kind.missing, "a value is required"),
      ("4", false, .tooSmall, "between 16 and 120"),
      ("4x", false, .conversion, "a whole number"),
      ("42", true, .other, ""),
    ])
  func ageKeystrokes(
    text: String, valid: Bool, kind: UnsatisfiedRequirement.Kind, requirement: String
  ) throws {
    var age = FormField<Int>(name: "Age", .range(16...120))
    age.input = text
    #expect(age.isValid() == valid)
    if valid {
      #expect(age.failures.isEmpty)
      #expect(try age.value() == 42)
    } else {
      let failure = try #require(age.failures.first)
      #expect(age.failures.count == 1)
      #expect(failure.kind == kind)
      #expect(failure.requirement == requirement)
      #expect(throws: InvalidValue.self) { try age.value() }
    }
  }

  @Test("A conversion failure keeps the typed text and names the field")
  func conversionFailureKeepsText() throws {
    var age = FormField<Int>(name: "Age", .range(16...120))
    age.input = "4x"
    let failure = try #require(age.failures.first)
    #expect(failure.input == "4x")
    #expect(failure.description == #"a whole number (got "4x")"#)
    let error = try #require(age.validationError)
    #expect(error.description == "Age: a whole number")
    #expect(error.fieldName == "Age")
  }

  @Test("When conversion fails, requirements on the typed value are not asked")
  func requirementsNotAskedOnConversionFailure() {
    let asked = CallCounter()
    var age = FormField<Int>(name: "Age", Require("counted") { _ in asked.increment() })
    age.input = "4x"
    _ = age.failures
    _ = age.checklist
    #expect(asked.value == 0)
    age.input = "4"
    #expect(asked.value == 1)
  }

  @Test("Failures list every broken requirement in declaration order")
  func failuresInOrder() {
    var password = FormField<String>(
      name: "Password", .minLength(8), .atLeast(1, .digits), .atLeast(1, .uppercase))
    password.input = "abc"
    #expect(
      password.failures.map(\.requirement) == [
        "at least 8 characters", "at least 1 digit", "at least 1 uppercase letter",
      ])
  }

  @Test("A value set by code is formatted into input and is what reset returns to")
  func resetToFormatsAndReset() throws {
    var price = FormField<Double>(name: "Price", .minimum(0))
    price.reset(to: 12.5)
    #expect(price.input == "12.5")
    #expect(!price.isEdited)
    price.input = "12.5x"
    #expect(price.isEdited)
    price.reset()
    #expect(price.input == "12.5")
    #expect(!price.isEdited)
    #expect(try price.value() == 12.5)
  }

  @Test("A starting value becomes the input; none leaves it empty and invalid")
  func startingValue() {
    let age = FormField(42, name: "Age", .range(16...120))
    #expect(age.input == "42")
    #expect(age.isValid())
    let empty = FormField<Int>(name: "Age")
    #expect(empty.input.isEmpty)
    #expect(!empty.isValid())
  }

  @Test("Errors show only once the field is left or a submit is attempted, then live")
  func visibleErrors() throws {
    var age = FormField<Int>(name: "Age", .range(16...120))
    #expect(age.validationError != nil)
    #expect(age.visibleError == nil)
    #expect(throws: InvalidValue.self) { try age.submit() }
    #expect(age.submitAttempted)
    #expect(age.visibleError?.message == "a value is required")
    age.reset()
    #expect(age.visibleError == nil)
    age.input = "4"
    #expect(age.isEdited)
    #expect(age.visibleError == nil)
    age.touch()
    #expect(age.isTouched)
    #expect(
      age.visibleError?.message(in: Locale(identifier: "en")) == "Age must be between 16 and 120.")
    age.input = "42"
    #expect(age.visibleError == nil)
    age.input = "4"
    #expect(age.visibleError != nil)
    age.reset()
    #expect(!age.isTouched)
    #expect(age.visibleError == nil)
  }

  @Test(
    "Each display policy shows errors at its moment",
    arguments: [
      (ErrorDisplay.whileTyping, [true, true, true]),
      (.afterLeaving, [false, true, true]),
      (.afterSubmit, [false, false, true]),
    ])
  func displayPolicies(display: ErrorDisplay, shown: [Bool]) {
    var age = FormField<Int>(name: "Age", .range(16...120))
    age.errorDisplay = display
    var seen: [Bool] = []
    age.input = "4"
    seen.append(age.visibleError != nil)
    age.touch()
    seen.append(age.visibleError != nil)
    _ = try? age.submit()
    seen.append(age.visibleError != nil)
    #expect(seen == shown)
  }

  @Test("A form sets every field's policy; a field can then make an exception")
  func formPolicy() {
    struct Form: ValidatableModel {
      var name = FormField<String>(name: "Name", .nonBlank())
      var age = FormField<Int>(name: "Age", .range(16...120))
      mutating func visitFields(_ visitor: inout some FieldVisitor) {
        visitor.visit("name", &name)
        visitor.visit("age", &age)
      }
    }
    var form = Form()
    form.setErrorDisplay(.whileTyping)
    form.age.errorDisplay = .afterSubmit
    form.name.input = " "
    form.age.input = "4"
    #expect(form.name.visibleError != nil)
    #expect(form.age.visibleError == nil)
    #expect(form.age.errorDisplay == .afterSubmit)
  }

  @Test("Editing the input in place converts and checks it, and counts as an edit")
  func inPlaceEdits() throws {
    var age = FormField<Int>(name: "Age", .range(16...120))
    age.input.append("")
    #expect(!age.isEdited)
    age.input.append("4")
    #expect(age.isEdited)
    #expect(!age.isValid())
    #expect(age.currentValue == 4)
    age.input.append("2")
    #expect(try age.value() == 42)
    age.input.removeLast()
    #expect(age.currentValue == 4)
    age.input += "x"
    #expect(age.currentValue == nil)
    var name = FormField<String>(name: "Name", .minLength(3))
    for character in "An" { name.input.append(character) }
    #expect(!name.isValid())
    name.input.append("n")
    #expect(try name.value() == "Ann")
    // Past 15 bytes a string has storage of its own, which the field's value shares.
    name.input += " Smith-Okonkwo of Kumasi"
    let copy = name
    name.input.append("!")
    #expect(try name.value() == "Ann Smith-Okonkwo of Kumasi!")
    #expect(try copy.value() == "Ann Smith-Okonkwo of Kumasi")
    #expect(copy.input == "Ann Smith-Okonkwo of Kumasi")
    name.input.removeAll()
    #expect(!name.isValid())
    #expect(name.currentValue == "")
  }

  @Test("Setting the same text again does not count as an edit")
  func sameTextIsNotAnEdit() {
    var name = FormField<String>("Ann", name: "Name")
    name.input = "Ann"
    #expect(!name.isEdited)
    name.input = "Anne"
    #expect(name.isEdited)
  }

  @Test("The live checklist works on the input: a conversion line, then each requirement")
  func checklist() {
    var age = FormField<Int>(name: "Age", .minimum(16), .maximum(120))
    age.input = "4x"
    #expect(age.checklist.map(\.isSatisfied) == [false, false, false])
    #expect(
      age.checklist.map(\.description) == ["a whole number", "at least 16", "at most 120"])
    age.input = "4"
    #expect(age.checklist.map(\.isSatisfied) == [true, false, true])
    #expect(age.checklist(for: "200").map(\.isSatisfied) == [true, true, false])
    #expect(age.input == "4")
  }

  @Test("A text field's checklist has no conversion line")
  func textChecklist() {
    let password = FormField<String>(name: "Password", .minLength(8))
    #expect(password.checklist(for: "abcdefgh").map(\.description) == ["at least 8 characters"])
  }

  @Test("A text field accepts empty input; its requirements decide")
  func emptyText() {
    let notes = FormField<String>(name: "Notes")
    #expect(notes.isValid())
    let name = FormField<String>(name: "Name", .nonBlank())
    #expect(name.failures.map(\.kind) != [.missing])
    #expect(!name.isValid())
  }

  @Test("Copies are equal until one changes; fields with other requirements differ")
  func equality() {
    var first = FormField<Int>(name: "Age", .range(16...120))
    let copy = first
    #expect(first == copy)
    first.input = "4"
    #expect(first != copy)
    #expect(FormField<Int>(name: "Age") != FormField<Int>(name: "Age"))
  }
}

/// Counts calls from predicates, which are `@Sendable`.
final class CallCounter: @unchecked Sendable {
  private var count = 0
  private let lock = NSLock()

  /// Counts one call and returns `true`.
  func increment() -> Bool {
    lock.withLock { count += 1 }
    return true
  }

  /// The calls counted so far.
  var value: Int { lock.withLock { count } }
}
