extension Requirement where Input: StringProtocol & Sendable {
  /// A requirement that a string starts with the given prefix.
  ///
  /// ```swift
  /// Requirement<String>.hasPrefix("https://").description   // "starts with "https://""
  /// ```
  ///
  /// - Parameter prefix: The text the input must start with.
  /// - Returns: A requirement on the start of the string.
  public static func hasPrefix(_ prefix: String) -> Requirement {
    Requirement(
      "starts with \"\(prefix)\"", constraint: .hasPrefix(prefix)
    ) { $0.hasPrefix(prefix) }
    .negated(reading: "does not start with \"\(prefix)\"")
  }

  /// A requirement that a string ends with the given suffix.
  ///
  /// - Parameter suffix: The text the input must end with.
  /// - Returns: A requirement on the end of the string.
  public static func hasSuffix(_ suffix: String) -> Requirement {
    Requirement(
      "ends with \"\(suffix)\"", constraint: .hasSuffix(suffix)
    ) { $0.hasSuffix(suffix) }
    .negated(reading: "does not end with \"\(suffix)\"")
  }

  /// A requirement that a string contains the given text somewhere.
  ///
  /// The search compares whole characters, as the standard library's `String.contains`
  /// does ("e" is not in "e\u{301}"), in time proportional to the input's length
  /// whatever its characters. Combine it with `!` for text that must not appear:
  /// `!.contains(" ")`.
  ///
  /// - Parameter text: The text the input must contain.
  /// - Returns: A requirement on the string's contents.
  public static func contains(_ text: String) -> Requirement {
    let search = CharacterSearch(text)
    return Requirement(
      "contains \"\(text)\"", constraint: .contains(text)
    ) { search.occurs(in: $0) }
    .negated(reading: "does not contain \"\(text)\"")
  }
}

// A text to find in strings, character by character, in one pass over each string.
//
// The standard library's `contains` restarts its comparison at each character, and on
// text where finding a character's end means reading back to the start of a run (flags:
// pairs of regional indicators) that made it quadratic. This is Knuth-Morris-Pratt over
// `Character`s: it compares the same characters with the same `==` (canonical
// equivalence), so it finds the text exactly where `contains` does, and reads each
// character of the input once.
struct CharacterSearch: Sendable {
  // The text, as characters.
  private let pattern: [Character]

  // For each prefix of `pattern` (by its last index), the length of its longest proper
  // prefix that is also its suffix: where a partial match resumes after a mismatch.
  private let resume: [Int]

  // Prepares a search for `text`.
  init(_ text: String) {
    let pattern = Array(text)
    var resume = [Int](repeating: 0, count: pattern.count)
    var matched = 0
    for index in pattern.indices.dropFirst() {
      while matched > 0 && pattern[index] != pattern[matched] {
        matched = resume[matched - 1]
      }
      if pattern[index] == pattern[matched] { matched += 1 }
      resume[index] = matched
    }
    self.pattern = pattern
    self.resume = resume
  }

  // Whether `text` holds the pattern as consecutive characters; the empty pattern is in
  // every text.
  func occurs(in text: some StringProtocol) -> Bool {
    guard !pattern.isEmpty else { return true }
    var matched = 0
    for character in text {
      while matched > 0 && character != pattern[matched] {
        matched = resume[matched - 1]
      }
      if character == pattern[matched] {
        matched += 1
        if matched == pattern.count { return true }
      }
    }
    return false
  }
}
