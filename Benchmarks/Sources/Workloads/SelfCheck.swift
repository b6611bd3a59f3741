import Validation

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Checks that each library workload and its hand-written twin compute the same thing.
///
/// - Parameter inputs: The generated inputs.
/// - Returns: A description of each disagreement; empty when all agree.
public func selfCheck(inputs: Inputs) -> [String] {
  var problems: [String] = []
  func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { problems.append(message()) }
  }

  let cheap = CheapRules(inputs: inputs)
  let accepted = cheap.handWritten()
  expect(accepted > 0 && accepted < inputs.integers.count, "cheap rules: degenerate inputs")
  expect(cheap.library() == accepted, "cheap rules: library disagrees")
  expect(cheap.libraryCatalogue() == accepted, "cheap rules: catalogue disagrees")
  expect(cheap.libraryDeclaredOnce() == accepted, "cheap rules: static array disagrees")

  let model = ModelValidity(inputs: inputs)
  let count = inputs.validRecords.count
  expect(model.handWritten() == count, "model validity: twin rejects a valid record")
  expect(model.library() == count, "model validity: library rejects a valid record")
  expect(model.libraryValidated() == count, "model validity: @Validated rejects a valid record")

  let failures = CollectFailures(inputs: inputs)
  expect(failures.handWritten() == 5 * count, "collect failures: twin does not list 5 per form")
  expect(failures.library() == 5 * count, "collect failures: library does not list 5 per form")
  if let form = inputs.badForms.first {
    var user = LibraryUser()
    var messages: [String] = []
    do { try user.firstName.setValue(form.firstName) } catch {
      messages += error.failures.map(\.requirement)
    }
    do { try user.email.setValue(form.email) } catch {
      messages += error.failures.map(\.requirement)
    }
    do { try user.password.setValue(form.password) } catch {
      messages += error.failures.map(\.requirement)
    }
    expect(
      messages == [
        RuleText.firstName, RuleText.email, RuleText.passwordUppercase, RuleText.passwordDigit,
        RuleText.passwordSpecial,
      ], "collect failures: unexpected messages \(messages)")
  }

  let submitFailures = SubmitFailures(inputs: inputs)
  expect(
    submitFailures.handWritten() == 5 * count, "submit failures: twin does not list 5 per submit")
  expect(
    submitFailures.library() == 5 * count,
    "submit failures: library does not list 5 per submit")
  if let start = inputs.validRecords.first, let submitted = inputs.submitsBreakingEveryField.first {
    var user = SubmitUser(startingWith: start)
    let messages = SubmitFailures.submit(submitted, to: &user)
    expect(
      messages == [
        RuleText.firstName, RuleText.lastName, RuleText.email, RuleText.passwordDigit,
        RuleText.age,
      ] && user.isValid(), "submit failures: unexpected messages \(messages)")
  }

  let fieldFailures = FieldFailures(inputs: inputs)
  expect(
    fieldFailures.handWritten() == 5 * count, "field failures: twin does not list 5 per form")
  expect(
    fieldFailures.library() == 5 * count, "field failures: library does not list 5 per form")
  if let submitted = inputs.formsWithBadLastName.first {
    var form = SignUpForm()
    var lastNameFailures: [UnsatisfiedRequirement] = []
    do { try form.lastName.setValue(submitted.lastName) } catch {
      lastNameFailures = error.failures
    }
    expect(
      lastNameFailures.map(\.requirement) == [RuleText.lastName]
        && lastNameFailures.map(\.input) == [""],
      "field failures: unexpected last-name failures \(lastNameFailures)")
  }

  var rejected = 0
  let library = LibraryPasswordViewModel()
  let plain = PlainPasswordViewModel()
  for candidate in inputs.candidatePasswords {
    library.password = candidate
    plain.password = candidate
    if library.$password.lastRejection != nil { rejected += 1 }
    expect(library.password == plain.password, "assignment stream: models disagree")
  }
  expect(
    rejected == inputs.candidatePasswords.count / 2,
    "assignment stream: \(rejected) rejected, expected half")
  let stream = AssignmentStream(inputs: inputs)
  expect(stream.library() == stream.handWritten(), "assignment stream: final passwords differ")
  expect(
    stream.libraryAcceptedOnly() == stream.handWrittenAcceptedOnly(),
    "assignment stream (accepted only): final passwords differ")

  let validate = ModelValidate(inputs: inputs)
  expect(validate.handWritten() == count, "model validate: twin rejects a valid record")
  expect(validate.library() == count, "model validate: library rejects a valid record")
  expect(validate.libraryValidated() == count, "model validate: @Validated rejects a valid record")
  problems += checkCrossFieldRule(inputs: inputs)

  let decode = DecodeUsers(inputs: inputs)
  let libraryInvalid = decode.libraryInvalidIndices()
  expect(
    decode.handWrittenInvalidIndices() == inputs.invalidUserIndices,
    "decode users: twin finds other invalid users")
  expect(
    libraryInvalid == inputs.invalidUserIndices,
    "decode users: library finds other invalid users: \(libraryInvalid.prefix(12))…")
  expect(decode.library() == decode.handWritten(), "decode users: counts differ")

  let bodies = RequestBodies(inputs: inputs)
  expect(bodies.validHandWritten() == count, "request bodies: twin rejects a valid body")
  expect(bodies.validLibrary() == count, "request bodies: library rejects a valid body")
  expect(
    bodies.validLibraryCatalogue() == count,
    "request bodies: the catalogue model rejects a valid body")
  expect(
    bodies.validHandWrittenCatalogue() == count,
    "request bodies: the catalogue twin rejects a valid body")
  problems += checkProblemDetails(of: bodies)

  let keystrokes = FormKeystrokes(inputs: inputs)
  let outcomes = keystrokes.handWrittenOutcomes()
  let libraryOutcomes = keystrokes.libraryOutcomes()
  expect(
    outcomes.count == Inputs.batchSize && outcomes.contains(true) && outcomes.contains(false),
    "form keystrokes: degenerate script")
  if let first = zip(outcomes, libraryOutcomes).enumerated().first(where: { $1.0 != $1.1 }) {
    problems.append(
      "form keystrokes: after keystroke \(first.offset) the library says \(first.element.1)")
  }
  expect(
    libraryOutcomes.count == outcomes.count, "form keystrokes: library typed another script")
  // A second batch starts from the fields the first left.
  for batch in 1...2 {
    expect(
      keystrokes.library() == keystrokes.handWritten(),
      "form keystrokes: valid counts differ in batch \(batch)")
  }
  return problems
}

