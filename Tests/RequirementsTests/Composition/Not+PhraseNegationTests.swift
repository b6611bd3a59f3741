import Foundation
import Requirements
import Testing

/// The negation of a requirement no catalogue entry words (a caller's requirement, a
/// worded one, a composite): a sentence of the message's language around the negated
/// requirement's phrase, never the English "not …".
struct NotPhraseNegationTests {
  static let blocked = Require<String>("blocked") { $0 == "root" }
  static let translated = Require<String>("blocked") { $0 == "root" }
    .worded(["en": "a blocked name", "de": "ein gesperrter Name", "ja": "禁止された名前"])

  @Test(
    "A negated requirement of the caller's reads as a sentence in every language",
    arguments: [
      ("en", "Must not meet this requirement: blocked.", "does not meet: blocked"),
      ("de", "Darf diese Bedingung nicht erfüllen: blocked.", "erfüllt nicht: blocked"),
      (
        "fr", "Ce champ ne doit pas remplir la condition suivante\u{A0}: blocked.",
        "ne remplit pas la condition\u{A0}: blocked"
      ),
      (
        "es", "Este campo no debe cumplir esta condición: blocked.",
        "no cumple esta condición: blocked"
      ),
      (
        "it", "Questo campo non deve soddisfare questa condizione: blocked.",
        "non soddisfa questa condizione: blocked"
      ),
      (
        "pt", "Este campo não deve atender a esta condição: blocked.",
        "não atende a esta condição: blocked"
      ),
      (
        "nl", "Mag niet aan deze voorwaarde voldoen: blocked.",
        "voldoet niet aan deze voorwaarde: blocked"
      ),
      (
        "pl", "To pole nie może spełniać tego warunku: blocked.",
        "nie spełnia tego warunku: blocked"
      ),
      (
        "ru", "Это поле не должно соответствовать этому условию: blocked.",
        "не соответствует этому условию: blocked"
      ),
      ("ja", "次の条件に該当してはいけません：blocked。", "次の条件に該当しない：blocked"),
      ("zh", "不得满足以下条件：blocked。", "不符合以下条件：blocked"),
      ("zh-Hant", "不得符合下列條件：blocked。", "不符合下列條件：blocked"),
      ("ar", "يجب ألا يستوفي هذا الشرط: blocked.", "لا يستوفي هذا الشرط: blocked"),
    ])
  func callersRequirement(code: String, sentence: String, phrase: String) throws {
    let locale = Locale(identifier: code)
    let failure = try #require((!Self.blocked).failure(for: "root"))
    #expect(failure.message(in: locale) == sentence)
    #expect((!Self.blocked).phrase(in: locale) == phrase)
    #expect(failure.requirement == "not blocked")
  }

  @Test("A worded requirement's negation shows its phrase in the message's language")
  func wordedRequirement() throws {
    let failure = try #require((!Self.translated).failure(for: "root"))
    #expect(
      failure.message(in: Locale(identifier: "de"))
        == "Darf diese Bedingung nicht erfüllen: ein gesperrter Name.")
    #expect(
      failure.message(in: Locale(identifier: "ja"), subject: "ユーザー名")
        == "ユーザー名は次の条件に該当してはいけません：禁止された名前。")
  }

  @Test("A negated composite names its parts in the message's language")
  func composite() throws {
    let both = !(Requirement<String>.contains("a") && .contains("b"))
    let failure = try #require(both.failure(for: "ab"))
    #expect(
      failure.message(in: Locale(identifier: "de"), subject: "Name")
        == "Name darf diese Bedingung nicht erfüllen: enthält „a“ und enthält „b“.")
    #expect(!failure.message(in: Locale(identifier: "fr")).contains("not"))
  }

  @Test("A composite negated twice reads as the composite, in the message's language")
  func compositeNegatedTwice() throws {
    let either = Requirement<String>.minLength(9) || .contains("@")
    let twice = !(!either)
    let failure = try #require(twice.failure(for: "x"))
    let german = Locale(identifier: "de")
    let chinese = Locale(identifier: "zh-TW")
    #expect(twice.phrase(in: german) == either.phrase(in: german))
    #expect(twice.phrase(in: chinese) == either.phrase(in: chinese))
    #expect(
      failure.message(in: german, subject: "Name")
        == "Name muss diese Bedingung erfüllen: \(either.phrase(in: german)).")
    #expect(
      failure.message(in: chinese, subject: "名稱")
        == "名稱必須符合下列條件：\(either.phrase(in: chinese))。")
    #expect(failure.requirement == "at least 9 characters or contains \"@\"")
  }

  @Test("A negated secret requirement shows no value in any language")
  func secret() throws {
    let both = !(Requirement<String>.equalTo("hunter2") || .hasPrefix("hunter2"))
    for code in ["en", "de", "ja", "ar"] {
      let failure = try #require(both.failure(for: "hunter2", redactingInput: true))
      let message = failure.message(in: Locale(identifier: code))
      #expect(!message.contains("hunter2"), "\(code): \(message)")
      let phrase = both.secret.phrase(in: Locale(identifier: code))
      #expect(!phrase.contains("hunter2"), "\(code): \(phrase)")
    }
  }
}
