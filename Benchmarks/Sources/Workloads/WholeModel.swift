import BlackHole
import Validation

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A hand-written model error: the description of every broken rule.
struct PlainValidationError: Error {
  var failures: [String]
}

/// Workload 5a, whole-model validation: write every field of a valid record, then
/// `validate()` the model, cross-field rule included.
///
/// One operation writes the five fields of one record (nine field rules), validates the
/// whole model (each field, then the cross-field rule: ten rules in all) and consumes the
/// outcome with `blackHole`; a batch does this for ``Inputs/batchSize`` records. The
/// library calls `try user.validate()`, which visits every field and runs
/// `LibraryUser.rules`; the twin checks each write, runs the same cross-field rule body
/// (skipped, like the library's, while a field it depends on is invalid) and throws a
/// hand-written error listing the broken rules, if any.
public final class ModelValidate {
  let records: [UserRecord]
  var libraryUser = LibraryUser()
  var validatedUser = ValidatedUser()
  var plainUser = PlainUser()

  /// Prepares the workload.
  ///
  /// - Parameter inputs: The generated inputs.
  public init(inputs: Inputs) {
    records = inputs.validRecords
  }

  /// Library, `setValue(_:)` on `ValidatableValue` fields, then `validate()`: one batch.
  ///
  /// - Returns: The number of records after which the model validated.
  @inline(never)
  public func library() -> Int {
    let (validCount, user) = Self.countValidated(after: records, startingFrom: libraryUser)
    libraryUser = user
    return validCount
  }

  /// Library, assignment to `@Validated` properties, then `validate()`: one batch.
  ///
  /// - Returns: The number of records after which the model validated.
  @inline(never)
  public func libraryValidated() -> Int {
    let (validCount, user) = Self.countValidated(after: records, startingFrom: validatedUser)
    validatedUser = user
    return validCount
  }

  /// The library's batch, for either model: returns the count and the model as left.
  ///
  /// Writes each record to a copy of the model and calls `validate()` after each.
  @inline(__always)
  static func countValidated<User: UserForm>(
    after records: [UserRecord], startingFrom model: User
  ) -> (validCount: Int, user: User) {
    var user = model
    var validCount = 0
    for record in records {
      user.write(record)
      let isValid: Bool
      do {
        try user.validate()
        isValid = true
      } catch {
        blackHole(error)
        isValid = false
      }
      blackHole(isValid)
      if isValid { validCount += 1 }
    }
    return (validCount, user)
  }

  /// Hand-written: the same rule bodies, plain stores, and a throwing cross-field check.
  ///
  /// One batch.
  ///
  /// - Returns: The number of records after which the model validated.
  @inline(never)
  public func handWritten() -> Int {
    var user = plainUser
    var validCount = 0
    for record in records {
      let isValid: Bool
      do {
        try Self.write(record, to: &user)
        isValid = true
      } catch {
        blackHole(error)
        isValid = false
      }
      blackHole(isValid)
      if isValid { validCount += 1 }
    }
    plainUser = user
    return validCount
  }

  /// Writes the fields that pass their rules, then checks the cross-field rule unless a
  /// field it depends on failed.
  ///
  /// - Throws: ``PlainValidationError`` with the description of every broken rule.
  @inline(__always)
  static func write(_ record: UserRecord, to user: inout PlainUser) throws(PlainValidationError) {
    var failures: [String] = []
    let firstNameIsValid = nameRule(record.firstName)
    if firstNameIsValid {
      user.firstName = record.firstName
    } else {
      failures.append(RuleText.firstName)
    }
    let lastNameIsValid = optionalNameRule(record.lastName)
    if lastNameIsValid {
      user.lastName = record.lastName
    } else {
      failures.append(RuleText.lastName)
    }
    if emailRule(record.email) {
      user.email = record.email
    } else {
      failures.append(RuleText.email)
    }
    if passwordRules(record.password) {
      user.password = record.password
    } else {
      appendPasswordFailures(of: record.password, to: &failures)
    }
    if ageRule(record.age) { user.age = record.age } else { failures.append(RuleText.age) }
    if firstNameIsValid, lastNameIsValid,
      !namesDifferRule(firstName: user.firstName, lastName: user.lastName)
    {
      failures.append(RuleText.namesDiffer)
    }
    if !failures.isEmpty { throw PlainValidationError(failures: failures) }
  }
}

