import Observation
import Testing
import Validation

/// Settings a rule reads, changed from any thread.
@Observable final class SharedMinimum: @unchecked Sendable {
  // @unchecked: the test writes it from one task at a time.
  var length = 3
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor @Observable final class MinimumForm: @MainActor FormModel {
  let form = FormState(clock: ManualClock())
  let minimum: SharedMinimum
  var name = FormField<String>(name: "Name")

  static let rules: [ModelRule<MinimumForm>] = [
    ModelRule("Name is long enough", fields: ["name"]) {
      $0.name.input.count >= $0.minimum.length
    }
  ]

  init(minimum: SharedMinimum) { self.minimum = minimum }

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
}
