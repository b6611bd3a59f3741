import Requirements

// Decodes a nested model, with failure paths relative to it, and keeps its error instead
// of throwing it, so that an unkeyed container moves on to the next element.
//
// It calls the model's own `init(from:)`, so a model that customizes its decoding (to
// accept an old key, say) decodes the same inside other models and arrays as on its own.
struct Attempt<Model: DecodableModel>: Decodable {
  let result: Result<Model, any Error>

  init(from decoder: any Decoder) throws {
    result = Self.result(from: decoder)
  }

  // The model `decoder` holds, or the error that kept it from decoding.
  static func result(from decoder: any Decoder) -> Result<Model, any Error> {
    do {
      return .success(try Model(from: decoder))
    } catch let error as ModelValidationError {
      // Decoding reports paths from the top of the data: drop the part that leads to this
      // model. An error a custom `init(from:)` makes with `update(_:)` or `validate()` has
      // paths relative to the model already, whatever their first names are.
      // (A custom `init(from:)` can also let through the error of a model it decodes
      // itself, from deeper in the data: that error's paths are from the top too.)
      let base = FieldPath(codingPath: decoder.codingPath).components
      let isFromTop = !base.isEmpty && (error.decodedModelDepth ?? -1) >= base.count
      return .failure(isFromTop ? error.relative(to: base) ?? error : error)
    } catch {
      return .failure(error)
    }
  }
}

extension ModelValidationError {
  // The error with `base` taken off the front of every path, or `nil` when some failure
  // does not lie below `base` (its paths were not made from the top of the data).
  func relative(to base: [FieldPath.Component]) -> ModelValidationError? {
    let prefix = FieldPath(base)
    guard failures.allSatisfy({ $0.path.isWithin(prefix) }) else { return nil }
    return ModelValidationError(failures.map { $0.droppingFirst(base.count) })
  }
}

extension ModelValidationError.Failure {
  // The failure with nothing of the value in it: no rejected value, no input in the
  // unsatisfied requirements, and no decoder message (which can quote the input).
  func redacted() -> Self {
    var failure = self
    if case .undecodable = reason {
      failure.reason = .undecodable(ReportText.undecodedValue.text(in: ProblemDetails.english))
      failure.decodingReason = .undecodedValue
    }
    failure.unsatisfied = unsatisfied.map { $0.redacted() }
    failure.rejectedValue = nil
    return failure
  }

  // The failure with the first `count` components removed from its paths.
  func droppingFirst(_ count: Int) -> Self {
    var failure = self
    failure.path = FieldPath(Array(path.components.dropFirst(count)))
    failure.fields = fields.map { FieldPath(Array($0.components.dropFirst(count))) }
    return failure
  }
}
