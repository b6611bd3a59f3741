import Foundation
import Requirements
import Testing

/// A translation keyed by a script or a region is used for the locales it names.
struct LocalizedTextRegionTests {
  static let age: LocalizedText = [
    "en": "Age", "pt": "Idade (pt)", "pt-BR": "Idade (BR)", "zh-Hans": "年龄", "zh-Hant": "年齡",
  ]

  @Test(
    "A locale takes the translation that names the most of it",
    arguments: [
      ("pt-BR", "Idade (BR)"), ("pt_BR", "Idade (BR)"), ("pt-PT", "Idade (pt)"),
      ("pt", "Idade (pt)"), ("zh-TW", "年齡"), ("zh-Hant", "年齡"), ("zh-HK", "年齡"),
      ("zh-CN", "年龄"), ("zh", "年龄"), ("en-GB", "Age"), ("ko", "Age"),
    ])
  func mostSpecific(identifier: String, expected: String) {
    #expect(Self.age.text(in: Locale(identifier: identifier)) == expected)
  }

  @Test("A translation for a region only is used in that region, others take the first")
  func regionOnly() {
    let age: LocalizedText = ["en": "Age", "pt-BR": "Idade"]
    #expect(age.text(in: Locale(identifier: "pt-BR")) == "Idade")
    #expect(age.text(in: Locale(identifier: "pt-PT")) == "Age")
  }
}
