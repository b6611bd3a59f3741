import Foundation
import Testing
import Validation

/// A model with a web address as a form field and as a plain value.
struct SiteForm: DecodableModel {
  var site = FormField<URL>(name: "Site")
  var home: URL? = nil

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("site", &site)
    visitor.visit("home", plain: &home)
  }
}

struct InputConversionURLTests {
  @Test(
    "URLs must be absolute http or https addresses with a host",
    arguments: [
      ("https://example.com", true), ("http://example.com/a?b=c", true),
      ("HTTPS://EXAMPLE.COM", true), ("not a url", false), ("example.com", false),
      ("http://a b.com", false), ("ftp://example.com", false), ("javascript:alert(1)", false),
      ("https://", false), ("http:example.com", false), ("", false),
      (" https://example.com", false), ("https://example.com/%zz", false),
      ("https://example.com/<b>", false), ("https://example.com/ä", false),
      ("https://example.com/%C3%A4", true), ("https://example.com/a#frag", true),
    ])
  func urls(text: String, converts: Bool) {
    let url = FormField<URL>(name: "Site").conversion.value(from: text)
    #expect((url != nil) == converts)
    // What converts is exactly what was typed.
    #expect(url.map(\.absoluteString) == (converts ? text : nil))
  }

  @Test("Foundation takes 'not a url' as a URL; a form field does not")
  func notAURL() {
    #expect(URL(string: "not a url") != nil)
    var site = FormField<URL>(name: "Site")
    site.input = "not a url"
    #expect(site.failures.map(\.requirement) == ["a web address (http or https)"])
  }

  @Test("Other URL schemes can be allowed")
  func urlSchemes() {
    let conversion = InputConversion<URL>.url(schemes: ["ftp"])
    #expect(conversion.value(from: "ftp://example.com") != nil)
    #expect(conversion.value(from: "https://example.com") == nil)
    #expect(conversion.description == "an address starting with ftp://")
  }

  @Test(
    "A URL field accepts exactly the texts the url requirement accepts, kept as typed",
    arguments: [
      ("https://example.com", true), ("https://user:pw@example.com:8080/p?q=1#f", true),
      ("https://1.2.3.4", true), ("https://[2001:db8::1]:443/", true),
      ("https://a.b-c.d/a'b(c)*!$", true), ("https://example.com/a%2Fb", true),
      ("HTTPS://EXAMPLE.COM", true), ("https://xn--bcher-kva.example", true),
      ("https://.", false), ("https://%00", false), ("https://-.com", false),
      ("https://example..com", false), ("http://1.2.3.4.5", false),
      ("https://999.999.999.999", false), ("https://[v1.x]", false),
      ("https://example.com/%zz", false), ("https://exa mple.com", false),
      ("https://example.com:123456", false), ("ftp://example.com", false),
    ])
  func agreesWithTheRequirement(text: String, accepted: Bool) {
    let converted = InputConversion<URL>.url().value(from: text)
    #expect(Requirement<String>.url().isValid(text) == accepted)
    #expect((converted != nil) == accepted)
    if let converted {
      #expect(converted.absoluteString.utf8.elementsEqual(text.utf8))
    }
  }

  @Test("Decoding keeps a web address exactly as sent")
  func decodingKeepsTheText() throws {
    let json = Data(
      #"{"site":"https://example.com/a%2Fb?q=1","home":"https://example.com/%C3%A4"}"#.utf8)
    let form = try JSONDecoder().decode(SiteForm.self, from: json)
    #expect(form.site.input == "https://example.com/a%2Fb?q=1")
    #expect(try form.site.value().absoluteString == "https://example.com/a%2Fb?q=1")
    #expect(form.home?.absoluteString == "https://example.com/%C3%A4")
  }

  @Test(
    "Decoding refuses a web address Foundation would escape, rather than store it changed",
    arguments: ["site", "home"])
  func decodingRefusesEscapedText(key: String) throws {
    #expect(URL(string: "https://example.com/%zz")?.absoluteString == "https://example.com/%25zz")
    let other = key == "site" ? "home" : "site"
    let json = Data(
      #"{"\#(key)":"https://example.com/%zz","\#(other)":"https://example.com"}"#.utf8)
    let error = try #require(throws: ModelValidationError.self) {
      try JSONDecoder().decode(SiteForm.self, from: json)
    }
    #expect(error.failures.map(\.path) == [FieldPath(stringLiteral: key)])
    #expect(!String(describing: error).contains("%25zz"))
  }
}
