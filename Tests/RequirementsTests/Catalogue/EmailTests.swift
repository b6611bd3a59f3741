import Requirements
import Testing

struct EmailTests {
  static let local64 = String(repeating: "l", count: 64)
  static let label63 = String(repeating: "d", count: 63)

  /// A plausible address of exactly `length` characters: a 64-character local part and a
  /// domain of 63-character labels ending in ".com".
  static func address(length: Int) -> String {
    let middle = String(repeating: "m", count: length - 64 - 1 - 63 - 1 - 63 - 1 - 4)
    return "\(local64)@\(label63).\(label63).\(middle).com"
  }

  @Test(
    "Plausible addresses are accepted",
    arguments: [
      "ann@example.com", "a@b.co", "first.last@example.com", "ann+tag@example.co.uk",
      "o'brien@example.ie", "ann_b@sub-domain.example.com", "ANN@EXAMPLE.COM",
      "1234@123.example.com", "!#$%&'*+/=?^_`{|}~-@example.com", "ann@bücher.de",
      "δοκιμή@παράδειγμα.δοκιμή", "ann@a-b-c.example.museum",
      "\(local64)@example.com", "ann@\(label63).com", address(length: 254),
    ])
  func accepted(address: String) {
    #expect(Requirement<String>.email().isValid(address))
  }

  @Test(
    "Implausible addresses are rejected",
    arguments: [
      "", "@", "ann", "ann@", "@example.com", "ann@localhost", "ann@example", "ann@example.c",
      "ann@example.c0m", "ann@1.2.3.4", "ann@[127.0.0.1]", "ann@example..com",
      "ann@.example.com", "ann@example.com.", "ann@-example.com", "ann@example-.com",
      ".ann@example.com", "ann.@example.com", "an..n@example.com", "an n@example.com",
      "ann@ex ample.com", "ann\t@example.com", "ann\n@example.com", "a\u{0}b@example.com",
      "a\u{1F}b@example.com", "a\u{7F}b@example.com", "a\u{00A0}b@example.com",
      "ann@@example.com", "ann@b@example.com", "ann@exa_mple.com", "ann@example.com ",
      " ann@example.com", "\"ann b\"@example.com", "ann@example.com-",
      "l\(local64)@example.com", "ann@d\(label63).com", address(length: 255),
    ])
  func rejected(address: String) {
    #expect(!Requirement<String>.email().isValid(address))
  }

  @Test("The length bounds in the table are what they claim")
  func boundaryFixtures() {
    #expect(Self.address(length: 254).count == 254)
    #expect(Self.address(length: 255).count == 255)
    #expect(Self.local64.count == 64)
    #expect(Self.label63.count == 63)
  }

  @Test("The description reads \"a valid e-mail address\" and an override replaces it")
  func descriptions() {
    #expect(Requirement<String>.email().description == "a valid e-mail address")
    #expect(Requirement<String>.email().described("your e-mail").description == "your e-mail")
  }

  @Test("The check works on substrings")
  func substrings() {
    let text = "To: ann@example.com"
    #expect(Requirement<Substring>.email().isValid(text.dropFirst(4)))
    #expect(!Requirement<Substring>.email().isValid(text.dropLast(4)))
  }

  @Test("A rejected address reports the input")
  func failure() throws {
    let failure = try #require(Requirement<String>.email().failure(for: "ann@localhost"))
    #expect(failure.description == #"a valid e-mail address (got "ann@localhost")"#)
  }
}

extension EmailTests {
  @Test(
    "Control characters anywhere in the local part are rejected",
    arguments: ["\u{0080}", "\u{009F}", "\u{0001}", "\u{007F}"])
  func controlCharacters(control: String) {
    #expect(!Requirement<String>.email().isValid("a\(control)b@example.com"))
  }
}

extension EmailTests {
  @Test(
    "Decomposed letters pass like composed ones; invisible formatting in the local part fails",
    arguments: [
      ("ann@caf\u{E9}.com", true),
      ("ann@cafe\u{301}.com", true),
      ("ann@example.co\u{301}m", true),
      ("ann@\u{301}cafe.com", false),
      ("ann@example.\u{301}com", false),
      ("ann\u{202E}moc.elpmaxe@example.com", false),
      ("ann\u{200B}@example.com", false),
    ])
  func unicodeForms(address: String, isValid: Bool) {
    #expect(Requirement<String>.email().isValid(address) == isValid)
  }
}

extension EmailTests {
  @Test(
    "Letters count as letters however they are encoded; invisible letters and a lone mark fail",
    arguments: [
      ("ann@example.\u{E9}", false),
      ("ann@example.e\u{301}", false),
      ("ann@example.\u{E9}\u{E9}", true),
      ("ann@example.e\u{301}e\u{301}", true),
      ("\u{3164}@\u{3164}.\u{3164}\u{3164}", false),
      ("ann@ex\u{3164}ample.com", false),
      ("a\u{3164}nn@example.com", false),
      ("\u{301}a@example.com", false),
      ("e\u{301}a@example.com", true),
    ])
  func lettersAndInvisibles(address: String, isValid: Bool) {
    #expect(Requirement<String>.email().isValid(address) == isValid)
  }
}

