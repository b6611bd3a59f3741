import Foundation
import Testing
import Validation

// Secret fields, stored or rejected, in structs and classes: no rendering shows them.

/// A model holding one field whose secrecy a test chooses; it starts out holding
/// ``Leak/secret``.
private struct StoredSecretModel {
  @Validated var field: String

  init(isSecret: Bool) {
    _field = Validated(wrappedValue: Leak.secret, name: "Field", isSecret: isSecret, .minLength(8))
  }
}

/// A model holding one field whose secrecy a test chooses; ``Leak/secret`` breaks both of
/// its requirements.
private struct RejectingSecretModel {
  @Validated var field: String

  init(isSecret: Bool) {
    _field = Validated(
      wrappedValue: "short", name: "Field", isSecret: isSecret, .maxLength(10),
      .atLeast(3, .digits))
  }
}

/// A class model holding one field whose secrecy a test chooses.
private final class SecretAccount {
  @Validated var password: String

  init(isSecret: Bool) {
    _password = Validated(
      wrappedValue: "Password1", name: "Password", isSecret: isSecret, .minLength(8))
  }
}

struct ValidatedSecretTests {
  @Test(
    "A stored secret field shows in no rendering of the field or its model",
    arguments: [false, true])
  func storedSecretNeverRendered(isSecret: Bool) {
    let model = StoredSecretModel(isSecret: isSecret)
    #expect(model.field == Leak.secret)
    #expect(model.$field.isValid())
    Leak.expect(
      [
        "$field description": model.$field.description,
        "$field debugDescription": model.$field.debugDescription,
        "$field String(describing:)": String(describing: model.$field),
        "$field String(reflecting:)": String(reflecting: model.$field),
        "$field interpolation": "\(model.$field)",
        "$field dump": Leak.dumped(model.$field),
        "$field Mirror": Leak.mirrorTexts(of: model.$field).joined(separator: "\n"),
        "model dump": Leak.dumped(model),
        "model Mirror": Leak.mirrorTexts(of: model).joined(separator: "\n"),
        "model String(describing:)": String(describing: model),
        "model String(reflecting:)": String(reflecting: model),
        "model interpolation": "\(model)",
      ], toShowValue: !isSecret)
  }

  @Test(
    "A rejected secret assignment shows in no rendering of the rejection or the model",
    arguments: [false, true])
  func rejectedSecretNeverRendered(isSecret: Bool) throws {
    var model = RejectingSecretModel(isSecret: isSecret)
    model.field = Leak.secret
    #expect(model.field == "short")
    let rejection = try #require(model.$field.lastRejection)
    #expect(
      rejection.failures.map(\.requirement) == ["at most 10 characters", "at least 3 digits"])
    #expect(rejection.failures.allSatisfy { ($0.input == nil) == isSecret })
    Leak.expect(
      [
        "lastRejection dump": Leak.dumped(rejection),
        "lastRejection Mirror": Leak.mirrorTexts(of: rejection).joined(separator: "\n"),
        "lastRejection failures": String(describing: rejection.failures),
        "lastRejection failures inputs": rejection.failures.compactMap(\.input).joined(),
        "optional lastRejection dump": Leak.dumped(model.$field.lastRejection as Any),
      ], toShowValue: !isSecret)
    // These never show a rejected value, secret or not.
    Leak.expect(
      [
        "lastRejection description": rejection.description,
        "lastRejection message": rejection.message,
        "lastRejection String(reflecting:)": String(reflecting: rejection),
        "$field description": model.$field.description,
        "$field debugDescription": model.$field.debugDescription,
        "model dump": Leak.dumped(model),
        "model String(describing:)": String(describing: model),
      ], toShowValue: false)
  }

  @Test(
    "A secret field of a class shows in no rendering of the field or the object",
    arguments: [false, true])
  func classSecretNeverRendered(isSecret: Bool) throws {
    let account = SecretAccount(isSecret: isSecret)
    account.password = Leak.secret
    #expect(account.password == Leak.secret)
    Leak.expect(
      [
        "$password interpolation": "\(account.$password)",
        "$password debugDescription": account.$password.debugDescription,
        "object dump": Leak.dumped(account),
        "object Mirror": Leak.mirrorTexts(of: account).joined(separator: "\n"),
      ], toShowValue: !isSecret)
  }
}

extension ValidatedSecretTests {
  @Test(
    "A secret field's negated entries never show the excluded text, in any language",
    arguments: ["en", "de", "fr", "ja", "zh", "ar"])
  func negatedSecretEntries(code: String) throws {
    var password = ValidatableValue(
      "correct-horse", name: "Password", isSecret: true, !.equalTo("hunter2"),
      !.contains("hunter"), !.hasPrefix("hunt"))
    let error = try #require(throws: InvalidValue.self) { try password.setValue("hunter2") }
    let locale = Locale(identifier: code)
    let message = error.message(in: locale)
    #expect(error.failures.count == 3)
    #expect(!message.contains("hunt"), "\(message)")
    let phrases = password.checklist(for: "hunter2").map { $0.phrase(in: locale) }
    #expect(!phrases.joined().contains("hunt"), "\(phrases)")
  }
}
