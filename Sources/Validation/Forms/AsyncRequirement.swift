/// A requirement that takes time to check, such as a user name not yet taken on a server.
///
/// A ``FormField`` asks its async requirements only about a value that converted and
/// satisfies every synchronous requirement, and only once per input:
///
/// ```swift
/// let free = AsyncRequirement<String>("not taken") { name in
///   try await server.isFree(name)
/// }
/// var userName = FormField<String>(name: "User name", .minLength(3)).checking(free)
/// ```
///
/// A predicate that throws counts as unsatisfied; one cancelled because the user typed on
/// reports nothing.
public struct AsyncRequirement<Value>: Sendable {
  /// What the requirement demands, in words a person can read.
  public let description: String

  // The predicate.
  let predicate: @Sendable (Value) async throws -> Bool

  // How failures are worded: the caller's words, when given.
  let wording: Wording

  /// Creates an async requirement from a description and a predicate.
  ///
  /// - Parameters:
  ///   - description: What the requirement demands, used in failures.
  ///   - predicate: Returns `true` when the value satisfies the requirement.
  public init(_ description: String, _ predicate: @escaping @Sendable (Value) async throws -> Bool)
  {
    self.init(description, wording: Wording(), predicate)
  }

  private init(
    _ description: String, wording: Wording,
    _ predicate: @escaping @Sendable (Value) async throws -> Bool
  ) {
    self.description = description
    self.wording = wording
    self.predicate = predicate
  }

  /// Returns a copy shown to people with your phrase and error sentence, in the
  /// languages you give, and reported with your code.
  ///
  /// ```swift
  /// let free = AsyncRequirement<String>("not taken") { try await server.isFree($0) }
  ///   .worded("a name nobody uses", error: "This name is already taken.", code: "taken")
  /// ```
  ///
  /// - Parameters:
  ///   - phrase: What the requirement demands, for checklists.
  ///   - error: The sentence a failure shows; the phrase when `nil`.
  ///   - code: The code problem details give a failure; `nil` for `invalid`.
  /// - Returns: The same requirement, worded your way.
  public func worded(_ phrase: LocalizedText, error: LocalizedText? = nil, code: String? = nil)
    -> AsyncRequirement
  {
    AsyncRequirement(
      description,
      wording: Wording(
        constraint: nil, isCustom: true, code: code, phrase: phrase, sentence: error ?? phrase),
      predicate)
  }
}

/// The async requirements a field's current input still has to be checked against.
///
/// Get one from ``FormField/pendingAsyncCheck``, ``run(debounce:clock:)`` it, and give
/// the result to ``FormField/record(_:)``; ``AsyncCheckScheduler`` does all three, the
/// latest input winning.
public struct AsyncCheck<Value: Sendable>: Sendable {
  /// The input the check is for.
  public let input: String

  // The converted value, the requirements, and whether failures may show the input.
  let value: Value
  let requirements: [AsyncRequirement<Value>]
  let isSecret: Bool

  /// Waits `debounce` on `clock`, then asks each requirement about the value, in order.
  ///
  /// - Parameters:
  ///   - debounce: How long to wait first, so that a user still typing starts no check.
  ///   - clock: The clock to wait on; tests pass a clock they advance by hand.
  /// - Returns: The result, or `nil` when the task was cancelled first.
  public func run<C: Clock>(debounce: Duration, clock: C) async -> AsyncCheckResult?
  where C.Duration == Duration {
    do {
      try await clock.sleep(for: debounce)
    } catch {
      return nil
    }
    var failures: [UnsatisfiedRequirement] = []
    for requirement in requirements {
      var satisfied = false
      var thrown: (any Error)?
      do {
        satisfied = try await requirement.predicate(value)
      } catch {
        thrown = error
      }
      if Task.isCancelled { return nil }
      if !satisfied {
        failures.append(
          UnsatisfiedRequirement(
            requirement: requirement.description,
            input: isSecret ? nil : shortenedForReport(input),
            underlyingError: isSecret ? nil : thrown, wording: requirement.wording))
      }
    }
    return AsyncCheckResult(input: input, failures: failures, isSecret: isSecret)
  }
}

/// What a field's async requirements said about one input.
public struct AsyncCheckResult: Sendable {
  /// The input that was checked.
  public let input: String

  /// The async requirements the value breaks, in order; empty when it satisfies them.
  public let failures: [UnsatisfiedRequirement]

  // Whether the input is a secret field's, which descriptions and mirrors redact.
  let isSecret: Bool
}

extension FormField where Value: Sendable {
  /// Returns a copy of this field that also checks async requirements, after its
  /// synchronous ones pass.
  ///
  /// - Parameter requirements: The async requirements, in the order failures list them.
  /// - Returns: The field with the same input and the async requirements added.
  public func checking(_ requirements: AsyncRequirement<Value>...) -> FormField {
    var copy = self
    let all = rules.asyncRequirements + requirements
    let isSecret = isSecret
    copy.rules = Rules(
      name: name, isSecret: isSecret, requirements: self.requirements, conversion: conversion,
      asyncRequirements: all,
      makeCheck: { text, value in
        AsyncCheck(input: text, value: value, requirements: all, isSecret: isSecret)
      })
    copy.asyncResult = nil
    return copy
  }
}

