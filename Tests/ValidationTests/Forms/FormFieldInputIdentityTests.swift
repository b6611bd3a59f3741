import Testing
import Validation

/// An input's identity is its bytes: text that `==` calls equal by canonical equivalence
/// ("\u{212A}ate", with a Kelvin sign, and "Kate") is another input.
@MainActor
struct FormFieldInputIdentityTests {
  static let kate = "Kate"
  static let kelvinKate = "\u{212A}ate"

  /// A user name field whose async requirement always holds.
  func checkedField() -> FormField<String> {
    FormField<String>(name: "User name", .minLength(3))
      .checking(AsyncRequirement("not taken") { _ in true })
  }

  @Test("The two texts are equal to String's ==, but not byte for byte")
  func textsDiffer() {
    #expect(Self.kate == Self.kelvinKate)
    #expect(!Self.kate.utf8.elementsEqual(Self.kelvinKate.utf8))
  }

  @Test("Typing the other bytes after a check leaves the new input pending, not valid")
  func checkedInputDoesNotCarryOver() async throws {
    var field = checkedField()
    field.input = Self.kate
    let check = try #require(field.pendingAsyncCheck)
    field.record(try #require(await check.run(debounce: .zero, clock: ManualClock())))
    #expect(field.isValid())
    field.input = Self.kelvinKate
    #expect(field.isValidating)
    #expect(!field.isValid())
    #expect(throws: InvalidValue.self) { try field.value() }
    let pending = try #require(field.pendingAsyncCheck)
    #expect(pending.input.utf8.elementsEqual(Self.kelvinKate.utf8))
  }

  @Test("A result for the other bytes is not recorded")
  func resultForOtherBytesIgnored() async throws {
    var field = checkedField()
    field.input = Self.kate
    let check = try #require(field.pendingAsyncCheck)
    let result = try #require(await check.run(debounce: .zero, clock: ManualClock()))
    field.input = Self.kelvinKate
    field.record(result)
    #expect(field.isValidating)
    #expect(!field.isValid())
  }

  @Test("Setting the other bytes on an untouched field marks it edited")
  func otherBytesMarkEdited() {
    var field = FormField<String>(Self.kate, name: "User name")
    field.input = Self.kelvinKate
    #expect(field.isEdited)
    #expect(field.input.utf8.elementsEqual(Self.kelvinKate.utf8))
  }

  @Test("Copies of a field whose inputs differ only in their bytes are not equal")
  func equalityComparesBytes() {
    var field = FormField<String>(name: "User name")
    field.input = Self.kate
    var other = field
    other.input = Self.kelvinKate
    #expect(field != other)
    other.input = Self.kate
    #expect(field == other)
  }

  @Test("Copies of a field whose starting texts differ only in their bytes are not equal")
  func equalityComparesPristineBytes() {
    var field = FormField<String>(name: "User name")
    var other = field
    field.reset(to: Self.kate)
    other.reset(to: Self.kelvinKate)
    field.input = "x"
    other.input = "x"
    #expect(field.isEdited && other.isEdited)
    #expect(field != other)
  }
}
