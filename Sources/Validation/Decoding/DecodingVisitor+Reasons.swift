import Foundation
import Requirements

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
  static func expectation(for type: Any.Type) -> ReportText.DecodedShape {
    if type is [String: Any].Type || type is [AnyHashable: Any].Type {
      return .object
    }
    if type is [Any].Type {
      return .array
    }
    return .value(type: "\(type)")
  }

  // A short reason for a decoding error, in English, without the decoder's coding path
  // (the failure has its own path): ``reason(for:expecting:)``'s text, cut short as
  // rejected values are, since a decoder's message can quote the value.
  //
  // - Parameters:
  //   - error: The error the decoder or a value's `init(from:)` threw.
  //   - type: The type that was being decoded, when known.
  static func explain(_ error: any Error, expecting type: Any.Type? = nil) -> String {
    switch reason(for: error, expecting: type) {
    case .worded(let text): shortenedForReport(text.text(in: ProblemDetails.english))
    case .decoder(let text): shortenedForReport(text)
    }
  }

  // Why a value could not be decoded: in words every language has, or as the decoder or
  // the value's own error said it.
  enum Reason {
    case worded(ReportText)
    case decoder(String)
  }

  // The reason for a decoding error.
  //
  // Foundation's JSON decoder can throw an error of its own instead of a `DecodingError`
  // from inside a container, such as for a number that does not fit the type asked for
  // (`2.5` or `1e30` for an `Int`); its description names an internal case, so the
  // reason says what was expected instead (or that the value could not be read, when
  // the expected type is not known here).
  static func reason(for error: any Error, expecting type: Any.Type?) -> Reason {
    guard let error = error as? DecodingError else {
      let errorType = String(reflecting: Swift.type(of: error))
      if errorType.hasPrefix("Foundation.") || errorType.hasPrefix("FoundationEssentials.") {
        return .worded(
          type.map { .expected(expectation(for: elementType(of: $0)), foundNull: false) }
            ?? .unreadableValue)
      }
      return .decoder(String(describing: error))
    }
    switch error {
    case .typeMismatch(let type, _):
      return .worded(.expected(expectation(for: type), foundNull: false))
    case .valueNotFound(let type, _):
      return .worded(.expected(expectation(for: type), foundNull: true))
    case .keyNotFound(let key, _): return .worded(.missingKey(key.stringValue))
    case .dataCorrupted(let context): return .decoder(context.debugDescription)
    @unknown default: return .decoder(String(describing: error))
    }
  }
}

extension ModelValidationError.Failure {
  // The failure of a value that decoding could not read: its reason in English, and in
  // every language where the reason is the library's own words.
  static func undecodable(
    _ error: any Error, expecting type: Any.Type? = nil, at path: FieldPath,
    displayName: LocalizedText? = nil
  ) -> Self {
    var failure = Self(
      path: path, localizedName: displayName,
      reason: .undecodable(DecodingVisitor.explain(error, expecting: type)))
    if case .worded(let text) = DecodingVisitor.reason(for: error, expecting: type) {
      failure.decodingReason = text
    }
    return failure
  }

  // The failure of a secret value that decoding could not read: it names only the
  // expected type, since a decoder's own message can quote the input.
  static func undecodableSecret(
    expecting type: Any.Type, at path: FieldPath, displayName: LocalizedText?
  ) -> Self {
    let text = ReportText.expected(
      DecodingVisitor.expectation(for: DecodingVisitor.elementType(of: type)), foundNull: false)
    var failure = Self(
      path: path, localizedName: displayName,
      reason: .undecodable(shortenedForReport(text.text(in: ProblemDetails.english))))
    failure.decodingReason = text
    return failure
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
