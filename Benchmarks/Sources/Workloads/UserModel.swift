import Validation

/// The sign-up model, guarded by the library: one `ValidatableValue` per field, listed in
/// `visitFields(_:)`, and one cross-field rule.
struct LibraryUser: ValidatableModel {
  var firstName = ValidatableValue<String>(
    name: "First name", UserRequirements.firstName)
  var lastName = ValidatableValue<String?>(
    name: "Last name", UserRequirements.lastName)
  var email = ValidatableValue<String>(
    name: "E-mail", UserRequirements.email)
  var password = ValidatableValue<String>(
    value: nil, name: "Password", isSecret: true, requirements: UserRequirements.password)
  var age = ValidatableValue<Int>(name: "Age", UserRequirements.age)

  /// The cross-field rule: the last name, when present, differs from the first name.
  static let rules: [ModelRule<LibraryUser>] = [
    ModelRule(
      RuleText.namesDiffer, fields: ["lastName"], dependsOn: ["firstName", "lastName"]
    ) {
      namesDifferRule(
        firstName: $0.firstName.currentValue ?? "", lastName: $0.lastName.currentValue ?? nil)
    }
  ]

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("firstName", &firstName)
    visitor.visit("lastName", &lastName)
    visitor.visit("email", &email)
    visitor.visit("password", &password)
    visitor.visit("age", &age)
  }
}

/// The same model with `@Validated` properties.
///
/// It also decodes through its fields (`DecodableModel`), for workload 5's `DecodeUsers`.
struct ValidatedUser: DecodableModel {
  @Validated(name: "First name", UserRequirements.firstName)
  var firstName: String = ""

  @Validated(name: "Last name", UserRequirements.lastName)
  var lastName: String? = nil

  @Validated(name: "E-mail", UserRequirements.email)
  var email: String = ""

  @Validated(name: "Password", isSecret: true, requirements: UserRequirements.password)
  var password: String = ""

  @Validated(name: "Age", UserRequirements.age)
  var age: Int = 0

  /// The cross-field rule: the last name, when present, differs from the first name.
  static let rules: [ModelRule<ValidatedUser>] = [
    ModelRule(
      RuleText.namesDiffer, fields: ["lastName"], dependsOn: ["firstName", "lastName"]
    ) { namesDifferRule(firstName: $0.firstName, lastName: $0.lastName) }
  ]

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("firstName", &_firstName)
    visitor.visit("lastName", &_lastName)
    visitor.visit("email", &_email)
    visitor.visit("password", &_password)
    visitor.visit("age", &_age)
  }
}

/// The hand-written twin: plain stored properties.
struct PlainUser {
  var firstName = ""
  var lastName: String? = nil
  var email = ""
  var password = ""
  var age = 0
}

/// The hand-written twin for decoding: a plain `Codable` struct.
///
/// It is decoded without checks and validated afterwards. Its synthesized coding writes and reads the same keys as
/// `ValidatedUser`'s fields (an absent `lastName` is left out, and read back as `nil`).
struct PlainCodableUser: Codable {
  var firstName: String
  var lastName: String?
  var email: String
  var password: String
  var age: Int

  init(_ record: UserRecord) {
    firstName = record.firstName
    lastName = record.lastName
    email = record.email
    password = record.password
    age = record.age
  }
}

/// A library sign-up model that a record can be written to: both library workloads' models
/// adopt it, so each workload runs one generic loop for both.
protocol UserForm: ValidatableModel {
  /// Writes every field of a record; a rejected value leaves its field as it was.
  mutating func write(_ record: UserRecord)
}

extension LibraryUser: UserForm {
  /// Writes every field of a record with `setValue(_:)`; a rejected value leaves its
  /// field as it was.
  ///
  /// - Parameter record: The submitted values.
  @inline(__always)
  mutating func write(_ record: UserRecord) {
    _ = try? firstName.setValue(record.firstName)
    _ = try? lastName.setValue(record.lastName)
    _ = try? email.setValue(record.email)
    _ = try? password.setValue(record.password)
    _ = try? age.setValue(record.age)
  }
}

extension ValidatedUser: UserForm {
  /// Assigns every field of a record to its `@Validated` property; a rejected value
  /// leaves its property as it was.
  ///
  /// - Parameter record: The submitted values.
  @inline(__always)
  mutating func write(_ record: UserRecord) {
    firstName = record.firstName
    lastName = record.lastName
    email = record.email
    password = record.password
    age = record.age
  }
}
