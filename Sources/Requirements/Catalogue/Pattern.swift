extension Requirement where Input == String {
  /// The longest input, in UTF-8 bytes, that a pattern requirement matches by default.
  ///
  /// A longer input fails the requirement without running the regular expression, so the
  /// length of a hostile string cannot multiply the matching work. The cap does not make
  /// a pattern with nested repetition (`(a+)+b`) safe: such a pattern can backtrack
  /// exponentially on a short input too. Write patterns without nested repetition for
  /// untrusted input.
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
  /// ``defaultMaximumPatternInputLength``.
  ///
  /// ```swift
  /// let zip = Requirement<String>.matches(/[0-9]{5}/, description: "a 5-digit ZIP code")
  /// zip.isValid("12345")    // true
  /// zip.isValid("12345-")   // false
  /// ```
  ///
  /// - Parameters:
  ///   - regex: The pattern the whole input must match.
  ///   - description: What the pattern means, for people; by default "matches the
  ///     required format".
  ///   - maxInputLength: The longest input, in UTF-8 bytes, that is matched at all.
  /// - Returns: A requirement that the input matches `regex`.
  public static func matches<Output>(
    _ regex: Regex<Output>,
    description: String? = nil,
    maxInputLength: Int = defaultMaximumPatternInputLength
  ) -> Requirement {
    // `Regex` is not `Sendable`, but it is immutable once compiled; matching once here
    // compiles it before any other thread can see it.
    _ = "".wholeMatch(of: regex)
    nonisolated(unsafe) let regex = regex
    return Requirement(
      description: description ?? "matches the required format",
      grouping: .atom,
      check: { input in
        input.utf8.count <= maxInputLength && input.wholeMatch(of: regex) != nil
      },
      // An input over the cap is not known not to match: it fails, and so does a negation.
      throwing: { input in
        let length = input.utf8.count
        guard length <= maxInputLength else {
          throw PatternInputTooLong(length: length, limit: maxInputLength)
        }
        return input.wholeMatch(of: regex) != nil
      },
      classify: { _ in .patternMismatch }
    )
    .negated(reading: description == nil ? "does not match the required format" : nil)
  }

  /// A requirement that the whole string matches a regular expression written as text.
  ///
  /// ```swift
  /// let code = try Requirement<String>.matches(pattern: "[A-Z]{3}-[0-9]{3}")
  /// code.description   // "matches [A-Z]{3}-[0-9]{3}"
  /// ```
  ///
  /// - Parameters:
  ///   - pattern: The regular expression, in the syntax `Regex(_:)` accepts.
  ///   - description: What the pattern means, for people; by default "matches " followed
  ///     by the pattern.
  ///   - maxInputLength: The longest input, in UTF-8 bytes, that is matched at all.
  /// - Returns: A requirement that the input matches the pattern.
  /// - Throws: The error `Regex(_:)` throws when the pattern is not a valid regular
  ///   expression.
  public static func matches(
    pattern: String,
    description: String? = nil,
    maxInputLength: Int = defaultMaximumPatternInputLength
  ) throws -> Requirement {
    let regex = try Regex(pattern)
    return matches(
      regex, description: description ?? "matches \(pattern)", maxInputLength: maxInputLength
    )
    .negated(reading: description == nil ? "does not match \(pattern)" : nil)
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
  public init(length: Int, limit: Int) {
    self.length = length
    self.limit = limit
  }

  /// The lengths, in words: "10 bytes, over the limit of 8 the pattern is run on".
  public var description: String {
    "\(length) bytes, over the limit of \(limit) the pattern is run on"
  }
}
