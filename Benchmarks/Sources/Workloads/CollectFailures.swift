import BlackHole
import Validation

/// Workload 3, collect all failures: submit a form with three bad fields and list every
/// broken rule by its description.
///
/// One operation writes the five fields of one form and builds the array of the five
/// failure descriptions, consumed with `blackHole`; a batch does this for
/// ``Inputs/batchSize`` forms.
public final class CollectFailures {
  let forms: [UserRecord]
  var libraryUser = LibraryUser()
  var plainUser = PlainUser()

  /// Prepares the workload.
  ///
  /// - Parameter inputs: The generated inputs.
  public init(inputs: Inputs) {
    forms = inputs.badForms
  }

  /// Library: each rejected `setValue(_:)` throws an `InvalidValue`.
  ///
  /// Its `failures` give the descriptions. One batch.
  ///
  /// - Returns: The number of failures listed.
  @inline(never)
  public func library() -> Int {
    var user = libraryUser
    var failureCount = 0
    for form in forms {
      var messages: [String] = []
      do { try user.firstName.setValue(form.firstName) } catch {
        for failure in error.failures { messages.append(failure.requirement) }
      }
      do { try user.lastName.setValue(form.lastName) } catch {
        for failure in error.failures { messages.append(failure.requirement) }
      }
      do { try user.email.setValue(form.email) } catch {
        for failure in error.failures { messages.append(failure.requirement) }
      }
      do { try user.password.setValue(form.password) } catch {
        for failure in error.failures { messages.append(failure.requirement) }
      }
      do { try user.age.setValue(form.age) } catch {
        for failure in error.failures { messages.append(failure.requirement) }
      }
      failureCount += messages.count
      blackHole(messages)
    }
    libraryUser = user
    return failureCount
  }

  /// Hand-written: every rule of a field runs, and each broken one appends its description.
  ///
  /// One batch.
  ///
  /// - Returns: The number of failures listed.
  @inline(never)
  public func handWritten() -> Int {
    var user = plainUser
    var failureCount = 0
    for form in forms {
      var messages: [String] = []
      if nameRule(form.firstName) {
        user.firstName = form.firstName
      } else {
        messages.append(RuleText.firstName)
      }
      if optionalNameRule(form.lastName) {
        user.lastName = form.lastName
      } else {
        messages.append(RuleText.lastName)
      }
      if emailRule(form.email) {
        user.email = form.email
      } else {
        messages.append(RuleText.email)
      }
      let passwordFailuresBefore = messages.count
      if !passwordLengthRule(form.password) { messages.append(RuleText.passwordLength) }
      if !passwordUppercaseRule(form.password) { messages.append(RuleText.passwordUppercase) }
      if !passwordLowercaseRule(form.password) { messages.append(RuleText.passwordLowercase) }
      if !passwordDigitRule(form.password) { messages.append(RuleText.passwordDigit) }
      if !passwordSpecialRule(form.password) { messages.append(RuleText.passwordSpecial) }
      if !passwordAllowedCharactersRule(form.password) {
        messages.append(RuleText.passwordAllowed)
      }
      if messages.count == passwordFailuresBefore { user.password = form.password }
      if ageRule(form.age) {
        user.age = form.age
      } else {
        messages.append(RuleText.age)
      }
      failureCount += messages.count
      blackHole(messages)
    }
    plainUser = user
    return failureCount
  }
}
