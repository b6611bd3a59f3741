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
/// - The keys are the names `visitFields(_:)` gives: a `CodingKeys` enum is not used, so
///   visit a field as `"first_name"` to read that key.
/// - A missing key for an optional field decodes as `nil`, which the field's requirements
///   then check (`.required()` rejects it); a missing key for any other field is a
///   failure with reason ``ModelValidationError/Failure/Reason/missingValue``.
/// - An optional guard (`var motto: ValidatableValue<String>?`) is `nil` for a missing key
///   or `null`; a present value is stored through the guard the field starts with, so give
///   it a starting guard: with a starting value of `nil` there are no requirements to check
///   the value against, and it is a failure with reason
///   ``ModelValidationError/Failure/Reason/undecodable(_:)``.
/// - A nested model that is plain `Decodable` rather than a `DecodableModel` (alone, or in
///   an array or dictionary) decodes as `Decodable` does, stopping at its first error, and
///   is then checked with the rest of the model.
/// - A value of the wrong type is a failure with reason
///   ``ModelValidationError/Failure/Reason/undecodable(_:)``.
/// - Keys the model does not list are ignored, as with synthesized `Decodable`, unless the
///   model sets ``allowsUnknownKeys`` to `false`: then each is a failure.
/// - Failure paths are coding paths from the top of the decoded data, when the decoder
///   keeps coding paths (`JSONDecoder` and `PropertyListDecoder` do): decoding a model
///   inside a plain `Decodable` type reports `user.age`. With a decoder that does not,
///   paths start at the model.
/// - Decoding a *top-level* array (`decode([User].self, …)`) is plain `Decodable` array
///   decoding: it stops at the first invalid element, whose error's paths begin with its
///   index (`[2].age`). To hear about every element (`[2].age`, `[5].email`), decode
///   ``DecodedModels`` (`decode(DecodedModels<User>.self, …)`), which also keeps the valid
///   elements; inside a model, an array field (`var users: [User]`) is checked element by
///   element already.
///
/// Why not plain `Decodable`: a synthesized `init(from:)` builds each property wrapper
/// with the wrapper's own initializer, which cannot see the requirements written in the
/// `@Validated(...)` attribute, so it would decode unguarded fields. ``Validated`` and
/// ``ValidatableValue`` are therefore deliberately not `Decodable`: a model that holds
/// them does not compile with synthesized decoding, and this protocol is the way in.
public protocol DecodableModel: ValidatableModel, Decodable {
  /// Creates a model with every field at its declared starting value.
  init()

  /// Whether decoding ignores keys the model does not list (`true`, the default, as with
  /// synthesized `Decodable`) or reports each as a failure (`false`, for strict APIs).
  ///
  /// Each model type answers for its own keys: a strict model holding an `Address` does
  /// not make the address strict; declare it on `Address` too.
  static var allowsUnknownKeys: Bool { get }
}

extension DecodableModel {
  /// Unknown keys are ignored, as with synthesized `Decodable`.
  public static var allowsUnknownKeys: Bool { true }

  /// Decodes every listed field through its requirements, then checks the model's rules.
  ///
  /// Failure paths start where the decoder is: `age` for a model decoded on its own,
  /// `[2].age` for the third element of a decoded array, `user.age` for a model inside a
  /// plain `Decodable` type (for decoders that keep coding paths, such as `JSONDecoder`).
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: ``ModelValidationError`` listing every failure with its coding path, or
  ///   the decoder's error when the data is not a keyed container at all.
  public init(from decoder: any Decoder) throws {
    try self.init(decodingFieldsFrom: decoder)
  }

  /// Decodes every listed field through its requirements, then checks the model's rules:
  /// what the default `init(from:)` does, for a model that writes its own.
  ///
  /// A model that customizes its decoding, to accept an older format say, can hand the
  /// usual case back to the library:
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
  /// Whatever a custom `init(from:)` does, it must not return a model it has not checked:
  /// ``ValidatableModel/update(for:_:)`` (or ``ValidatableModel/validate(for:)``) throws a
  /// ``ModelValidationError`` with paths relative to the model, which arrays and
  /// ``DecodedModels`` place under the element's position (`[0].name`).
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: ``ModelValidationError`` listing every failure with its coding path, or
  ///   the decoder's error when the data is not a keyed container at all.
  public init(decodingFieldsFrom decoder: any Decoder) throws {
    do {
      try self.init(fieldsFrom: decoder)
    } catch let error as ModelValidationError {
      throw error.prefixed(by: FieldPath(codingPath: decoder.codingPath).components)
    }
  }

  // Decodes the model, reporting failures with paths relative to the model itself: how
  // a model decodes the models nested in it.
  init(fieldsFrom decoder: any Decoder) throws {
    guard FieldPath.nestingDepth(of: decoder.codingPath) <= Self.maximumNestingDepth else {
      throw Self.tooDeepError
    }
    self.init()
    FieldListAudit.assertFieldList(of: self)
    let container = try decoder.container(keyedBy: FieldKey.self)
    var decoding = DecodingVisitor(container: container)
    visitFields(&decoding)
    if !Self.allowsUnknownKeys {
      decoding.reportUnknownKeys()
    }
    let failedPaths = decoding.failedFields
    let stateFailures = validationError(in: nil, alsoInvalid: failedPaths)?.failures ?? []
    let failures =
      decoding.failures
      + stateFailures.filter { failure in !failedPaths.contains { failure.path.isWithin($0) } }
    if !failures.isEmpty {
      throw ModelValidationError(failures)
    }
  }
}

extension ValidatableModel where Self: Encodable {
  /// Encodes the fields ``ValidatableModel/visitFields(_:)`` lists, under the same names
  /// decoding reads, as plain values.
  ///
  /// A guarded field with no value is left out.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: The encoder's error, or `EncodingError.invalidValue` for a field whose type
  ///   is not `Encodable`.
  public func encode(to encoder: any Encoder) throws {
    guard FieldPath.nestingDepth(of: encoder.codingPath) <= Self.maximumNestingDepth else {
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
struct FieldKey: CodingKey {
  let stringValue: String

  init(_ name: String) {
    stringValue = name
  }

  init(stringValue: String) {
    self.stringValue = stringValue
  }

  var intValue: Int? { nil }

  init?(intValue: Int) {
    return nil
  }
}
