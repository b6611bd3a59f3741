import BlackHole
import Validation

/// Workload 9, a sign-up submit with an error in every field: the five-field user model
/// is created for each submit with valid starting values, each field is assigned an
/// invalid value with `try setValue(_:)`, and every rejection's failures are listed by
/// their descriptions.
///
/// One operation builds one ``SubmitUser`` from a valid record, assigns the five fields of
/// one submit (``Inputs/submitsBreakingEveryField``: one broken rule per field, the
/// password breaking one of its six), adds `error.failures.map(\.requirement)` of each
/// thrown `InvalidValue` to the submit's messages, and consumes the messages with
/// `blackHole`. The twin builds a plain struct from the same record and runs the same rule
/// bodies with plain `if`s, appending the same descriptions.
public final class SubmitFailures {
  let starts: [UserRecord]
  let submits: [UserRecord]

  /// Prepares the workload.
  ///
  /// - Parameter inputs: The generated inputs.
  public init(inputs: Inputs) {
    starts = inputs.validRecords
    submits = inputs.submitsBreakingEveryField
  }

  /// Library: a fresh model per submit, each field assigned with `try setValue(_:)`, each
  /// rejection's failures mapped to their descriptions.
  ///
  /// One batch.
  ///
  /// - Returns: The number of messages listed.
  @inline(never)
  public func library() -> Int {
    var messageCount = 0
    for (start, submitted) in zip(starts, submits) {
      var user = SubmitUser(startingWith: start)
      let messages = Self.submit(submitted, to: &user)
      messageCount += messages.count
      blackHole(messages)
      blackHole(user)
    }
    return messageCount
  }

  /// Assigns a submit's five fields with `try setValue(_:)` and lists each rejection's
  /// failures by their descriptions.
  ///
  /// - Parameters:
  ///   - submitted: The submitted values.
  ///   - user: The model to assign them to.
  /// - Returns: The descriptions of the failures, field by field.
  @inline(__always)
  static func submit(_ submitted: UserRecord, to user: inout SubmitUser) -> [String] {
    var messages: [String] = []
    do { try user.firstName.setValue(submitted.firstName) } catch {
      messages += error.failures.map(\.requirement)
    }
    do { try user.lastName.setValue(submitted.lastName) } catch {
      messages += error.failures.map(\.requirement)
    }
    do { try user.email.setValue(submitted.email) } catch {
      messages += error.failures.map(\.requirement)
    }
    do { try user.password.setValue(submitted.password) } catch {
      messages += error.failures.map(\.requirement)
    }
    do { try user.age.setValue(submitted.age) } catch {
      messages += error.failures.map(\.requirement)
    }
    return messages
  }

  /// Hand-written: a fresh plain struct per submit; every rule of a field runs, and each
  /// broken one appends its description.
  ///
  /// One batch.
  ///
  /// - Returns: The number of messages listed.
  @inline(never)
  public func handWritten() -> Int {
    var messageCount = 0
    for (start, submitted) in zip(starts, submits) {
      var user = PlainUser(
        firstName: start.firstName, lastName: start.lastName, email: start.email,
        password: start.password, age: start.age)
      var messages: [String] = []
      if nameRule(submitted.firstName) {
        user.firstName = submitted.firstName
      } else {
        messages.append(RuleText.firstName)
      }
      if optionalNameRule(submitted.lastName) {
        user.lastName = submitted.lastName
      } else {
        messages.append(RuleText.lastName)
      }
      if emailRule(submitted.email) {
        user.email = submitted.email
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
      if messages.count == passwordMessagesBefore { user.password = submitted.password }
      if ageRule(submitted.age) {
        user.age = submitted.age
      } else {
        messages.append(RuleText.age)
      }
      messageCount += messages.count
      blackHole(messages)
      blackHole(user)
    }
    return messageCount
  }
}

/// The sign-up model as a submit builds it: five `ValidatableValue` fields that start with
/// a record's values, and no default values to build first.
struct SubmitUser: ValidatableModel {
  var firstName: ValidatableValue<String>
  var lastName: ValidatableValue<String?>
  var email: ValidatableValue<String>
  var password: ValidatableValue<String>
  var age: ValidatableValue<Int>

  /// A user whose five fields start with a record's values.
  ///
  /// - Parameter record: The starting values.
  init(startingWith record: UserRecord) {
    firstName = ValidatableValue(record.firstName, name: "First name", UserRequirements.firstName)
    lastName = ValidatableValue(record.lastName, name: "Last name", UserRequirements.lastName)
    email = ValidatableValue(record.email, name: "E-mail", UserRequirements.email)
    password = ValidatableValue(
      value: record.password, name: "Password", isSecret: true,
      requirements: UserRequirements.password)
    age = ValidatableValue(record.age, name: "Age", UserRequirements.age)
  }

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("firstName", &firstName)
    visitor.visit("lastName", &lastName)
    visitor.visit("email", &email)
    visitor.visit("password", &password)
    visitor.visit("age", &age)
  }
}
