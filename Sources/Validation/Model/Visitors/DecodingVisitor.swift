/// The visitor behind ``DecodableModel``'s `init(from:)`: reads each field from a keyed
/// container and stores it through the field's requirements, collecting every failure.
struct DecodingVisitor: FieldVisitor {
  let container: KeyedDecodingContainer<FieldKey>
  var failures: [ModelValidationError.Failure] = []

  /// The names of the fields visited so far.
  private var visitedNames: Set<String> = []

  /// The fields that could not be decoded, or whose nested models could not: the model's
  /// own validation afterwards must not report them again from their starting values.
  ///
  /// One path per field, however many failures it has: the model's validation compares
  /// every failure with these, so their number must not grow with the data.
  var failedFields: [FieldPath] {
    var seen: Set<FieldPath.Component> = []
    return failures.compactMap { failure in
      guard let first = failure.path.components.first, seen.insert(first).inserted else {
        return nil
      }
      return FieldPath([first])
    }
  }

  init(container: KeyedDecodingContainer<FieldKey>) {
    self.container = container
  }

  mutating func visit<Value>(_ name: String, _ field: inout ValidatableValue<Value>) {
    guard let value: Value = decode(name, displayName: field.name, isSecret: field.isSecret)
    else { return }
    do {
      try field.setValue(value)
    } catch {
      failures.append(
        ModelValidationError.Failure(
          error, at: FieldPath([.field(name)]), rejectedValue: field.shownValue(value)))
    }
  }

  mutating func visit<Value>(_ name: String, _ field: inout ValidatableValue<Value>?) {
    guard !isAbsentOrNull(FieldKey(name)) else {
      visitedNames.insert(name)
      field = nil
      return
    }
    guard field != nil else {
      // The requirements live in the guard, not in the data: with no guard, the value
      // cannot be checked, so it is not taken unchecked.
      visitedNames.insert(name)
      failures.append(
        .init(
          path: FieldPath([.field(name)]),
          reason: .undecodable("no guard to check the value (the field's starting value is nil)")))
      return
    }
    visitPresentGuard(name, &field)
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ model: inout Model) {
    if let value: Model = decode(name, displayName: nil) {
      model = value
    }
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ model: inout Model?) {
    let key = FieldKey(name)
    guard !isAbsentOrNull(key) else {
      visitedNames.insert(name)
      model = nil
      return
    }
    if let value: Model = decode(name, displayName: nil) {
      model = value
    }
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ models: inout [Model]) {
    visitedNames.insert(name)
    let key = FieldKey(name)
    guard container.contains(key) else {
      failures.append(.init(path: FieldPath([.field(name)]), reason: .missingValue))
      return
    }
    decodeModels(name, into: &models)
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ models: inout [Model]?) {
    visitedNames.insert(name)
    let key = FieldKey(name)
    guard !isAbsentOrNull(key) else {
      models = nil
      return
    }
    var decoded: [Model] = []
    if decodeModels(name, into: &decoded) {
      models = decoded
    }
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ models: inout [Model?]) {
    visitedNames.insert(name)
    guard container.contains(FieldKey(name)) else {
      failures.append(.init(path: FieldPath([.field(name)]), reason: .missingValue))
      return
    }
    guard let elementType = Model.self as? any DecodableModel.Type else {
      // A model that is plain `Decodable` decodes as a plain array, as a single such model
      // does; the model's validation afterwards checks every element.
      if let plain: [Model?] = decode(name, displayName: nil) {
        models = plain
      }
      return
    }
    if let decoded = decodeArray(of: elementType, at: name, allowingNull: true) as? [Model?] {
      models = decoded
    }
  }

  /// Decodes every model of a dictionary whose keys are text in the data (`String`, `Int`
  /// and `CodingKeyRepresentable` keys, as `Dictionary` itself decodes them), collecting
  /// each model's failures under its key (`members.ann.age`, in key-name order) instead of
  /// stopping at the first. Other keys decode as `Dictionary` does, as a plain value.
  mutating func visit<Key: Hashable, Model: ValidatableModel>(
    _ name: String, _ models: inout [Key: Model]
  ) {
    guard let modelType = Model.self as? any DecodableModel.Type,
      let makeKey = Self.dictionaryKey(Key.self)
    else {
      visit(name, plain: &models)
      return
    }
    visitedNames.insert(name)
    let key = FieldKey(name)
    guard container.contains(key) else {
      failures.append(.init(path: FieldPath([.field(name)]), reason: .missingValue))
      return
    }
    do {
      let entries = try container.nestedContainer(keyedBy: EntryKey.self, forKey: key)
      let decoded = decodeEntries(of: modelType, from: entries, name: name, key: makeKey)
      if let decoded = decoded as? [Key: Model] {
        models = decoded
      }
    } catch {
      failures.append(undecodable(error, at: FieldPath([.field(name)]), displayName: nil))
    }
  }

