import BlackHole
import Validation

/// One keystroke in a form: a character typed into one field.
struct Keystroke {
  /// The six fields of the keystroke form, in the order they are typed.
  enum Field: UInt8, CaseIterable {
    case firstName, lastName, email, password, age, percentage
  }

  /// The field typed into.
  let field: Field
  /// The character typed.
  let character: Character
  /// Whether this is the first character of a new entry: the field's text becomes this
  /// character, as when the user selects the old text and types over it.
  let startsOver: Bool
}

/// A sign-up form of six text-backed fields, four `String`s and two `Int`s, as a view model
/// keeps it while the user types.
struct KeystrokeForm: ValidatableModel {
  var firstName = FormField<String>(name: "First name", UserRequirements.firstName)
  // Not empty, as the first name: the same requirement value, so the same closure.
  var lastName = FormField<String>(name: "Last name", UserRequirements.firstName)
  var email = FormField<String>(name: "E-mail", UserRequirements.email)
  var password = FormField<String>(
    name: "Password", isSecret: true, conversion: .text(),
    requirements: UserRequirements.password)
  var age = FormField<Int>(name: "Age", UserRequirements.age)
  var percentage = FormField<Int>(
    name: "Percentage", conversion: .integer, requirements: PercentageRules.evenPercentage)

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("firstName", &firstName)
    visitor.visit("lastName", &lastName)
    visitor.visit("email", &email)
    visitor.visit("password", &password)
    visitor.visit("age", &age)
    visitor.visit("percentage", &percentage)
  }

  /// Types one keystroke into its field.
  @inline(__always)
  mutating func type(_ keystroke: Keystroke) {
    switch keystroke.field {
    case .firstName: Self.type(keystroke, into: &firstName)
    case .lastName: Self.type(keystroke, into: &lastName)
    case .email: Self.type(keystroke, into: &email)
    case .password: Self.type(keystroke, into: &password)
    case .age: Self.type(keystroke, into: &age)
    case .percentage: Self.type(keystroke, into: &percentage)
    }
  }

  @inline(__always)
  static func type<Value>(_ keystroke: Keystroke, into field: inout FormField<Value>) {
    if keystroke.startsOver {
      field.input = String(keystroke.character)
    } else {
      field.input.append(keystroke.character)
    }
  }
}

/// The hand-written twin: the same six texts as plain `String`s, each with the outcome of
/// its rules, recomputed when its text changes.
struct PlainKeystrokeForm {
  var firstName = ""
  var lastName = ""
  var email = ""
  var password = ""
  var age = ""
  var percentage = ""
  var firstNameHolds = false
  var lastNameHolds = false
  var emailHolds = false
  var passwordHolds = false
  var ageHolds = false
  var percentageHolds = false

  /// Whether every field holds.
  @inline(__always)
  var isValid: Bool {
    firstNameHolds && lastNameHolds && emailHolds && passwordHolds && ageHolds
      && percentageHolds
  }

  /// Types one keystroke into its field, then checks that field's text again.
  @inline(__always)
  mutating func type(_ keystroke: Keystroke) {
    switch keystroke.field {
    case .firstName:
      Self.type(keystroke, into: &firstName)
      firstNameHolds = nameRule(firstName)
    case .lastName:
      Self.type(keystroke, into: &lastName)
      lastNameHolds = nameRule(lastName)
    case .email:
      Self.type(keystroke, into: &email)
      emailHolds = emailRule(email)
    case .password:
      Self.type(keystroke, into: &password)
      passwordHolds = passwordRules(password)
    case .age:
      Self.type(keystroke, into: &age)
      if let value = Int(age) { ageHolds = ageRule(value) } else { ageHolds = false }
    case .percentage:
      Self.type(keystroke, into: &percentage)
      if let value = Int(percentage) {
        percentageHolds = rangeRule(value) && evenRule(value)
      } else {
        percentageHolds = false
      }
    }
  }

