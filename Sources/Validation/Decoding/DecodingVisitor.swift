import Foundation

// The visitor behind ``DecodableModel``'s `init(from:)`: reads each field from a keyed
// container and stores it through the field's requirements, collecting every failure.
//
// Its method for guarded fields is inlinable so that a model's decoding is specialized in
// the module that declares the model: a field's type is then known where it is read, and a
// text, number or Boolean field is read through the container's own method for its type.
// Plain fields and nested models are read through unspecialized code.
@usableFromInline
struct DecodingVisitor: FieldVisitor {
  @usableFromInline
  let container: KeyedDecodingContainer<FieldKey>

  var failures: [ModelValidationError.Failure] = []

  // Whether the model reports keys it does not list, so the visitor keeps the names it
  // visits; a model that ignores them does not pay for a set of names per decoded model.
  let reportsUnknownKeys: Bool

  // Whether a field took its value without a check: a form field, which keeps any value,
  // or a nested value that decodes as any `Decodable`. The model's validity is then asked
  // field by field.
  var decodedUnchecked = false

  // The names of the fields visited so far, when unknown keys are reported.
  var visitedNames: Set<String> = []

  // The fields that could not be decoded, or whose nested models could not: the model's
  // own validation afterwards must not report them again from their starting values.
  //
  // One path per field, however many failures it has, and none for an unknown key, which
  // is no field: the model's validation compares every nested model's place with these,
  // so their number must not grow with the data.
  var failedFields: [FieldPath] {
    var seen: Set<FieldPath.Component> = []
    return failures.compactMap { failure in
      guard failure.reason != .unexpectedKey, let first = failure.path.components.first,
        seen.insert(first).inserted
      else {
        return nil
      }
      return FieldPath([first])
    }
  }

  // A visitor for the keyed container of a `Model` in `decoder`.
  //
  // - Throws: The model's nesting error (a `ModelValidationError`, with the decoder's coding
  //   path) when the data is nested deeper than `Model` allows, or the decoder's error when
  //   the data is not a keyed container.
  @usableFromInline
  init<Model: DecodableModel>(decoding model: Model.Type, from decoder: any Decoder) throws {
    guard Model.isChecked(atDepth: FieldPath.nestingDepth(of: decoder.codingPath)) else {
      throw Model.tooDeepError.decoded(at: decoder.codingPath)
    }
    container = try decoder.container(keyedBy: FieldKey.self)
    reportsUnknownKeys = !Model.allowsUnknownKeys
  }

  // Records that a field of this name was visited, when unknown keys are reported.
  @usableFromInline
  mutating func markVisited(_ name: String) {
    if reportsUnknownKeys { visitedNames.insert(name) }
  }

  // A guard stores the decoded value through its requirements; an optional field takes a
  // missing key or `null` as `nil`; a form field shows the value as its text, and the
  // model's validation afterwards reports a value that breaks a requirement.
  @inlinable
  mutating func visit<Field: GuardedField>(_ name: String, _ field: inout Field) {
    if KeySpelling.hasOtherSpellings(name), skipsRespelledKey(name, isOptional: Field.isOptional) {
      return
    }
    if Field.isOptional, let absent: Field = absentValue(name) {
      field = absent
      return
    }
    let hasGuard: Void? = field.withGuard { guarded in
      guard
        let value: Field.Value = decodeValue(
          name, displayName: guarded.localizedName, isSecret: guarded.isSecret)
      else { return }
      do throws(InvalidValue) {
        try guarded.setValue(value)
      } catch {
        reject(error, of: guarded, value: value, at: name)
      }
    }
    if hasGuard == nil { decodeUnguarded(name, &field) }
  }

  // Decodes a field that holds no guard: a form field, or an optional guard that is `nil`.
  @usableFromInline
  mutating func decodeUnguarded<Field: GuardedField>(_ name: String, _ field: inout Field) {
    guard var form = field as? FormField<Field.Value> else {
      // The requirements live in the guard, not in the data: with no guard, the value
      // cannot be checked, so it is not taken unchecked.
      markVisited(name)
      failures.append(
        .init(
          path: FieldPath([.field(name)]),
          reason: .undecodable("no guard to check the value (the field's starting value is nil)")))
      return
    }
    if let value: Field.Value = decodeValue(
      name, displayName: form.localizedName, isSecret: form.isSecret)
    {
      decodedUnchecked = true
      form.reset(to: value)
      if let changed = form as? Field { field = changed }
    }
  }

  // Records a decoded value that the field's requirements rejected.
  @usableFromInline
  mutating func reject<Value>(
    _ error: InvalidValue, of field: ValidatableValue<Value>, value: Value, at name: String
  ) {
    failures.append(
      ModelValidationError.Failure(error, at: FieldPath([.field(name)]), of: field, value: value))
  }

