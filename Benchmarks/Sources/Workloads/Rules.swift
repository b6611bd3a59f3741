// The rule bodies: written once, as plain functions over `String`, `Unicode.Scalar` and
// `Int`. The hand-written twins call them directly; the library workloads wrap each one in
// `Require("…") { rule($0) }`. Any difference between a twin and its library workload is
// therefore the library's own cost, not a difference in the rules.

// MARK: - Cheap rules on an Int

/// Range rule: 1...100.
@inline(__always)
func rangeRule(_ value: Int) -> Bool {
  value >= 1 && value <= 100
}

/// Even rule.
@inline(__always)
func evenRule(_ value: Int) -> Bool {
  value & 1 == 0
}

// MARK: - Character classes (ASCII)

@inline(__always)
func isUppercaseLetter(_ scalar: Unicode.Scalar) -> Bool {
  scalar.value &- 0x41 < 26  // A...Z
}

@inline(__always)
func isLowercaseLetter(_ scalar: Unicode.Scalar) -> Bool {
  scalar.value &- 0x61 < 26  // a...z
}

@inline(__always)
func isDigit(_ scalar: Unicode.Scalar) -> Bool {
  scalar.value &- 0x30 < 10  // 0...9
}

/// The special characters a password may contain: ASCII punctuation and symbols.
@inline(__always)
func isSpecialCharacter(_ scalar: Unicode.Scalar) -> Bool {
  let value = scalar.value
  return (0x21...0x2F).contains(value) || (0x3A...0x40).contains(value)
    || (0x5B...0x60).contains(value) || (0x7B...0x7E).contains(value)
}

// MARK: - User model rules

/// First name: not empty.
func nameRule(_ name: String) -> Bool {
  !name.isEmpty
}

/// Last name: optional, but not empty when present.
func optionalNameRule(_ name: String?) -> Bool {
  guard let name else { return true }
  return nameRule(name)
}

/// E-mail: one `@`, a non-empty local part without spaces, and a domain with an inner dot.
func emailRule(_ email: String) -> Bool {
  var atCount = 0
  var localLength = 0
  var domainLength = 0
  var lastDot = -1
  for scalar in email.unicodeScalars {
    if scalar == "@" {
      atCount += 1
      continue
    }
    if scalar == " " || scalar.value < 0x20 { return false }
    if atCount == 0 {
      localLength += 1
    } else {
      if scalar == "." { lastDot = domainLength }
      domainLength += 1
    }
  }
  return atCount == 1 && localLength > 0 && lastDot > 0 && lastDot < domainLength - 2
}

/// Password rule 1: between 8 and 30 characters.
func passwordLengthRule(_ password: String) -> Bool {
  (8...30).contains(password.unicodeScalars.count)
}

/// Password rule 2: at least one uppercase letter.
func passwordUppercaseRule(_ password: String) -> Bool {
  password.unicodeScalars.contains(where: isUppercaseLetter)
}

/// Password rule 3: at least four lowercase letters.
func passwordLowercaseRule(_ password: String) -> Bool {
  var found = 0
  for scalar in password.unicodeScalars where isLowercaseLetter(scalar) {
    found += 1
    if found == 4 { return true }
  }
  return false
}

/// Password rule 4: at least one digit.
func passwordDigitRule(_ password: String) -> Bool {
  password.unicodeScalars.contains(where: isDigit)
}

/// Password rule 5: at least one special character.
func passwordSpecialRule(_ password: String) -> Bool {
  password.unicodeScalars.contains(where: isSpecialCharacter)
}

/// Password rule 6: letters, digits and special characters only.
func passwordAllowedCharactersRule(_ password: String) -> Bool {
  password.unicodeScalars.allSatisfy {
    isUppercaseLetter($0) || isLowercaseLetter($0) || isDigit($0) || isSpecialCharacter($0)
  }
}

/// Age: 16...50.
func ageRule(_ age: Int) -> Bool {
  age >= 16 && age <= 50
}

/// Cross-field rule: the last name, when present, differs from the first name.
func namesDifferRule(firstName: String, lastName: String?) -> Bool {
  guard let lastName else { return true }
  return lastName != firstName
}

/// All six password rules, short-circuiting: the twin's check on every write.
@inline(__always)
func passwordRules(_ password: String) -> Bool {
  passwordLengthRule(password) && passwordUppercaseRule(password)
    && passwordLowercaseRule(password) && passwordDigitRule(password)
    && passwordSpecialRule(password) && passwordAllowedCharactersRule(password)
}

// MARK: - Descriptions, shared by the library's requirements and the twins' messages

enum RuleText {
  static let range = "between 1 and 100"
  static let even = "even"
  static let firstName = "not empty"
  static let lastName = "not empty when present"
  static let email = "a valid e-mail address"
  static let passwordLength = "between 8 and 30 characters"
  static let passwordUppercase = "at least 1 uppercase letter"
  static let passwordLowercase = "at least 4 lowercase letters"
  static let passwordDigit = "at least 1 digit"
  static let passwordSpecial = "at least 1 special character"
  static let passwordAllowed = "only letters, digits and special characters"
  static let age = "between 16 and 50"
  static let namesDiffer = "last name differs from first name"
}
