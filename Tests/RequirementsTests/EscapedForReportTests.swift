import Testing

@testable import Requirements

struct EscapedForReportTests {
  @Test(
    "Line breaks, control characters, separators and bidirectional controls are escaped",
    arguments: [
      ("a\nb", #"a\nb"#), ("a\r\nb", #"a\r\nb"#), ("a\tb", #"a\tb"#),
      ("\u{1B}[31mred", #"\u{1B}[31mred"#), ("\u{0}", #"\u{0}"#), ("\u{7F}", #"\u{7F}"#),
      ("\u{85}", #"\u{85}"#), ("a\u{2028}b\u{2029}", #"a\u{2028}b\u{2029}"#),
      ("\u{202E}evil", #"\u{202E}evil"#), ("\u{2066}x\u{2069}", #"\u{2066}x\u{2069}"#),
    ])
  func controlsAreEscaped(text: String, expected: String) {
    #expect(escapedForReport(text, escapingQuotes: false) == expected)
    #expect(escapedForReport(text, escapingQuotes: true) == expected)
  }

  @Test("Quotes and backslashes are escaped only for text shown between quotes")
  func quotes() {
    #expect(escapedForReport(#"say "hi" \o/"#, escapingQuotes: true) == #"say \"hi\" \\o/"#)
    #expect(escapedForReport(#"say "hi" \o/"#, escapingQuotes: false) == #"say "hi" \o/"#)
  }

  @Test(
    "Other text comes back unchanged",
    arguments: ["", "plain ASCII text", "é", "naïve café", "👍🏽", "e\u{301}", "日本語", "a b"])
  func unchanged(text: String) {
    #expect(escapedForReport(text, escapingQuotes: true) == text)
  }
}
