import Requirements
import Testing

/// The text formats of the catalogue, with cases from their specifications.
struct FormatTests {
  @Test(
    "uuid accepts RFC 9562's 8-4-4-4-12 hexadecimal form in either case, nil and max included",
    arguments: [
      ("f81d4fae-7dec-11d0-a765-00a0c91e6bf6", true),
      ("F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6", true),
      ("00000000-0000-0000-0000-000000000000", true),
      ("ffffffff-ffff-ffff-ffff-ffffffffffff", true),
      ("017f22e2-79b0-7cc3-98c4-dc0c0c07398f", true),
      ("f81d4fae7dec11d0a76500a0c91e6bf6", false),
      ("{f81d4fae-7dec-11d0-a765-00a0c91e6bf6}", false),
      ("f81d4fae-7dec-11d0-a765-00a0c91e6bf", false),
      ("f81d4fae-7dec-11d0-a765-00a0c91e6bfg", false),
      ("f81d4fae_7dec-11d0-a765-00a0c91e6bf6", false),
      ("", false),
    ])
  func uuid(text: String, expected: Bool) {
    #expect(Requirement<String>.uuid().isValid(text) == expected)
  }

  @Test("uuid(version:) requires that version in the RFC's variant")
  func uuidVersion() {
    let version4 = Requirement<String>.uuid(version: 4)
    #expect(version4.isValid("9b2c5c3e-1f4a-4e6b-8a1d-2c3b4d5e6f70"))
    #expect(version4.isValid("9b2c5c3e-1f4a-4e6b-bA1d-2c3b4d5e6f70"))
    #expect(!version4.isValid("9b2c5c3e-1f4a-4e6b-ca1d-2c3b4d5e6f70"))
    #expect(!version4.isValid("f81d4fae-7dec-11d0-a765-00a0c91e6bf6"))
    #expect(Requirement<String>.uuid(version: 7).isValid("017f22e2-79b0-7cc3-98c4-dc0c0c07398f"))
    #expect(version4.description == "a version 4 UUID")
    #expect(Requirement<String>.uuid().description == "a UUID")
  }

  @Test(
    "ipv4 accepts four numbers from 0 to 255 without leading zeros",
    arguments: [
      ("192.168.0.1", true), ("0.0.0.0", true), ("255.255.255.255", true), ("10.0.0.10", true),
      ("256.0.0.1", false), ("192.168.0.01", false), ("192.168.0", false),
      ("192.168.0.1.5", false), ("192.168..1", false), ("+1.2.3.4", false), (" 1.2.3.4", false),
      ("1.2.3.4 ", false), ("0x7f.0.0.1", false), ("1.2.3.4/24", false), ("", false),
      ("١.٢.٣.٤", false),
    ])
  func ipv4(text: String, expected: Bool) {
    #expect(Requirement<String>.ipv4().isValid(text) == expected)
  }

  @Test(
    "hostname accepts RFC 1123 labels, 63 characters each and 253 in all",
    arguments: [
      ("example.com", true), ("api.example.com", true), ("localhost", true),
      ("3com.example", true), ("xn--bcher-kva.example", true), ("a-b.example", true),
      (String(repeating: "a", count: 63) + ".example", true),
      (String(repeating: "a", count: 64) + ".example", false),
      ("-bad.example", false), ("bad-.example", false), ("bad..example", false),
      ("example.com.", false), ("exa mple.com", false), ("bücher.example", false),
      ("under_score.example", false), ("1.2.3.4", false), ("", false),
    ])
  func hostname(text: String, expected: Bool) {
    #expect(Requirement<String>.hostname().isValid(text) == expected)
  }

  @Test("hostname counts the whole name: 253 characters at most")
  func hostnameLength() {
    let label = String(repeating: "a", count: 63)
    let name253 = [label, label, label, String(repeating: "b", count: 61)].joined(separator: ".")
    #expect(name253.count == 253)
    #expect(Requirement<String>.hostname().isValid(name253))
    #expect(!Requirement<String>.hostname().isValid(name253 + "b"))
  }

  @Test(
    "e164 accepts + and 1 to 15 digits, the first not zero, with no separators",
    arguments: [
      ("+14155552671", true), ("+442071838750", true), ("+1", true),
      ("+123456789012345", true), ("+1234567890123456", false), ("14155552671", false),
      ("+04155552671", false), ("+1 415 555 2671", false), ("+1-415-555-2671", false),
      ("+", false), ("++1415", false), ("", false), ("+١٤١٥", false),
    ])
  func e164(text: String, expected: Bool) {
    #expect(Requirement<String>.e164().isValid(text) == expected)
  }

