#if canImport(Foundation)
  import Foundation

  /// A JSON Schema (draft 2020-12) document: what a model's decoding accepts, for clients
  /// written in other languages.
  ///
  /// Get one from ``DecodableModel/jsonSchema(at:locale:timeZone:)``; ``json()`` gives its bytes, and
  /// as an `Encodable` value it can sit inside a larger document, such as an OpenAPI one.
  public struct JSONSchema: Sendable, Hashable, Encodable {
    // The document's keywords.
    let keywords: [String: JSONValue]

    init(_ keywords: [String: JSONValue]) {
      self.keywords = keywords
    }

    /// The document as JSON, with sorted keys and unescaped slashes: the same schema
    /// always gives the same bytes.
    public func json() -> Data {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      // A document of strings, numbers, lists and objects always encodes.
      return (try? encoder.encode(self)) ?? Data()
    }

    /// Encodes the document as a JSON object.
    public func encode(to encoder: any Encoder) throws {
      try JSONValue.object(keywords).encode(to: encoder)
    }
  }
#endif
