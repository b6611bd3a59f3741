import Testing
import Validation

/// A directory of user names that records every name it is asked about.
actor UserDirectory {
  private let taken: Set<String>
  private(set) var asked: [String] = []

  init(taken: Set<String>) {
    self.taken = taken
  }

  func isFree(_ name: String) -> Bool {
    asked.append(name)
    return !taken.contains(name)
  }
}

/// A form whose user name must not be taken.
@MainActor
final class UserNameForm {
  let directory = UserDirectory(taken: ["ann"])
  let clock = ManualClock()
  let checks: AsyncCheckScheduler<ManualClock>
  var userName: FormField<String>

  init() {
    let directory = self.directory
    userName = FormField<String>(name: "User name", .minLength(3))
      .checking(AsyncRequirement("not taken") { await directory.isFree($0) })
    checks = AsyncCheckScheduler(debounce: .milliseconds(300), clock: clock)
  }

  /// What a text field calls on every keystroke.
  func type(_ text: String) {
    userName.input = text
    checks.schedule(userName.pendingAsyncCheck) { [weak self] in self?.userName.record($0) }
  }

  /// Lets the debounce pass and waits for the check in progress.
  func settle() async throws {
    await clock.waitForSleepers(1)
    clock.advance(by: .milliseconds(300))
    try await checks.waitForPending()
  }
}

/// A flag one main-actor task sets for another to see.
@MainActor
final class Flag {
  var isSet = false
}

@MainActor
struct AsyncRequirementTests {
  @Test("Input that fails conversion or a synchronous requirement is never sent to a check")
  func noCallsForInvalidInput() async throws {
    let form = UserNameForm()
    for text in ["", "a", "an"] {
      form.type(text)
      #expect(form.userName.pendingAsyncCheck == nil)
      #expect(!form.userName.isValidating)
    }
    try await form.checks.waitForPending()
    #expect(form.clock.sleeperCount == 0)
    #expect(await form.directory.asked == [])
    var age = FormField<Int>(name: "Age").checking(AsyncRequirement("allowed") { _ in true })
    age.input = "4x"
    #expect(age.pendingAsyncCheck == nil)
  }

  @Test("A taken name fails after the debounce, checked once; errors wait for the result")
  func takenName() async throws {
    let form = UserNameForm()
    form.type("ann")
    form.userName.touch()
    #expect(form.userName.isValidating)
    #expect(!form.userName.isValid())
    #expect(form.userName.visibleError == nil)
    #expect(form.userName.failures.isEmpty)
    #expect(form.userName.validationError?.message == "not taken (not checked yet)")
    await form.clock.waitForSleepers(1)
    #expect(await form.directory.asked == [])
    try await form.settle()
    #expect(await form.directory.asked == ["ann"])
    #expect(!form.userName.isValidating)
    #expect(form.userName.failures.map(\.requirement) == ["not taken"])
    #expect(form.userName.failures.first?.input == "ann")
    #expect(form.userName.visibleError?.message == "not taken")
    form.type("anna")
    try await form.settle()
    #expect(form.userName.isValid())
    #expect(try form.userName.value() == "anna")
  }

  @Test("The latest edit wins: an older input's check is cancelled and never recorded")
  func latestEditWins() async throws {
    let form = UserNameForm()
    form.type("ann")
    await form.clock.waitForSleepers(1)
    form.type("anna")
    try await form.settle()
    #expect(await form.directory.asked == ["anna"])
    #expect(form.userName.isValid())
  }

  @Test("Cancelling drops the check in progress: its result is never recorded")
  func cancelDropsTheCheck() async throws {
    let form = UserNameForm()
    form.type("ann")
    await form.clock.waitForSleepers(1)
    form.checks.cancel()
    form.clock.advance(by: .milliseconds(300))
    try await form.checks.waitForPending()
    #expect(await form.directory.asked == [])
    #expect(form.userName.isValidating)
  }