  // Models that decode field by field (``DecodableModel``) decode one by one, each
  // element of an array or dictionary on its own; others decode as any `Decodable`, and
  // the model's validation afterwards checks them. An absent optional is `nil`.
  @usableFromInline
  mutating func visit<Models: NestedModels>(_ name: String, _ models: inout Models) {
    if KeySpelling.hasOtherSpellings(name),
      skipsRespelledKey(name, isOptional: Self.nilValue(of: Models.self) != nil)
    {
      return
    }
    guard DecodedNested<Models>.decodesEachModel else {
      if let value: Models = decode(name, displayName: nil) {
        decodedUnchecked = true
        models = value
      }
      return
    }
    markVisited(name)
    let key = FieldKey(name)
    guard container.contains(key) else {
      if let absent = Self.nilValue(of: Models.self) {
        models = absent
      } else {
        appendMissing(name)
      }
      return
    }
    do {
      let decoded = DecodedNested<Models>.decode(from: try container.superDecoder(forKey: key))
      appendNested(decoded.failures, at: name)
      if let value = decoded.value { models = value }
    } catch {
      appendUndecodable(error, at: name)
    }
  }

  // The failures of a nested model, and those of one absent or undecodable: out of line,
  // so that the frames of a deep nesting's recursion hold no failure.
  @inline(never)
  mutating func appendNested(_ nested: [ModelValidationError.Failure], at name: String) {
    failures += nested.map { $0.prefixed(by: [.field(name)]) }
  }

  @inline(never)
  mutating func appendMissing(_ name: String) {
    failures.append(.init(path: FieldPath([.field(name)]), reason: .missingValue))
  }

  @inline(never)
  mutating func appendUndecodable(_ error: any Error, at name: String) {
    failures.append(undecodable(error, at: FieldPath([.field(name)]), displayName: nil))
  }

  @usableFromInline
  mutating func visit<Value>(_ name: String, plain value: inout Value) {
    if KeySpelling.hasOtherSpellings(name),
      skipsRespelledKey(name, isOptional: Self.nilValue(of: Value.self) != nil)
    {
      return
    }
    if let decoded: Value = decodeValue(name, displayName: nil, isSecret: false) {
      value = decoded
    }
  }

  // Ends the decoding of `model`, whose fields the visitor has visited: reports the keys
  // no field visited, when the model reports them, then checks what the fields'
  // requirements did not. On a valid body, every guard took its value through its
  // requirements and every nested model decoded checked itself, so only the rules are left
  // to ask, unless a field was decoded unchecked; the report is built on failure.
  //
  // - Throws: Every failure, with paths from the top of the data.
  @usableFromInline
  mutating func finish<Model: DecodableModel>(
    _ model: Model, at codingPath: [any CodingKey]
  ) throws(ModelValidationError) {
    FieldListAudit.assertFieldList(of: model)
    if reportsUnknownKeys {
      reportUnknownKeys()
    }
    if failures.isEmpty,
      decodedUnchecked ? model.isValid(in: nil, depth: 0) : model.rulesHold(in: nil)
    {
      return
    }
    if let error = model.decodingError(after: self, at: codingPath) {
      throw error
    }
  }

  // Records a failure for every key in the container that no field visited, in the
  // order of the keys' names (a container's own order can change from run to run). A key
  // is a visited field's only when spelled with the same code points (see `KeySpelling`).
  mutating func reportUnknownKeys() {
    let unknown = container.allKeys.map(\.stringValue).filter { key in
      guard let index = visitedNames.firstIndex(of: key) else { return true }
      return !KeySpelling.isSame(visitedNames[index], key)
    }
    for name in unknown.sorted() {
      failures.append(
        .init(
          path: FieldPath([.field(shortenedForReport(name))]),
          reason: .unexpectedKey))
    }
  }

  // Whether the data holds this field's key only in another spelling (see `KeySpelling`):
  // the field is then not read, and the body is refused. The decoder keeps one of the keys
  // Swift takes for one, and may have hidden the field's own key behind this one, so the
  // key is not ignored even when the model ignores unknown keys. A field that must have a
  // value is reported missing; the key is reported unknown.
  @usableFromInline
  mutating func skipsRespelledKey(_ name: String, isOptional: Bool) -> Bool {
    let key = FieldKey(name)
    guard container.contains(key),
      let spelling = container.allKeys.first(where: { $0.stringValue == name })?.stringValue,
      !KeySpelling.isSame(spelling, name)
    else { return false }
    markVisited(name)
    if !isOptional {
      failures.append(.init(path: FieldPath([.field(name)]), reason: .missingValue))
    }
    if !reportsUnknownKeys {
      // A strict model reports it with its other unknown keys.
      failures.append(
        .init(path: FieldPath([.field(shortenedForReport(spelling))]), reason: .unexpectedKey))
    }
    return true
  }

