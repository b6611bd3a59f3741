import Foundation
import Testing

@testable import Requirements

/// Wordings that only a native speaker's reading catches, pinned in each language they
/// concern.
struct NativeWordingTests {
  static let utc = TimeZone(identifier: "UTC") ?? .gmt

  static func day(_ year: Int, _ month: Int, _ day: Int) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = utc
    return calendar.date(from: DateComponents(year: year, month: month, day: day)) ?? .distantPast
  }

  static func format(_ code: String) throws -> (MessageLanguage, MessageFormat) {
    let locale = Locale(identifier: code)
    let language = try #require(MessageLanguages.match(for: locale))
    return (language, MessageFormat(locale: locale, pluralRule: language.pluralRule, timeZone: utc))
  }

  static func sentence(_ code: String, _ constraint: Constraint, _ subject: String? = nil) throws
    -> String
  {
    let (language, format) = try format(code)
    return language.sentence(constraint, subject, format)
  }

  static func phrase(_ code: String, _ constraint: Constraint) throws -> String {
    let (language, format) = try format(code)
    return language.phrase(constraint, format)
  }

  @Test(
    "Japanese names letters 英字 and reads ranges and single values as a native speaker does",
    arguments: [
      (Constraint.atLeast(1, .letters), "英字を1文字以上含めてください。"),
      (.only([.letters, .digits]), "英字と数字のみを使用してください。"),
      (.atLeast(2, .uppercase), "英大文字を2文字以上含めてください。"),
      (.atLeast(2, .lowercase), "英小文字を2文字以上含めてください。"),
      (.oneOf([.text("a")]), "「a」にしてください。"),
      (.oneOf([.text("a"), .text("b")]), "「a」または「b」のいずれかにしてください。"),
      (.range(.integer(16), .integer(120)), "16〜120の範囲で入力してください。"),
      (.range(.integer(5), .integer(5)), "ちょうど5にしてください。"),
      (.e164, "国際形式の電話番号（例：+81312345678）を入力してください。"),
    ])
  func japanese(constraint: Constraint, sentence: String) throws {
    let actual = try Self.sentence("ja", constraint)
    #expect(actual == sentence)
  }

  @Test(
    "German reads upper limits as a permission, bounds in the right case, and neither … nor",
    arguments: [
      (
        Constraint.conversion(.webAddress(schemes: ["http", "https"])),
        "Muss eine Webadresse sein, die mit http:// oder https:// beginnt."
      ),
      (.maxLength(8), "Darf höchstens 8 Zeichen lang sein."),
      (.maxCount(3), "Darf höchstens 3 Einträge haben."),
      (.maximum(.integer(120)), "Darf höchstens 120 sein."),
      (.only([]), "Darf keine Zeichen enthalten."),
      (.range(.date(day(2030, 1, 1)), .date(day(2030, 1, 1))), "Muss am 1. Januar 2030 liegen."),
      (.noneOf([.text("admin"), .text("root")]), "Darf weder „admin“ noch „root“ sein."),
      (
        .noneOf([.text("admin"), .text("root"), .text("test")]),
        "Darf weder „admin“, „root“ noch „test“ sein."
      ),
      (.noneOf([.text("admin")]), "Darf nicht „admin“ sein."),
      (.atLeast(1, .uppercase), "Muss mindestens 1 Großbuchstaben enthalten."),
    ])
  func german(constraint: Constraint, sentence: String) throws {
    #expect(try Self.sentence("de", constraint) == sentence)
  }

  @Test(
    "A German checklist names the characters in the nominative",
    arguments: [
      (Constraint.atLeast(1, .uppercase), "mindestens 1 Großbuchstabe"),
      (.atLeast(2, .uppercase), "mindestens 2 Großbuchstaben"),
      (.atLeast(1, .lowercase), "mindestens 1 Kleinbuchstabe"),
      (.atLeast(1, .letters), "mindestens 1 Buchstabe"),
      (.noneOf([.text("admin"), .text("root")]), "weder „admin“ noch „root“"),
    ])
  func germanChecklist(constraint: Constraint, phrase: String) throws {
    #expect(try Self.phrase("de", constraint) == phrase)
  }

  @Test(
    "The first of a month is an ordinal in French, Italian and Brazilian Portuguese",
    arguments: [
      ("fr", "à partir du 1er mars 2025"), ("it", "a partire dal 1º marzo 2025"),
      ("pt-BR", "a partir de 1º de março de 2025"), ("es", "a partir del 1 de marzo de 2025"),
      ("de", "am oder nach dem 1. März 2025"),
    ])
  func firstOfMonth(code: String, phrase: String) throws {
    #expect(try Self.phrase(code, .minimum(.date(Self.day(2025, 3, 1)))) == phrase)
    // Other days keep the cardinal.
    #expect(try !Self.phrase(code, .minimum(.date(Self.day(2025, 3, 11)))).contains("11º"))
  }

  @Test("French says “more than one item”, not “more than 1 items”")
  func frenchAtMostOne() throws {
    #expect(
      try Self.sentence("fr", .maxCount(1)) == "Ce champ ne doit pas contenir plus d’un élément.")
  }

  @Test(
    "Arabic tells letters from characters, takes the nominative dual in checklists, and says عدد",
    arguments: [
      (Constraint.minLength(2), "حرفان على الأقل"),
      (.atLeast(2, .letters), "حرفان أبجديان على الأقل"),
      (.atLeast(1, .letters), "حرف أبجدي واحد على الأقل"),
      (.atLeast(5, .letters), "5 أحرف أبجدية على الأقل"),
      (.atLeast(2, .digits), "رقمان على الأقل"),
      (.maxCount(2), "عنصران على الأكثر"),
      (.only([.letters, .digits]), "أحرف أبجدية وأرقام فقط"),
    ])
  func arabicChecklist(constraint: Constraint, phrase: String) throws {
    #expect(try Self.phrase("ar", constraint) == phrase)
  }

  @Test(
    "An Arabic sentence keeps the genitive after على and says a number is عددًا",
    arguments: [
      (Constraint.minLength(2), "يجب أن يحتوي على حرفين على الأقل."),
      (.atLeast(2, .letters), "يجب أن يحتوي على حرفين أبجديين على الأقل."),
      (.conversion(.number), "يجب أن يكون عددًا."),
      (.range(.date(day(2030, 1, 1)), .date(day(2030, 1, 1))), "يجب أن يكون في 1 يناير، 2030."),
    ])
  func arabic(constraint: Constraint, sentence: String) throws {
    let actual = try Self.sentence("ar", constraint)
    #expect(actual == sentence)
  }

  @Test("Arabic writes years and versions in the locale's digits")
  func arabicDigits() throws {
    #expect(try Self.phrase("ar-EG", .uuid(version: 4)) == "معرّف UUID من الإصدار ٤")
    #expect(
      try Self.sentence("ar-EG", .conversion(.dateWithinYears))
        == "يجب أن يكون تاريخًا بين السنة ١ والسنة ٩٩٩٩.")
  }

  @Test(
    "A phone example is a number of the language's country",
    arguments: [
      ("fr", "+33612345678"), ("es", "+34612345678"), ("it", "+393123456789"),
      ("pt-BR", "+5511912345678"), ("nl", "+31612345678"), ("pl", "+48501234567"),
      ("ru", "+74951234567"), ("de", "+4930123456"), ("ja", "+81312345678"),
      ("zh", "+861012345678"), ("zh-TW", "+886212345678"), ("ar", "+966501234567"),
      ("en", "+14155550123"),
    ])
  func phoneExample(code: String, number: String) throws {
    #expect(try Self.sentence(code, .e164).contains(number))
    #expect(try Self.phrase(code, .e164).contains(number))
  }

  @Test(
    "A range with equal bounds says “exactly”",
    arguments: [
      ("pt-BR", "O campo “Idade” deve ser exatamente 5."), ("nl", "Leeftijd moet precies 5 zijn."),
      ("pl", "Pole „Wiek” musi mieć wartość dokładnie 5."),
      ("ru", "Поле «Возраст» должно иметь значение ровно 5."),
      ("ja", "年齢はちょうど5にしてください。"),
    ])
  func exactly(code: String, sentence: String) throws {
    let subject = ["pt-BR": "Idade", "nl": "Leeftijd", "pl": "Wiek", "ru": "Возраст", "ja": "年齢"]
    #expect(
      try Self.sentence(code, .range(.integer(5), .integer(5)), subject[code]) == sentence)
  }

  @Test(
    "A date and time is written with hh:mm:ss, not the month's letters",
    arguments: ["en", "de", "fr", "es", "it", "pt-BR", "nl", "pl", "ru", "ja", "zh", "zh-TW", "ar"])
  func timePattern(code: String) throws {
    let sentence = try Self.sentence(code, .conversion(.dateTime))
    #expect(!sentence.contains("HH:MM:SS"), "\(sentence)")
    #expect(
      ["hh:mm:ss", "uu:mm:ss", "gg:mm:ss", "чч:мм:сс"].contains { sentence.contains($0) },
      "\(sentence)")
  }

  @Test("A required field in a Russian checklist is обязательное поле")
  func russianRequired() throws {
    #expect(try Self.phrase("ru", .required) == "обязательное поле")
  }
}
