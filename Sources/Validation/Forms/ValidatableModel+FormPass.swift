extension ValidatableModel {
  // Walks the fields once with a ``FormPass`` making `changes`, and a second time only when
  // a field showed a rule's failure that a later field blocks.
  mutating func formPass(_ changes: FormPass.Changes) -> FormPass {
    var pass = FormPass(over: self, changes: changes)
    visitFields(&pass)
    showFinalFailures(of: pass)
    return pass
  }

  // A submit's walk: it also files a class model's fields under their key paths for the
  // snapshot, and collects the failures to throw. Returns the form the submit returns, or
  // the error it throws.
  mutating func submittingFormPass(_ changes: FormPass.Changes)
    -> (pass: FormPass, outcome: Result<SubmittedForm<Self>, ModelValidationError>)
  {
    var pass = FormPass(over: self, changes: changes)
    pass.failures = FailureVisitor(context: nil, depth: 0)
    if Self.self is AnyClass {
      FieldKeyPathRecording.recording { recording in
        pass.snapshot = SubmittedFieldsRecorder(recording: recording, depth: 0)
        visitFields(&pass)
      }
    } else {
      visitFields(&pass)
    }
    showFinalFailures(of: pass)
    guard !pass.isValid else {
      return (pass, .success(SubmittedForm(model: self, fields: pass.snapshot?.fields ?? .init())))
    }
    guard var error = validationError(collected: pass.failures?.failures ?? [], in: nil) else {
      // Only a model nested too deeply is invalid without a failure of its own.
      return (pass, .failure(Self.tooDeepError))
    }
    error.objectDescription = objectDescription
    return (pass, .failure(error))
  }

  private mutating func showFinalFailures(of pass: FormPass) {
    guard pass.showsBlockedFailure else { return }
    var shower = FieldStateVisitor(action: .showRuleFailures(pass.finalFailures), depth: 0)
    visitFields(&shower)
  }
}
