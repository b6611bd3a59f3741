import Validation

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
  return problems
}
