import Foundation
import Observation
import Testing
import Validation

/// A text field bound straight to a field's input (`$signUp.confirmPassword.input`) assigns
/// the input as plain code does: the form must follow as it does for `setInput(_:for:)`.
@MainActor
struct FormModelPlainAssignmentTests {
  let clock = ManualClock()

  // Lets the main actor run the form's re-check of a change made behind its back.
  func settle() async {
    for _ in 0..<10 { await Task.yield() }
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  func filled() -> TrialSignUp {
    TrialSignUp.filled(clock: clock)
  }

  @Test("A plain assignment to an input shows the rules' failures in the fields they name")
  func ruleFailuresFollow() async {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let signUp = filled()
    signUp.confirmPassword.input = "hunter2"
    #expect(!signUp.isValid(), "the validity follows at once")
    await settle()
    #expect(signUp.confirmPassword.ruleFailures.map(\.requirement) == ["Passwords must match"])
    signUp.confirmPassword.input = "hunter22"
    await settle()
    #expect(signUp.confirmPassword.ruleFailures.isEmpty)
  }

  @Test("A write through a key path, as a SwiftUI binding makes, has the same effect")
  func keyPathWriteFollows() async {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let signUp = filled()
    let input: ReferenceWritableKeyPath<TrialSignUp, String> = \.confirmPassword.input
    signUp[keyPath: input] = "hunter2"
    await settle()
    #expect(signUp.confirmPassword.ruleFailures.map(\.requirement) == ["Passwords must match"])
    #expect(!signUp.isValid())
  }

  @Test("A plain assignment schedules the field's async check, after the debounce")
  func asyncCheckFollows() async throws {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let signUp = filled()
    signUp.userName.input = "taken"
    await settle()
    #expect(signUp.userName.isValidating)
    await clock.waitForSleepers(1)
    clock.advance(by: .milliseconds(300))
    while signUp.userName.isValidating { await Task.yield() }
    #expect(signUp.userName.failures.map(\.requirement) == ["not taken"])
    #expect(!signUp.isValid())
    signUp.userName.input = "annlee"
    await settle()
    await clock.waitForSleepers(1)
    clock.advance(by: .milliseconds(300))
    while signUp.userName.isValidating { await Task.yield() }
    #expect(signUp.isValid())
  }

  @Test("The submit button hears of a plain assignment that changes the validity")
  func validityIsAnnounced() async {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let signUp = filled()
    signUp.setInput("annlee", for: \.userName)
    await clock.waitForSleepers(1)
    clock.advance(by: .milliseconds(300))
    while signUp.userName.isValidating { await Task.yield() }
    #expect(signUp.isValid())
    let button = RenderedView { signUp.isValid() ? "enabled" : "disabled" }
    signUp.age.input = "4"
    await settle()
    button.settle()
    #expect(button.output == "disabled")
  }

  @Test("Inputs assigned before the form is first read show their rules' failures")
  func assignedBeforeFirstRead() async {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let signUp = TrialSignUp(clock: clock)
    signUp.password.input = "hunter22"
    signUp.confirmPassword.input = "hunter2"
    #expect(!signUp.isValid())
    await settle()
    #expect(signUp.confirmPassword.ruleFailures.map(\.requirement) == ["Passwords must match"])
  }

  @Test("An input assigned before the form is first read starts its async check")
  func assignedBeforeFirstReadIsChecked() async throws {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let signUp = TrialSignUp(clock: clock)
    signUp.userName.input = "taken"
    _ = signUp.isValid()
    await settle()
    try #require(signUp.userName.isValidating)
    await clock.waitForSleepers(1)
    clock.advance(by: .milliseconds(300))
    while signUp.userName.isValidating { await Task.yield() }
    #expect(signUp.userName.failures.map(\.requirement) == ["not taken"])
  }
}
