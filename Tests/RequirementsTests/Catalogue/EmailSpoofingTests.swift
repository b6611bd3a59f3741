import Requirements
import Testing

struct EmailSpoofingTests {
  @Test(
    "A domain with a character that compatibility normalization changes is refused, even a canonical singleton",
    arguments: [
      "ann@exa\u{212A}ple.com", "ann@\u{212B}ngstr\u{F6}m.se",
      "ann@\u{2126}\u{3B5}\u{3B3}\u{3B1}.gr",
      "ann@\u{F900}\u{4E2D}.cn", "ann@\u{FF47}mail.com",
    ])
  func compatibilityCharacters(address: String) {
    #expect(!Requirement<String>.email().isValid(address))
    #expect(!Requirement<String>.email(.mixedScriptLabels).isValid(address))
  }

  @Test(
    "A domain whose characters normalization leaves alone passes, composed or decomposed",
    arguments: [
      "ann@caf\u{E9}.fr", "ann@cafe\u{301}.fr", "ann@\u{C5}ngstr\u{F6}m.se",
      "ann@\u{3A9}\u{3B5}\u{3B3}\u{3B1}.gr", "ann@\u{8C48}\u{4E2D}.cn",
    ])
  func stableCharacters(address: String) {
    #expect(Requirement<String>.email().isValid(address))
  }

  @Test(
    "A label mixing scripts with lookalike letters is refused",
    arguments: [
      "ann@exampl\u{435}.com", "ann@g\u{3BF}\u{3BF}gle.com", "ann@\u{440}\u{430}ypal.com",
      "ann@g\u{585}\u{585}gle.com", "ann@\u{13AA}pple.com", "ann@g\u{2C9F}\u{2C9F}gle.com",
      "ann@\u{43F}\u{3BF}\u{440}\u{442}.ru", "ann@shop.exampl\u{435}",
    ])
  func mixedScripts(address: String) {
    #expect(!Requirement<String>.email().isValid(address))
    #expect(Requirement<String>.email(.mixedScriptLabels).isValid(address))
  }

  @Test(
    "A label in one script passes, with digits and hyphens, and labels may differ in script",
    arguments: [
      "ann@\u{43F}\u{440}\u{438}\u{43C}\u{435}\u{440}.\u{440}\u{444}",
      "ann@\u{43F}\u{440}\u{438}\u{43C}\u{435}\u{440}-2.\u{440}\u{444}",
      "ann@\u{43F}\u{440}\u{438}\u{43C}\u{435}\u{440}.com",
      "ann@\u{3C0}\u{3B1}\u{3C1}\u{3AC}\u{3B4}\u{3B5}\u{3B9}\u{3B3}\u{3BC}\u{3B1}.gr",
      "ann@abc\u{65E5}\u{672C}.jp", "ann@example.com",
    ])
  func singleScript(address: String) {
    #expect(Requirement<String>.email().isValid(address))
  }

  @Test(
    "A local part with a character that compatibility normalization changes is refused",
    arguments: ["\u{FF41}nn@example.com", "\u{212A}ate@example.com", "ann\u{FB01}@example.com"])
  func compatibilityLocalPart(address: String) {
    #expect(!Requirement<String>.email().isValid(address))
    #expect(!Requirement<String>.email(.mixedScriptLocalParts).isValid(address))
  }

  @Test(
    "A local part mixing scripts with lookalike letters is refused, unless allowed",
    arguments: [
      "\u{430}nn@example.com", "j\u{3BF}hn@example.com", "\u{440}\u{430}ypal@example.com",
    ])
  func mixedScriptLocalPart(address: String) {
    #expect(!Requirement<String>.email().isValid(address))
    #expect(Requirement<String>.email(.mixedScriptLocalParts).isValid(address))
    #expect(!Requirement<String>.email(.mixedScriptLabels).isValid(address))
  }

  @Test(
    "A local part in one script passes, with digits, dots and symbols",
    arguments: [
      "\u{430}\u{43D}\u{43D}\u{430}@example.com", "\u{430}\u{43D}\u{43D}\u{430}.2+1@example.com",
      "caf\u{E9}@example.com", "cafe\u{301}@example.com", "\u{7530}\u{4E2D}@example.jp",
      "ann.b+tag@example.com",
    ])
  func singleScriptLocalPart(address: String) {
    #expect(Requirement<String>.email().isValid(address))
  }

  @Test(
    "hostname and url refuse the same spoofed domains: they take internationalised names only in ASCII",
    arguments: ["exampl\u{435}.com", "g\u{3BF}\u{3BF}gle.com", "exa\u{212A}ple.com"])
  func hostnameAndURL(domain: String) {
    #expect(!Requirement<String>.hostname().isValid(domain))
    #expect(!Requirement<String>.url().isValid("https://\(domain)/"))
  }
}
