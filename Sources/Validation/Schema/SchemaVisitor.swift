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

    // A guarded field. A form field decodes from its typed value. An optional field may be
    // missing or `null`; a value needs the guard the model starts with.
    mutating func visit<Field: GuardedField>(_ name: String, _ field: inout Field) {
      let before = required
      if let guarded = field.withGuard({ $0 }) {
        describe(name, guarded)
      } else if let form = field as? FormField<Field.Value> {
        typed(name, Field.Value.self, title: form.name, isSecret: form.isSecret)
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

    // A guard: its type, its requirements, its display name and whether it is secret. An
    // optional value may be missing or `null` unless a requirement says `required()`.
    private mutating func describe<Value>(_ name: String, _ field: ValidatableValue<Value>) {
      builder.hidesValues = field.isSecret
      let (typeKeywords, kind) = builder.schema(of: Value.self)
      builder.hidesValues = false
      let isOptional = Value.self is any ExpressibleByNilLiteral.Type
      // A secret field's requirements show no values: no `const`, `enum` or `pattern`.
      let requirements = field.isSecret ? field.requirements.map { $0.secret } : field.requirements
      let structures = requirements.map(\.structure)
      let fragment = SchemaFragment.all(structures.map { SchemaFragment($0, kind: kind) })
      var schema = SchemaFragment.all([
        SchemaFragment(keywords: typeKeywords, isExact: true), fragment,
      ]).keywords
      if !fragment.opaque.isEmpty {
        schema["x-requirements"] = .array(fragment.opaque.map(JSONValue.string))
      }
      let phrases = requirements.map { $0.phrase(in: builder.locale) }
      if !phrases.isEmpty { schema["description"] = .string(phrases.joined(separator: "; ")) }
      if let title = field.name { schema["title"] = .string(title) }
      if field.isSecret { schema["writeOnly"] = true }
      properties[name] = .object(schema)
      let demandsValue = structures.contains { structure in
        if case .constraint(.required) = structure { return true }
        return false
      }
      if !isOptional || demandsValue { required.append(name) }
    }

    mutating func visit<Models: NestedModels>(_ name: String, _ models: inout Models) {
      typed(name, Models.self, title: nil, isSecret: false)
    }

    mutating func visit<Value>(_ name: String, plain value: inout Value) {
      typed(name, Value.self, title: nil, isSecret: false)
    }

    // A field read as its type decodes: required unless optional.
    private mutating func typed(_ name: String, _ type: Any.Type, title: String?, isSecret: Bool) {
      builder.hidesValues = isSecret
      var schema = builder.schema(of: type).keywords
      builder.hidesValues = false
      if let title { schema["title"] = .string(title) }
      if isSecret { schema["writeOnly"] = true }
      properties[name] = .object(schema)
      if !(type is any ExpressibleByNilLiteral.Type) { required.append(name) }
    }
  }
#endif
