extension ValidatableValue: Encodable where Value: Encodable {
  /// Encodes the current value as a plain value, as if the guard were not there; no value
  /// encodes as `nil`.
  ///
  /// There is deliberately no `Decodable` conformance: a decoded `ValidatableValue` could
  /// not know the requirements written where the property is declared. Decode models
  /// through ``DecodableModel``, which checks every field.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    if let storage {
      try container.encode(storage)
    } else {
      try container.encodeNil()
    }
  }
}

extension Validated: Encodable where Value: Encodable {
  /// Encodes the property's value as a plain value: the wrapper is invisible in JSON.
  ///
  /// There is deliberately no `Decodable` conformance, so a model with `@Validated`
  /// properties cannot get a synthesized `init(from:)` that skips its requirements; adopt
  /// ``DecodableModel`` instead.
  public func encode(to encoder: any Encoder) throws {
    try guarded.encode(to: encoder)
  }
}
