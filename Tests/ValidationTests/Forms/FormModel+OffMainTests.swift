import Foundation
import Observation
import Testing
import Validation

/// Settings a rule reads, changed from any thread.
@Observable final class SharedMinimum: @unchecked Sendable {
  // @unchecked: the test writes it from one task at a time.
  var length = 3
}

/// A setting whose writer pauses after Observation reports the change and before it stores
/// the new value, until the test lets it go on.
final class PausingMinimum: Observable, @unchecked Sendable {
  // @unchecked: the test reads `length` only while the writer is paused or done.
  private let registrar = ObservationRegistrar()
  private var value = 3
  let reported = DispatchSemaphore(value: 0)
  let proceed = DispatchSemaphore(value: 0)
  let stored = DispatchSemaphore(value: 0)

  var length: Int {
    registrar.access(self, keyPath: \.length)
    return value
  }

  func write(_ newValue: Int) {
    registrar.withMutation(of: self, keyPath: \.length) {
      reported.signal()
      proceed.wait()
      value = newValue
    }
    stored.signal()
  }
}

/// A minimum length a rule reads.
protocol MinimumLength: AnyObject, Sendable {
  var length: Int { get }
}

extension SharedMinimum: MinimumLength {}
extension PausingMinimum: MinimumLength {}

/// A form whose rule reads a minimum length kept outside the form.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor @Observable final class MinimumForm<Minimum: MinimumLength>: @MainActor FormModel {
  let form = FormState(clock: ManualClock())
  let minimum: Minimum
  var name = FormField<String>(name: "Name")

  // Computed: a generic type has no static stored properties.
  static var rules: [ModelRule<MinimumForm>] {
    [
      ModelRule("Name is long enough", fields: ["name"]) {
        $0.name.input.count >= $0.minimum.length
      }
    ]
  }

  init(minimum: Minimum) { self.minimum = minimum }

  func visitFields(_ visitor: inout some FieldVisitor) {
    withField(\.name) { visitor.visit("name", &$0) }
  }
}

@MainActor
struct FormModelOffMainTests {
  @Test("A change a rule reads, made off the main actor, reaches isValid() without a trap")
  func offMainChange() async {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let minimum = SharedMinimum()
    let form = MinimumForm(minimum: minimum)
    form.setInput("abcd", for: \.name)
    #expect(form.isValid())
    await Task.detached { minimum.length = 10 }.value
    for _ in 0..<100 where form.isValid() { await Task.yield() }
    #expect(!form.isValid())
  }

  @Test("A re-check that runs while an off-main writer has not stored its value yet is not kept")
  func recheckBeforeTheStore() async {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let minimum = PausingMinimum()
    let form = MinimumForm(minimum: minimum)
    form.setInput("abcd", for: \.name)
    #expect(form.isValid())
    Thread { minimum.write(10) }.start()
    minimum.reported.wait()
    // The form hears of the change and re-checks while the old value is still stored.
    for _ in 0..<20 { await Task.yield() }
    #expect(form.isValid())
    minimum.proceed.signal()
    minimum.stored.wait()
    #expect(!form.isValid())
  }
}
