import Foundation
import Observation

/// What a ``FormModel`` keeps beside its fields: whether the form is valid, for a submit
/// button that re-renders only when that changes, and the async checks in flight, with the
/// clock they wait on.
///
/// ```swift
/// @MainActor @Observable final class SignUp: @MainActor FormModel {
///   let form = FormState()
///   var userName = FormField<String>(name: "User name", .minLength(3)).checking(free)
///   // …
/// }
/// ```
///
/// Tests pass a clock they advance by hand: `FormState(clock: manualClock)`.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
public final class FormState: Observable {
  // How long an input must stay unchanged before its async checks start.
  let debounce: Duration

  // The clock debounces wait on.
  let clock: any Clock<Duration>

  // Observers of `isValid`, notified only when it changes.
  private let registrar = ObservationRegistrar()

  // Whether the model is valid; `nil` until computed, and once a field changed without
  // the form knowing (an assignment from code rather than ``FormModel/setInput(_:for:)``).
  private var validity: Bool?

  // The answer observers last heard of: they are told when `validity` differs.
  private var announced: Bool?

  // Computes the model's validity again, tracking the fields it reads; set on first use.
  private var recompute: (() -> Bool?)?

  // Walks the model again as an edit does (the rules' failures, the validity, the async
  // checks); set on first use.
  private var refresh: (() -> Void)?

  // Whether a re-check of a change made behind the form's back is scheduled.
  private var settling = false

  // Whether the form itself is writing fields: the changes it makes need no re-check.
  private var isWriting = false

  // Whether a computed validity may be kept. Not after a change reported off the main
  // actor: Observation reports it before the writing thread stores it, so a re-check may
  // read the old value; until the form next writes a field itself, it re-checks each time.
  private var keepsValidity = true

  // The async check in flight for each field, by the field's path, in a box that cancels
  // them when the form goes away.
  private let checks = FieldChecks()

  // The checks fields never edited need, as the last walk found them: a submit runs them.
  private var uneditedChecks: [(path: FieldPath, check: any PendingCheck)] = []

  /// Creates the state of a form whose async checks wait `debounce` on `clock`.
  ///
  /// - Parameters:
  ///   - debounce: How long an input must stay unchanged before it is checked.
  ///   - clock: The clock to wait on; tests pass a clock they advance by hand.
  public init<C: Clock<Duration>>(
    debounce: Duration = .milliseconds(300), clock: C = ContinuousClock()
  ) {
    self.debounce = debounce
    self.clock = clock
  }

  // The key path observers of the validity register with.
  private var observedValidity: Bool? { announced }

  // Whether `model` is valid, from the last computation when no field changed since.
  func isValid<Model: FormModel>(_ model: Model) -> Bool {
    registrar.access(self, keyPath: \.observedValidity)
    if let validity { return validity }
    let valid = compute(model)
    // The first answer is the one observers start from. Fields assigned before the form
    // was first read changed unseen: walk them on a later turn, as any change made behind
    // the form's back is, so that rules' failures and async checks follow.
    if announced == nil {
      announced = valid
      settle()
    } else if valid != announced {
      settle()
    }
    return valid
  }

  // Runs `write`, which changes the model's fields, then walks the fields once: the rules'
  // failures go to the fields they name, the validity is updated (and announced only if it
  // changed), and the async checks of edited fields start after the debounce.
  @discardableResult
  func update<Model: FormModel, Outcome>(
    _ model: Model, recording results: [FieldPath: AsyncCheckResult] = [:],
    _ write: () -> Outcome = {}
  ) -> Outcome {
    isWriting = true
    defer { isWriting = false }
    let outcome = write()
    let pass = walk(model, FormPass.Changes(results: results))
    schedule(pass.checks, of: model)
    uneditedChecks = pass.checks.filter { !$0.isEdited }.map { ($0.path, $0.check) }
    return outcome
  }

  // Walks the fields with a ``FormPass``, tracking what it reads, and keeps the validity.
  private func walk<Model: FormModel>(_ model: Model, _ changes: FormPass.Changes) -> FormPass {
    remember(model)
    keepsValidity = true
    isWriting = true
    defer { isWriting = false }
    let done = tracking(model) {
      var model = model
      return model.formPass(changes)
    }
    validity = done.isValid
    announce(done.isValid)
    return done
  }

  // Computes the validity, tracking the fields it reads.
  private func compute<Model: FormModel>(_ model: Model) -> Bool {
    remember(model)
    let valid = tracking(model) { model.isValid(in: nil, depth: 0) }
    if keepsValidity { validity = valid }
    return valid
  }

  private func remember<Model: FormModel>(_ model: Model) {
    guard recompute == nil else { return }
    recompute = { [weak self, weak model] in
      guard let self, let model else { return nil }
      return compute(model)
    }
    refresh = { [weak self, weak model] in
      guard let self, let model else { return }
      update(model)
    }
  }

  // Tells observers the validity if it differs from what they last heard.
  private func announce(_ valid: Bool) {
    guard valid != announced else { return }
    registrar.withMutation(of: self, keyPath: \.observedValidity) { announced = valid }
  }

  // Reads the model through `read`; when a field read changes behind the form's back,
  // forgets the validity and re-checks it once the change is done.
  private func tracking<Model: FormModel, Read>(_ model: Model, _ read: () -> Read) -> Read {
    withObservationTracking(read) { [weak self] in
      // Observation reports a change on the thread that makes it.
      if DispatchQueue.getSpecific(key: onMainQueue) == true {
        MainActor.assumeIsolated { self?.fieldChanged() }
      } else {
        Task { @MainActor in self?.fieldChangedOffMain() }
      }
    }
  }