  @Test(
    "ascii accepts code points 0 to 127 only",
    arguments: [
      ("hello, world!", true), ("", true), ("tab\there", true), ("café", false),
      ("naïve", false), ("👍", false), ("\u{7F}", true), ("\u{80}", false),
    ])
  func ascii(text: String, expected: Bool) {
    #expect(Requirement<String>.ascii().isValid(text) == expected)
  }

  @Test("A format's failure is a pattern mismatch; its negation reads \"not …\"")
  func kindsAndNegation() throws {
    let formats: [Requirement<String>] = [
      .uuid(), .ipv4(), .ipv6(), .hostname(), .e164(), .url(), .email(),
    ]
    for format in formats {
      #expect(try #require(format.failure(for: "\u{1F600}")).kind == .patternMismatch)
      #expect((!format).description == "not " + format.description)
    }
    #expect(try #require(Requirement<String>.ascii().failure(for: "é")).kind == .patternMismatch)
  }

  @Test(
    "url accepts absolute http and https URLs with a host, and refuses what URL(string:) encodes",
    arguments: [
      ("https://example.com", true), ("http://example.com/", true),
      ("https://example.com/a/b?c=d&e=f#g", true), ("HTTPS://Example.COM/Path", true),
      ("https://user:pass@example.com:8443/x", true), ("http://127.0.0.1:8080/", true),
      ("http://[::1]/", true), ("https://[2001:db8::1]:8443/", true), ("https://[:]/", false),
      ("https://[1]/", false), ("https://[::1::]/", false), ("https://[127.0.0.1]/", false),
      ("https://example.com/%20space", true),
      ("https://xn--bcher-kva.example/", true), ("https://example.com/a;b,c(d)*e!f'g", true),
      ("not a url", false), ("https://a b.com", false), ("https://example.com/a b", false),
      ("https://bücher.example", false), ("https://example.com/%2", false),
      ("https://example.com/%zz", false), ("ftp://example.com", false), ("example.com", false),
      ("https:example.com", false), ("https://", false), ("https://:80", false),
      ("https://example.com:", false), ("https://example.com:123456", false),
      ("https://example.com/#a#b", false), ("//example.com", false),
      ("javascript:alert(1)", false), ("https://exa_mple.com", false),
      ("https://example.com/<script>", false), ("", false),
    ])
  func url(text: String, expected: Bool) {
    #expect(Requirement<String>.url().isValid(text) == expected)
  }

  @Test("url takes the schemes to allow, compared without case")
  func urlSchemes() {
    let ftp = Requirement<String>.url(schemes: ["FTP"])
    #expect(ftp.isValid("ftp://files.example.com/pub"))
    #expect(!ftp.isValid("https://example.com"))
    #expect(Requirement<String>.url().description == "a URL")
  }

  @Test(
    "ipv6 accepts RFC 4291's forms: full, compressed once, and with an IPv4 tail",
    arguments: [
      ("2001:0db8:85a3:0000:0000:8a2e:0370:7334", true), ("2001:db8:85a3::8a2e:370:7334", true),
      ("2001:db8::1", true), ("::1", true), ("::", true), ("1::", true), ("fe80::", true),
      ("::ffff:192.0.2.1", true), ("64:ff9b::192.0.2.33", true), ("1:2:3:4:5:6:7::", true),
      ("1:2:3:4:5:6:192.0.2.1", true), ("2001:DB8::ABCD", true),
      ("2001:db8:::1", false), ("2001:db8::1::2", false), ("1:2:3:4:5:6:7:8:9", false),
      ("1:2:3:4:5:6:7", false), ("1:2:3:4:5:6:7:8::", false), ("12345::1", false),
      (":1::2", false), ("1::2:", false), ("g::1", false), ("::ffff:256.0.0.1", false),
      ("::192.0.2.1:1", false), ("fe80::1%eth0", false), ("[::1]", false), ("::1/128", false),
      ("1.2.3.4", false), (":", false), ("", false),
      ("1:2:3:4:5:6:7:8:1:2:3:4:5:6:7:8:1:2:3:4:5:6:7:8", false),
    ])
  func ipv6(text: String, expected: Bool) {
    #expect(Requirement<String>.ipv6().isValid(text) == expected)
  }
}
