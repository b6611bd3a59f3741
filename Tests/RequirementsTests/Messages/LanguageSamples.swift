import Foundation

@testable import Requirements

/// What the per-language tests word: two dates and a constraint of every kind.
enum LanguageSamples {
  // 1 and 5 March 2025 at midnight here: messages show dates in the current time zone,
  // with no time at midnight.
  static let firstOfMarch = midnight(day: 1)
  static let fifthOfMarch = midnight(day: 5)

  static func midnight(day: Int) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .current
    return calendar.date(from: DateComponents(year: 2025, month: 3, day: day)) ?? .distantPast
  }

  // A constraint of every kind, with each case the wording tells apart.
  static var constraints: [Constraint] {
    [
      .required, .nonEmpty, .nonBlank, .minLength(8), .maxLength(20), .length(min: 8, max: 8),
      .length(min: 8, max: 20), .maxBytes(100), .minCount(2), .maxCount(5), .count(min: 3, max: 3),
      .count(min: 1, max: 5), .minimum(.integer(18)), .minimum(.date(firstOfMarch)),
      .maximum(.number(9.5)), .maximum(.date(fifthOfMarch)), .range(.integer(1), .integer(10)),
      .range(.integer(5), .integer(5)), .range(.date(firstOfMarch), .date(fifthOfMarch)),
      .range(.date(firstOfMarch), .date(firstOfMarch)), .halfOpenRange(.decimal(0), .decimal(1)),
      .halfOpenRange(.date(firstOfMarch), .date(fifthOfMarch)), .multiple(of: .integer(5)),
      .oneOf([]), .oneOf([.text("S"), .text("M"), .text("L")]), .noneOf([]),
      .noneOf([.text("admin"), .text("root")]), .equalTo(.text("xyz")), .accepted, .hasPrefix("ab"),
      .hasSuffix("yz"), .contains("@"), .atLeast(1, .uppercase), .atLeast(2, .lowercase),
      .atLeast(5, .letters), .atLeast(1, .digits), .atLeast(3, .whitespace), .atLeast(1, .special),
      .only([]), .only([.letters, .digits]),
      .only([.uppercase, .lowercase, .whitespace, .special]),
      .ascii, .email, .url(schemes: ["https"]), .url(schemes: ["http", "https"]), .hostname, .ipv4,
      .ipv6, .e164, .uuid(version: 4), .uuid(version: nil), .pattern("^[0-9]+$"), .pattern(nil),
      .conversion(.value), .conversion(.wholeNumber), .conversion(.number), .conversion(.date),
      .conversion(.dateTime), .conversion(.dateOrDateTime), .conversion(.dateWithinYears),
      .conversion(.nanosecondTime), .conversion(.webAddress(schemes: ["https"])),
      .conversion(.character), .conversion(.rawValue(["S", "M"])), .conversion(.checkbox),
      .conversion(.existingDay),
    ]
  }
}