  @inline(__always)
  static func type(_ keystroke: Keystroke, into text: inout String) {
    if keystroke.startsOver {
      text = String(keystroke.character)
    } else {
      text.append(keystroke.character)
    }
  }
}

/// Workload 7, form keystrokes: a six-field sign-up form typed keystroke by keystroke, the
/// form's validity asked after each, as a view model that enables a submit button does.
///
/// The script types the generated valid records one after another, each field character
/// by character (first name, last name, e-mail, password, age, then an integer from
/// ``Inputs/integers`` as an even percentage); the first character of each field starts
/// the field over. A record without a last name leaves that field as the previous record
/// left it. Typing a record leaves each field invalid until enough of it is typed, and
/// integers such as `-` or `7` do not satisfy the percentage, so the form is valid after
/// some keystrokes and invalid after others.
///
/// One operation types one keystroke, asks whether the form is valid and consumes the
/// answer with `blackHole`; a batch types the first ``Inputs/batchSize`` keystrokes of the
/// script. Library: a ``ValidatableModel`` of six `FormField`s (four `String`, two `Int`),
/// each keystroke appended to a field's `input`, then `isValid()`. Twin: the six texts as
/// plain `String`s, the same rule bodies (and `Int(text)` for the integers) run on the
/// changed field's text, and the six outcomes ANDed. The forms are created once and reused.
public final class FormKeystrokes {
  let keystrokes: [Keystroke]
  var libraryForm = KeystrokeForm()
  var plainForm = PlainKeystrokeForm()

  /// Prepares the workload.
  ///
  /// - Parameter inputs: The generated inputs.
  public init(inputs: Inputs) {
    var keystrokes: [Keystroke] = []
    var index = 0
    while keystrokes.count < Inputs.batchSize {
      let record = inputs.validRecords[index % inputs.validRecords.count]
      let entries: [(Keystroke.Field, String?)] = [
        (.firstName, record.firstName), (.lastName, record.lastName), (.email, record.email),
        (.password, record.password), (.age, String(record.age)),
        (.percentage, String(inputs.integers[index % inputs.integers.count])),
      ]
      for (field, text) in entries {
        guard let text else { continue }
        for (offset, character) in text.enumerated() {
          keystrokes.append(
            Keystroke(field: field, character: character, startsOver: offset == 0))
        }
      }
      index += 1
    }
    self.keystrokes = Array(keystrokes.prefix(Inputs.batchSize))
  }

  /// Library: one batch of keystrokes into `FormField`s, `isValid()` after each.
  ///
  /// - Returns: The number of keystrokes after which the form was valid.
  @inline(never)
  public func library() -> Int {
    var form = libraryForm
    var validCount = 0
    for keystroke in keystrokes {
      form.type(keystroke)
      let isValid = form.isValid()
      blackHole(isValid)
      if isValid { validCount += 1 }
    }
    libraryForm = form
    return validCount
  }

  /// Hand-written: one batch of keystrokes into plain strings, the changed field checked
  /// again after each and the six outcomes ANDed.
  ///
  /// - Returns: The number of keystrokes after which the form was valid.
  @inline(never)
  public func handWritten() -> Int {
    var form = plainForm
    var validCount = 0
    for keystroke in keystrokes {
      form.type(keystroke)
      let isValid = form.isValid
      blackHole(isValid)
      if isValid { validCount += 1 }
    }
    plainForm = form
    return validCount
  }

  /// The library's outcome after each keystroke of one batch, from a new form.
  func libraryOutcomes() -> [Bool] {
    var form = KeystrokeForm()
    return keystrokes.map { keystroke in
      form.type(keystroke)
      return form.isValid()
    }
  }

  /// The twin's outcome after each keystroke of one batch, from a new form.
  func handWrittenOutcomes() -> [Bool] {
    var form = PlainKeystrokeForm()
    return keystrokes.map { keystroke in
      form.type(keystroke)
      return form.isValid
    }
  }
}
