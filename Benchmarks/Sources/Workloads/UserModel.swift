import Validation

/// The sign-up model, guarded by the library: one `ValidatableValue` per field.
struct LibraryUser {
  var firstName = ValidatableValue<String>(
    name: "First name", Require(RuleText.firstName) { nameRule($0) })
  var lastName = ValidatableValue<String?>(
    name: "Last name", Require(RuleText.lastName) { optionalNameRule($0) })
  var email = ValidatableValue<String>(
    name: "E-mail", Require(RuleText.email) { emailRule($0) })
  var password = ValidatableValue<String>(
    name: "Password", isSecret: true,
    Require(RuleText.passwordLength) { passwordLengthRule($0) },
    Require(RuleText.passwordUppercase) { passwordUppercaseRule($0) },
    Require(RuleText.passwordLowercase) { passwordLowercaseRule($0) },
    Require(RuleText.passwordDigit) { passwordDigitRule($0) },
    Require(RuleText.passwordSpecial) { passwordSpecialRule($0) },
    Require(RuleText.passwordAllowed) { passwordAllowedCharactersRule($0) })
  var age = ValidatableValue<Int>(name: "Age", Require(RuleText.age) { ageRule($0) })

  /// Whether every field holds a valid value.
  var isValid: Bool {
    firstName.isValid() && lastName.isValid() && email.isValid() && password.isValid()
      && age.isValid()
  }
}

/// The same model with `@Validated` properties.
struct ValidatedUser {
  @Validated(name: "First name", Require(RuleText.firstName) { nameRule($0) })
  var firstName: String = ""

  @Validated(name: "Last name", Require(RuleText.lastName) { optionalNameRule($0) })
  var lastName: String? = nil

  @Validated(name: "E-mail", Require(RuleText.email) { emailRule($0) })
  var email: String = ""

  @Validated(
    name: "Password", isSecret: true,
    Require(RuleText.passwordLength) { passwordLengthRule($0) },
    Require(RuleText.passwordUppercase) { passwordUppercaseRule($0) },
    Require(RuleText.passwordLowercase) { passwordLowercaseRule($0) },
    Require(RuleText.passwordDigit) { passwordDigitRule($0) },
    Require(RuleText.passwordSpecial) { passwordSpecialRule($0) },
    Require(RuleText.passwordAllowed) { passwordAllowedCharactersRule($0) })
  var password: String = ""

  @Validated(name: "Age", Require(RuleText.age) { ageRule($0) })
  var age: Int = 0

  /// Whether every field holds a valid value.
  var isValid: Bool {
    $firstName.isValid() && $lastName.isValid() && $email.isValid() && $password.isValid()
      && $age.isValid()
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
