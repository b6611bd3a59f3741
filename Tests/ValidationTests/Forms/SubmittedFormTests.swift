import Foundation
import Observation
import Testing
import Validation

/// An address nested in the forms below.
struct SubmittedAddress: ValidatableModel, Equatable {
  var country = FormField<String>(name: "Country", .nonBlank())
  var zip = FormField<String>(name: "ZIP", .nonBlank())

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("country", &country)
    visitor.visit("zip", &zip)
  }
}

/// A profile nested in a class view model as a class of its own.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor @Observable final class SubmittedProfile: @MainActor ValidatableModel {
  var nickname = FormField<String>(name: "Nickname", .nonBlank())

  func visitFields(_ visitor: inout some FieldVisitor) {
    withField(\.nickname) { visitor.visit("nickname", &$0) }
  }
}

/// A class view model with a form field, a guarded field, a plain value, a nested struct
/// model and a nested class model.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor @Observable final class SubmittedSignUp: @MainActor FormModel {
  let form: FormState
  var age = FormField<Int>(name: "Age", .range(16...120))
  var seats = ValidatableValue(2, name: "Seats", .range(1...9))
  var note = "first"
  var address = SubmittedAddress()
  var profile = SubmittedProfile()

  init(clock: ManualClock) { form = FormState(clock: clock) }

  func visitFields(_ visitor: inout some FieldVisitor) {
    withField(\.age) { visitor.visit("age", &$0) }
    withField(\.seats) { visitor.visit("seats", &$0) }
    withField(\.note) { visitor.visit("note", plain: &$0) }
    withField(\.address) { visitor.visit("address", &$0) }
    withField(\.profile) { visitor.visit("profile", &$0) }
  }
}

/// A struct form holding a nested struct model.
struct SubmittedOrder: ValidatableModel {
  var quantity = FormField<Int>(name: "Quantity", .range(1...9))
  var address = SubmittedAddress()

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("quantity", &quantity)
    visitor.visit("address", &address)
  }
}

@MainActor
struct SubmittedFormTests {
  let clock = ManualClock()

  // A sign-up form filled validly: age 42, seats 2, a Berlin ZIP, nickname "ann".
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  func filled() -> SubmittedSignUp {
    let signUp = SubmittedSignUp(clock: clock)
    signUp.setInput("42", for: \.age)
    signUp.setInput("DE", for: \.address.country)
    signUp.setInput("10115", for: \.address.zip)
    signUp.profile.nickname.input = "ann"
    return signUp
  }

  @Test("A class view model's submitted form keeps the values typed at submit")
  func classSnapshot() throws {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let signUp = filled()
    let valid = try signUp.submit()
    signUp.setInput("43", for: \.age)
    #expect(valid.age == 42)
    signUp.setInput("4x", for: \.age)  // invalid now: the submitted value still reads
    #expect(valid.age == 42)
    try signUp.seats.setValue(5)
    signUp.note = "second"
    #expect(valid.seats == 2)
    #expect(valid.note == "first")
    signUp.age = FormField<Int>(name: "Age")  // a new field, empty and invalid
    #expect(valid.age == 42)
  }

  @Test("A class view model's nested models read as submitted, struct and class alike")
  func nestedSnapshot() throws {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let signUp = filled()
    let valid = try signUp.submit()
    signUp.setInput("", for: \.address.zip)
    signUp.profile.nickname.input = " "
    #expect(valid.address.zip == "10115")
    #expect(valid.profile.nickname == "ann")
    signUp.profile = SubmittedProfile()  // another object
    #expect(valid.profile.nickname == "ann")
  }

  @Test("An async submit's form keeps the values typed at submit")
  func asyncSnapshot() async throws {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let signUp = filled()
    let valid = try await signUp.submit()
    signUp.setInput("7", for: \.age)
    signUp.resetForm()
    #expect(valid.age == 42)
    #expect(valid.address.country == "DE")
  }

  @Test("A struct form's submitted form keeps its values, a nested model's typed too")
  func structSnapshot() throws {
    var order = SubmittedOrder()
    order.quantity.input = "3"
    order.address.country.input = "FR"
    order.address.zip.input = "75001"
    let valid = try order.submit()
    order.quantity.input = "x"
    order.address.zip.input = ""
    #expect(valid.quantity == 3)
    #expect(valid.address.zip == "75001")
  }
}
