import Foundation
import Requirements

extension InputConversion where Value == URL {
  /// An absolute web address with a host, `https://example.com/path`, whose scheme is one
  /// of `schemes`: exactly the texts the catalogue's `.url(schemes:)` requirement accepts,
  /// kept as typed.
  ///
  /// Text with spaces, a relative address (`example.com`, `not a url`), another scheme
  /// (`javascript:`, `ftp:`), a malformed host (`https://example..com`,
  /// `https://999.999.999.999`) or characters Foundation would escape to make an address
  /// (`%zz`, `<`, `ä`: type them percent-encoded) does not convert.
  ///
  /// - Parameter schemes: The schemes accepted, compared without case; `http` and `https`
  ///   by default.
  /// - Returns: The conversion.
  public static func url(schemes: Set<String> = ["http", "https"]) -> InputConversion {
    let description =
      schemes == ["http", "https"]
      ? "a web address (http or https)"
      : "an address starting with " + schemes.sorted().map { "\($0)://" }.joined(separator: " or ")
    // The catalogue's requirement is the one grammar of addresses, so a field and a
    // `.url(schemes:)` requirement accept the same texts. Foundation alone takes more
    // (`https://-.com`, `https://[v1.x]`) and escapes what it cannot hold.
    let address = Requirement<String>.url(schemes: schemes)
    return InputConversion(
      description, expected: .webAddress(schemes: schemes.sorted()), acceptsEveryInput: false,
      parse: { text in
        // `URL` keeps every text the requirement accepts as it is; one it changed would be
        // refused rather than stored changed.
        guard address.isValid(text), let url = URL(string: text, encodingInvalidCharacters: false),
          url.absoluteString.hasSameBytes(as: text)
        else { return nil }
        return url
      },
      format: \.absoluteString)
  }
}