  /// Decodes every entry of a keyed container as a model, recording each failure below
  /// `name` and the entry's key; returns the models that decoded.
  private mutating func decodeEntries<Key: Hashable, Element: DecodableModel>(
    of type: Element.Type, from entries: KeyedDecodingContainer<EntryKey>, name: String,
    key makeKey: (String) -> Key?
  ) -> [Key: Element] {
    var decoded: [Key: Element] = [:]
    var failed: [(key: String, failures: [ModelValidationError.Failure])] = []
    // A key from the data names the failures below it: cut short as rejected values are
    // (only for a failure, so a valid entry costs nothing more).
    for entry in entries.allKeys {
      guard let key = makeKey(entry.stringValue) else {
        failed.append(
          (
            shortenedForReport(entry.stringValue),
            [.init(path: FieldPath(), reason: .undecodable("not a valid \(Key.self) key"))]
          )
        )
        continue
      }
      do {
        switch try entries.decode(Attempt<Element>.self, forKey: entry).result {
        case .success(let model): decoded[key] = model
        case .failure(let error as ModelValidationError):
          failed.append((shortenedForReport(entry.stringValue), error.failures))
        case .failure(let error):
          failed.append(
            (
              shortenedForReport(entry.stringValue),
              [undecodable(error, at: FieldPath(), displayName: nil)]
            ))
        }
      } catch {
        failed.append(
          (
            shortenedForReport(entry.stringValue),
            [undecodable(error, at: FieldPath(), displayName: nil)]
          ))
      }
    }
    failures += .init(dictionaryField: name, byKey: failed)
    return decoded
  }

  /// How to make a dictionary key from its text in the data, for the key types `Dictionary`
  /// decodes from a keyed container; `nil` for any other key type.
  private static func dictionaryKey<Key>(_ type: Key.Type) -> ((String) -> Key?)? {
    if Key.self == String.self {
      return { $0 as? Key }
    }
    if Key.self == Int.self {
      return { Int($0) as? Key }
    }
    if let representable = Key.self as? any CodingKeyRepresentable.Type {
      return { representable.init(codingKey: EntryKey(stringValue: $0)) as? Key }
    }
    return nil
  }

  /// Decodes the array at `name`, validating every element, and stores it in `models` when
  /// it is one; a failure is recorded for each invalid or undecodable element.
  ///
  /// - Returns: Whether `models` was set.
  @discardableResult
  private mutating func decodeModels<Model: ValidatableModel>(
    _ name: String, into models: inout [Model]
  ) -> Bool {
    guard let elementType = Model.self as? any DecodableModel.Type else {
      // As for an array of optionals: a plain array, checked by the validation afterwards.
      guard let plain: [Model] = decode(name, displayName: nil) else { return false }
      models = plain
      return true
    }
    guard
      let decoded = decodeArray(of: elementType, at: name, allowingNull: false)?
        .compactMap({ $0 as? Model })
    else { return false }
    models = decoded
    return true
  }

  /// Decodes the array at `name` element by element; `nil` when it is not an array.
  private mutating func decodeArray<Element: DecodableModel>(
    of type: Element.Type, at name: String, allowingNull: Bool
  ) -> [Element?]? {
    do {
      var elements = try container.nestedUnkeyedContainer(forKey: FieldKey(name))
      return decodeEach(of: type, from: &elements, name: name, allowingNull: allowingNull)
    } catch {
      failures.append(undecodable(error, at: FieldPath([.field(name)]), displayName: nil))
      return nil
    }
  }

  mutating func visit<Value>(_ name: String, plain value: inout Value) {
    if let decoded: Value = decode(name, displayName: nil) {
      value = decoded
    }
  }

  /// Decodes every element of an array of models, collecting each element's failures
  /// under `name[index]` instead of stopping at the first. A `null` element is `nil` when
  /// `allowingNull`, and a failure otherwise.
  private mutating func decodeEach<Element: DecodableModel>(
    of type: Element.Type, from elements: inout any UnkeyedDecodingContainer, name: String,
    allowingNull: Bool
  ) -> [Element?] {
    var decoded: [Element?] = []
    var index = 0
    // The path is built only for a failure: a valid element allocates nothing more.
    func path() -> [FieldPath.Component] { [.field(name), .index(index)] }
    while !elements.isAtEnd {
      do {
        if allowingNull, try elements.decodeNil() {
          decoded.append(nil)
          index += 1
          continue
        }
        switch try elements.decode(Attempt<Element>.self).result {
        case .success(let model): decoded.append(model)
        case .failure(let error as ModelValidationError):
          failures += error.prefixed(by: path()).failures
        case .failure(let error):
          failures.append(undecodable(error, at: FieldPath(path()), displayName: nil))
        }
      } catch {
        failures.append(undecodable(error, at: FieldPath(path()), displayName: nil))
        return decoded
      }
      index += 1
    }
    return decoded
  }

