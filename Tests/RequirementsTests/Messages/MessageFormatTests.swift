import Foundation
import Testing

@testable import Requirements

/// Numbers, dates and caller text in messages, the same in every language.
struct MessageFormatTests {
  static let languages = Array(MessageLanguages.builtIns.keys.sorted())

  /// The format messages in a language use.
  static func format(_ code: String) throws -> MessageFormat {
    let language = try #require(MessageLanguages.builtIns[code])
    return MessageFormat(locale: Locale(identifier: code), pluralRule: language.pluralRule)
  }

  /// The message of the failure of `requirement` for `input`, in a language.
  static func message<Input>(
    _ requirement: Requirement<Input>, _ input: Input, _ code: String, subject: String? = nil
  ) throws -> String {
    let failure = try #require(requirement.failure(for: input))
    return failure.message(in: Locale(identifier: code), subject: subject)
  }

  @Test("A count shows its number, formatted for the locale, at every #")
  func countTemplate() throws {
    let german = try Self.format("de")
    #expect(german.count(1, one: "# Zeichen", other: "# Zeichen") == "1 Zeichen")
    #expect(german.count(12_345, other: "# von #") == "12.345 von 12.345")
    #expect(german.count(3, other: "keine Zahl") == "keine Zahl")
    #expect(german.count(3, other: "#") == "3")
    #expect(try Self.format("ja").count(2, other: "#文字以上") == "2文字以上")
  }

  @Test("A floating-point bound shows its shortest round-trip digits", arguments: languages)
  func doubleDigits(code: String) throws {
    let format = try Self.format(code)
    let separator = try #require(Locale(identifier: code).decimalSeparator)
    #expect(format.value(.number(1.23456789)) == "1\(separator)23456789")
    #expect(format.value(.number(1e-7)) == "0\(separator)0000001")
    #expect(format.value(.number(0.1 + 0.2)) == "0\(separator)30000000000000004")
    #expect(format.value(.number(-2.5)).hasSuffix("2\(separator)5"))
    let message = try Self.message(Requirement<Double>.range(0...1.23456789), 1.234568, code)
    #expect(message.contains("1\(separator)23456789"), "\(message)")
  }

  @Test("A decimal bound shows all its digits", arguments: languages)
  func decimalDigits(code: String) throws {
    let format = try Self.format(code)
    let separator = try #require(Locale(identifier: code).decimalSeparator)
    let decimal = try #require(Decimal(string: "1.2345678901234567890123"))
    #expect(format.value(.decimal(decimal)) == "1\(separator)2345678901234567890123")
    let small = try #require(Decimal(string: "0.0000001"))
    #expect(format.value(.decimal(small)) == "0\(separator)0000001")
  }

  @Test("A very large or small double is shown in scientific notation with its digits")
  func scientific() throws {
    let format = try Self.format("en")
    #expect(format.value(.number(1.5e300)) == "1.5E300")
    #expect(format.value(.number(-1.25e-30)) == "-1.25E-30")
    #expect(format.value(.number(1e20)) == "100,000,000,000,000,000,000")
  }

  @Test("A character class's name is shown as written, # and all", arguments: languages)
  func classNameIsNotATemplate(code: String) throws {
    let hash = CharacterClass("# sign", plural: "# signs", in: "#")
    let message = try Self.message(Requirement<String>.atLeast(3, hash), "a", code)
    #expect(message.contains("# sign"), "\(message)")
    let phrase = try #require(Requirement<String>.atLeast(1, hash).failure(for: "a"))
      .message(in: Locale(identifier: code))
    #expect(phrase.contains("# sign"), "\(phrase)")
  }

  @Test(
    "A display name's line breaks and bidirectional controls are escaped", arguments: languages)
  func displayNameEscaped(code: String) throws {
    let subject = "Name\u{202E}moc.evil\nNext"
    let message = try Self.message(Requirement<String>.minLength(3), "a", code, subject: subject)
    #expect(!message.unicodeScalars.contains("\u{202E}"), "\(message)")
    #expect(!message.contains("\n"), "\(message)")
    #expect(message.contains("\\u{202E}"), "\(message)")
    let required = try Self.message(Requirement<String?>.required(), nil, code, subject: subject)
    #expect(!required.unicodeScalars.contains("\u{202E}"), "\(required)")
  }

  @Test("An unsigned bound past Int.max is a number", arguments: languages)
  func largeUnsigned(code: String) throws {
    let bound = UInt64.max - 1
    let failure = try #require(Requirement<UInt64>.maximum(bound).failure(for: .max))
    let message = failure.message(in: Locale(identifier: code))
    let expected = try #require(Decimal(string: String(bound)))
    #expect(message.contains(expected.formatted(.number.locale(Locale(identifier: code)))))
    #expect(!message.contains(String(bound)), "\(message)")
    guard case .maximum(.decimal(let decimal))? = failure.constraint else {
      Issue.record("\(String(describing: failure.constraint))")
      return
    }
    #expect(decimal == expected)
  }

  @Test("A date before the common era shows its era", arguments: languages)
  func dateBeforeCommonEra(code: String) throws {
    let format = try Self.format(code)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .current
    let before = try #require(
      calendar.date(from: DateComponents(era: 0, year: 536, month: 12, day: 2)))
    let after = try #require(
      calendar.date(from: DateComponents(era: 1, year: 536, month: 12, day: 2)))
    #expect(format.date(before) != format.date(after), "\(format.date(before))")
    #expect(format.date(before).contains("536"))
    // A date in the common era reads as it always has, without an era.
    let today = try #require(calendar.date(from: DateComponents(year: 2026, month: 12, day: 2)))
    #expect(
      format.date(today)
        == today.formatted(
          Date.FormatStyle(
            date: .long, time: .omitted, locale: Locale(identifier: code), calendar: calendar,
            timeZone: .current)))
  }

  @Test("A time with seconds shows them; a time on the minute shows none", arguments: languages)
  func secondsShown(code: String) throws {
    let format = try Self.format(code)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .current
    let onTheMinute = try #require(
      calendar.date(from: DateComponents(year: 2027, month: 3, day: 2, hour: 9, minute: 5)))
    let withSeconds = onTheMinute.addingTimeInterval(30)
    // "9:05" for both would read as if a bound at 9:05:30 let 9:05:10 through.
    #expect(format.date(withSeconds) != format.date(onTheMinute), "\(format.date(withSeconds))")
    #expect(format.date(withSeconds).contains(format.digits(30)), "\(format.date(withSeconds))")
    #expect(!format.date(onTheMinute).contains(format.digits(30)))
    let longAgo = try #require(
      calendar.date(
        from: DateComponents(era: 0, year: 536, month: 12, day: 2, hour: 9, minute: 5, second: 30)))
    #expect(format.date(longAgo).contains(format.digits(30)), "\(format.date(longAgo))")
  }
}
