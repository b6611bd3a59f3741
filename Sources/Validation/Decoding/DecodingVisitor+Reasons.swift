// The words a decoding failure uses: what the data should have held, and why it could not
// be read.
extension DecodingVisitor {
  // The type of the values inside an optional, array, set or dictionary type (at any
  // depth): what the data held where it did not fit, for a decoder's error that names no
  // type of its own.
  static func elementType(of type: Any.Type) -> Any.Type {
    guard let container = type as? any DecodedContainer.Type else { return type }
    return elementType(of: container.elementType)
  }

  // What a decoder expected, in the data's terms: a decoder asked for a keyed or unkeyed
  // container names its own storage type (`Dictionary<String, Any>`), which says less
  // than "an object".
  static func expectation(for type: Any.Type) -> String {
    if type is [String: Any].Type || type is [AnyHashable: Any].Type {
      return "an object"
    }
    if type is [Any].Type {
      return "an array"
    }
    return "a value of type \(type)"
  }

  // A short reason for a decoding error, without the decoder's coding path (the failure
  // has its own path).
  //
  // Foundation's JSON decoder can throw an error of its own instead of a `DecodingError`
  // from inside a container, such as for a number that does not fit the type asked for
  // (`2.5` or `1e30` for an `Int`); its description names an internal case, so the
  // reason says what was expected instead (or that the value could not be read, when
  // the expected type is not known here).
  //
  // - Parameters:
  //   - error: The error the decoder or a value's `init(from:)` threw.
  //   - type: The type that was being decoded, when known.
  static func explain(_ error: any Error, expecting type: Any.Type? = nil) -> String {
    // A decoder's message can quote the value: cut short as rejected values are.
    shortenedForReport(reason(for: error, expecting: type))
  }

  // The reason ``explain(_:expecting:)`` gives, before it is cut short.
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

// A type that holds decoded values of another type: its element type names what the
// data should have held.
protocol DecodedContainer {
  /// The type of the values inside.
  static var elementType: Any.Type { get }
}

extension Optional: DecodedContainer {
  static var elementType: Any.Type { Wrapped.self }
}

extension Array: DecodedContainer {
  static var elementType: Any.Type { Element.self }
}

extension Set: DecodedContainer {
  static var elementType: Any.Type { Element.self }
}

extension Dictionary: DecodedContainer {
  static var elementType: Any.Type { Value.self }
}
