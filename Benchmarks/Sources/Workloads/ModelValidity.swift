import BlackHole
import Validation

/// Workload 2, model validity: write every field of a valid record, then ask whether the
/// whole model is valid.
///
/// One operation writes the five fields of one record (running nine field rules), asks
/// whether the model is valid (every field, and the cross-field rule: ten rules in all)
/// and consumes the answer with `blackHole`; a batch does this for ``Inputs/batchSize``
/// records. The library asks `ValidatableModel.isValid()`, which visits every field the
/// model lists and runs its rules; the twin ANDs the outcome of each write and runs the
/// same cross-field rule body on the stored values. The model is created once and reused,
/// as a form's model is.
public final class ModelValidity {
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

  /// Library, `setValue(_:)` on `ValidatableValue` fields: one batch.
  ///
  /// - Returns: The number of records after which the model was valid.
  @inline(never)
  public func library() -> Int {
    let (validCount, user) = Self.countValid(after: records, startingFrom: libraryUser)
    libraryUser = user
    return validCount
  }

  /// Library, assignment to `@Validated` properties: one batch.
  ///
  /// - Returns: The number of records after which the model was valid.
  @inline(never)
  public func libraryValidated() -> Int {
    let (validCount, user) = Self.countValid(after: records, startingFrom: validatedUser)
    validatedUser = user
    return validCount
  }

  /// The library's batch, for either model: returns the count and the model as left.
  ///
  /// Writes each record to a copy of the model and asks `isValid()` after each.
  @inline(__always)
  static func countValid<User: UserForm>(
    after records: [UserRecord], startingFrom model: User
  ) -> (validCount: Int, user: User) {
    var user = model
    var validCount = 0
    for record in records {
      user.write(record)
      let isValid = user.isValid()
      blackHole(isValid)
      if isValid { validCount += 1 }
    }
    return (validCount, user)
  }

  /// Hand-written: the same rule bodies, then plain stores.
  ///
  /// One batch.
  ///
  /// - Returns: The number of records after which the model was valid.
  @inline(never)
  public func handWritten() -> Int {
    var user = plainUser
    var validCount = 0
    for record in records {
      var isValid = true
      if nameRule(record.firstName) { user.firstName = record.firstName } else { isValid = false }
      if optionalNameRule(record.lastName) {
        user.lastName = record.lastName
      } else {
        isValid = false
      }
      if emailRule(record.email) { user.email = record.email } else { isValid = false }
      if passwordRules(record.password) { user.password = record.password } else { isValid = false }
      if ageRule(record.age) { user.age = record.age } else { isValid = false }
      isValid = isValid && namesDifferRule(firstName: user.firstName, lastName: user.lastName)
      blackHole(isValid)
      if isValid { validCount += 1 }
    }
    plainUser = user
    return validCount
  }
}
