import Foundation
import Testing

@testable import Requirements

/// A negated catalogue entry is worded in every language, never in English elsewhere.
struct ConstraintNegationTests {
  static func sentence(_ requirement: Requirement<String>, _ input: String, _ code: String)
    -> String
  {
    requirement.failure(for: input)?.message(in: Locale(identifier: code)) ?? ""
  }

  @Test(
    "A text that must not appear reads as a sentence of its language",
    arguments: [
      ("en", "Must not contain “@”."),
      ("de", "Darf „@“ nicht enthalten."),
      ("fr", "Ce champ ne doit pas contenir «\u{A0}@\u{A0}»."),
      ("es", "Este campo no puede contener “@”."),
      ("it", "Questo campo non può contenere «@»."),
      ("pt", "Este campo não pode conter “@”."),
      ("nl", "Mag geen ‘@’ bevatten."),
      ("pl", "To pole nie może zawierać „@”."),
      ("ru", "Это поле не должно содержать «@»."),
      ("ja", "「@」を含めないでください。"),
      ("zh", "不能包含“@”。"),
      ("zh-TW", "不能包含「@」。"),
      ("ar", "يجب ألا يحتوي على «@»."),
    ])
  func negatedContains(code: String, expected: String) {
    #expect(Self.sentence(!.contains("@"), "a@b", code) == expected)
  }

  @Test(
    "A value that must not be given reads as the language excludes values",
    arguments: [
      ("en", "Must not be “admin”."),
      ("de", "Darf nicht „admin“ sein."),
      ("fr", "Ce champ ne doit pas être «\u{A0}admin\u{A0}»."),
      ("es", "Este campo no puede ser “admin”."),
      ("it", "Questo campo non può essere «admin»."),
      ("pt", "Este campo não pode ser “admin”."),
      ("nl", "Mag niet ‘admin’ zijn."),
      ("pl", "To pole musi mieć wartość inną niż „admin”."),
      ("ru", "Это поле не должно иметь значение «admin»."),
      ("ja", "「admin」は使用できません。"),
      ("zh", "不能是“admin”。"),
      ("zh-TW", "不能是「admin」。"),
      ("ar", "يجب ألا تكون القيمة \u{2068}«admin»\u{2069}."),
    ])
  func negatedEqualTo(code: String, expected: String) {
    #expect(Self.sentence(!.equalTo("admin"), "admin", code) == expected)
  }

  @Test(
    "An entry with no negated wording of its own reads as a generic sentence of its language",
    arguments: [
      ("en", "Must not meet this condition: a valid e-mail address."),
      ("de", "Darf diese Bedingung nicht erfüllen: eine gültige E-Mail-Adresse."),
      (
        "fr", "Ce champ ne doit pas remplir la condition suivante\u{A0}: une adresse e-mail valide."
      ),
      (
        "es",
        "Este campo no debe cumplir esta condición: una dirección de correo electrónico válida."
      ),
      ("it", "Questo campo non deve soddisfare questa condizione: un indirizzo email valido."),
      ("pt", "Este campo não deve atender a esta condição: um endereço de e-mail válido."),
      ("nl", "Mag niet aan deze voorwaarde voldoen: een geldig e-mailadres."),
      ("pl", "To pole nie może spełniać tego warunku: prawidłowy adres e-mail."),
      ("ru", "Это поле не должно соответствовать условию: корректный адрес электронной почты."),
      ("ja", "次の条件を満たさないようにしてください：有効なメールアドレス。"),
      ("zh", "不能满足以下条件：有效的电子邮件地址。"),
      ("zh-TW", "不能符合下列條件：有效的電子郵件地址。"),
      ("ar", "يجب ألا يستوفي هذا الشرط: عنوان بريد إلكتروني صالح."),
    ])
  func negatedGeneric(code: String, expected: String) {
    #expect(Self.sentence(!.email(), "ann@example.com", code) == expected)
  }

  @Test(
    "A checklist shows a negated entry's phrase in the language",
    arguments: [
      ("en", "does not contain “ ”"),
      ("de", "enthält nicht „ “"),
      ("fr", "ne contient pas «\u{A0} \u{A0}»"),
      ("es", "no contiene “ ”"),
      ("it", "non contiene « »"),
      ("pt", "não contém “ ”"),
      ("nl", "bevat geen ‘ ’"),
      ("pl", "nie zawiera „ ”"),
      ("ru", "не содержит « »"),
      ("ja", "「 」を含まない"),
      ("zh", "不包含“ ”"),
      ("zh-TW", "不包含「 」"),
      ("ar", "لا يحتوي على « »"),
    ])
  func negatedPhrase(code: String, expected: String) {
    #expect(
      Requirement<String>.not(.contains(" ")).phrase(in: Locale(identifier: code)) == expected)
  }
}

extension ConstraintNegationTests {
  @Test(
    "Every negated constraint has a phrase and a sentence in every language, none of them English",
    arguments: EveryLanguageTests.languages)
  func everyNegatedConstraint(code: String) throws {
    let language = try #require(MessageLanguages.builtIns[code])
    let format = MessageFormat(locale: Locale(identifier: code), pluralRule: language.pluralRule)
    let english = MessageLanguage.english
    let englishFormat = MessageFormat(locale: Locale(identifier: "en"), pluralRule: .oneForOne)
    for constraint in EveryLanguageTests.constraints {
      let phrase = language.phraseNegating(constraint, format)
      let sentence = language.sentenceNegating(constraint, nil, format)
      let named = language.sentenceNegating(constraint, "X", format)
      #expect(!phrase.isEmpty, "\(code) \(constraint)")
      #expect(named.contains("X"), "\(code) \(constraint): \(named)")
      #expect([".", "。"].contains(sentence.last.map(String.init) ?? ""), "\(code): \(sentence)")
      if code != "en" {
        #expect(
          sentence != english.sentenceNegating(constraint, nil, englishFormat),
          "\(code) \(constraint) reads as English: \(sentence)")
        #expect(
          phrase != english.phraseNegating(constraint, englishFormat),
          "\(code) \(constraint) reads as English: \(phrase)")
      }
    }
  }

  @Test("A negation of an entry given a description of its own says so around that description")
  func describedNegations() {
    let described = Requirement<String>.contains(" ").described("a space")
    #expect(
      ConstraintNegationTests.sentence(!described, " ", "de")
        == "Darf diese Bedingung nicht erfüllen: a space.")
  }
}
