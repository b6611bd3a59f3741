import Foundation
import Testing
import Validation

/// A form whose coupon field is optional: `nil` until the user asks for one.
private struct CouponForm: DecodableModel, Encodable {
  var email = FormField<String>(name: "E-mail", .email())
  var coupon: FormField<Int>? = nil

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("email", &email)
    visitor.visit("coupon", &coupon)
  }
}

/// The same form with a coupon field from the start.
private struct PresetCouponForm: DecodableModel, Encodable {
  var coupon: FormField<Int>? = FormField(name: "Coupon", .range(1...99))

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("coupon", &coupon)
  }
}

/// One field of each kind, every one of them invalid.
private struct EveryKind: ValidatableModel {
  @Validated(.range(1...2)) var wrapped = 3
  var guarded = ValidatableValue(3, .range(1...2))
  var optional: ValidatableValue<Int>? = ValidatableValue(3, .range(1...2))
  var absent: ValidatableValue<Int>? = nil
  var form = FormField<Int>(name: "Form", .range(1...2))
  var optionalForm: FormField<Int>? = FormField(name: "Form", .range(1...2))

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("wrapped", &_wrapped)
    visitor.visit("guarded", &guarded)
    visitor.visit("optional", &optional)
    visitor.visit("absent", &absent)
    visitor.visit("form", &form)
    visitor.visit("optionalForm", &optionalForm)
  }
}

/// The visitor from `GuardedField`'s documentation: the names of the invalid fields.
private struct InvalidNames: FieldVisitor {
  var names: [String] = []

  mutating func visit<Field: GuardedField>(_ name: String, _ field: inout Field) {
    if !field.isValid() { names.append(name) }
  }
}

struct GuardedFieldTests {
  @Test("One method of a visitor receives every kind of guarded field; nil is valid")
  func everyKind() {
    var model = EveryKind()
    var visitor = InvalidNames()
    model.visitFields(&visitor)
    #expect(visitor.names == ["wrapped", "guarded", "optional", "form", "optionalForm"])
    #expect(
      model.validationError()?.failures.map(\.path) == [
        "wrapped", "guarded", "optional", "form", "optionalForm",
      ])
  }

  @Test("An optional field reads through to the field it wraps")
  func optionalReadsThrough() {
    let none: ValidatableValue<Int>? = nil
    #expect(none.isValid())
    #expect(none.name == nil)
    #expect(none.currentValue == nil)
    #expect(!none.isSecret)
    #expect(Optional<ValidatableValue<Int>>.isOptional)
    #expect(Optional<FormField<Int>>.isOptional)
    #expect(!ValidatableValue<Int?>.isOptional)
    #expect(!FormField<Int>.isOptional)
    let some: ValidatableValue<Int>? = ValidatableValue(3, name: "Count", isSecret: true)
    #expect(some.name == "Count")
    #expect(some.currentValue == 3)
    #expect(some.isSecret)
  }

  @Test("withGuard changes a guard in place, through an optional; a form field has none")
  func withGuard() throws {
    var optional: ValidatableValue<Int>? = ValidatableValue(1, .range(1...2))
    #expect(try optional.withGuard { try $0.setValue(2) } != nil)
    #expect(optional?.currentValue == 2)
    #expect(throws: InvalidValue.self) { try optional.withGuard { try $0.setValue(5) } }
    #expect(optional?.currentValue == 2)
    var none: ValidatableValue<Int>? = nil
    #expect(none.withGuard { _ in true } == nil)
    var form = FormField<Int>(name: "Form", .range(1...2))
    #expect(form.withGuard { _ in true } == nil)
  }

  @Test("An optional form field: nil is valid, a present one is checked at its path")
  func optionalFormField() throws {
    var form = CouponForm()
    form.email.input = "ann@example.com"
    #expect(form.isValid())
    form.coupon = FormField(name: "Coupon", .range(1...99))
    form.coupon?.input = "500"
    #expect(!form.isValid())
    let failure = try #require(form.validationError()?.failures.first)
    #expect(failure.path == "coupon")
    #expect(failure.displayName == "Coupon")
    form.coupon?.input = "50"
    #expect(form.isValid())
  }

  @Test("An optional form field decodes null as nil, a value into the field it starts with")
  func optionalFormFieldDecoding() throws {
    let empty = try JSONDecoder().decode(
      CouponForm.self, from: Data(#"{"email":"ann@example.com","coupon":null}"#.utf8))
    #expect(empty.coupon == nil)
    #expect(empty.isValid())
    let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(empty))
    #expect(try #require(object as? [String: Any])["coupon"] is NSNull)

    let preset = try JSONDecoder().decode(
      PresetCouponForm.self, from: Data(#"{"coupon":7}"#.utf8))
    #expect(preset.coupon?.input == "7")
    let again = try JSONDecoder().decode(PresetCouponForm.self, from: JSONEncoder().encode(preset))
    #expect(again.coupon?.input == "7")

    // A form field keeps the value it decodes; the model's validation reports it.
    let invalid = try #require(throws: ModelValidationError.self) {
      try JSONDecoder().decode(PresetCouponForm.self, from: Data(#"{"coupon":500}"#.utf8))
    }
    #expect(invalid.failures.map(\.path) == ["coupon"])
    #expect(invalid.failures.first?.rejectedValue == "500")

    // With no field to check it, a value is not taken unchecked.
    let error = try #require(throws: ModelValidationError.self) {
      try JSONDecoder().decode(
        CouponForm.self, from: Data(#"{"email":"ann@example.com","coupon":7}"#.utf8))
    }
    #expect(error.failures.map(\.path) == ["coupon"])
  }

  @Test("Submitting and resetting a form reach an optional form field")
  func optionalFormFieldState() {
    var form = PresetCouponForm()
    form.coupon?.input = "500"
    #expect(throws: ModelValidationError.self) { try form.submit() }
    #expect(form.coupon?.submitAttempted == true)
    form.resetForm()
    #expect(form.coupon?.input == "")
    #expect(form.coupon?.submitAttempted == false)
  }
}
