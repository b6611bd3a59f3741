import Foundation
import Testing
import Validation

/// A sign-up form built from form fields, with one cross-field rule.
struct SignUpFields: DecodableModel, Encodable {
  var email = FormField<String>(name: "E-mail", .email())
  var age = FormField<Int>(name: "Age", .range(16...120))
  var password = FormField<String>(name: "Password", isSecret: true, .minLength(8))
  var nickname = ""
  var address = AddressForm()

  static let rules: [ModelRule<SignUpFields>] = [
    ModelRule("The nickname is not the password", fields: ["nickname"]) {
      $0.nickname.isEmpty || $0.nickname != $0.password.input
    }
  ]

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("email", &email)
    visitor.visit("age", &age)
    visitor.visit("password", &password)
    visitor.visit("nickname", plain: &nickname)
    visitor.visit("address", &address)
  }

  /// Fills every field with valid input.
  mutating func fillValid() {
    email.input = "ann@example.com"
    age.input = "42"
    password.input = "open sesame"
    address.zip.input = "12345"
  }
}

/// A nested form.
struct AddressForm: DecodableModel, Encodable {
  var zip = FormField<String>(name: "ZIP code", .matches(#/[0-9]{5}/#).described("5 digits"))

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("zip", &zip)
  }
}

/// A form whose field list leaves a form field out.
struct ForgetfulForm: ValidatableModel {
  var email = FormField<String>(name: "E-mail", .email())
  var age = FormField<Int>(name: "Age")

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("email", &email)
  }
}

struct FormFieldModelTests {
  @Test("A model with form fields is valid only when every input is")
  func modelValidity() {
    var form = SignUpFields()
    #expect(!form.isValid())
    form.fillValid()
    #expect(form.isValid())
    form.age.input = "4x"
    #expect(!form.isValid())
  }

  @Test("Model errors list every failing form field with its name, path and typed text")
  func modelErrors() throws {
    var form = SignUpFields()
    form.fillValid()
    form.age.input = "4x"
    form.address.zip.input = "123"
    let error = try #require(form.validationError())
    #expect(error.failures.map(\.path) == ["age", "address.zip"])
    let age = try #require(error.failures(at: "age").first)
    #expect(age.displayName == "Age")
    #expect(age.rejectedValue == "4x")
    #expect(age.unsatisfied.map(\.kind) == [.conversion])
    #expect(age.description == "age (Age): a whole number (got \"4x\")")
  }

  @Test("A secret field's input appears nowhere in a model error")
  func secretInModelError() throws {
    var form = SignUpFields()
    form.fillValid()
    form.password.input = "hunter2"
    form.nickname = "hunter2"
    let error = try #require(form.validationError())
    let text = "\(error) \(error.failures) \(error.failures.flatMap(\.unsatisfied))"
    #expect(!text.contains("hunter2"))
    #expect(error.failures.map(\.path) == ["password", ""])
  }

  @Test("A secret field's input appears in no description, dump, failure or error")
  func secretField() {
    var password = FormField<String>(name: "Password", isSecret: true, .minLength(8))
    password.input = "hunter2"
    var dumped = ""
    dump(password, to: &dumped)
    let texts = [
      password.description, password.debugDescription, dumped,
      "\(password.failures)", "\(password.validationError as Any)",
      String(reflecting: password.failures),
    ]
    for text in texts {
      #expect(!text.contains("hunter2"))
    }
    var pin = FormField<Int>(name: "PIN", isSecret: true)
    pin.input = "12x4"
    #expect(pin.failures.first?.input == nil)
    #expect(!"\(pin.failures) \(pin)".contains("12x4"))
  }

  @Test("Submit returns the typed values, or throws every failure with its path")
  func submit() throws {
    var form = SignUpFields()
    #expect(!form.age.submitAttempted)
    #expect(form.age.visibleError == nil)
    let error = try #require(throws: ModelValidationError.self) { try form.submit() }
    #expect(error.failures.map(\.path) == ["email", "age", "password", "address.zip"])
    #expect(form.age.submitAttempted)
    #expect(form.address.zip.submitAttempted)
    #expect(form.age.visibleError?.message == "a value is required")
    form.fillValid()
    let valid = try form.submit()
    let age: Int = valid.age
    #expect(age == 42)
    #expect(valid.email == "ann@example.com")
    #expect(valid.nickname == "")
  }

  @Test("The first invalid field is the first in the field list")
  func firstInvalidField() {
    var form = SignUpFields()
    #expect(form.firstInvalidField == "email")
    form.fillValid()
    #expect(form.firstInvalidField == nil)
    form.address.zip.input = "1"
    #expect(form.firstInvalidField == "address.zip")
    form.nickname = form.password.input
    #expect(form.firstInvalidField == "address.zip")
    form.address.zip.input = "12345"
    #expect(form.firstInvalidField == "nickname")
  }

  @Test("resetForm puts every field, nested ones too, back to its starting input")
  func resetForm() throws {
    var form = SignUpFields()
    form.fillValid()
    _ = try form.submit()
    form.resetForm()
    #expect(form.email.input.isEmpty)
    #expect(form.address.zip.input.isEmpty)
    #expect(!form.age.isEdited)
    #expect(!form.age.submitAttempted)
  }

  @Test("Decoding sets each form field from its typed value; encoding writes it back")
  func decodingAndEncoding() throws {
    let json = Data(
      #"{"email":"ann@example.com","age":42,"password":"open sesame","nickname":"","address":{"zip":"12345"}}"#
        .utf8)
    let form = try JSONDecoder().decode(SignUpFields.self, from: json)
    #expect(form.age.input == "42")
    #expect(!form.age.isEdited)
    #expect(form.isValid())
    let encoded = try JSONEncoder().encode(form)
    let again = try JSONDecoder().decode(SignUpFields.self, from: encoded)
    #expect(again.email.input == "ann@example.com")
    #expect(try again.age.value() == 42)
  }

  @Test("Decoding reports a form field's invalid value, a wrong type and a missing key")
  func decodingFailures() throws {
    let json = Data(#"{"email":"nope","age":"42","nickname":"","address":{"zip":"12345"}}"#.utf8)
    let error = try #require(throws: ModelValidationError.self) {
      try JSONDecoder().decode(SignUpFields.self, from: json)
    }
    #expect(error.failures.map(\.path) == ["age", "password", "email"])
    #expect(error.failures(at: "email").first?.rejectedValue == "nope")
  }

  @Test("Input that does not convert is left out of encoded data")
  func encodingSkipsUnconvertible() throws {
    var form = SignUpFields()
    form.age.input = "4x"
    let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(form))
    let keys = try #require(object as? [String: Any]).keys
    #expect(!keys.contains("age"))
    #expect(keys.contains("email"))
  }

  @Test("The field-list audit names a form field that visitFields leaves out")
  func fieldListAudit() {
    #expect(SignUpFields().fieldListProblems() == [])
    #expect(ForgetfulForm().fieldListProblems().count == 1)
    #expect(ForgetfulForm().fieldListProblems().first?.contains("`age`") == true)
  }

  @Test("A failed update puts form fields back")
  func update() throws {
    var form = SignUpFields()
    form.fillValid()
    #expect(throws: ModelValidationError.self) {
      try form.update { $0.age.input = "4x" }
    }
    #expect(form.age.input == "42")
    try form.update { $0.age.input = "43" }
    #expect(try form.age.value() == 43)
  }
}