extension EmailTests {
  @Test(
    "An internationalised top-level domain passes in its ASCII form as in its own letters",
    arguments: [
      ("ann@пример.рф", true),
      ("ann@xn--e1afmkfd.xn--p1ai", true),
      ("ann@example.XN--P1AI", true),
      ("ann@example.xn--", false),
      ("ann@example.xn--p1ai-", false),
      ("ann@example.xn--p_1ai", false),
      ("ann@example.xn--р1ai", false),
    ])
  func punycodeTopLevel(address: String, isValid: Bool) {
    #expect(Requirement<String>.email().isValid(address) == isValid)
  }

  @Test(
    "A local part without quotes cannot hold the characters only quotes allow",
    arguments: [
      "\"@example.com", "ann<b>@example.com", "ann,bob@example.com", "a\\b@example.com",
      "(x)@example.com", "ann[1]@example.com", "a:b@example.com", "a;b@example.com",
    ])
  func unquotedSpecials(address: String) {
    #expect(!Requirement<String>.email().isValid(address))
  }

  @Test(
    "Unassigned, noncharacter and private-use code points fail in the local part",
    arguments: ["ann\u{FFFF}@example.com", "ann\u{E000}@example.com", "ann\u{0378}@example.com"])
  func unassignedScalars(address: String) {
    #expect(!Requirement<String>.email().isValid(address))
  }

  @Test(
    "A domain with characters that compatibility normalization changes is refused",
    arguments: [
      ("somename@ｇｍａｉｌ.com", false), ("somename@gmail.com", true),
      ("ann@ｅxample.com", false), ("ann@ﬁle.example", false), ("ann@café.example", true),
      ("ann@cafe\u{301}.example", true), ("ann@Example.COM", true), ("ann@bücher.de", true),
    ])
  func compatibilityCharacters(address: String, expected: Bool) {
    #expect(Requirement<String>.email().isValid(address) == expected)
  }

  @Test("The local part and the address are counted in UTF-8 bytes (64 and 254)")
  func octetLengths() {
    let email = Requirement<String>.email()
    #expect(!email.isValid(String(repeating: "ｇｍａｉｌ", count: 5) + "@gmail.com"))
    #expect(!email.isValid(String(repeating: "é", count: 64) + "@example.com"))
    #expect(email.isValid(String(repeating: "é", count: 32) + "@example.com"))
    #expect(email.isValid(String(repeating: "a", count: 64) + "@example.com"))
    #expect(!email.isValid(String(repeating: "a", count: 65) + "@example.com"))
    let label = String(repeating: "é", count: 30)
    let longDomain = [label, label, label, label, label].joined(separator: ".") + ".com"
    #expect(longDomain.unicodeScalars.count < 254)
    #expect(!email.isValid("ann@" + longDomain))
  }
}

/// The options a server can set on `.email(_:)`.
struct EmailOptionsTests {
  @Test(
    "asciiOnly refuses non-ASCII characters anywhere in the address",
    arguments: [
      ("ann@example.com", true), ("jürgen@example.com", false), ("ann@bücher.de", false),
    ])
  func asciiOnly(address: String, expected: Bool) {
    #expect(Requirement<String>.email(.asciiOnly).isValid(address) == expected)
    #expect(Requirement<String>.email().isValid(address))
  }

  @Test(
    "quotedLocalParts accepts printable ASCII between quotes, with escapes",
    arguments: [
      (#""ann b"@example.com"#, true), (#""a@b"@example.com"#, true),
      (#""a\"b"@example.com"#, true), (#""a\\b"@example.com"#, true),
      (#""a"b"@example.com"#, false), (#""ann@example.com"#, false),
      (#""a\"@example.com"#, false), ("\"tab\there\"@example.com", false),
    ])
  func quotedLocalParts(address: String, expected: Bool) {
    #expect(Requirement<String>.email(.quotedLocalParts).isValid(address) == expected)
    #expect(!Requirement<String>.email().isValid(address))
  }

  @Test(
    "ipLiteralDomains accepts an IPv4 or IPv6 literal in brackets",
    arguments: [
      ("ann@[127.0.0.1]", true), ("ann@[IPv6:2001:db8::1]", true), ("ann@[256.0.0.1]", false),
      ("ann@[example.com]", false), ("ann@[]", false), ("ann@[IPv6:zz::1]", false),
      ("ann@[IPv6::]", false), ("ann@[IPv6:::::::::::]", false), ("ann@[IPv6:::1]", true),
      ("ann@[IPv6:1:2:3:4:5:6:7:8]", true), ("ann@[IPv6:1:2:3:4:5:6:7:8:9]", false),
    ])
  func ipLiteralDomains(address: String, expected: Bool) {
    #expect(Requirement<String>.email(.ipLiteralDomains).isValid(address) == expected)
    #expect(!Requirement<String>.email().isValid(address))
  }

  @Test("Options combine")
  func combined() {
    let email = Requirement<String>.email([.quotedLocalParts, .ipLiteralDomains, .asciiOnly])
    #expect(email.isValid(#""ann b"@[10.0.0.1]"#))
    #expect(!email.isValid(#""ännb"@[10.0.0.1]"#))
  }
}