  @Test("A result for another input than the current one is ignored")
  func staleResultIgnored() async throws {
    let form = UserNameForm()
    form.userName.input = "ann"
    let check = try #require(form.userName.pendingAsyncCheck)
    let result = try #require(await check.run(debounce: .zero, clock: form.clock))
    form.userName.input = "anne"
    form.userName.record(result)
    #expect(form.userName.isValidating)
    #expect(form.userName.failures.isEmpty)
  }

  @Test(
    "Editing the input in place drops the recorded result; an edit that changes nothing keeps it")
  func inPlaceEditDropsResult() async throws {
    let form = UserNameForm()
    form.userName.input = "ann"
    let check = try #require(form.userName.pendingAsyncCheck)
    let result = try #require(await check.run(debounce: .zero, clock: form.clock))
    form.userName.record(result)
    #expect(form.userName.failures.map(\.requirement) == ["not taken"])
    form.userName.input.append("")
    #expect(form.userName.failures.map(\.requirement) == ["not taken"])
    form.userName.input.append("a")
    #expect(form.userName.isValidating)
    #expect(form.userName.failures.isEmpty)
    #expect(form.userName.pendingAsyncCheck?.input == "anna")
  }

  @Test("A submit waits for the pending check, then sees its result")
  func submitWaits() async throws {
    let form = UserNameForm()
    form.type("bob")
    #expect(throws: InvalidValue.self) { try form.userName.value() }
    try await form.settle()
    #expect(try form.userName.submit() == "bob")
  }

  @Test("Waiting for the pending check also waits for one scheduled by an edit meanwhile")
  func waitCoversAnEditDuringTheWait() async throws {
    let form = UserNameForm()
    form.type("bob")
    await form.clock.waitForSleepers(1)
    let waiting = Flag()
    let submitter = Task { @MainActor in
      waiting.isSet = true
      try await form.checks.waitForPending()
      return Result { () throws(InvalidValue) in try form.userName.submit() }
    }
    // The main actor runs the submitter up to its first suspension, inside the wait.
    while !waiting.isSet { await Task.yield() }
    form.type("bobby")
    try await form.settle()
    let submitted = try await submitter.value.get()
    #expect(submitted == "bobby")
    #expect(await form.directory.asked == ["bobby"])
  }

  @Test("A secret field's async failure does not show its input")
  func secretAsyncFailure() async throws {
    var pin = FormField<String>(name: "PIN", isSecret: true)
      .checking(AsyncRequirement("not a common PIN") { $0 != "1234" })
    pin.input = "1234"
    let check = try #require(pin.pendingAsyncCheck)
    let result = try #require(await check.run(debounce: .zero, clock: ManualClock()))
    pin.record(result)
    #expect(pin.failures.map(\.requirement) == ["not a common PIN"])
    #expect(pin.failures.first?.input == nil)
  }

  @Test("A secret field's pending check and its result never show the input")
  func secretCheckRenderings() async throws {
    var pin = FormField<String>(name: "PIN", isSecret: true)
      .checking(AsyncRequirement("not a known password") { $0 != SecretLeakTests.secret })
    pin.input = SecretLeakTests.secret
    let check = try #require(pin.pendingAsyncCheck)
    let result = try #require(await check.run(debounce: .zero, clock: ManualClock()))
    SecretLeakTests.expectNoLeak(check, "pending check")
    SecretLeakTests.expectNoLeak(result, "check result")
    #expect(result.failures.map(\.requirement) == ["not a known password"])
  }

  @Test("A field's pending check and its result show a non-secret input")
  func checkRenderings() async throws {
    var name = FormField<String>(name: "User name")
      .checking(AsyncRequirement("not taken") { $0 != "ann" })
    name.input = "ann"
    let check = try #require(name.pendingAsyncCheck)
    let result = try #require(await check.run(debounce: .zero, clock: ManualClock()))
    #expect(String(describing: check) == #"AsyncCheck<String>(input: "ann", 1 requirements)"#)
    #expect(String(describing: result).hasPrefix(#"AsyncCheckResult(input: "ann", failures: "#))
  }
}
