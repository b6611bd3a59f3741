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
  /// How long an input must stay unchanged before its async checks start.
  public let debounce: Duration

  // The clock debounces wait on.
  let clock: any Clock<Duration>

  // Observers of `isValid`, notified only when it changes.
  private let registrar = ObservationRegistrar()

  // Whether the model is valid; `nil` until computed, and once a field changed without
  // the form knowing (an assignment from code rather than ``FormModel/setInput(_:for:)``).
  private var validity: Bool?

  // Whether the form itself is writing fields: the changes it makes need no re-check.
  private var isWriting = false

  // The async check in flight for each field, by the field's key path.
  private var checks: [AnyKeyPath: Task<Void, Never>] = [:]

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
  private var observedValidity: Bool? { validity }

  // Whether `model` is valid, from the last computation when no field changed since.
  func isValid<Model: FormModel>(_ model: Model) -> Bool {
    registrar.access(self, keyPath: \.observedValidity)
    if let validity { return validity }
    let valid = tracking(model) { model.isValid(in: nil, depth: 0) }
    validity = valid
    return valid
  }

  // Runs `write`, which changes the model's fields, then shows the rules' failures in
  // their fields and updates the validity, announcing it only if it changed.
  @discardableResult
  func update<Model: FormModel, Outcome>(_ model: Model, _ write: () -> Outcome) -> Outcome {
    isWriting = true
    defer { isWriting = false }
    let outcome = write()
    let valid = tracking(model) {
      var model = model
      return model.showRuleFailures() == nil
    }
    if validity != valid {
      registrar.withMutation(of: self, keyPath: \.observedValidity) { validity = valid }
    }
    return outcome
  }

  // Reads the model through `read` and forgets the validity when a field read changes
  // behind the form's back, telling the validity's observers so.
  private func tracking<Model: FormModel>(_ model: Model, _ read: () -> Bool) -> Bool {
    withObservationTracking(read) { [weak self] in
      MainActor.assumeIsolated { self?.fieldChanged() }
    }
  }

  private func fieldChanged() {
    guard !isWriting, validity != nil else { return }
    registrar.withMutation(of: self, keyPath: \.observedValidity) { validity = nil }
  }

  // Starts the async check the field's input needs, after the debounce, cancelling the
  // field's check in flight; its result goes to the field unless another input came first.
  func scheduleCheck<Model: FormModel, Value: Sendable>(
    for field: ReferenceWritableKeyPath<Model, FormField<Value>>, of model: Model
  ) {
    checks[field]?.cancel()
    checks[field] = nil
    guard let check = model[keyPath: field].pendingAsyncCheck else { return }
    let (debounce, clock) = (self.debounce, self.clock)
    checks[field] = Task { [weak self, weak model] in
      guard let result = await check.run(debounce: debounce, clock: clock), !Task.isCancelled
      else { return }
      self?.checks[field] = nil
      guard let self, let model else { return }
      update(model) { model[keyPath: field].record(result) }
    }
  }

  // Waits until no async check is in flight, a check started during the wait included,
  // then runs at once the checks of fields never edited (a starting value).
  func finishChecks<Model: FormModel>(of model: Model) async {
    while let (field, task) = checks.first {
      await task.value
      if checks[field] == task { checks[field] = nil }
    }
    var collector = FieldStateVisitor(action: .collectChecks, depth: 0)
    var reader = model
    reader.visitFields(&collector)
    guard !collector.checks.isEmpty else { return }
    var results: [String: AsyncCheckResult] = [:]
    for (name, check) in collector.checks {
      results[name] = await check.check(debounce: .zero, clock: clock)
    }
    update(model) {
      var recorder = FieldStateVisitor(action: .record(results), depth: 0)
      var writer = model
      writer.visitFields(&recorder)
    }
  }
}
