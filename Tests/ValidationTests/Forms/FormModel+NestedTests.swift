import Foundation
import Observation
import Testing
import Validation

/// An address nested in a form: a rule of its own and a field with an async check.
struct NestedAddress: ValidatableModel, Equatable {
  var country = FormField<String>(name: "Country", .nonBlank())
  var zip = FormField<String>(name: "ZIP", .nonBlank())
  var street = FormField<String>(name: "Street", .nonBlank())
    .checking(AsyncRequirement("a known street") { $0 != "Nowhere" })

  static let rules: [ModelRule<NestedAddress>] = [
    ModelRule("A German ZIP has 5 digits", fields: ["zip"]) {
      $0.country.input != "DE" || $0.zip.input.count == 5
    }
  ]

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("country", &country)
    visitor.visit("zip", &zip)
    visitor.visit("street", &street)
  }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor @Observable final class NestedForm: @MainActor FormModel {
  let form: FormState
  var name = FormField<String>(name: "Name", .nonBlank())
  var address = NestedAddress()

  static let rules: [ModelRule<NestedForm>] = [
    ModelRule("The ZIP must not be 00000", fields: ["address.zip"]) {
      $0.address.zip.input != "00000"
    }
  ]

  init(clock: ManualClock) { form = FormState(clock: clock) }

  func visitFields(_ visitor: inout some FieldVisitor) {
    withField(\.name) { visitor.visit("name", &$0) }
    withField(\.address) { visitor.visit("address", &$0) }
  }
}

@MainActor
struct FormModelNestedTests {
  let clock = ManualClock()

  @Test("Rules' failures show in a nested model's fields, its own rules' and the outer model's")
  func nestedRuleFailures() {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let form = NestedForm(clock: clock)
    form.setInput("DE", for: \.address.country)
    form.setInput("00000", for: \.address.zip)
    #expect(form.address.zip.ruleFailures.map(\.requirement) == ["The ZIP must not be 00000"])
    form.setInput("123", for: \.address.zip)
    #expect(form.address.zip.ruleFailures.map(\.requirement) == ["A German ZIP has 5 digits"])
    form.setInput("10115", for: \.address.zip)
    #expect(form.address.zip.ruleFailures.isEmpty)
  }

  @Test("An async submit runs the checks of a nested model's fields")
  func nestedChecksOnSubmit() async throws {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let form = NestedForm(clock: clock)
    form.setInput("Ann", for: \.name)
    form.setInput("FR", for: \.address.country)
    form.setInput("75001", for: \.address.zip)
    form.address.street.reset(to: "Nowhere")
    await #expect(throws: ModelValidationError.self) { try await form.submit() }
    #expect(
      form.address.street.errorLine() == "Street must meet this requirement: a known street.")
    form.address.street.reset(to: "Rue de Rivoli")
    let valid = try await form.submit()
    #expect(valid.address.street == "Rue de Rivoli")
  }
}