extension FormField {

  /// Whether the current input waits for its async requirements: it passed every
  /// synchronous check, and no result for it has been recorded yet.
  ///
  /// A UI shows a spinner rather than an error meanwhile; ``isValid()`` is `false`.
  @inlinable
  public var isValidating: Bool {
    holds && asyncResult == nil && !rules.asyncRequirements.isEmpty
  }

  /// Records what the async requirements said; a result for any input but the current
  /// one, byte for byte, is ignored.
  ///
  /// - Parameter result: The result of ``AsyncCheck/run(debounce:clock:)``.
  public mutating func record(_ result: AsyncCheckResult) {
    guard holds, result.input.hasSameBytes(as: text) else { return }
    asyncResult = result
  }
}

extension FormField where Value: Sendable {
  /// The async check the current input still needs, or `nil` when it needs none: the
  /// input fails a synchronous check, has been checked, or the field has no async
  /// requirements.
  public var pendingAsyncCheck: AsyncCheck<Value>? {
    guard isValidating, let converted else { return nil }
    return AsyncCheck(
      input: text, value: converted, requirements: rules.asyncRequirements, isSecret: isSecret)
  }
}

/// Runs one field's async checks on the main actor, the latest input winning: scheduling
/// a check cancels the one before, whose result is never recorded.
///
/// ```swift
/// let checks = AsyncCheckScheduler(debounce: .milliseconds(300), clock: ContinuousClock())
/// // after every edit:
/// checks.schedule(userName.pendingAsyncCheck) { [weak self] in self?.userName.record($0) }
/// // before a submit:
/// await checks.waitForPending()
/// ```
@MainActor
public final class AsyncCheckScheduler<C: Clock> where C.Duration == Duration {
  private let debounce: Duration
  private let clock: C
  private var task: Task<Void, Never>?

  /// Creates a scheduler that waits `debounce` on `clock` before each check.
  ///
  /// - Parameters:
  ///   - debounce: How long an input must stay unchanged before it is checked.
  ///   - clock: The clock to wait on; tests pass a clock they advance by hand.
  public init(debounce: Duration, clock: C) {
    self.debounce = debounce
    self.clock = clock
  }

  /// Cancels the check in progress and starts `check`, if any; its result goes to
  /// `record` unless another check is scheduled first.
  ///
  /// - Parameters:
  ///   - check: The field's ``FormField/pendingAsyncCheck``; `nil` (nothing left to check)
  ///     just cancels. To cancel without a field at hand, call ``cancel()``.
  ///   - record: Called on the main actor with the result, typically the field's
  ///     ``FormField/record(_:)``.
  public func schedule<Value: Sendable>(
    _ check: AsyncCheck<Value>?, record: @escaping @MainActor (AsyncCheckResult) -> Void
  ) {
    guard let check else {
      cancel()
      return
    }
    task?.cancel()
    let (debounce, clock) = (self.debounce, self.clock)
    task = Task { @MainActor in
      guard let result = await check.run(debounce: debounce, clock: clock),
        !Task.isCancelled
      else { return }
      record(result)
    }
  }

  /// Cancels the check in progress, if any: its result is never recorded.
  public func cancel() {
    task?.cancel()
    task = nil
  }

  /// Waits until no check is in progress; a submit waits here first.
  ///
  /// It returns once the latest check scheduled has finished, or was cancelled with
  /// nothing scheduled after it: a check scheduled because the user edited during the
  /// wait is waited for too, so the field's current input has its result.
  public func waitForPending() async {
    // Each pass waits for the task scheduled last; scheduling during the wait replaces it
    // (and cancels the one awaited), so the loop ends once the awaited task is still the
    // latest. No pass spins: each awaits a task.
    while let current = task {
      await current.value
      if task == current { return }
    }
  }
}

// An async check whose value type is hidden: what a form runs for a field it reached
// through a visitor, which knows nothing of the value type.
@usableFromInline
protocol PendingCheck: Sendable {
  func check(debounce: Duration, clock: any Clock<Duration>) async -> AsyncCheckResult?
}

extension AsyncCheck: PendingCheck {
  @usableFromInline
  func check(debounce: Duration, clock: any Clock<Duration>) async -> AsyncCheckResult? {
    await run(debounce: debounce, clock: clock)
  }
}

extension FormField {
  // The check the current input still needs, with its value type hidden, for a visitor.
  var pendingCheck: (any PendingCheck)? {
    guard isValidating, let converted, let makeCheck = rules.makeCheck else { return nil }
    return makeCheck(text, converted)
  }
}
