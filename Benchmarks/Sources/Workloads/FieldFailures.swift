import BlackHole
import Validation

/// Workload 6, collecting failures field by field: a form's five fields are assigned one
/// after another, and every rejection's failures are listed by their descriptions.
///
/// One operation assigns the five fields of one submitted form with `try setValue(_:)`,
/// adds `error.failures.map(\.requirement)` of each thrown `InvalidValue` to the form's
/// messages, and consumes the messages with `blackHole`; a batch does this for
/// ``Inputs/batchSize`` forms. Each form breaks five rules in three fields (see
/// ``Inputs/formsWithBadLastName``), among them an optional field's, whose rejected value
/// a failure keeps. The twin runs the same rule bodies and appends the same descriptions.
public final class FieldFailures {
  let forms: [UserRecord]
  var libraryForm = SignUpForm()
  var plainForm = PlainUser()

  /// Prepares the workload.
  ///
  /// - Parameter inputs: The generated inputs.
  public init(inputs: Inputs) {
    forms = inputs.formsWithBadLastName
  }

  /// Library: each field assigned with `try setValue(_:)`, each rejection's failures mapped
  /// to their descriptions.
  ///
  /// One batch.
  ///
  /// - Returns: The number of messages listed.
  @inline(never)
  public func library() -> Int {
    var form = libraryForm
    var messageCount = 0
    for submitted in forms {
      var messages: [String] = []
      do { try form.firstName.setValue(submitted.firstName) } catch {
        messages += error.failures.map(\.requirement)
      }
      do { try form.lastName.setValue(submitted.lastName) } catch {
        messages += error.failures.map(\.requirement)
      }
      do { try form.email.setValue(submitted.email) } catch {
        messages += error.failures.map(\.requirement)
      }
      do { try form.password.setValue(submitted.password) } catch {
        messages += error.failures.map(\.requirement)
      }
      do { try form.age.setValue(submitted.age) } catch {
        messages += error.failures.map(\.requirement)
      }
      messageCount += messages.count
      blackHole(messages)
    }
    libraryForm = form
    return messageCount
  }

  /// Hand-written: every rule of a field runs, and each broken one appends its description.
  ///
  /// One batch.
  ///
  /// - Returns: The number of messages listed.
  @inline(never)
  public func handWritten() -> Int {
    var form = plainForm
    var messageCount = 0
    for submitted in forms {
      var messages: [String] = []
      if nameRule(submitted.firstName) {
        form.firstName = submitted.firstName
      } else {
        messages.append(RuleText.firstName)
      }
      if optionalNameRule(submitted.lastName) {
        form.lastName = submitted.lastName
      } else {
        messages.append(RuleText.lastName)
      }
      if emailRule(submitted.email) {
        form.email = submitted.email
      } else {
        messages.append(RuleText.email)
      }
      let passwordMessagesBefore = messages.count
      if !passwordLengthRule(submitted.password) { messages.append(RuleText.passwordLength) }
      if !passwordUppercaseRule(submitted.password) {
        messages.append(RuleText.passwordUppercase)
      }
      if !passwordLowercaseRule(submitted.password) {
        messages.append(RuleText.passwordLowercase)
      }
      if !passwordDigitRule(submitted.password) { messages.append(RuleText.passwordDigit) }
      if !passwordSpecialRule(submitted.password) { messages.append(RuleText.passwordSpecial) }
      if !passwordAllowedCharactersRule(submitted.password) {
        messages.append(RuleText.passwordAllowed)
      }
      if messages.count == passwordMessagesBefore { form.password = submitted.password }
      if ageRule(submitted.age) {
        form.age = submitted.age
      } else {
        messages.append(RuleText.age)
      }
      messageCount += messages.count
      blackHole(messages)
    }
    plainForm = form
    return messageCount
  }
}

/// A sign-up form as an app keeps one: five `ValidatableValue` fields, not a model.
struct SignUpForm {
  var firstName = ValidatableValue<String>(name: "First name", UserRequirements.firstName)
  var lastName = ValidatableValue<String?>(name: "Last name", UserRequirements.lastName)
  var email = ValidatableValue<String>(name: "E-mail", UserRequirements.email)
  var password = ValidatableValue<String>(
    value: nil, name: "Password", isSecret: true, requirements: UserRequirements.password)
  var age = ValidatableValue<Int>(name: "Age", UserRequirements.age)
}
