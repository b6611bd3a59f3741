import Foundation
import Observation
import Testing
import Validation

/// A sign-up view model that stores form fields as plain `@Observable` properties.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable
final class SignUpFormViewModel {
  var email = FormField<String>(name: "E-mail", .email())
  var age = FormField<Int>(name: "Age", .range(16...120))

  var canSubmit: Bool { email.isValid() && age.isValid() }
}

struct FormFieldObservationTests {
  /// Runs `read` under observation and returns a counter of the changes it hears of.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  func observe(_ read: @escaping () -> Void) -> ChangeCounter {
    let changes = ChangeCounter()
    withObservationTracking(read) { changes.increment() }
    return changes
  }

  @Test("Typing into a field notifies the observers of its input, validity and errors")
  func typingNotifies() throws {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let viewModel = SignUpFormViewModel()
    for text in ["a", "ann@", "ann@example.com"] {
      let inputObserver = observe { _ = viewModel.email.input }
      let buttonObserver = observe { _ = viewModel.canSubmit }
      let errorObserver = observe { _ = viewModel.email.visibleError }
      viewModel.email.input = text
      #expect(inputObserver.value == 1)
      #expect(buttonObserver.value == 1)
      #expect(errorObserver.value == 1)
    }
    #expect(viewModel.email.isValid())
  }

  @Test("Reading or validating a field notifies nobody")
  func readingDoesNotNotify() throws {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let viewModel = SignUpFormViewModel()
    viewModel.age.input = "4x"
    let observer = observe {
      _ = viewModel.age.input
      _ = viewModel.email.input
    }
    _ = viewModel.canSubmit
    _ = viewModel.age.isValid()
    _ = viewModel.age.failures
    _ = viewModel.age.visibleError
    _ = viewModel.age.checklist
    _ = viewModel.age.checklist(for: "42")
    _ = try? viewModel.age.value()
    _ = viewModel.age.validationError
    #expect(observer.value == 0)
  }

  @Test("Only the edited field's observers hear of an edit")
  func otherFieldsUnaffected() throws {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let viewModel = SignUpFormViewModel()
    let emailObserver = observe { _ = viewModel.email.visibleError }
    viewModel.age.input = "42"
    #expect(emailObserver.value == 0)
  }

  @Test("A submit attempt notifies the observers of the errors it makes visible")
  func submitNotifies() throws {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let viewModel = SignUpFormViewModel()
    let errorObserver = observe { _ = viewModel.age.visibleError }
    #expect(viewModel.age.visibleError == nil)
    #expect(throws: InvalidValue.self) { try viewModel.age.submit() }
    #expect(errorObserver.value == 1)
    #expect(viewModel.age.visibleError?.message == "a value is required")
  }

  @Test("Recording an async result notifies the observers of the field's validity")
  func asyncResultNotifies() async throws {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let viewModel = SignUpFormViewModel()
    viewModel.email = FormField<String>(name: "E-mail", .email())
      .checking(AsyncRequirement("not taken") { _ in false })
    viewModel.email.input = "ann@example.com"
    let check = try #require(viewModel.email.pendingAsyncCheck)
    let result = try #require(await check.run(debounce: .zero, clock: ManualClock()))
    let observer = observe { _ = viewModel.email.isValidating }
    viewModel.email.record(result)
    #expect(observer.value == 1)
    viewModel.email.touch()
    #expect(viewModel.email.visibleError?.message == "not taken")
  }

  @Test("Assigning an equal field notifies nobody; one whose input has other bytes notifies")
  func assigningOtherBytesNotifies() throws {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let viewModel = SignUpFormViewModel()
    viewModel.email.input = "Kate@example.com"
    let same = viewModel.email
    let sameObserver = observe { _ = viewModel.email.input }
    viewModel.email = same
    #expect(sameObserver.value == 0)
    // A Kelvin sign for the K: equal to `String`'s `==`, but other bytes.
    var kelvin = viewModel.email
    kelvin.input = "\u{212A}ate@example.com"
    let observer = observe { _ = viewModel.email.input }
    viewModel.email = kelvin
    #expect(observer.value == 1)
    #expect(viewModel.email.input.unicodeScalars.first == "\u{212A}")
  }

  @Test("A form field is Sendable when its value is")
  func sendable() {
    let field: any Sendable = FormField<Int>(name: "Age", .range(16...120))
    #expect(field is FormField<Int>)
  }
}
