#if canImport(Foundation)
  import Foundation

  // What a type decodes from: the keywords of its schema, and its kind.
  typealias TypeSchema = (keywords: [String: JSONValue], kind: JSONKind)

  // A standard type made of others, or an integer type, with the schema of what
  // `JSONDecoder` decodes it from. (Texts, Booleans and the other leaf types are in
  // `SchemaBuilder.leaves`.)
  protocol SchemaShaped {
    static func schema(in builder: inout SchemaBuilder) -> TypeSchema
  }

  // Integers: JSON numbers without a fraction, within the type's range.
  protocol SchemaInteger: SchemaShaped, FixedWidthInteger {}

  extension SchemaInteger {
    static func schema(in builder: inout SchemaBuilder) -> TypeSchema {
      var keywords: [String: JSONValue] = ["type": "integer", "minimum": .integer(Int(min))]
      if let maximum = Int(exactly: max) { keywords["maximum"] = .integer(maximum) }
      return (keywords, .integer)
    }
  }

  extension Int: SchemaInteger {}
  extension Int8: SchemaInteger {}
  extension Int16: SchemaInteger {}
  extension Int32: SchemaInteger {}
  extension Int64: SchemaInteger {}
  extension UInt: SchemaInteger {}
  extension UInt8: SchemaInteger {}
  extension UInt16: SchemaInteger {}
  extension UInt32: SchemaInteger {}
  extension UInt64: SchemaInteger {}

  extension Optional: SchemaShaped {
    // The wrapped value's schema, or `null`.
    static func schema(in builder: inout SchemaBuilder) -> TypeSchema {
      let (wrapped, kind) = builder.schema(of: Wrapped.self)
      return (Self.allowingNull(wrapped), .optional(kind))
    }

    // A schema that also accepts `null`: in its `type` when its other keywords are about
    // values of one type only, else as an alternative.
    static func allowingNull(_ keywords: [String: JSONValue]) -> [String: JSONValue] {
      if keywords.isEmpty { return keywords }
      if case .string(let type)? = keywords["type"],
        keywords.keys.allSatisfy({ $0 == "type" || SchemaFragment.letsNullThrough($0) })
      {
        var allowing = keywords
        allowing["type"] = [.string(type), "null"]
        return allowing
      }
      return ["anyOf": [.object(keywords), ["type": "null"]]]
    }
  }

  extension Array: SchemaShaped {
    static func schema(in builder: inout SchemaBuilder) -> TypeSchema {
      let element = builder.schema(of: Element.self).keywords
      var keywords: [String: JSONValue] = ["type": "array"]
      if !element.isEmpty { keywords["items"] = .object(element) }
      return (keywords, .array)
    }
  }

  extension Set: SchemaShaped {
    // Decoded from a list, in which a repeated element counts once: the set's counts say
    // nothing of the list's.
    static func schema(in builder: inout SchemaBuilder) -> TypeSchema {
      ([Element].schema(in: &builder).keywords, .unknown)
    }
  }

  extension Dictionary: SchemaShaped {
    // An object for text keys; any other key type decodes as `JSONDecoder` decides.
    static func schema(in builder: inout SchemaBuilder) -> TypeSchema {
      guard Key.self == String.self else { return ([:], .unknown) }
      let value = builder.schema(of: Value.self).keywords
      var keywords: [String: JSONValue] = ["type": "object"]
      if !value.isEmpty { keywords["additionalProperties"] = .object(value) }
      return (keywords, .object)
    }
  }
#endif
