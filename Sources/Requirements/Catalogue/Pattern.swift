extension Requirement where Input == String {
  /// The longest input, in UTF-8 bytes, that a pattern requirement matches by default.
  ///
  /// A longer input fails the requirement without running the regular expression, so the
  /// length of a hostile string cannot multiply the matching work. No cap makes an
  /// ambiguous pattern safe: Swift's `Regex` backtracks, and `(a+)+$` takes seconds on 20
  /// characters. A pattern is safe for untrusted input when only one part of it can match
  /// each character:
  ///
  /// - no quantified group with a quantifier inside: `(a+)+`, `(\w+\s?)*`;
  /// - no alternatives under a quantifier that can match the same text: `(a|ab)*`,
  ///   `(\d|\w)+`;
  /// - no neighbouring quantifiers that can match the same characters: `.*.*=` and
  ///   `\d+\d+x` take time growing with a power of the length.
  ///
  /// `[A-Z]{3}-[0-9]{3}` and `[a-z]+@[a-z]+\.[a-z]{2,}` are safe. Where an overlap cannot be
  /// avoided, possessive quantifiers (`(a++)++`) and atomic groups (`((?>a+))+`) stop the
  /// backtracking. `Regex` has no time or step limit that could enforce this.
  public static var defaultMaximumPatternInputLength: Int { 4096 }

  /// A requirement that the whole string matches a regular expression: Core Data's
  /// regular-expression string constraint.
  ///
  /// The match is against the whole input (`wholeMatch`), not a part of it. Inputs longer
  /// than `maxInputLength` UTF-8 bytes fail without being matched, as a pattern mismatch
  /// whose ``UnsatisfiedRequirement/underlyingError`` is a ``PatternInputTooLong`` (a
  /// length requirement before it reports "too long" more precisely). Such an input is not
  /// known *not* to match either, so a negation of the pattern (`!`, `noneOf`) fails for
  /// it too: `!.matches(/.*<script.*/)` does not let a long input through unread. The cap
  /// limits how long a hostile input can be, not how a pattern backtracks: see
  /// ``defaultMaximumPatternInputLength`` for the patterns that are safe.
  ///
  /// ```swift
  /// let zip = Requirement<String>.matches(/[0-9]{5}/).described("a 5-digit ZIP code")
  /// zip.isValid("12345")    // true
  /// zip.isValid("12345-")   // false
  /// ```
  ///
  /// A requirement can be checked on any thread, and `Regex` is not `Sendable`: a
  /// RegexBuilder transform may touch state of its own. So write the regex in the call (a
  /// literal, or a `Regex { … }` that captures only `Sendable` values), not as a variable
  /// made elsewhere: the argument is an `@Sendable` autoclosure. A regex without
  /// transforms or custom components is made once and shared (on macOS 15, iOS 18 and
  /// later, and on Linux and Windows); any other is made again for each check, so no two
  /// checks share a transform's state, at the cost of building it each time.
  ///
  /// - Parameters:
  ///   - regex: The pattern the whole input must match, written in the call.
  ///   - maxInputLength: The longest input, in UTF-8 bytes, that is matched at all.
  /// - Returns: A requirement that the input matches `regex`.
  public static func matches<Output>(
    _ regex: @autoclosure @escaping @Sendable () -> Regex<Output>,
    maxInputLength: Int = defaultMaximumPatternInputLength
  ) -> Requirement {
    let match: @Sendable (String) -> Bool
    if let shared = SharedRegex(regex()) {
      match = shared.wholeMatches
    } else {
      // The regex holds code of its own: each check makes its own, used by that check
      // alone.
      match = { input in input.wholeMatch(of: regex()) != nil }
    }
    return matching(
      match, description: "matches the required format",
      wording: Wording(constraint: .pattern(nil)),
      negatedDescription: "does not match the required format",
      maxInputLength: maxInputLength)
  }

  /// A requirement that the whole string matches a regular expression written as text.
  ///
  /// The library compiles the pattern once, and every check shares it.
  ///
  /// ```swift
  /// let code = try Requirement<String>.matches(pattern: "[A-Z]{3}-[0-9]{3}")
  /// code.description   // "matches [A-Z]{3}-[0-9]{3}"
  /// ```
  ///
  /// - Parameters:
  ///   - pattern: The regular expression, in the syntax `Regex(_:)` accepts.
  ///   - maxInputLength: The longest input, in UTF-8 bytes, that is matched at all.
  /// - Returns: A requirement that the input matches the pattern.
  /// - Throws: The error `Regex(_:)` throws when the pattern is not a valid regular
  ///   expression.
  public static func matches(
    pattern: String,
    maxInputLength: Int = defaultMaximumPatternInputLength
  ) throws -> Requirement {
    let shared = try SharedRegex(compiling: pattern)
    return matching(
      shared.wholeMatches, description: "matches \(pattern)",
      wording: Wording(constraint: .pattern(pattern)),
      negatedDescription: "does not match \(pattern)",
      maxInputLength: maxInputLength)
  }

  // A pattern requirement from its matching function, which runs only on inputs within
  // `maxInputLength`.
  private static func matching(
    _ match: @escaping @Sendable (String) -> Bool, description: String, wording: Wording,
    negatedDescription: String?, maxInputLength: Int
  ) -> Requirement {
    Requirement(
      description: description,
      grouping: .atom,
      check: { input in input.utf8.count <= maxInputLength && match(input) },
      // An input over the cap is not known not to match: it fails, and so does a negation.
      throwing: { input in
        let length = input.utf8.count
        guard length <= maxInputLength else {
          throw PatternInputTooLong(length: length, limit: maxInputLength)
        }
        return match(input)
      },
      classify: { _ in .patternMismatch },
      wording: wording
    )
    .negated(reading: negatedDescription)
  }
}

