//: [Previous](@previous)
//:
//: # A sign-up form, keystroke by keystroke
//:
//: A `FormField` keeps exactly what the user typed, converts it to the field's type
//: (strictly: the whole text must parse) and checks the typed value. Nothing is ever
//: rejected; a field's errors show once the user has left it (the view calls `touch()`
//: when it loses focus) or tried to submit, and then stay live.
import Foundation
import Validation

struct SignUp: ValidatableModel {
  var email = FormField<String>(name: "E-mail", .email())
  var age = FormField<Int>(name: "Age", .range(16...120))
  var password = FormField<String>(
    name: "Password", isSecret: true, .length(8...64), .atLeast(1, .digits))

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("email", &email)
    visitor.visit("age", &age)
    visitor.visit("password", &password)
  }
}

/// Prints what a UI shows for a field: its text, and its error once that is visible, in
/// the user's language (here English; see the Languages page).
func show<Value>(_ field: FormField<Value>) {
  let error = field.visibleError.map { "  ⚠ \($0.message(in: Locale(identifier: "en")))" } ?? ""
  print("  \(field.name ?? "field"): [\(field)]\(error)")
}

var form = SignUp()
print("A fresh form: no errors yet, submit disabled:", !form.isValid())
show(form.email)

print("Submit pressed on the empty form:")
do {
  try form.submit()
} catch {
  show(form.email)
  show(form.age)
  print("  focus moves to:", form.firstInvalidField?.description ?? "-")
}
form.resetForm()

print("Typing the e-mail address: no error while typing, until the field is left at ann@")
for text in ["a", "an", "ann@"] {
  form.email.input = text
  show(form.email)
}
form.email.touch()
show(form.email)
form.email.input = "ann@example.com"
show(form.email)

print("Typing the age, leaving the field, coming back to fix it:")
form.age.input = "4"
form.age.touch()
for text in ["4", "4x", "42"] {
  form.age.input = text
  show(form.age)
}

print("Typing the password (a secret: shown as <redacted>), with its checklist:")
for text in ["open", "open sesame", "open sesame 1"] {
  form.password.input = text
  show(form.password)
  let checks = form.password.checklist.map { ($0.isSatisfied ? "✓ " : "✗ ") + $0.description }
  print("    " + checks.joined(separator: "   "))
}

print("Submit enabled:", form.isValid())
let valid = try form.submit()
let age: Int = valid.age  // typed: no parsing left to do
print("Submitted typed values: e-mail \(valid.email), age \(age)")

//: A user name must not be taken: an async requirement, asked only once the synchronous
//: ones pass, after the user pauses (a debounce on a clock: here one moved by hand), the
//: latest keystroke winning.

/// A clock that moves only when told to, so the page shows the debounce without waiting.
final class HandClock: Clock, @unchecked Sendable {
  struct Instant: InstantProtocol {
    var offset: Duration
    func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    func duration(to other: Instant) -> Duration { other.offset - offset }
    static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }
  private let lock = NSLock()
  private var current = Instant(offset: .zero)
  private var sleepers: [(Instant, CheckedContinuation<Void, any Error>)] = []
  var now: Instant { lock.withLock { current } }
  var minimumResolution: Duration { .zero }
  var sleeperCount: Int { lock.withLock { sleepers.count } }

  // Cancellation is left out: this page never cancels a sleeping check.
  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    try await withCheckedThrowingContinuation { continuation in
      lock.withLock { sleepers.append((deadline, continuation)) }
    }
  }

  func advance(by duration: Duration) {
    let due = lock.withLock {
      current = current.advanced(by: duration)
      let due = sleepers.filter { $0.0 <= current }
      sleepers.removeAll { $0.0 <= current }
      return due
    }
    for (_, continuation) in due { continuation.resume() }
  }
}

/// A server that knows which names are taken, and counts the questions it is asked.
actor Directory {
  var questions = 0
  func isFree(_ name: String) -> Bool {
    questions += 1
    return name != "ann"
  }
}

let directory = Directory()
let clock = HandClock()
let checks = AsyncCheckScheduler(debounce: .milliseconds(300), clock: clock)
var userName = FormField<String>(name: "User name", .minLength(3))
  .checking(AsyncRequirement("not taken") { await directory.isFree($0) })

print("Typing a user name that is taken:")
for text in ["a", "an", "ann"] {
  userName.input = text
  checks.schedule(userName.pendingAsyncCheck) { userName.record($0) }
  show(userName)
  if userName.isValidating { print("    … checking") }
}
while clock.sleeperCount == 0 { await Task.yield() }
clock.advance(by: .milliseconds(300))  // the user paused
try await checks.waitForPending()
show(userName)
print("  server asked \(await directory.questions) time(s): \"a\" and \"an\" were too short")

print("A profile loaded from storage is formatted into the fields:")
var loaded = SignUp()
loaded.age.reset(to: 67)
print("  age input: \"\(loaded.age.input)\", edited: \(loaded.age.isEdited)")
