#if canImport(Foundation)
  import Foundation
#endif

// The most characters of a rejected value's rendering that failures keep.
package let maximumReportedValueLength = 256

// The most UTF-8 bytes of a rejected value's rendering that failures keep: a character
// can carry any number of combining marks.
package let maximumReportedValueBytes = 1024

// A text as a failure keeps it: whole up to `maximumReportedValueLength` characters and
// `maximumReportedValueBytes` bytes; a longer one cut at a character boundary within
// both (at a scalar boundary if its first character alone is too long) and marked with
// its full size, so that an error, and a response or log line built from it, never
// echoes a huge payload.
//
// Used only to build failures.
package func shortenedForReport(_ text: String) -> String {
  let bytes = text.utf8.count
  // A text of no more UTF-8 bytes than the character limit has no more characters either.
  guard bytes > maximumReportedValueLength else { return text }
  var end = text.startIndex
  var characters = 0
  while end < text.endIndex, characters < maximumReportedValueLength {
    let next = text.index(after: end)
    if text.utf8.distance(from: text.startIndex, to: next) > maximumReportedValueBytes { break }
    end = next
    characters += 1
  }
  if end == text.endIndex { return text }
  var kept = String(text[..<end])
  if characters == 0 {
    // One character longer than the byte limit: keep the scalars that fit.
    var scalars = String.UnicodeScalarView()
    var scalarBytes = 0
    for scalar in text.unicodeScalars {
      scalarBytes += UTF8.width(scalar)
      if scalarBytes > maximumReportedValueBytes { break }
      scalars.append(scalar)
    }
    kept = String(scalars)
  }
  return "\(kept)… (\(bytes) bytes in all)"
}

// A value as a failure shows it: rendered as `renderedValue(_:)` does and cut short, or
// `nil` for an optional that holds no value, at any depth.
//
// Used only to build failures.
@usableFromInline
package func reportedValue(_ value: Any) -> String? {
  innermostValue(value).map { shortenedForReport(describedValue($0)) }
}

// A value as failures and reports show it: `String(describing:)`, except that an optional
// shows what it wraps (`J`, not `Optional("J")`), or `nil`.
//
// Used only to build failures, so the reflection it takes for an optional costs nothing
// on a successful check.
package func renderedValue(_ value: Any) -> String {
  innermostValue(value).map { describedValue($0) } ?? "nil"
}

// `String(describing:)`, or with `reflecting`, `String(reflecting:)`; except for a `Date`
// (optional or not) whose interval is NaN, which a decoder can make from input (`nan` with
// a non-conforming float strategy) and whose description stops the program.
package func describedValue(_ value: Any, reflecting: Bool = false) -> String {
  #if canImport(Foundation)
    if let date = value as? Date, date.timeIntervalSinceReferenceDate.isNaN {
      return "an invalid date"
    }
  #endif
  return reflecting ? String(reflecting: value) : String(describing: value)
}

// The value an optional holds, however deeply wrapped; `nil` when it holds none, and
// any other value itself.
package func innermostValue(_ value: Any) -> Any? {
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .optional else { return value }
  guard let wrapped = mirror.children.first?.value else { return nil }
  return innermostValue(wrapped)
}

// A rejected input as a failure keeps it until its `input` is read. Text and numbers are
// kept as they came and rendered on reading; any other type is rendered when the failure is
// built, because only values known to be `Sendable` may wait in a `Sendable` failure.
@usableFromInline
enum ReportedInput: Sendable {
  // Text as it came: cut short (see `shortenedForReport`) when read.
  case text(String)
  // An integer: rendered when read.
  case integer(Int)
  // A floating-point number: rendered when read.
  case number(Double)
  // A rendering made already, shown as it is.
  case rendered(String)

  // The input as `UnsatisfiedRequirement.input` shows it.
  var text: String {
    switch self {
    case .text(let text): shortenedForReport(text)
    case .integer(let integer): String(integer)
    case .number(let number): String(describing: number)
    case .rendered(let text): text
    }
  }

  // The input as a description shows it on one line: text between quotes, a number as it
  // is, and any other rendering as it is (an empty one as `""`), each escaped (see
  // `escapedForReport`).
  var shownInReport: String {
    switch self {
    case .text(let text):
      "\"" + escapedForReport(shortenedForReport(text), escapingQuotes: true) + "\""
    case .integer, .number: self.text
    case .rendered(let text):
      text.isEmpty ? "\"\"" : escapedForReport(text, escapingQuotes: false)
    }
  }
}
