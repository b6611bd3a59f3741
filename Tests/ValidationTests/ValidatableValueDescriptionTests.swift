import Testing
import Validation

/// Helpers for checking that a secret never shows in text, shared by the test files.
enum Leak {
  /// The value stored in secret fields; no rendering of a secret field may contain it.
  static let secret = "hunter2-Secret"

  /// Everything `dump` writes for a value.
  static func dumped(_ value: Any) -> String {
    var text = ""
    dump(value, to: &text)
    return text
  }

  /// Every label and rendered child value in a value's mirror, walked recursively.
  static func mirrorTexts(of value: Any, depth: Int = 0) -> [String] {
    guard depth < 12 else { return [] }
    var texts: [String] = []
    for child in Mirror(reflecting: value).children {
      if let label = child.label {
        texts.append(label)
      }
      texts.append(String(describing: child.value))
      texts += mirrorTexts(of: child.value, depth: depth + 1)
    }
    return texts
  }

  /// Expects each named rendering to contain ``secret`` exactly when `shown` is `true`.
  static func expect(
    _ renderings: KeyValuePairs<String, String>, toShowValue shown: Bool,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for (channel, text) in renderings {
      #expect(
        text.contains(secret) == shown, "\(channel) rendered: \(text)",
        sourceLocation: sourceLocation)
    }
  }
}

struct ValidatableValueDescriptionTests {
  // MARK: description

  @Test("The description is the current value as text")
  func descriptionShowsValue() throws {
    #expect(ValidatableValue(3).description == "3")
    #expect(ValidatableValue("Max", name: "First name").description == "Max")
    #expect(String(describing: ValidatableValue(2.5)) == "2.5")
    #expect("\(ValidatableValue(12, .range(16...50)))" == "12")
  }

  @Test("The description says <no value> when no value has been set")
  func descriptionWithoutValue() {
    #expect(ValidatableValue<String>(name: "First name").description == "<no value>")
    #expect("\(ValidatableValue<Int>())" == "<no value>")
  }

  @Test(
    "The description of a secret is <redacted>, set or not", arguments: [nil, "x", Leak.secret])
  func descriptionOfSecret(start: String?) {
    let password = ValidatableValue(value: start, isSecret: true, requirements: [.minLength(8)])
    #expect(password.description == "<redacted>")
    #expect("\(password)" == "<redacted>")
  }

  // MARK: debugDescription

  @Test("The debug description shows type, name, value and validity")
  func debugDescriptionFormats() throws {
    #expect(ValidatableValue(3).debugDescription == "ValidatableValue<Int>(value: 3, valid)")
    var firstName = ValidatableValue<String>(name: "First name", .nonEmpty())
    #expect(
      firstName.debugDescription
        == #"ValidatableValue<String>(name: "First name", value: <no value>, invalid)"#)
    try firstName.setValue("Max")
    #expect(
      firstName.debugDescription
        == #"ValidatableValue<String>(name: "First name", value: "Max", valid)"#)
    #expect(
      String(reflecting: ValidatableValue(12, name: "Age", .range(16...50)))
        == #"ValidatableValue<Int>(name: "Age", value: 12, invalid)"#)
  }

  @Test("The debug description of a secret redacts the value")
  func debugDescriptionOfSecret() {
    let password = ValidatableValue(Leak.secret, name: "Password", isSecret: true)
    #expect(
      password.debugDescription
        == #"ValidatableValue<String>(name: "Password", value: <redacted>, valid)"#)
    let unset = ValidatableValue<String>(isSecret: true, .minLength(8))
    #expect(unset.debugDescription == "ValidatableValue<String>(value: <redacted>, invalid)")
  }

  // MARK: Mirror

