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

  // Whether a re-check of a change made behind the form's back is scheduled.
  private var settling = false

  // Whether the form itself is writing fields: the changes it makes need no re-check.
  private var isWriting = false

  // Whether a computed validity may be kept. Not after a change reported off the main
  // actor: Observation reports it before the writing thread stores it, so a re-check may
  // read the old value; until the form next writes a field itself, it re-checks each time.
  private var keepsValidity = true

  // The async check in flight for each field, by the field's key path, in a box that
  // cancels them when the form goes away.
  private let checks = FieldChecks()

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
    // The first answer is the one observers start from.
    if announced == nil {
      announced = valid
    } else if valid != announced {
      settle()
    }
    return valid
  }

  // Runs `write`, which changes the model's fields, then shows the rules' failures in
  // their fields and updates the validity, announcing it only if it changed.
  @discardableResult
  func update<Model: FormModel, Outcome>(_ model: Model, _ write: () -> Outcome) -> Outcome {
    isWriting = true
    defer { isWriting = false }
    let outcome = write()
    remember(model)
    keepsValidity = true
    let valid = tracking(model) {
      var model = model
      return model.showRuleFailures() == nil
    }
    validity = valid
    announce(valid)
    return outcome
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
  }

  // Tells observers the validity if it differs from what they last heard.
  private func announce(_ valid: Bool) {
    guard valid != announced else { return }
    registrar.withMutation(of: self, keyPath: \.observedValidity) { announced = valid }
  }

  // Reads the model through `read`; when a field read changes behind the form's back,
  // forgets the validity and re-checks it once the change is done.
  private func tracking<Model: FormModel>(_ model: Model, _ read: () -> Bool) -> Bool {
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
      if let valid = validity ?? recompute?() { announce(valid) }
    }
  }

  // Starts the async check the field's input needs, after the debounce, cancelling the
  // field's check in flight; its result goes to the field unless another input came first.
  func scheduleCheck<Model: FormModel, Value: Sendable>(
    for field: ReferenceWritableKeyPath<Model, FormField<Value>>, of model: Model
  ) {
    checks.cancel(field)
    guard let check = model[keyPath: field].pendingAsyncCheck else { return }
    let (debounce, clock) = (self.debounce, self.clock)
    checks[field] = Task { [weak self, weak model] in
      guard let result = await check.run(debounce: debounce, clock: clock), !Task.isCancelled
      else { return }
      guard let self else { return }
      checks[field] = nil
      guard let model else { return }
      update(model) { model[keyPath: field].record(result) }
    }
  }

  // Waits until no async check is in flight, a check started during the wait included,
  // and runs at once the checks of fields never edited (a starting value), until the
  // fields need none.
  //
  // Cancelling the waiting task cancels the check it waits for and throws at once, even
  // when that check never answers.
  func finishChecks<Model: FormModel>(of model: Model) async throws(CancellationError) {
    while true {
      if Task.isCancelled { throw CancellationError() }
      while let (field, task) = checks.first {
        do {
          try await task.valueUnlessCancelled()
        } catch {
          if checks[field] == task { checks[field] = nil }
          throw error
        }
        if checks[field] == task { checks[field] = nil }
      }
      var collector = FieldStateVisitor(action: .collectChecks, depth: 0)
      var reader = model
      reader.visitFields(&collector)
      guard !collector.checks.isEmpty else { return }
      var results: [FieldPath: AsyncCheckResult] = [:]
      let clock = self.clock
      for (path, check) in collector.checks {
        // In a task of its own, which a cancelled submit cancels and need not wait for.
        let running = Task { await check.check(debounce: .zero, clock: clock) }
        results[path] = try await running.valueUnlessCancelled()
      }
      update(model) {
        var recorder = FieldStateVisitor(action: .record(results), depth: 0)
        var writer = model
        writer.visitFields(&recorder)
      }
    }
  }
}

// The async checks of a form's fields, by key path: cancelled when the form goes away,
// so that a released view model asks no server.
private final class FieldChecks: @unchecked Sendable {
  // @unchecked: the form reads and writes it on the main actor only; `deinit` runs once
  // nothing else holds it.
  private var tasks: [AnyKeyPath: Task<Void, Never>] = [:]

  subscript(field: AnyKeyPath) -> Task<Void, Never>? {
    get { tasks[field] }
    set { tasks[field] = newValue }
  }

  var first: (key: AnyKeyPath, value: Task<Void, Never>)? { tasks.first }

  func cancel(_ field: AnyKeyPath) {
    tasks.removeValue(forKey: field)?.cancel()
  }

  deinit {
    for task in tasks.values { task.cancel() }
  }
}

// Marks the main queue, which runs the main actor, so that a change reported elsewhere
// can be told apart without trapping.
private let onMainQueue: DispatchSpecificKey<Bool> = {
  let key = DispatchSpecificKey<Bool>()
  DispatchQueue.main.setSpecific(key: key, value: true)
  return key
}()
