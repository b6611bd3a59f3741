import Foundation
import Testing

@testable import Requirements

/// Every language words every catalogue entry.
struct EveryLanguageTests {
  /// One constraint of each case, and the variants a language words apart.
  // Computed, not stored: a constraint array held in a global reports as leaked under
  // LeakSanitizer, which cannot follow a pointer inside a nested enum payload.
  static var constraints: [Constraint] {
    let day = Date(timeIntervalSince1970: 1_893_456_000)
    return [
      .required, .nonEmpty, .nonBlank, .minLength(8), .maxLength(1), .length(min: 2, max: 5),
      .length(min: 6, max: 6), .maxBytes(120), .minCount(1), .maxCount(3),
      .count(min: 1, max: 5), .count(min: 2, max: 2), .minimum(.integer(18)),
      .minimum(.date(day)), .maximum(.number(1.5)), .maximum(.date(day)),
      .range(.integer(16), .integer(120)), .range(.integer(5), .integer(5)),
      .range(.date(day), .date(day.addingTimeInterval(86_400))),
      .halfOpenRange(.integer(0), .integer(10)),
      .halfOpenRange(.date(day), .date(day.addingTimeInterval(86_400))),
      .multiple(of: .integer(2)), .oneOf([.text("S"), .text("M")]), .oneOf([]),
      .noneOf([.text("admin"), .text("root")]), .noneOf([]), .equalTo(.text("yes")), .accepted,
      .hasPrefix("+"), .hasSuffix(".com"), .contains("@"), .atLeast(1, .digits),
      .atLeast(2, .uppercase), .atLeast(3, .lowercase), .atLeast(1, .letters),
      .atLeast(1, .whitespace), .atLeast(1, .special), .only([.letters, .digits]), .only([]),
      .ascii, .email, .url(schemes: ["http", "https"]), .hostname, .ipv4, .ipv6, .e164,
      .uuid(version: 4), .uuid(version: nil), .pattern("[A-Z]{3}"), .pattern(nil),
      .conversion(.value), .conversion(.wholeNumber), .conversion(.number),
      .conversion(.date), .conversion(.dateTime), .conversion(.dateOrDateTime),
      .conversion(.dateWithinYears), .conversion(.nanosecondTime),
      .conversion(.webAddress(schemes: ["https"])), .conversion(.character),
      .conversion(.rawValue(["free", "pro"])), .conversion(.checkbox),
      .conversion(.existingDay), .hidden(.equalTo), .hidden(.oneOf),
      .hidden(.noneOf), .hidden(.hasPrefix), .hidden(.hasSuffix), .hidden(.contains),
    ]
  }

  static let languages = Array(MessageLanguages.builtIns.keys.sorted())

  @Test(
    "A requirement known only by its phrase reads as a sentence around it",
    arguments: languages)
  func meetingPhrase(code: String) throws {
    let language = try #require(MessageLanguages.builtIns[code])
    let format = MessageFormat(locale: Locale(identifier: code), pluralRule: language.pluralRule)
    let englishFormat = MessageFormat(locale: Locale(identifier: "en"), pluralRule: .oneForOne)
    for subject in ["X", nil] {
      let sentence = language.meetingSentence("a free name", subject, format)
      #expect(sentence.contains("a free name"), "\(code): \(sentence)")
      #expect(sentence != "a free name", "\(code): \(sentence)")
      #expect(subject.map(sentence.contains) ?? true, "\(code): \(sentence)")
      #expect(
        [".", "。"].contains(sentence.last.map(String.init) ?? ""), "\(code): \(sentence)")
      if code != "en" {
        let english = English().sentence(meeting: "a free name", subject: subject, englishFormat)
        #expect(sentence != english, "\(code) reads as English: \(sentence)")
      }
    }
  }
}
