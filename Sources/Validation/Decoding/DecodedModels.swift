/// A decoded array of models in which every element is checked, so one request reports
/// every invalid element instead of stopping at the first.
///
/// Decoding a top-level `[User]` is plain `Decodable` array decoding: the first invalid
/// element throws, and the rest are never read. Decode `DecodedModels<User>` instead:
/// each element decodes through the model's `init(from:)` (``DecodableModel``'s: every
/// field through its requirements, then the rules), and its outcome is kept in
/// ``results``. Paths start at the array, with
/// the element's index: `[2].age`, or `users[2].age` when the array sits under a `users`
/// key of a plain `Decodable` envelope and the decoder keeps coding paths.
///
/// ```swift
/// let batch = try JSONDecoder().decode(DecodedModels<User>.self, from: body)
///
/// // All or nothing: every user, or one error listing every failure of every user.
/// let users = try batch.get()
///
/// // Or take what is valid and report the rest.
/// importer.save(batch.validModels)
/// if let error = batch.error { log(error) }   // [2].age, [5].email, …
/// ```
///
/// An element that is not a model at all (a number, `null`) is a failure at its index
/// with reason ``InvalidValue/Reason/undecodable(_:)``. Data that is not
/// an array throws the decoder's own error from `init(from:)`.
public struct DecodedModels<Model: DecodableModel>: Decodable {
  /// Every element's outcome, in the order of the data: the model, or its failures with
  /// paths that begin with the element's index.
  public let results: [Result<Model, ModelValidationError>]

  /// Decodes every element of an array, keeping each element's model or failures.
  ///
  /// - Throws: The decoder's error when the data is not an array.
  public init(from decoder: any Decoder) throws {
    let base = FieldPath(codingPath: decoder.codingPath).components
    var elements = try decoder.unkeyedContainer()
    var results: [Result<Model, ModelValidationError>] = []
    if let count = elements.count {
      results.reserveCapacity(count)
    }
    while !elements.isAtEnd {
      // The element's path is built only for a failure: a valid element allocates nothing
      // beyond its model.
      let index = results.count
      do {
        switch try elements.decode(Attempt<Model>.self).result {
        case .success(let model):
          results.append(.success(model))
        case .failure(let error as ModelValidationError):
          results.append(.failure(error.prefixed(by: base + [.index(index)])))
        case .failure(let error):
          results.append(.failure(Self.undecodable(error, at: base + [.index(index)])))
        }
      } catch {
        // The container did not move past this element: report it and stop, as the rest
        // cannot be reached.
        results.append(.failure(Self.undecodable(error, at: base + [.index(index)])))
        break
      }
    }
    self.results = results
  }

  /// The valid models, in the order of the data; invalid elements are left out.
  public var validModels: [Model] {
    results.compactMap { try? $0.get() }
  }

  /// One error listing every failure of every invalid element, in the order of the data,
  /// or `nil` when every element is valid.
  public var error: ModelValidationError? {
    let errors = results.compactMap { result -> ModelValidationError? in
      guard case .failure(let error) = result else { return nil }
      return error
    }
    return errors.isEmpty ? nil : ModelValidationError(errors.flatMap(\.failures))
  }

  /// Returns every model when every element is valid.
  ///
  /// - Returns: The models, in the order of the data.
  /// - Throws: One ``ModelValidationError`` listing every failure of every invalid
  ///   element, with paths that begin with the element's index.
  public func get() throws(ModelValidationError) -> [Model] {
    if let error { throw error }
    return validModels
  }

  // The failure of an element that could not be read as a model at all.
  private static func undecodable(_ error: any Error, at path: [FieldPath.Component])
    -> ModelValidationError
  {
    ModelValidationError([
      .undecodable(error, at: FieldPath(path))
    ])
  }
}

extension DecodedModels: Sendable where Model: Sendable {}