  /// Records a failure for every key in the container that no field visited, in the
  /// order of the keys' names (a container's own order can change from run to run).
  mutating func reportUnknownKeys() {
    let unknown = container.allKeys.map(\.stringValue).filter { !visitedNames.contains($0) }
    for name in unknown.sorted() {
      failures.append(
        .init(
          path: FieldPath([.field(shortenedForReport(name))]),
          reason: .undecodable("unexpected key")))
    }
  }

  /// Reads one field's value, or records why it cannot and returns `nil`.
  ///
  /// For a secret field the reason names only the expected type: a decoder's own message
  /// can quote the input ("Cannot initialize Pin from invalid String value …").
  private mutating func decode<Value>(
    _ name: String, displayName: String?, isSecret: Bool = false
  ) -> Value? {
    visitedNames.insert(name)
    let key = FieldKey(name)
    let path = FieldPath([.field(name)])
    guard container.contains(key) else {
      if let nilValue = Self.nilValue(of: Value.self) {
        return nilValue
      }
      failures.append(.init(path: path, displayName: displayName, reason: .missingValue))
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
      failures.append(
        isSecret
          ? .init(
            path: path, displayName: displayName,
            reason: .undecodable(
              "expected \(Self.expectation(for: Self.elementType(of: Value.self)))"))
          : .init(
            path: path, displayName: displayName,
            reason: .undecodable(Self.explain(error, expecting: Value.self))))
    }
    return nil
  }

  private func decodeValue<Decoded: Decodable>(of type: Decoded.Type, forKey key: FieldKey)
    throws -> Decoded
  {
    try container.decode(Decoded.self, forKey: key)
  }

  /// Decodes a nested model with failure paths relative to the model.
  private func decodeModel<Model: DecodableModel>(of type: Model.Type, forKey key: FieldKey)
    throws -> Model
  {
    try container.decode(Attempt<Model>.self, forKey: key).result.get()
  }

  /// Whether the key is missing or holds `null`: both decode as `nil` for an optional
  /// model or an optional array of models.
  private func isAbsentOrNull(_ key: FieldKey) -> Bool {
    !container.contains(key) || (try? container.decodeNil(forKey: key)) == true
  }

  /// `nil` of an optional type, or `nil` (no value) for any other type.
  private static func nilValue<Value>(of type: Value.Type) -> Value? {
    (type as? any ExpressibleByNilLiteral.Type).flatMap { $0.init(nilLiteral: ()) as? Value }
  }

  /// The failures of models decoded inside a plain `Decodable` field, with paths relative
  /// to this model.
  ///
  /// Such a model reports paths from the top of the data (its decoder's coding path),
  /// which begin with this container's coding path and the field's name: the container's
  /// part is dropped, so a failure at `[4].envelope.user.age` reads `envelope.user.age`
  /// here. A decoder that does not keep coding paths gives paths relative to the model
  /// that failed: those are put below `field`, the best this model knows. (Such a path
  /// that happens to begin with the field's own name is taken as already complete.)
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

  private func undecodable(_ error: any Error, at path: FieldPath, displayName: String?)
    -> ModelValidationError.Failure
  {
    .init(path: path, displayName: displayName, reason: .undecodable(Self.explain(error)))
  }

  /// The type of the values inside an optional, array, set or dictionary type (at any
  /// depth): what the data held where it did not fit, for a decoder's error that names no
  /// type of its own.
  static func elementType(of type: Any.Type) -> Any.Type {
    guard let container = type as? any DecodedContainer.Type else { return type }
    return elementType(of: container.elementType)
  }

  /// What a decoder expected, in the data's terms: a decoder asked for a keyed or unkeyed
  /// container names its own storage type (`Dictionary<String, Any>`), which says less
  /// than "an object".
  static func expectation(for type: Any.Type) -> String {
    if type is [String: Any].Type || type is [AnyHashable: Any].Type {
      return "an object"
    }
    if type is [Any].Type {
      return "an array"
    }
    return "a value of type \(type)"
  }

  /// A short reason for a decoding error, without the decoder's coding path (the failure
  /// has its own path).
  ///
  /// Foundation's JSON decoder can throw an error of its own instead of a `DecodingError`
  /// from inside a container, such as for a number that does not fit the type asked for
  /// (`2.5` or `1e30` for an `Int`); its description names an internal case, so the
  /// reason says what was expected instead (or that the value could not be read, when
  /// the expected type is not known here).
  ///
  /// - Parameters:
  ///   - error: The error the decoder or a value's `init(from:)` threw.
  ///   - type: The type that was being decoded, when known.
  static func explain(_ error: any Error, expecting type: Any.Type? = nil) -> String {
    // A decoder's message can quote the value: cut short as rejected values are.
    shortenedForReport(reason(for: error, expecting: type))
  }

