import Foundation
import Requirements
import Testing

/// A caller's character class named in each language, in the plural form a count takes.
struct CharacterClassTranslationTests {
  static let vowels = CharacterClass("vowel", in: "aeiouäöü").translated([
    "de": .init(one: "Vokal", other: "Vokale"),
    "fr": .init(one: "voyelle", other: "voyelles"),
    "es": .init(one: "vocal", other: "vocales"),
    "it": .init(one: "vocale", other: "vocali"),
    "pt": .init(one: "vogal", other: "vogais"),
    "nl": .init(one: "klinker", other: "klinkers"),
    "pl": .init(one: "samogłoskę", few: "samogłoski", many: "samogłosek", plural: "samogłoski"),
    "ru": .init(one: "гласной", few: "гласных", many: "гласных", plural: "гласные"),
    "ja": .init(other: "母音"),
    "zh": .init(other: "元音字母"),
  ])

  static func message(_ requirement: Requirement<String>, _ language: String) -> String {
    requirement.failure(for: "xyz")?.message(in: Locale(identifier: language)) ?? ""
  }

  @Test(
    "A count names the class in the form the language's plural rule picks",
    arguments: [
      ("de", 1, "Muss mindestens 1 Vokal enthalten."),
      ("de", 2, "Muss mindestens 2 Vokale enthalten."),
      ("fr", 1, "Ce champ doit contenir au moins 1 voyelle."),
      ("fr", 2, "Ce champ doit contenir au moins 2 voyelles."),
      ("es", 2, "Este campo debe contener al menos 2 vocales."),
      ("it", 2, "Questo campo deve contenere almeno 2 vocali."),
      ("pt", 2, "Este campo deve conter pelo menos 2 vogais."),
      ("nl", 2, "Moet minimaal 2 klinkers bevatten."),
      ("pl", 1, "To pole musi zawierać co najmniej 1 samogłoskę."),
      ("pl", 2, "To pole musi zawierać co najmniej 2 samogłoski."),
      ("pl", 5, "To pole musi zawierać co najmniej 5 samogłosek."),
      ("pl", 22, "To pole musi zawierać co najmniej 22 samogłoski."),
      ("ru", 1, "Это поле должно содержать не менее 1 гласной."),
      ("ru", 2, "Это поле должно содержать не менее 2 гласных."),
      ("ru", 21, "Это поле должно содержать не менее 21 гласной."),
      ("ja", 2, "母音を2文字以上含めてください。"),
      ("zh", 2, "至少需要包含2个元音字母。"),
      ("en", 2, "Must contain at least 2 vowels."),
    ])
  func counted(language: String, count: Int, expected: String) {
    #expect(Self.message(.atLeast(count, Self.vowels), language) == expected)
  }

  @Test(
    "A list of classes names the class by its plural",
    arguments: [
      ("de", "Darf nur Vokale und Ziffern enthalten."),
      ("fr", "Ce champ ne doit contenir que des voyelles et des chiffres."),
      ("es", "Este campo solo puede contener vocales y dígitos."),
      ("it", "Questo campo può contenere solo vocali e cifre."),
      ("pt", "Este campo deve conter somente vogais e dígitos."),
      ("nl", "Mag alleen klinkers en cijfers bevatten."),
      ("pl", "To pole może zawierać tylko samogłoski i cyfry."),
      ("ru", "Это поле должно содержать только гласные и цифры."),
      ("ja", "母音と数字のみを使用してください。"),
      ("zh", "只能包含元音字母和数字。"),
      ("en", "Must contain only vowels and digits."),
    ])
  func listed(language: String, expected: String) {
    #expect(Self.message(.only(Self.vowels, .digits), language) == expected)
  }

  @Test("A checklist phrase names the class in the locale's language")
  func phrase() {
    let requirement = Requirement<String>.atLeast(5, Self.vowels)
    #expect(requirement.phrase(in: Locale(identifier: "ru")) == "не менее 5 гласных")
    #expect(requirement.phrase(in: Locale(identifier: "de")) == "mindestens 5 Vokale")
  }

  @Test(
    "A translation under a language's tag wins over its code for that language",
    arguments: [
      ("zh-TW", "至少需要包含2個母音。"), ("zh-HK", "至少需要包含2個母音。"),
      ("zh-CN", "至少需要包含2个元音字母。"), ("zh", "至少需要包含2个元音字母。"),
    ])
  func tagged(identifier: String, expected: String) {
    let vowels = Self.vowels.translated(["zh-Hant": .init(other: "母音")])
    #expect(Self.message(.atLeast(2, vowels), identifier) == expected)
  }

  @Test("A language the class is not translated into gets the English names")
  func untranslated() {
    #expect(Self.message(.atLeast(2, Self.vowels), "ar").contains("vowels"))
    #expect(Requirement<String>.atLeast(2, Self.vowels).description == "at least 2 vowels")
  }

  @Test("Translations merge over earlier ones and keep what the class contains")
  func merging() {
    let renamed = Self.vowels.translated(["de": .init(one: "Selbstlaut", other: "Selbstlaute")])
    #expect(Self.message(.atLeast(2, renamed), "de") == "Muss mindestens 2 Selbstlaute enthalten.")
    #expect(Self.message(.atLeast(2, renamed), "fr").hasSuffix("2 voyelles."))
    #expect(renamed.contains("ä") && !renamed.contains("x"))
  }
}
