#if canImport(Foundation)
  import Foundation

  extension DecodableModel {
    /// The JSON Schema (draft 2020-12) of what decoding the model accepts.
    ///
    /// Each listed field is a property: its type, whether the data must have it, the
    /// bounds, lengths, counts, formats and allowed values of its catalogue requirements,
    /// its display name as `title`, its requirements' phrases as `description`, and
    /// `writeOnly` for a secret. Nested models are defined once under `$defs`. A check
    /// written as a closure, and a cross-field rule, are listed by their phrases under
    /// `x-requirements` and `x-rules`.
    ///
    /// The schema never refuses what the model accepts. Where JSON Schema counts or
    /// compares differently, it accepts more: see <doc:Schema>.
    ///
    /// ```swift
    /// let schema = SignUp.jsonSchema().json()
    /// ```
    ///
    /// Inside a larger document, such as an OpenAPI one, pass where the schema sits, so
    /// that its references to nested models point into it:
    /// `SignUp.jsonSchema(at: "#/components/schemas/SignUp")`.
    ///
    /// - Parameters:
    ///   - pointer: The JSON pointer to the schema in its document; `#` for a document of
    ///     its own.
    ///   - locale: The language of the titles and descriptions; by default English.
    ///   - timeZone: The time zone descriptions show a date bound in; by default UTC, as
    ///     problem details do.
    /// - Returns: The schema.
    public static func jsonSchema(
      at pointer: String = "#", locale: Locale = ProblemDetails.english,
      timeZone: TimeZone = ProblemDetails.utc
    ) -> JSONSchema {
      var builder = SchemaBuilder(
        root: Self.self, at: pointer, locale: locale, timeZone: timeZone)
      var document = builder.objectSchema(of: Self.self)
      document["$schema"] = "https://json-schema.org/draft/2020-12/schema"
      document["title"] = .string("\(Self.self)")
      if !builder.definitions.isEmpty { document["$defs"] = .object(builder.definitions) }
      return JSONSchema(document)
    }
  }
#endif