// A regex that holds no code but the standard library's, so that checks on any thread can
// share it.
//
// `Regex` is not `Sendable` because a RegexBuilder transform or custom component can be
// any code; without them a compiled regex is immutable, and matching it from several
// threads at once is safe. Only the two initialisers make one, and each makes sure of
// that: a pattern compiled from text, or a regex the standard library can write back as
// a pattern (`_literalPattern`, `nil` for a regex with transforms or custom components).
private struct SharedRegex<Output>: @unchecked Sendable {
  private let regex: Regex<Output>

  // Shares a regex compiled from `pattern`.
  init(compiling pattern: String) throws where Output == AnyRegexOutput {
    self.init(checked: try Regex(pattern))
  }

  // Shares `regex` when it holds no code of its own; `nil` otherwise, and on systems that
  // cannot tell.
  init?(_ regex: Regex<Output>) {
    guard #available(macOS 15, iOS 18, watchOS 11, tvOS 18, visionOS 2, *),
      regex._literalPattern != nil
    else { return nil }
    self.init(checked: regex)
  }

  private init(checked regex: Regex<Output>) {
    // A regex compiles on its first match: this one, before any other thread can see it.
    _ = "".wholeMatch(of: regex)
    self.regex = regex
  }

  // Whether the whole of `input` matches.
  func wholeMatches(_ input: String) -> Bool {
    input.wholeMatch(of: regex) != nil
  }
}

/// Why a pattern requirement did not match an input: the input is longer than the
/// requirement's `maxInputLength`, so the pattern was not run on it.
///
/// Found in ``UnsatisfiedRequirement/underlyingError`` of the failure.
///
/// ```swift
/// let code = Requirement<String>.matches(/[a-z]+/, maxInputLength: 8)
/// code.failure(for: "abcdefghij")?.underlyingError
/// // 10 bytes, over the limit of 8 the pattern is run on
/// ```
public struct PatternInputTooLong: Error, Sendable, Equatable, CustomStringConvertible {
  /// The input's length, in UTF-8 bytes.
  public let length: Int

  /// The longest input, in UTF-8 bytes, the requirement runs its pattern on.
  public let limit: Int

  /// Creates the error.
  ///
  /// - Parameters:
  ///   - length: The input's length, in UTF-8 bytes.
  ///   - limit: The longest input the pattern is run on.
  package init(length: Int, limit: Int) {
    self.length = length
    self.limit = limit
  }

  /// The lengths, in words: "10 bytes, over the limit of 8 the pattern is run on".
  public var description: String {
    "\(length) bytes, over the limit of \(limit) the pattern is run on"
  }
}
