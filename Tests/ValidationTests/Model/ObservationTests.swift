import Foundation
import Observation
import Testing
import Validation

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable
final class SignUpViewModel {
  var email = ValidatableValue<String>(name: "E-mail", .email())

  var canSubmit: Bool { email.isValid() }
}

/// Counts observation callbacks, which may arrive on any thread.
final class ChangeCounter: @unchecked Sendable {
  private var count = 0
  private let lock = NSLock()

  func increment() { lock.withLock { count += 1 } }
  var value: Int { lock.withLock { count } }
}

struct ObservationTests {
  @Test("setValue on an @Observable view model's field notifies observers")
  func setValueNotifies() throws {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let viewModel = SignUpViewModel()
    let changes = ChangeCounter()
    withObservationTracking {
      _ = viewModel.email.isValid()
    } onChange: {
      changes.increment()
    }
    #expect(!viewModel.canSubmit)
    try viewModel.email.setValue("ann@example.com")
    #expect(changes.value == 1)
    #expect(viewModel.email.isValid())
    #expect(viewModel.canSubmit)
  }

  @Test("A rejected setValue does not change the observed value")
  func rejectedSetValue() throws {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let viewModel = SignUpViewModel()
    try viewModel.email.setValue("ann@example.com")
    #expect(throws: InvalidValue.self) { try viewModel.email.setValue("nope") }
    #expect(try viewModel.email.value() == "ann@example.com")
  }
}

extension ObservationTests {
  @Test("A rejected setValue notifies observers, who read the unchanged value")
  func rejectedSetValueNotifies() throws {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let viewModel = SignUpViewModel()
    try viewModel.email.setValue("ann@example.com")
    let changes = ChangeCounter()
    withObservationTracking {
      _ = viewModel.email.isValid()
    } onChange: {
      changes.increment()
    }
    #expect(throws: InvalidValue.self) { try viewModel.email.setValue("nope") }
    #expect(changes.value == 1)
    #expect(viewModel.email.currentValue == "ann@example.com")
  }
}
