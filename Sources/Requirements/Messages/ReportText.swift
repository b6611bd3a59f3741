#if canImport(Foundation)
  import Foundation

  /// The library's own words in reports, besides the catalogue's.
  ///
  /// A problem details document's titles and summary, why a request body could not be read,
  /// a check not done yet. Each language words them as it words the catalogue, so that a document sent with
  /// `Content-Language: de` is German throughout.
  public enum ReportText: Sendable, Hashable {
    /// The title of a document for invalid content, HTTP 422: "Unprocessable Content".
    case unprocessableContent
    /// The title of a document for a body that cannot be read, HTTP 400: "Bad Request".
    case badRequest
    /// The detail of a document for a body that cannot be read.
    case unreadableBody
    /// The detail of a document for invalid content: how many failures there are and, when
    /// not every entry is listed, how many of the entries are: "7 validation failures."
    case failures(Int, listed: Int?, entries: Int)
    /// A key the model does not list: "unexpected key".
    case unexpectedKey
    /// Models nested deeper than the limit: "nested more than 32 levels deep".
    case nestedTooDeeply(limit: Int)

    /// A value that did not fit the model: what was expected ("expected an object"), and
    /// whether the data held `null` there.
    case expected(DecodedShape, foundNull: Bool)
    /// A key the model needs and the data lacks: "missing key name".
    case missingKey(String)
    /// A value the decoder could not read, of a type not known here.
    case unreadableValue
    /// A value that could not be decoded, on a secret field or in a redacted report.
    case undecodedValue

    /// What a decoder expected where the data did not fit.
    public enum DecodedShape: Sendable, Hashable {
      /// A JSON object.
      case object
      /// A JSON array.
      case array
      /// A value of the named Swift type: `Int`.
      case value(type: String)
    }

    /// A requirement not checked yet (an async check still running), by its phrase: "not
    /// taken (not checked yet)".
    case unchecked(String)

    /// The text in the locale's language; English for a language there is no file for.
    package func text(in locale: Locale) -> String {
      text(in: MessageLocalization(locale: locale, timeZone: .current))
    }

    // The text in a language chosen for a locale.
    package func text(in localization: MessageLocalization) -> String {
      localization.language.report(self, localization.format)
    }
  }
#endif
