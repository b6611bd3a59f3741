import Foundation
import Requirements
import Testing

/// Allowed values shown by display names in the message's language.
struct MembershipDisplayNamesTests {
  static let size = Requirement<String>.oneOf(
    ["S", "M", "XXL"],
    displayNames: [
      "S": ["en": "small", "de": "klein", "fr": "petit", "ru": "маленький", "ja": "小"],
      "M": ["en": "medium", "de": "mittel", "fr": "moyen", "ru": "средний", "ja": "中"],
    ])

  @Test(
    "Messages list the allowed values by their names in the locale's language",
    arguments: [
      ("en", "Must be “small”, “medium”, or “XXL”."),
      ("de", "Muss „klein“, „mittel“ oder „XXL“ sein."),
      ("ja", "「小」、「中」、または「XXL」のいずれかにしてください。"),
    ])
  func message(language: String, expected: String) throws {
    let failure = try #require(Self.size.failure(for: "L"))
    #expect(failure.message(in: Locale(identifier: language)) == expected)
  }

  @Test("The description, code and parameters keep the values themselves")
  func values() throws {
    #expect(Self.size.description == "one of: S, M, XXL")
    let failure = try #require(Self.size.failure(for: "L"))
    guard case .oneOf(let values) = failure.constraint else {
      Issue.record("not oneOf: \(String(describing: failure.constraint))")
      return
    }
    #expect(values == [.text("S"), .text("M"), .text("XXL")])
    #expect(failure.constraint?.code == "one_of")
  }

  @Test("A value whose name is empty in the locale's language is shown as itself")
  func emptyName() throws {
    let size = Requirement<String>.oneOf(
      ["S", "M"], displayNames: ["S": ["en": "small", "de": ""], "M": ["en": "", "de": "mittel"]])
    let failure = try #require(size.failure(for: "L"))
    #expect(failure.message(in: Locale(identifier: "de")) == "Muss „S“ oder „mittel“ sein.")
    #expect(size.phrase(in: Locale(identifier: "en")) == "“small” or “M”")
  }

  @Test("A checklist phrase names the values in the locale's language")
  func phrase() {
    #expect(Self.size.phrase(in: Locale(identifier: "de")).contains("„klein“"))
  }
}
