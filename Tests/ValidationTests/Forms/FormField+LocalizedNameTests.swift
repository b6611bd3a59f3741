import Foundation
import Testing
import Validation

/// A form field named in several languages: messages name it in the locale's language.
struct FormFieldLocalizedNameTests {
  static let german = Locale(identifier: "de")
  static let english = Locale(identifier: "en")

  @Test("A field named by a dictionary literal names itself in the message's language")
  func pinned() {
    var password = FormField<String>(name: ["en": "Password", "de": "Passwort"], .minLength(8))
    password.input = "abc"
    password.touch()
    let message = password.visibleError?.message(in: Self.german) ?? ""
    #expect(message == "Passwort muss mindestens 8 Zeichen lang sein.")
    #expect(
      password.visibleError?.message(in: Self.english)
        == "Password must have at least 8 characters.")
  }

  @Test("A language the name does not list gets its first translation")
  func fallback() {
    var password = FormField<String>(name: ["en": "Password", "de": "Passwort"], .minLength(8))
    password.input = "abc"
    #expect(
      password.validationError?.message(in: Locale(identifier: "fr"))
        == "Le champ «\u{A0}Password\u{A0}» doit contenir au moins 8 caractères.")
  }

  @Test("A name given as a function of the locale is asked when a message is built")
  func function() {
    let age = FormField<Int>(
      name: LocalizedText { $0.language.languageCode == "de" ? "Alter" : "Age" }, .minimum(18))
    var field = age
    field.input = "12"
    #expect(field.validationError?.message(in: Self.german) == "Alter muss mindestens 18 sein.")
    #expect(field.localizedName?.text(in: Self.german) == "Alter")
  }

  @Test("A string literal and a String variable still name a field, the same in every language")
  func plainNames() {
    let variable = "Age"
    let optional: String? = "Age"
    var fields = [
      FormField<Int>(name: "Age", .minimum(18)), FormField<Int>(name: variable, .minimum(18)),
      FormField<Int>(name: optional, .minimum(18)),
      FormField<Int>(name: variable, conversion: .integer, .minimum(18)),
    ]
    for index in fields.indices {
      fields[index].input = "12"
      #expect(fields[index].name == "Age")
      #expect(
        fields[index].validationError?.message(in: Self.german) == "Age muss mindestens 18 sein.")
    }
    #expect(FormField<Int>(name: nil, .minimum(18)).name == nil)
  }

  @Test("The English name is the one descriptions and `name` show")
  func englishName() {
    let password = FormField<String>(name: ["de": "Passwort", "en": "Password"], .minLength(8))
    #expect(password.name == "Password")
    let untranslated = FormField<String>(name: ["de": "Passwort", "fr": "Mot de passe"])
    #expect(untranslated.name == "Passwort")
  }

  @Test("A field with async checks keeps its translated name")
  func asyncChecks() {
    var field = FormField<String>(name: ["en": "Username", "de": "Benutzername"], .minLength(3))
      .checking(AsyncRequirement("free") { _ in true })
    field.input = "ab"
    #expect(
      field.validationError?.message(in: Self.german)
        == "Benutzername muss mindestens 3 Zeichen lang sein.")
  }

  @Test("A secret field's translated name appears in its messages, its input never")
  func secret() {
    var pin = FormField<String>(
      name: ["en": "PIN", "de": "Geheimzahl"], isSecret: true, .equalTo("4711"))
    pin.input = "1234"
    let message = pin.validationError?.message(in: Self.german) ?? ""
    #expect(message.hasPrefix("Geheimzahl"))
    #expect(!message.contains("1234"))
    #expect(!message.contains("4711"))
    #expect(!String(describing: pin).contains("1234"))
  }
}
