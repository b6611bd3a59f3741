import Validation

/// The sign-up model's requirements, declared once.
///
/// Each wraps a shared rule body in `Require`. Every library workload uses these same
/// values, as an app declares a field's rules once and reuses them wherever the field
/// appears.
///
/// (Declaring the same closures again in each model would also give the optimizer
/// identical functions to merge, and a merged function is reached through one more call,
/// which would be the benchmark's cost, not the library's.)
enum UserRequirements {
  static let firstName = Require(RuleText.firstName) { nameRule($0) }
  static let lastName = Require(RuleText.lastName) { optionalNameRule($0) }
  static let email = Require(RuleText.email) { emailRule($0) }
  static let passwordLength = Require(RuleText.passwordLength) { passwordLengthRule($0) }
  static let passwordUppercase = Require(RuleText.passwordUppercase) {
    passwordUppercaseRule($0)
  }
  static let passwordLowercase = Require(RuleText.passwordLowercase) {
    passwordLowercaseRule($0)
  }
  static let passwordDigit = Require(RuleText.passwordDigit) { passwordDigitRule($0) }
  static let passwordSpecial = Require(RuleText.passwordSpecial) { passwordSpecialRule($0) }
  static let passwordAllowed = Require(RuleText.passwordAllowed) {
    passwordAllowedCharactersRule($0)
  }
  static let age = Require(RuleText.age) { ageRule($0) }

  /// The six password requirements, in order.
  static let password = [
    passwordLength, passwordUppercase, passwordLowercase, passwordDigit, passwordSpecial,
    passwordAllowed,
  ]
}
