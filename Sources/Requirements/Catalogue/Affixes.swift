extension Requirement where Input: StringProtocol & Sendable {
  /// A requirement that a string starts with the given prefix.
  ///
  /// ```swift
  /// Requirement<String>.hasPrefix("https://").description   // "starts with "https://""
  /// ```
  ///
  /// - Parameters:
  ///   - prefix: The text the input must start with.
  ///   - description: A description to use instead of "starts with …".
  /// - Returns: A requirement on the start of the string.
  public static func hasPrefix(_ prefix: String, description: String? = nil) -> Requirement {
    Requirement(
      description, otherwise: "starts with \"\(prefix)\"", constraint: .hasPrefix(prefix)
    ) { $0.hasPrefix(prefix) }
    .negated(reading: description == nil ? "does not start with \"\(prefix)\"" : nil)
  }

  /// A requirement that a string ends with the given suffix.
  ///
  /// - Parameters:
  ///   - suffix: The text the input must end with.
  ///   - description: A description to use instead of "ends with …".
  /// - Returns: A requirement on the end of the string.
  public static func hasSuffix(_ suffix: String, description: String? = nil) -> Requirement {
    Requirement(
      description, otherwise: "ends with \"\(suffix)\"", constraint: .hasSuffix(suffix)
    ) { $0.hasSuffix(suffix) }
    .negated(reading: description == nil ? "does not end with \"\(suffix)\"" : nil)
  }

  /// A requirement that a string contains the given text somewhere.
  ///
  /// The search compares whole characters, as the standard library's `String.contains`
  /// does ("e" is not in "e\u{301}"), in time proportional to the input's length
  /// whatever its characters. Combine it with `!` for text that must not appear:
  /// `!.contains(" ")`.
  ///
  /// - Parameters:
  ///   - text: The text the input must contain.
  ///   - description: A description to use instead of "contains …".
  /// - Returns: A requirement on the string's contents.
  public static func contains(_ text: String, description: String? = nil) -> Requirement {
    let search = CharacterSearch(text)
    return Requirement(
      description, otherwise: "contains \"\(text)\"", constraint: .contains(text)
    ) { search.occurs(in: $0) }
    .negated(reading: description == nil ? "does not contain \"\(text)\"" : nil)
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
