// How a decoding visitor reads the value of a guarded or plain field: a text, number or
// Boolean through the container's own method for its type, anything else as any
// `Decodable`.
extension DecodingVisitor {
  // Reads one field's value, or records why it cannot and returns `nil`: a text, number
  // or Boolean through the container's method for its type, any other value through
  // ``decode(_:displayName:isSecret:)``.
  @inlinable
  mutating func decodeValue<Value>(_ name: String, displayName: LocalizedText?, isSecret: Bool)
    -> Value?
  {
    do {
      if let value = try decodeNative(Value.self, forKey: FieldKey(name)) {
        markVisited(name)
        return value
      }
    } catch {
      markVisited(name)
      recordUndecodable(error, of: Value.self, at: name, displayName, isSecret)
      return nil
    }
    return decode(name, displayName: displayName, isSecret: isSecret)
  }

  // Reads a value of a type JSON holds as it is (text, integer, floating-point number,
  // Boolean, or an optional of one) through the container's own method for that type;
  // `nil` when the value is of another type, or absent or `null` for a type that is not
  // optional (the general path then reports why).
  //
  // Specialized for a field's type, the comparisons fold away and one call is left: the
  // container reads the value in place, where decoding it as any `Decodable` would go
  // through a decoder of its own, and one lookup of the key also tells an absent or `null`
  // value of an optional. The casts only change the static type: `Value` is the type read.
  @inlinable
  func decodeNative<Value>(_ type: Value.Type, forKey key: FieldKey) throws -> Value? {
    if Value.self == String.self || Value.self == String?.self {
      return Self.value(try container.decodeIfPresent(String.self, forKey: key), as: Value.self)
    }
    if Value.self == Int.self || Value.self == Int?.self {
      return Self.value(try container.decodeIfPresent(Int.self, forKey: key), as: Value.self)
    }
    if Value.self == Double.self || Value.self == Double?.self {
      return Self.value(try container.decodeIfPresent(Double.self, forKey: key), as: Value.self)
    }
    if Value.self == Bool.self || Value.self == Bool?.self {
      return Self.value(try container.decodeIfPresent(Bool.self, forKey: key), as: Value.self)
    }
    return nil
  }

  // A value read as `Native?` as the field's `Value`, which is `Native` or `Native?`: for
  // `Native?`, an absent value is a decoded `nil`; for `Native`, it is not decoded (`nil`).
  @inlinable
  static func value<Native, Value>(_ read: Native?, as type: Value.Type) -> Value? {
    if Value.self == Native?.self {
      return unsafeBitCast(read, to: Value.self)
    }
    return read.map { unsafeBitCast($0, to: Value.self) }
  }

  // The failure for a value the decoder could not read. For a secret field the reason names
  // only the expected type: a decoder's own message can quote the input ("Cannot initialize
  // Pin from invalid String value …").
  @usableFromInline
  mutating func recordUndecodable<Value>(
    _ error: any Error, of type: Value.Type, at name: String, _ displayName: LocalizedText?,
    _ isSecret: Bool
  ) {
    let path = FieldPath([.field(name)])
    failures.append(
      isSecret
        ? .undecodableSecret(expecting: Value.self, at: path, displayName: displayName)
        : .undecodable(error, expecting: Value.self, at: path, displayName: displayName))
  }
}
