import Foundation
import Observation
import Testing
import Validation

/// An error that quotes the value it was thrown for, as a careless server client's does.
struct QuotingError: Error, CustomStringConvertible {
  let value: String
  var description: String { "server rejected \(value)" }
}

/// Secret fields of every new kind: a checkbox, optional fields, and an async check whose
/// requirement throws an error quoting the input.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor @Observable final class AttackSecrets: @MainActor FormModel {
  let form: FormState
  var consent = FormField<Bool>(name: "Consent", isSecret: true, .accepted())
  var pin = FormField<Int?>(name: "PIN", isSecret: true, .range(1...5))
  var hint = FormField<String?>(name: "Hint", isSecret: true, .minLength(40))
  var password = FormField<String>(name: "Password", isSecret: true, .minLength(3))
    .checking(AsyncRequirement("not leaked") { throw QuotingError(value: $0) })

  static let rules: [ModelRule<AttackSecrets>] = [
    ModelRule("The hint does not give the password away", fields: ["hint"]) {
      !($0.hint.input.contains($0.password.input))
    }
  ]

  init(clock: ManualClock) { form = FormState(clock: clock) }

  func visitFields(_ visitor: inout some FieldVisitor) {
    withField(\.consent) { visitor.visit("consent", &$0) }
    withField(\.pin) { visitor.visit("pin", &$0) }
    withField(\.hint) { visitor.visit("hint", &$0) }
    withField(\.password) { visitor.visit("password", &$0) }
  }
}

@MainActor
struct FormAttackSecretTests {
  let clock = ManualClock()

  // Every text the form and a submit's error give of themselves.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  func everything(_ form: AttackSecrets, _ error: ModelValidationError) throws -> [String] {
    var texts: [String] = []
    for locale in ["en", "de", "ja", "ar"].map(Locale.init(identifier:)) {
      texts += error.failures.map { $0.message(in: locale) }
      texts += [
        form.consent.errorLine(in: locale), form.pin.errorLine(in: locale),
        form.hint.errorLine(in: locale), form.password.errorLine(in: locale),
      ].compactMap { $0 }
    }
    texts.append(String(data: try JSONEncoder().encode(error), encoding: .utf8) ?? "")
    texts += [String(describing: error), String(reflecting: error)]
    var dumped = ""
    dump(error, to: &dumped)
    dump(form.consent, to: &dumped)
    dump(form.pin, to: &dumped)
    dump(form.hint, to: &dumped)
    dump(form.password, to: &dumped)
    dump(form.password.pendingAsyncCheck, to: &dumped)
    texts.append(dumped)
    texts += [form.consent, form.pin, form.hint, form.password].flatMap {
      [String(describing: $0), String(reflecting: $0)]
    }
    texts += [form.pin.failures, form.hint.failures, form.password.failures].map {
      String(describing: $0)
    }
    return texts
  }

  @Test("No secret input of a checkbox, an optional field or an async check shows anywhere")
  func secretsStayHidden() async throws {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let form = AttackSecrets(clock: clock)
    form.setInput("maybeZQX", for: \.consent)
    form.setInput("4096", for: \.pin)
    form.setInput("pwZQX1 is short", for: \.hint)
    form.setInput("pwZQX1", for: \.password)
    let error = try await #require(throws: ModelValidationError.self) { try await form.submit() }
    for text in try everything(form, error) {
      for secret in ["maybeZQX", "4096", "pwZQX1"] {
        #expect(!text.contains(secret), "\(secret) in \(text)")
      }
    }
    #expect(form.password.errorLine() != nil)
  }
}
