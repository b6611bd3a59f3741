#if canImport(Foundation)
  import Foundation
  import Requirements

  // Builds the schema of a model and of every model it holds: the models' object schemas go
  // under `$defs`, each once, and fields refer to them, so a model that holds itself (a tree)
  // ends.
  struct SchemaBuilder {
    // The locale of descriptions, and the time zone they show dates in.
    let locale: Locale
    let timeZone: TimeZone
    // The model the document is about, and the JSON pointer to its schema (`#` for a
    // document of its own), which references start from.
    let root: ObjectIdentifier
    let pointer: String
    // Object schemas of nested models, by name.
    private(set) var definitions: [String: JSONValue] = [:]
    // The name each model type is defined under.
    private var names: [ObjectIdentifier: String] = [:]
    // Whether the field being read is secret: an enumeration's raw values, its allowed
    // values, are then left out. A model's definition is read as its own fields say.
    var hidesValues = false

    init<Model: DecodableModel>(
      root: Model.Type, at pointer: String, locale: Locale, timeZone: TimeZone
    ) {
      self.root = ObjectIdentifier(root)
      self.pointer = pointer
      self.locale = locale
      self.timeZone = timeZone
    }

    // A model's object schema: its fields, which of them the data must have, and its rules.
    mutating func objectSchema<Model: DecodableModel>(of type: Model.Type) -> [String: JSONValue] {
      var model = Model()
      let hidden = hidesValues
      hidesValues = false
      var visitor = SchemaVisitor(builder: self)
      model.visitFields(&visitor)
      self = visitor.builder
      hidesValues = hidden
      var schema: [String: JSONValue] = [
        "type": "object", "properties": .object(visitor.properties),
      ]
      if !visitor.required.isEmpty {
        schema["required"] = .array(visitor.required.sorted().map(JSONValue.string))
      }
      if !Model.allowsUnknownKeys {
        schema["additionalProperties"] = false
        // A key Swift takes for a field's, spelled otherwise: decoding refuses it when it
        // sees it, but the decoder keeps only the first of two such keys, so it may not.
        let spellings = visitor.properties.keys.filter(KeySpelling.hasOtherSpellings)
        if !spellings.isEmpty {
          schema["patternProperties"] = .object(
            Dictionary(
              spellings.map { ($0.equivalentKeysPattern, JSONValue.bool(true)) },
              uniquingKeysWith: { first, _ in first }))
        }
      }
      let rules = Model.rules.map {
        JSONValue.string($0.requirement.phrase(in: locale, timeZone: timeZone))
      }
      if !rules.isEmpty { schema["x-rules"] = .array(rules) }
      return schema
    }

    // A reference to a model's object schema, defined on first use.
    mutating func reference<Model: DecodableModel>(to type: Model.Type) -> [String: JSONValue] {
      let id = ObjectIdentifier(type)
      if id == root { return ["$ref": .string(pointer)] }
      if let name = names[id] { return ["$ref": .string("\(pointer)/$defs/\(name)")] }
      // A name that is a plain URI fragment (`Pair<Int, String>` is `Pair_Int__String_`).
      var name = String(
        "\(Model.self)".map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
      while definitions[name] != nil { name += "_" }
      names[id] = name
      // Taken before the fields are read, so that a model inside itself refers back.
      definitions[name] = [:]
      definitions[name] = .object(objectSchema(of: type))
      return ["$ref": .string("\(pointer)/$defs/\(name)")]
    }

    // The schema of a value of any type, as decoding reads it, and its kind.
    mutating func schema(of type: Any.Type) -> TypeSchema {
      if let model = type as? any DecodableModel.Type { return (reference(to: model), .object) }
      if let leaf = Self.leaves[ObjectIdentifier(type)] { return leaf }
      if let shaped = type as? any SchemaShaped.Type { return shaped.schema(in: &self) }
      if let enumeration = type as? any (RawRepresentable & CaseIterable).Type,
        let keywords = enumerationSchema(enumeration)
      {
        return (keywords, .unknown)
      }
      return ([:], .unknown)
    }

    // The schemas of the leaf types that decode from one JSON value. A `UUID`'s and a
    // URL's allowed values are listed in their own text form, which JSON Schema would
    // compare as text: their kind exports none.
    private static let leaves: [ObjectIdentifier: TypeSchema] =
      [
        ObjectIdentifier(String.self): (["type": "string"], .string),
        ObjectIdentifier(Bool.self): (["type": "boolean"], .boolean),
        ObjectIdentifier(Double.self): (["type": "number"], .number),
        ObjectIdentifier(Decimal.self): (["type": "number"], .number),
        ObjectIdentifier(UUID.self): (["type": "string", "format": "uuid"], .unknown),
        // Decoding takes a relative address too.
        ObjectIdentifier(URL.self): (["type": "string", "format": "uri-reference"], .unknown),
      ]

    // The schema of an enumeration decoded from its raw values: the values, when `allCases`
    // lists every case and they are texts or integers; else the raw values' type, since
    // decoding takes every raw value `init(rawValue:)` takes, listed or not.
    private mutating func enumerationSchema<Enumeration: RawRepresentable & CaseIterable>(
      _ type: Enumeration.Type
    ) -> [String: JSONValue]? {
      guard type is any Decodable.Type else { return nil }
      // A secret field's allowed values are not listed.
      if !hidesValues, Self.listsEveryCase(type), let values = Self.rawValues(type) {
        return ["enum": .array(values)]
      }
      return schema(of: Enumeration.RawValue.self).keywords
    }

    // Whether `allCases` lists every value of an enumeration, as the synthesized one does;
    // one written by hand may leave a case out. An enumeration without payloads stores a
    // case as its number, from zero, and `nil` of its optional as the first number past its
    // cases: `allCases` lists every case when it lists each of those numbers once.
    private static func listsEveryCase<Enumeration: CaseIterable>(
      _ type: Enumeration.Type
    ) -> Bool {
      let cases = Array(Enumeration.allCases)
      guard let first = cases.first, Mirror(reflecting: first).displayStyle == .enum else {
        return false
      }
      switch MemoryLayout<Enumeration>.size {
      case 0:
        // A single case: the only value there is.
        return cases.count == 1
      case 1, 2:
        guard MemoryLayout<Enumeration?>.size == MemoryLayout<Enumeration>.size else {
          return false
        }
        let numbers = Set(cases.map { storedNumber(of: $0) })
        return numbers.count == cases.count
          && numbers == Set(0..<storedNumber(of: Enumeration?.none))
      default:
        return false
      }
    }

    // The bytes of a value, read as a little-endian number.
    private static func storedNumber<Value>(of value: Value) -> Int {
      withUnsafeBytes(of: value) { bytes in
        bytes.enumerated().reduce(0) { number, byte in
          number | Int(byte.element) << (8 * byte.offset)
        }
      }
    }

    // The raw values of an enumeration's cases, when they are texts or integers.
    private static func rawValues<Enumeration: RawRepresentable & CaseIterable>(
      _ type: Enumeration.Type
    ) -> [JSONValue]? {
      var values: [JSONValue] = []
      for value in Enumeration.allCases {
        switch value.rawValue {
        case let text as String:
          // `init(rawValue:)` compares text as `==` does.
          guard let spellings = text.spellings() else { return nil }
          values += spellings.map(JSONValue.string)
        case let integer as Int: values.append(.integer(integer))
        default: return nil
        }
      }
      return values
    }
  }
#endif