  private func fieldChanged() {
    guard !isWriting else { return }
    validity = nil
    settle()
  }

  private func fieldChangedOffMain() {
    keepsValidity = false
    fieldChanged()
  }

  // Re-checks the validity on a later main-actor turn and tells observers if it changed.
  private func settle() {
    guard !settling else { return }
    settling = true
    // A change on the main actor is not made yet (Observation reports it before): check
    // after it.
    Task { [weak self] in
      guard let self else { return }
      settling = false
      if let refresh, keepsValidity {
        refresh()
      } else if let valid = validity ?? recompute?() {
        announce(valid)
      }
    }
  }

  // Starts the checks an edit needs after the debounce, each cancelling the one in flight
  // for its field; a check in flight for an input other than its field's is cancelled.
  private func schedule<Model: FormModel>(
    _ needed: [(path: FieldPath, check: any PendingCheck, isEdited: Bool)], of model: Model
  ) {
    for (path, running) in checks.all
    where !needed.contains(where: {
      $0.path == path && $0.check.input.hasSameBytes(as: running.input)
    }) {
      checks.cancel(path)
    }
    for (path, check, isEdited) in needed where isEdited {
      guard !checks.isChecking(check.input, at: path) else { continue }
      start(check, at: path, of: model, debounce: debounce)
    }
  }

  // Starts `check` for the field at `path` after `debounce`; its result goes to the field
  // unless the check is cancelled or awaited by a submit first.
  @discardableResult
  private func start<Model: FormModel>(
    _ check: any PendingCheck, at path: FieldPath, of model: Model, debounce: Duration
  ) -> FieldCheck {
    checks.cancel(path)
    let clock = self.clock
    let running = FieldCheck(check)
    running.task = Task { [weak self, weak model] in
      guard await sleep(for: debounce, on: clock) else { return nil }
      running.hasStarted = true
      guard let result = await check.check(debounce: .zero, clock: clock), !Task.isCancelled
      else { return nil }
      // A check a submit awaits goes to the submit's walk.
      guard let self, checks[path] === running, !running.isAwaited else { return result }
      checks[path] = nil
      if let model { update(model, recording: [path: result]) }
      return result
    }
    checks[path] = running
    return running
  }

  // Submits the model: waits for the async checks its fields need (a check still waiting
  // out its debounce starts at once, one already asking is awaited), then marks every field
  // submitted, records the results and validates, in one walk of the fields.
  //
  // Cancelling the submitting task cancels the check it waits for and throws at once, even
  // when that check never answers; the edited fields' checks then start again as after an
  // edit, so that no field waits for an answer that never comes.
  func submit<Model: FormModel>(_ model: Model) async throws -> SubmittedForm<Model> {
    // A change made behind the form's back has not been walked: the checks it needs are
    // not known yet.
    if validity == nil { update(model) }
    var needed = uneditedChecks
    while true {
      for (path, check) in needed where !checks.isChecking(check.input, at: path) {
        start(check, at: path, of: model, debounce: .zero)
      }
      let results: [FieldPath: AsyncCheckResult]
      do {
        results = try await awaitChecks(of: model)
      } catch {
        update(model)
        throw error
      }
      let (pass, outcome) = submitWalk(model, results: results)
      // An input the user changed while the submit waited needs its check first.
      guard !pass.checks.isEmpty else { return try outcome.get() }
      needed = pass.checks.map { ($0.path, $0.check) }
    }
  }

  // Waits for every check in flight, those that start meanwhile included, and returns their
  // results by field path: the submit records them itself, with its walk. A check still
  // waiting out its debounce starts at once. A check stays listed while it is awaited, so
  // that an edit meanwhile, or a second submit, does not start it again.
  private func awaitChecks<Model: FormModel>(of model: Model) async throws
    -> [FieldPath: AsyncCheckResult]
  {
    var results: [FieldPath: AsyncCheckResult] = [:]
    var awaited: [FieldCheck] = []
    while let (path, listed) = checks.all.first(where: { entry in
      !awaited.contains { $0 === entry.check }
    }) {
      var running = listed
      if !running.hasStarted && !running.isAwaited {
        running = start(running.check, at: path, of: model, debounce: .zero)
      }
      awaited.append(running)
      running.isAwaited = true
      let result: AsyncCheckResult?
      do {
        result = try await running.task?.valueUnlessCancelled()
      } catch {
        if checks[path] === running { checks[path] = nil }
        throw error
      }
      if checks[path] === running { checks[path] = nil }
      if let result { results[path] = result }
    }
    if Task.isCancelled { throw CancellationError() }
    return results
  }

  // The walk of a submit: marks, records `results`, shows the rules' failures, validates.
  private func submitWalk<Model: FormModel>(
    _ model: Model, results: [FieldPath: AsyncCheckResult]
  ) -> (FormPass, Result<SubmittedForm<Model>, ModelValidationError>) {
    remember(model)
    keepsValidity = true
    isWriting = true
    defer { isWriting = false }
    let (pass, outcome) = tracking(model) {
      var submitting = model
      return submitting.submittingFormPass(FormPass.Changes(marksSubmit: true, results: results))
    }
    validity = pass.isValid
    announce(pass.isValid)
    uneditedChecks = []
    return (pass, outcome)
  }
}

// Marks the main queue, which runs the main actor, so that a change reported elsewhere
// can be told apart without trapping.
private let onMainQueue: DispatchSpecificKey<Bool> = {
  let key = DispatchSpecificKey<Bool>()
  DispatchQueue.main.setSpecific(key: key, value: true)
  return key
}()