  @Test("The mirror shows name, value and validity as a struct")
  func mirrorChildren() throws {
    let age = ValidatableValue(12, name: "Age", .range(16...50))
    let mirror = Mirror(reflecting: age)
    #expect(mirror.displayStyle == .struct)
    #expect(mirror.children.map(\.label) == ["name", "value", "isValid"])
    let values = Array(mirror.children.map(\.value))
    #expect(values[0] as? String == "Age")
    #expect(values[1] as? Int == 12)
    #expect(values[2] as? Bool == false)
  }

  @Test("The mirror shows <no value> when no value has been set")
  func mirrorWithoutValue() {
    let mirror = Mirror(reflecting: ValidatableValue<Int>())
    let value = mirror.children.first { $0.label == "value" }?.value
    #expect(value as? String == "<no value>")
  }

  @Test("The mirror of a secret shows <redacted> instead of the value")
  func mirrorOfSecret() {
    let mirror = Mirror(reflecting: ValidatableValue(Leak.secret, isSecret: true))
    let value = mirror.children.first { $0.label == "value" }?.value
    #expect(value as? String == "<redacted>")
  }

  // MARK: Secrets never show

  @Test(
    "A secret value shows in no rendering, while a non-secret one does",
    arguments: [false, true])
  func secretNeverRendered(isSecret: Bool) throws {
    var password = ValidatableValue<String>(
      name: "Password", isSecret: isSecret, .minLength(8), .atLeast(1, .uppercase))
    try password.setValue(Leak.secret)
    Leak.expect(
      [
        "description": password.description,
        "debugDescription": password.debugDescription,
        "String(describing:)": String(describing: password),
        "String(reflecting:)": String(reflecting: password),
        "interpolation": "\(password)",
        "dump": Leak.dumped(password),
        "Mirror": Leak.mirrorTexts(of: password).joined(separator: "\n"),
        "array": String(describing: [password]),
        "optional": String(describing: Optional(password)),
      ], toShowValue: !isSecret)
  }

  @Test(
    "An invalid secret starting value shows in no rendering, while a non-secret one does",
    arguments: [false, true])
  func invalidSecretNeverRendered(isSecret: Bool) {
    let password = ValidatableValue(
      Leak.secret, name: "Password", isSecret: isSecret, .atLeast(2, .digits))
    #expect(!password.isValid())
    Leak.expect(
      [
        "description": password.description,
        "debugDescription": password.debugDescription,
        "interpolation": "\(password)",
        "dump": Leak.dumped(password),
        "Mirror": Leak.mirrorTexts(of: password).joined(separator: "\n"),
        "failures": String(describing: password.failures),
        "failures inputs": password.failures.compactMap(\.input).joined(),
        "validationError dump": Leak.dumped(password.validationError as Any),
        "value() error dump": Leak.dumped(Result { try password.value() }),
      ], toShowValue: !isSecret)
    #expect(password.currentValue == Leak.secret)
  }

  @Test("A secret optional value shows in no rendering", arguments: [false, true])
  func secretOptionalNeverRendered(isSecret: Bool) {
    let token = ValidatableValue<String?>(Leak.secret, name: "Token", isSecret: isSecret)
    Leak.expect(
      [
        "description": token.description,
        "debugDescription": token.debugDescription,
        "dump": Leak.dumped(token),
        "Mirror": Leak.mirrorTexts(of: token).joined(separator: "\n"),
      ], toShowValue: !isSecret)
  }
}

extension ValidatableValueDescriptionTests {
  @Test("An optional value is shown as what it holds, in descriptions and reports")
  func optionalShownUnwrapped() throws {
    var middle = ValidatableValue<String?>(name: "Middle", .ifPresent(.minLength(2)))
    #expect(middle.description == "nil")
    var draft = Draft(middle)
    draft.editing.assign("J")
    #expect(draft.editing.description == "J")
    let failure = try #require(draft.error?.failures.first)
    #expect(failure.rejectedValue == "J")
    #expect(failure.unsatisfied.first?.input == "J")
    middle.assign("Jo")
    #expect(middle.description == "Jo")
  }
}
