#if canImport(Foundation)
  import Foundation
  import Requirements

  // Reads one model's fields into the properties of its object schema, as decoding reads
  // them: a key the data must have is `required`, and a value that may be missing or `null`
  // is optional.
  struct SchemaVisitor: FieldVisitor {
    var builder: SchemaBuilder
    private(set) var properties: [String: JSONValue] = [:]
    private(set) var required: [String] = []

    init(builder: SchemaBuilder) {
      self.builder = builder
    }

    // A guarded field, or a form field, which decodes from its typed value and exports as
    // a guard of that type with the same requirements would. An optional field may be
    // missing or `null`; a value needs the guard the model starts with.
    mutating func visit<Field: GuardedField>(_ name: String, _ field: inout Field) {
      let before = required
      if let guarded = field.withGuard({ $0 }) {
        describe(
          name, Field.Value.self, title: guarded.localizedName, isSecret: guarded.isSecret,
          requirements: guarded.requirements)
      } else if let form = field as? FormField<Field.Value> {
        describe(name, form)
      } else {
        properties[name] = ["type": "null"]
        return
      }
      guard Field.isOptional else { return }
      required = before
      if case .object(let schema)? = properties[name] {
        properties[name] = .object(Optional<Field.Value>.allowingNull(schema))
      }
    }

    // A form field: decoding sets its input to the text of the decoded value, and the
    // field checks the value that text converts back to. A conversion is the identity on
    // the values it formats (its contract), except one of text that trims it or reads blank
    // text as `nil`: the value checked may then differ from the one in the data, so the
    // requirements give their phrases but no keywords. Async checks are listed by their
    // descriptions.
    private mutating func describe<Value>(_ name: String, _ field: FormField<Value>) {
      let isText = Value.self == String.self || Value.self == String?.self
      let keepsValue = !isText || field.conversion.keepsText
      describe(
        name, Value.self, title: field.localizedName, isSecret: field.isSecret,
        requirements: field.requirements, exportsKeywords: keepsValue,
        described: field.rules.asyncRequirements.map(\.description))
    }

    // A field with requirements: its type, its requirements, its display name in every
    // language and whether it is secret. An optional value may be missing or `null` unless
    // a requirement says `required()`. `described` lists checks known only by their
    // descriptions.
    private mutating func describe<Value>(
      _ name: String, _ type: Value.Type, title: LocalizedText?, isSecret: Bool,
      requirements: [Requirement<Value>], exportsKeywords: Bool = true, described: [String] = []
    ) {
      builder.hidesValues = isSecret
      let (typeKeywords, kind) = builder.schema(of: Value.self)
      builder.hidesValues = false
      let isOptional = Value.self is any ExpressibleByNilLiteral.Type
      // A secret field's requirements show no values: no `const`, `enum` or `pattern`.
      let requirements = isSecret ? requirements.map { $0.secret } : requirements
      let structures = requirements.map(\.structure)
      var fragment = SchemaFragment.all(structures.map { SchemaFragment($0, kind: kind) })
      if !exportsKeywords { fragment.keywords = [:] }
      var schema = SchemaFragment.all([
        SchemaFragment(keywords: typeKeywords, isExact: true), fragment,
      ]).keywords
      let opaque = fragment.opaque + described
      if !opaque.isEmpty {
        schema["x-requirements"] = .array(opaque.map(JSONValue.string))
      }
      let phrases = requirements.map { $0.phrase(in: builder.locale, timeZone: builder.timeZone) }
      if !phrases.isEmpty { schema["description"] = .string(phrases.joined(separator: "; ")) }
      // The title is in the language of the descriptions beside it.
      if let title = title?.text(in: builder.locale), !title.isEmpty {
        schema["title"] = .string(title)
      }
      if isSecret { schema["writeOnly"] = true }
      properties[name] = .object(schema)
      let demandsValue = structures.contains { structure in
        if case .constraint(.required) = structure { return true }
        return false
      }
      if !isOptional || demandsValue { required.append(name) }
    }

    mutating func visit<Models: NestedModels>(_ name: String, _ models: inout Models) {
      typed(name, Models.self)
    }

    mutating func visit<Value>(_ name: String, plain value: inout Value) {
      typed(name, Value.self)
    }

    // A field read as its type decodes: required unless optional.
    private mutating func typed(_ name: String, _ type: Any.Type) {
      properties[name] = .object(builder.schema(of: type).keywords)
      if !(type is any ExpressibleByNilLiteral.Type) { required.append(name) }
    }
  }
#endif