/// Checks that both sides answer every invalid body with a problem document listing the
/// same three fields at the same pointers, with the same codes.
func checkProblemDetails(of bodies: RequestBodies) -> [String] {
  struct Document: Decodable, Equatable {
    struct Entry: Decodable, Equatable {
      var pointer: String
      var code: String
    }
    var status: Int
    var errors: [Entry]
  }
  guard let body = bodies.invalidBodies.first,
    let user = try? bodies.decoder.decode(PlainCodableUser.self, from: body)
  else { return ["request bodies: no invalid body to check"] }
  var library: Document?
  do {
    _ = try bodies.decoder.decode(ValidatedUser.self, from: body)
  } catch {
    library = try? JSONDecoder().decode(
      Document.self, from: ProblemDetails(decodingFailure: error).json())
  }
  let twin = Document(
    status: 422,
    errors: RequestBodies.problems(in: user).map { .init(pointer: $0.pointer, code: $0.code) })
  guard library == twin, twin.errors.count == 3 else {
    return ["request bodies: problem details differ: \(String(describing: library)) vs \(twin)"]
  }
  guard bodies.invalidLibrary() > 0, bodies.invalidLibraryGerman() > 0,
    bodies.invalidHandWritten() > 0
  else {
    return ["request bodies: no problem details written"]
  }
  return []
}

/// Checks that the cross-field rule is wired in: a valid record whose last name equals its
/// first name breaks exactly that rule, in both library models and in the twin, and that
/// each invalid user decodes to exactly one failure.
func checkCrossFieldRule(inputs: Inputs) -> [String] {
  var problems: [String] = []
  func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { problems.append(message()) }
  }
  guard var record = inputs.validRecords.first else { return ["no valid records"] }
  record.lastName = record.firstName

  var user = LibraryUser()
  user.write(record)
  expect(!user.isValid(), "cross-field rule: LibraryUser.isValid() accepts equal names")
  do {
    try user.validate()
    problems.append("cross-field rule: LibraryUser.validate() accepts equal names")
  } catch {
    let requirements = error.failures.flatMap(\.requirements)
    expect(
      requirements == [RuleText.namesDiffer],
      "cross-field rule: LibraryUser.validate() lists \(requirements)")
  }

  var validated = ValidatedUser()
  validated.firstName = record.firstName
  validated.lastName = record.lastName
  validated.email = record.email
  validated.password = record.password
  validated.age = record.age
  expect(!validated.isValid(), "cross-field rule: ValidatedUser.isValid() accepts equal names")
  do {
    try validated.validate()
    problems.append("cross-field rule: ValidatedUser.validate() accepts equal names")
  } catch {
    let requirements = error.failures.flatMap(\.requirements)
    expect(
      requirements == [RuleText.namesDiffer],
      "cross-field rule: ValidatedUser.validate() lists \(requirements)")
  }

  var plain = PlainUser()
  do {
    try ModelValidate.write(record, to: &plain)
    problems.append("cross-field rule: the twin accepts equal names")
  } catch {
    expect(
      error.failures == [RuleText.namesDiffer],
      "cross-field rule: the twin lists \(error.failures)")
  }

  let decode = DecodeUsers(inputs: inputs)
  do {
    let users = try decode.decoder.decode(DecodedModels<ValidatedUser>.self, from: decode.json)
    for (index, user) in users.results.enumerated() {
      guard case .failure(let error) = user else { continue }
      expect(
        error.failures.count == 1,
        "decode users: user \(index) has \(error.failures.count) failures: \(error)")
      expect(
        error.failures.allSatisfy { $0.path.description.hasPrefix("[\(index)]") },
        "decode users: user \(index)'s failures are at \(error.failures.map(\.path))")
    }
  } catch {
    problems.append("decode users: \(error)")
  }
  return problems
}