  // Reads one field's value as any `Decodable` (a nested model through its own decoding),
  // or records why it cannot and returns `nil`.
  @usableFromInline
  mutating func decode<Value>(
    _ name: String, displayName: LocalizedText?, isSecret: Bool = false
  ) -> Value? {
    markVisited(name)
    let key = FieldKey(name)
    let path = FieldPath([.field(name)])
    guard container.contains(key) else {
      if let nilValue = Self.nilValue(of: Value.self) {
        return nilValue
      }
      failures.append(.init(path: path, localizedName: displayName, reason: .missingValue))
      return nil
    }
    guard let type = Value.self as? any Decodable.Type else {
      failures.append(notDecodable(Value.self, at: name))
      return nil
    }
    do {
      if let modelType = Value.self as? any DecodableModel.Type {
        return try decodeModel(of: modelType, forKey: key) as? Value
      }
      return try decodeValue(of: type, forKey: key) as? Value
    } catch let error as ModelValidationError {
      // A nested model reports paths relative to itself; a model inside any other value
      // reports paths from the top of the data.
      let nested =
        Value.self is any DecodableModel.Type
        ? error.prefixed(by: path.components).failures
        : relative(error, below: path.components)
      // Everything inside a secret field is secret, whatever its own fields declare.
      failures += isSecret ? nested.map { $0.redacted() } : nested
    } catch {
      recordUndecodable(error, of: Value.self, at: name, displayName, isSecret)
    }
    return nil
  }

  private func decodeValue<Decoded: Decodable>(of type: Decoded.Type, forKey key: FieldKey)
    throws -> Decoded
  {
    if Decoded.self == URL.self || Decoded.self == URL?.self,
      let url = try exactURL(forKey: key) as? Decoded
    {
      return url
    }
    return try container.decode(Decoded.self, forKey: key)
  }

  // Reads an address given as text, kept exactly as the text: `URL`'s own decoding escapes
  // what an address cannot hold (`%zz` becomes `%25zz`), which would store an address that
  // was never sent, so such a text is refused instead. `nil` when the data holds the address
  // in another form, which `URL` decodes itself.
  private func exactURL(forKey key: FieldKey) throws -> URL? {
    guard let text = try? container.decode(String.self, forKey: key) else { return nil }
    guard let url = URL(string: text, encodingInvalidCharacters: false) else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: container, debugDescription: "Invalid URL string.")
    }
    return url
  }

  // Decodes a nested model with failure paths relative to the model.
  private func decodeModel<Model: DecodableModel>(of type: Model.Type, forKey key: FieldKey)
    throws -> Model
  {
    try container.decode(Attempt<Model>.self, forKey: key).result.get()
  }

  // `nil` of an optional field's type when the field's key is missing or holds `null`,
  // which both decode as `nil` for an optional guard, marking the field visited; `nil`
  // (no value) when the key holds a value, or for a type that is not optional.
  @usableFromInline
  mutating func absentValue<Field>(_ name: String) -> Field? {
    let key = FieldKey(name)
    guard !container.contains(key) || (try? container.decodeNil(forKey: key)) == true,
      let absent = Self.nilValue(of: Field.self)
    else { return nil }
    markVisited(name)
    return absent
  }

  // `nil` of an optional type, or `nil` (no value) for any other type.
  static func nilValue<Value>(of type: Value.Type) -> Value? {
    (type as? any ExpressibleByNilLiteral.Type).flatMap { $0.init(nilLiteral: ()) as? Value }
  }

  // The failures of models decoded inside a plain `Decodable` field, with paths relative
  // to this model.
  //
  // Such a model reports paths from the top of the data (its decoder's coding path),
  // which begin with this container's coding path and the field's name: the container's
  // part is dropped, so a failure at `[4].envelope.user.age` reads `envelope.user.age`
  // here. A decoder that does not keep coding paths gives paths relative to the model
  // that failed: those are put below `field`, the best this model knows. (Such a path
  // that happens to begin with the field's own name is taken as already complete.)
  private func relative(_ error: ModelValidationError, below field: [FieldPath.Component])
    -> [ModelValidationError.Failure]
  {
    let base = FieldPath(codingPath: container.codingPath).components
    let below = error.relative(to: base + field) ?? error
    return below.prefixed(by: field).failures
  }

  private func notDecodable(_ type: Any.Type, at name: String) -> ModelValidationError.Failure {
    .init(
      path: FieldPath([.field(name)]), reason: .undecodable("\(type) is not Decodable"))
  }

  func undecodable(_ error: any Error, at path: FieldPath, displayName: LocalizedText?)
    -> ModelValidationError.Failure
  {
    .undecodable(error, at: path, displayName: displayName)
  }
}
