import Foundation
import Testing
import Validation

/// An enum field's cases shown by display names in the user's language: failures and
/// checklists name them, while descriptions and what is typed keep the raw values.
struct InputConversionDisplayNamesTests {
  static let names: [Plan: LocalizedText] = [
    .free: ["en": "Free", "de": "Kostenlos", "ja": "無料"],
    .pro: ["en": "Professional", "de": "Profi"],
  ]

  static func field(_ names: [Plan: LocalizedText] = names, isSecret: Bool = false)
    -> FormField<Plan>
  {
    FormField<Plan>(
      name: ["en": "Plan", "de": "Tarif"], isSecret: isSecret,
      conversion: .rawValue(displayNames: names))
  }

  @Test(
    "A failure names the cases in the message's language",
    arguments: [
      ("en", "Plan must be “Free” or “Professional”."),
      ("de", "Tarif muss „Kostenlos“ oder „Profi“ sein."),
    ])
  func failureNamesCases(code: String, expected: String) throws {
    var field = Self.field()
    field.input = "gold"
    let error = try #require(field.validationError)
    #expect(error.message(in: Locale(identifier: code)) == expected)
    #expect(error.failures.map(\.requirement) == ["one of: free, pro"])
  }

  @Test("A case without a name is shown by its raw value")
  func unnamedCaseKeepsRawValue() {
    let field = Self.field([.free: ["en": "Free", "de": "Kostenlos"]])
    #expect(field.conversion.phrase(in: Locale(identifier: "de")) == "„Kostenlos“ oder „pro“")
  }

  @Test("The checklist's first line names the cases, and the text typed stays the raw value")
  func checklistAndText() throws {
    var field = Self.field()
    field.input = "free"
    let line = try #require(field.checklist.first)
    #expect(line.phrase(in: Locale(identifier: "de")) == "„Kostenlos“ oder „Profi“")
    #expect(line.isSatisfied)
    #expect(field.conversion.text(for: .pro) == "pro")
    #expect(try field.value() == .free)
  }

  @Test("An optional field and a trimming conversion keep the names")
  func wrappedConversionsKeepNames() {
    let optional = InputConversion<Plan?>.optional(.rawValue(displayNames: Self.names))
    #expect(optional.phrase(in: Locale(identifier: "de")) == "„Kostenlos“ oder „Profi“")
    let trimming = InputConversion<Plan>.rawValue(displayNames: Self.names).trimmingWhitespace()
    #expect(trimming.phrase(in: Locale(identifier: "de")) == "„Kostenlos“ oder „Profi“")
    #expect(trimming.value(from: " pro ") == .pro)
  }

  @Test("A secret field shows neither the cases nor their names")
  func secretFieldHidesNames() throws {
    var field = Self.field(isSecret: true)
    field.input = "gold"
    let error = try #require(field.validationError)
    for code in ["en", "de", "ja"] {
      let locale = Locale(identifier: code)
      let message = error.message(in: locale)
      let checklist = field.checklist.map { $0.phrase(in: locale) }.joined(separator: " ")
      for shown in ["Kostenlos", "Profi", "Free", "Professional", "無料", "free", "pro", "gold"] {
        #expect(!message.contains(shown), "\(code): \(message)")
        #expect(!checklist.contains(shown), "\(code): \(checklist)")
      }
    }
  }
}