  /// The reason ``explain(_:expecting:)`` gives, before it is cut short.
  private static func reason(for error: any Error, expecting type: Any.Type?) -> String {
    guard let error = error as? DecodingError else {
      let errorType = String(reflecting: Swift.type(of: error))
      if errorType.hasPrefix("Foundation.") || errorType.hasPrefix("FoundationEssentials.") {
        return type.map { "expected \(expectation(for: elementType(of: $0)))" }
          ?? "a value that could not be read"
      }
      return String(describing: error)
    }
    switch error {
    case .typeMismatch(let type, _): return "expected \(expectation(for: type))"
    case .valueNotFound(let type, _): return "expected \(expectation(for: type)), found null"
    case .keyNotFound(let key, _): return "missing key \(key.stringValue)"
    case .dataCorrupted(let context): return context.debugDescription
    @unknown default: return String(describing: error)
    }
  }
}

/// Decodes a nested model, with failure paths relative to it, and keeps its error instead
/// of throwing it, so that an unkeyed container moves on to the next element.
///
/// It calls the model's own `init(from:)`, so a model that customizes its decoding (to
/// accept an old key, say) decodes the same inside other models and arrays as on its own.
struct Attempt<Model: DecodableModel>: Decodable {
  let result: Result<Model, any Error>

  init(from decoder: any Decoder) throws {
    do {
      result = .success(try Model(from: decoder))
    } catch let error as ModelValidationError {
      // `init(from:)` reports paths from the top of the data when the decoder keeps coding
      // paths: drop the part that leads to this model.
      let base = FieldPath(codingPath: decoder.codingPath).components
      result = .failure(base.isEmpty ? error : error.relative(to: base) ?? error)
    } catch {
      result = .failure(error)
    }
  }
}

extension ModelValidationError {
  /// The error with `base` taken off the front of every path, or `nil` when some failure
  /// does not lie below `base` (its paths were not made from the top of the data).
  fileprivate func relative(to base: [FieldPath.Component]) -> ModelValidationError? {
    let prefix = FieldPath(base)
    guard failures.allSatisfy({ $0.path.isWithin(prefix) }) else { return nil }
    return ModelValidationError(failures.map { $0.droppingFirst(base.count) })
  }
}

extension ModelValidationError.Failure {
  /// The failure with nothing of the value in it: no rejected value, no input in the
  /// unsatisfied requirements, and no decoder message (which can quote the input).
  fileprivate func redacted() -> Self {
    let reason: Reason
    if case .undecodable = self.reason {
      reason = .undecodable("a value that could not be decoded")
    } else {
      reason = self.reason
    }
    return Self(
      path: path, fields: fields, displayName: displayName, reason: reason,
      unsatisfied: unsatisfied.map { $0.redacted() }, rejectedValue: nil)
  }

  /// The failure with the first `count` components removed from its paths.
  fileprivate func droppingFirst(_ count: Int) -> Self {
    Self(
      path: FieldPath(Array(path.components.dropFirst(count))),
      fields: fields.map { FieldPath(Array($0.components.dropFirst(count))) },
      displayName: displayName, reason: reason, unsatisfied: unsatisfied,
      rejectedValue: rejectedValue)
  }
}

/// A dictionary key in the data, as `Dictionary` reads it: its text, and its integer value
/// when the text is an integer. The integer value lets an `Int`-backed
/// `CodingKeyRepresentable` key read it, and tells ``FieldPath/nestingDepth(of:)`` that
/// the key is not a level of nesting.
struct EntryKey: CodingKey {
  let stringValue: String
  let intValue: Int?

  init(stringValue: String) {
    self.stringValue = stringValue
    intValue = Int(stringValue)
  }

  init(intValue: Int) {
    stringValue = "\(intValue)"
    self.intValue = intValue
  }
}

/// A type that holds decoded values of another type: its element type names what the
/// data should have held.
private protocol DecodedContainer {
  /// The type of the values inside.
  static var elementType: Any.Type { get }
}

extension Optional: DecodedContainer {
  fileprivate static var elementType: Any.Type { Wrapped.self }
}

extension Array: DecodedContainer {
  fileprivate static var elementType: Any.Type { Element.self }
}

extension Set: DecodedContainer {
  fileprivate static var elementType: Any.Type { Element.self }
}

extension Dictionary: DecodedContainer {
  fileprivate static var elementType: Any.Type { Value.self }
}