/// Appends the description of each password rule `password` breaks.
func appendPasswordFailures(of password: String, to failures: inout [String]) {
  if !passwordLengthRule(password) { failures.append(RuleText.passwordLength) }
  if !passwordUppercaseRule(password) { failures.append(RuleText.passwordUppercase) }
  if !passwordLowercaseRule(password) { failures.append(RuleText.passwordLowercase) }
  if !passwordDigitRule(password) { failures.append(RuleText.passwordDigit) }
  if !passwordSpecialRule(password) { failures.append(RuleText.passwordSpecial) }
  if !passwordAllowedCharactersRule(password) { failures.append(RuleText.passwordAllowed) }
}

/// Workload 5b, decoding with validation: a JSON array of ``Inputs/batchSize`` sign-up
/// objects, one in ten invalid, decoded into validated models.
///
/// The JSON is encoded at run time from ``Inputs/usersToDecode``. One batch decodes the
/// whole array and lists the indices of the invalid users; one operation is one user (so
/// the per-operation figures are per user). The library decodes
/// `DecodedModels<ValidatedUser>`: each element goes through `DecodableModel`, which checks
/// every field as it stores it and then the cross-field rule, and an invalid element becomes
/// a `ModelValidationError` listing its failures (paths such as `[9].email`). The twin
/// decodes `[PlainCodableUser]` (synthesized `Codable`) with the same `JSONDecoder`
/// settings and then runs the same rule bodies on each element, listing the indices of the
/// invalid ones (it builds no error).
public final class DecodeUsers {
  let json: Data
  let decoder = JSONDecoder()

  /// Prepares the workload: encodes the users as a JSON array.
  ///
  /// - Parameter inputs: The generated inputs.
  public init(inputs: Inputs) {
    do {
      json = try JSONEncoder().encode(inputs.usersToDecode.map(PlainCodableUser.init))
    } catch {
      fatalError("cannot encode the users: \(error)")
    }
  }

  /// The number of bytes of JSON decoded per batch.
  public var jsonByteCount: Int { json.count }

  /// Library: one batch.
  ///
  /// - Returns: The number of invalid users.
  @inline(never)
  public func library() -> Int {
    libraryInvalidIndices().count
  }

  /// Hand-written: one batch.
  ///
  /// - Returns: The number of invalid users.
  @inline(never)
  public func handWritten() -> Int {
    handWrittenInvalidIndices().count
  }

  @inline(__always)
  func libraryInvalidIndices() -> [Int] {
    let users: DecodedModels<ValidatedUser>
    do {
      users = try decoder.decode(DecodedModels<ValidatedUser>.self, from: json)
    } catch {
      fatalError("cannot decode the users: \(error)")
    }
    var invalid: [Int] = []
    for (index, user) in users.results.enumerated() {
      let isValid: Bool
      switch user {
      case .success: isValid = true
      case .failure: isValid = false
      }
      blackHole(isValid)
      if !isValid { invalid.append(index) }
    }
    blackHole(users)
    return invalid
  }

  @inline(__always)
  func handWrittenInvalidIndices() -> [Int] {
    let users: [PlainCodableUser]
    do {
      users = try decoder.decode([PlainCodableUser].self, from: json)
    } catch {
      fatalError("cannot decode the users: \(error)")
    }
    var invalid: [Int] = []
    for (index, user) in users.enumerated() {
      let isValid =
        nameRule(user.firstName) && optionalNameRule(user.lastName) && emailRule(user.email)
        && passwordRules(user.password) && ageRule(user.age)
        && namesDifferRule(firstName: user.firstName, lastName: user.lastName)
      blackHole(isValid)
      if !isValid { invalid.append(index) }
    }
    blackHole(users)
    return invalid
  }
}
