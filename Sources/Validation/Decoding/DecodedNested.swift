// A field's nested models decoded with every failure kept: each model through its own
// `init(from:)`, and each element of an array or dictionary on its own, so that one body
// reports every invalid element instead of stopping at the first.
//
// Failure paths are relative to the decoded value: `[2].age`, `ann.age`.
enum DecodedNested<Value> {
  // The value `decoder` holds, or `nil` when some part of it could not be decoded, with
  // every failure.
  static func decode(from decoder: any Decoder) -> (
    value: Value?, failures: [ModelValidationError.Failure]
  ) {
    // Each branch is a function of its own: decoding recurses through here once per level
    // of nesting, so this frame is kept small.
    if let model = Value.self as? any DecodableModel.Type {
      return decodeModel(model, from: decoder)
    }
    return decodeShape(from: decoder)
  }

  private static func decodeShape(from decoder: any Decoder) -> (
    value: Value?, failures: [ModelValidationError.Failure]
  ) {
    guard let shape = Value.self as? any NestedShape.Type else {
      return (
        nil, [.init(path: FieldPath(), reason: .undecodable("\(Value.self) is not Decodable"))]
      )
    }
    do {
      let decoded = try shape.decodeEach(from: decoder)
      // Unwrapped first: `nil` cast to an optional `Value` would read as a decoded `nil`.
      guard let value = decoded.value else { return (nil, decoded.failures) }
      return (value as? Value, decoded.failures)
    } catch {
      return (nil, [undecodable(error)])
    }
  }

  // Whether `Value` is made of models that decode field by field (``DecodableModel``),
  // in shapes this type decodes: otherwise the value decodes as any `Decodable`.
  static var decodesEachModel: Bool {
    if Value.self is any DecodableModel.Type { return true }
    return (Value.self as? any NestedShape.Type)?.decodesEachModel ?? false
  }

  private static func decodeModel<Model: DecodableModel>(
    _ type: Model.Type, from decoder: any Decoder
  ) -> (Value?, [ModelValidationError.Failure]) {
    switch Attempt<Model>.result(from: decoder) {
    case .success(let model): (model as? Value, [])
    case .failure(let error as ModelValidationError): (nil, error.failures)
    case .failure(let error): (nil, [Self.undecodable(error)])
    }
  }

  static func undecodable(_ error: any Error) -> ModelValidationError.Failure {
    .undecodable(error, at: FieldPath())
  }
}

// An optional, array or dictionary, decoded part by part by ``DecodedNested``.
protocol NestedShape {
  static var decodesEachModel: Bool { get }
  static func decodeEach(from decoder: any Decoder) throws -> (
    value: Any?, failures: [ModelValidationError.Failure]
  )
}

extension Optional: NestedShape {
  static var decodesEachModel: Bool { DecodedNested<Wrapped>.decodesEachModel }

  // `null` is `nil`; anything else decodes as the wrapped value.
  static func decodeEach(from decoder: any Decoder) throws -> (
    value: Any?, failures: [ModelValidationError.Failure]
  ) {
    if try decoder.singleValueContainer().decodeNil() { return (Wrapped?.none as Any, []) }
    let decoded = DecodedNested<Wrapped>.decode(from: decoder)
    return (decoded.value.map { Wrapped?.some($0) as Any }, decoded.failures)
  }
}

extension Array: NestedShape {
  static var decodesEachModel: Bool { DecodedNested<Element>.decodesEachModel }

  // Decodes every element; an element that cannot be read ends the array, since the
  // container cannot move past it.
  static func decodeEach(from decoder: any Decoder) throws -> (
    value: Any?, failures: [ModelValidationError.Failure]
  ) {
    var elements = try decoder.unkeyedContainer()
    var decoded: [Element] = []
    var failures: [ModelValidationError.Failure] = []
    while !elements.isAtEnd {
      // The index is a path step built only for a failure.
      let index = elements.currentIndex
      do {
        let element = DecodedNested<Element>.decode(from: try elements.superDecoder())
        failures += element.failures.map { $0.prefixed(by: [.index(index)]) }
        if let value = element.value { decoded.append(value) }
      } catch {
        failures.append(DecodedNested<Element>.undecodable(error).prefixed(by: [.index(index)]))
        break
      }
    }
    return (failures.isEmpty ? decoded : nil, failures)
  }
}

extension Dictionary: NestedShape {
  static var decodesEachModel: Bool {
    DecodedNested<Value>.decodesEachModel && makeKey != nil
  }

  // Decodes every entry, its failures below its key in the order of the keys' names.
  //
  // The entries are read as a `[String: …]`, which decoders such as `JSONDecoder` read
  // with its keys as they are in the data: a key strategy converts field names
  // (`first_name`), never the keys of a dictionary (`user_42`).
  static func decodeEach(from decoder: any Decoder) throws -> (
    value: Any?, failures: [ModelValidationError.Failure]
  ) {
    guard let makeKey else {
      // Unreached: `decodesEachModel` sends such dictionaries to plain decoding.
      let reason = InvalidValue.Reason.undecodable("\(Key.self) keys are not decoded one by one")
      return (nil, [.init(path: FieldPath(), reason: reason)])
    }
    let entries = try decoder.singleValueContainer().decode([String: DecodedEntry<Value>].self)
    var decoded: [Key: Value] = [:]
    var failed: [(key: String, failures: [ModelValidationError.Failure])] = []
    for (text, entry) in entries {
      // A key from the data names the failures below it: cut short as rejected values
      // are, only for a failure.
      guard let key = makeKey(text) else {
        let reason = InvalidValue.Reason.undecodable("not a valid \(Key.self) key")
        failed.append((shortenedForReport(text), [.init(path: FieldPath(), reason: reason)]))
        continue
      }
      let (value, failures) = entry.decoded
      if !failures.isEmpty { failed.append((shortenedForReport(text), failures)) }
      if let value { decoded[key] = value }
    }
    let failures = failed.sorted { $0.key < $1.key }.flatMap { entry in
      entry.failures.map { $0.prefixed(by: [.field(entry.key)]) }
    }
    return (failures.isEmpty ? decoded : nil, failures)
  }

  // How to make a key from its text in the data, for the key types `Dictionary` decodes
  // from a keyed container (`String`, `Int` and `CodingKeyRepresentable`); `nil` for any
  // other key type, which decodes as `Dictionary` does, as a plain value.
  private static var makeKey: ((String) -> Key?)? {
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
}

// One entry of a dictionary of models, decoded by ``DecodedNested``.
private struct DecodedEntry<Value>: Decodable {
  let decoded: (value: Value?, failures: [ModelValidationError.Failure])

  init(from decoder: any Decoder) {
    decoded = DecodedNested<Value>.decode(from: decoder)
  }
}
