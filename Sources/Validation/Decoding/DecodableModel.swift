/// A model that decodes through its declared fields, checking every requirement and rule:
/// no invalid value can be smuggled in through decoding.
///
/// Adopt it instead of plain `Decodable`. Decoding starts from `init()` (every field at its
/// declared starting value), reads each field ``ValidatableModel/visitFields(_:)`` lists,
/// stores it through the field's requirements, decodes nested models, arrays of models and
/// dictionaries of models the same way (every element, each through the model's own
/// `init(from:)`), then checks the cross-field rules. If anything fails, it throws one
/// ``ModelValidationError`` listing every failure with its coding path
/// (`orders[3].total`, `members.ann.age`), and no model is returned.
///
/// ```swift
/// struct SignUp: DecodableModel, Encodable {
///   @Validated(name: "E-mail", .email()) var email = ""
///   @Validated(name: "Age", .range(16...120)) var age = 18
///
///   mutating func visitFields(_ visitor: inout some FieldVisitor) {
///     visitor.visit("email", &_email)
///     visitor.visit("age", &_age)
///   }
/// }
///
/// let signUp = try JSONDecoder().decode(SignUp.self, from: body)
/// ```
///
/// The keys are the names `visitFields(_:)` gives (a `CodingKeys` enum is not used).
/// ``Validated`` and ``ValidatableValue`` are not `Decodable`, so a model holding them
/// cannot fall back to synthesized decoding, which would skip their requirements. See
/// <doc:Decoding> for missing keys, optional guards, unknown keys and coding paths.
public protocol DecodableModel: ValidatableModel, Decodable {
  /// Creates a model with every field at its declared starting value.
  init()

  /// Whether decoding ignores keys the model does not list (`true`, the default) or
  /// reports each as a failure (`false`); each model type answers for its own keys.
  static var allowsUnknownKeys: Bool { get }
}

extension DecodableModel {
  /// Unknown keys are ignored, as with synthesized `Decodable`.
  public static var allowsUnknownKeys: Bool { true }

  /// Decodes every listed field through its requirements, then checks the model's rules.
  ///
  /// - Throws: ``ModelValidationError`` listing every failure with its coding path, or
  ///   the decoder's error when the data is not a keyed container at all.
  @inlinable
  public init(from decoder: any Decoder) throws {
    try self.init(decodingFieldsFrom: decoder)
  }

  /// Decodes every listed field through its requirements, then checks the model's rules:
  /// what the default `init(from:)` does, for a model that writes its own.
  ///
  /// A model that reads an older format can hand the usual case back to the library:
  ///
  /// ```swift
  /// init(from decoder: any Decoder) throws {
  ///   let old = try decoder.container(keyedBy: OldKeys.self)
  ///   guard let fullName = try old.decodeIfPresent(String.self, forKey: .fullName) else {
  ///     try self.init(decodingFieldsFrom: decoder)   // the current format
  ///     return
  ///   }
  ///   self.init()
  ///   try update { $0.name = fullName }   // checks the name and every other field
  /// }
  /// ```
  ///
  /// A custom `init(from:)` must not return a model it has not checked.
  ///
  /// - Throws: ``ModelValidationError`` listing every failure with its coding path, or
  ///   the decoder's error when the data is not a keyed container at all.
  @inlinable
  public init(decodingFieldsFrom decoder: any Decoder) throws {
    // Inlinable, so that decoding is specialized for the model where it is declared (see
    // `DecodingVisitor`).
    var decoding = try DecodingVisitor(decoding: Self.self, from: decoder)
    self.init()
    visitFields(&decoding)
    try decoding.finish(self, at: decoder.codingPath)
  }

  // Every failure of a decoding, with paths from the top of the data: what decoding
  // reported, then the model's own validation, which skips the fields decoding failed on
  // and the rules that depend on them.
  func decodingError(after decoding: DecodingVisitor, at codingPath: [any CodingKey])
    -> ModelValidationError?
  {
    let stateFailures =
      validationError(in: nil, alsoInvalid: decoding.failedFields)?.failures ?? []
    let failures = decoding.failures + stateFailures
    guard !failures.isEmpty else { return nil }
    return ModelValidationError(failures).decoded(at: codingPath)
  }
}

extension ValidatableModel where Self: Encodable {
  /// Encodes the fields ``ValidatableModel/visitFields(_:)`` lists, under the same names
  /// decoding reads, as plain values; a guarded field with no value is left out.
  ///
  /// - Throws: The encoder's error, or `EncodingError.invalidValue` for a field whose type
  ///   is not `Encodable`.
  public func encode(to encoder: any Encoder) throws {
    guard Self.isChecked(atDepth: FieldPath.nestingDepth(of: encoder.codingPath)) else {
      // The error carries the type's name, not the model: a description of a model
      // nested this deep would itself recurse past the stack.
      throw EncodingError.invalidValue(
        String(describing: Self.self),
        EncodingError.Context(
          codingPath: encoder.codingPath,
          debugDescription: "nested more than \(Self.maximumNestingDepth) levels deep"))
    }
    var model = self
    var encoding = EncodingVisitor(container: encoder.container(keyedBy: FieldKey.self))
    model.visitFields(&encoding)
    if let error = encoding.error {
      throw error
    }
  }
}

// A coding key made from a field's name.
@usableFromInline
struct FieldKey: CodingKey {
  @usableFromInline
  let stringValue: String

  @inlinable
  init(_ name: String) {
    stringValue = name
  }

  @usableFromInline
  init(stringValue: String) {
    self.stringValue = stringValue
  }

  @usableFromInline
  var intValue: Int? { nil }

  @usableFromInline
  init?(intValue: Int) {
    return nil
  }
}
