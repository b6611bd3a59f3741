// Arrays and dictionaries of models decode element by element, so that every element's
// failures are reported, not only the first.
extension DecodingVisitor {
  // Decodes every entry of the dictionary at `field` as a model, recording each failure
  // below `name` and the entry's key; returns the models that decoded.
  //
  // - Throws: The decoder's error when the value is not a dictionary.
  mutating func decodeEntries<Key: Hashable, Element: DecodableModel>(
    of type: Element.Type, forKey field: FieldKey, name: String, key makeKey: (String) -> Key?
  ) throws -> [Key: Element] {
    // Read as a `[String: …]`, which decoders such as `JSONDecoder` read with its keys as
    // they are in the data, as for any dictionary: a key strategy converts field names
    // (`first_name`), never the keys of a dictionary (`user_42`).
    let entries = try container.decode([String: Attempt<Element>].self, forKey: field)
    var decoded: [Key: Element] = [:]
    var failed: [(key: String, failures: [ModelValidationError.Failure])] = []
    // A key from the data names the failures below it: cut short as rejected values are
    // (only for a failure, so a valid entry costs nothing more).
    for (text, attempt) in entries {
      guard let key = makeKey(text) else {
        failed.append(
          (
            shortenedForReport(text),
            [.init(path: FieldPath(), reason: .undecodable("not a valid \(Key.self) key"))]
          )
        )
        continue
      }
      switch attempt.result {
      case .success(let model): decoded[key] = model
      case .failure(let error as ModelValidationError):
        failed.append((shortenedForReport(text), error.failures))
      case .failure(let error):
        failed.append(
          (shortenedForReport(text), [undecodable(error, at: FieldPath(), displayName: nil)]))
      }
    }
    failures += .init(dictionaryField: name, byKey: failed)
    return decoded
  }

  // How to make a dictionary key from its text in the data, for the key types `Dictionary`
  // decodes from a keyed container; `nil` for any other key type.
  static func dictionaryKey<Key>(_ type: Key.Type) -> ((String) -> Key?)? {
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

  // Decodes the array at `name`, validating every element, and stores it in `models` when
  // it is one; a failure is recorded for each invalid or undecodable element.
  //
  // - Returns: Whether `models` was set.
  @discardableResult
  mutating func decodeModels<Model: ValidatableModel>(
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

  // Decodes the array at `name` element by element; `nil` when it is not an array.
  mutating func decodeArray<Element: DecodableModel>(
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

  // Decodes every element of an array of models, collecting each element's failures
  // under `name[index]` instead of stopping at the first. A `null` element is `nil` when
  // `allowingNull`, and a failure otherwise.
  mutating func decodeEach<Element: DecodableModel>(
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
}
