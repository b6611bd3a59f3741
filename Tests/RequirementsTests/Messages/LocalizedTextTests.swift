import Foundation
import Testing

@testable import Requirements

/// Translations by language code, and by the tag of the language the library's messages are
/// in.
struct LocalizedTextTests {
  static let name: LocalizedText = [
    "en": "Password", "zh-Hans": "密码", "zh-Hant": "密碼", "pt": "Senha", "pt-BR": "Senha (BR)",
  ]

  @Test(
    "A key with a script or region wins for the locales the library writes in that language",
    arguments: [
      ("zh-TW", "密碼"), ("zh-HK", "密碼"), ("zh-Hant", "密碼"), ("zh", "密码"), ("zh-CN", "密码"),
      ("pt-BR", "Senha (BR)"), ("pt", "Senha (BR)"), ("pt-PT", "Senha"), ("en-GB", "Password"),
      ("sv", "Password"),
    ])
  func tagKeys(identifier: String, text: String) {
    #expect(Self.name.text(in: Locale(identifier: identifier)) == text)
  }

  @Test("A table of language codes alone matches by the code")
  func codeKeys() {
    let name: LocalizedText = ["en": "Password", "zh": "密码", "pt": "Senha"]
    #expect(name.text(in: Locale(identifier: "zh-TW")) == "密码")
    #expect(name.text(in: Locale(identifier: "pt-PT")) == "Senha")
    #expect(name.text(in: Locale(identifier: "ja")) == "Password")
  }
}
