// The visitor behind ``ValidatableModel/validate(for:)``: collects every failure with a path
// relative to the visited model.
//
// Paths are built only for failures, on the way back up, so a valid model costs no
// allocation here.
struct FailureVisitor: FieldVisitor {
  let context: ValidationContext?
  let depth: Int

  // Whether a field's pending rejection is a failure, as in an update: the value it
  // rejected was never stored.
  let includesRejections: Bool
  var failures: [ModelValidationError.Failure] = []

  // Paths whose value was not taken (see ``ValidatableModel/validationError(in:alsoInvalid:depth:)``),
  // relative to the visited model: a nested model skips the rules that depend on the
  // ones inside it.
  let alsoInvalid: [FieldPath]

  // The fields of this model among `alsoInvalid`: the value they hold was not taken, so
  // they are not checked (decoding reports them itself).
  private let notTaken: [String]

  init(
    context: ValidationContext?, depth: Int, alsoInvalid: [FieldPath] = [],
    includesRejections: Bool = false
  ) {
    self.context = context
    self.depth = depth
    self.alsoInvalid = alsoInvalid
    notTaken = alsoInvalid.compactMap { path in
      guard path.components.count == 1, case .field(let name) = path.components[0] else {
        return nil
      }
      return name
    }
    self.includesRejections = includesRejections
  }

  // Whether a field's models are being visited: their failures are then put in order when
  // the field ends (a model a field list visits by itself reports at once).
  private var collectsNested = false

  // The failures of the models of the field being visited, each with its place, put in
  // the order of their places when the field ends (positions in order, keys by name): a
  // dictionary's own order changes from run to run.
  private var nestedFailures:
    [(place: [FieldPath.Component], failures: [ModelValidationError.Failure])] = []

  // The paths that lie below `place`, relative to it.
  private static func paths(_ paths: [FieldPath], below place: [FieldPath.Component])
    -> [FieldPath]
  {
    let base = FieldPath(place)
    return paths.compactMap { path in
      path.isWithin(base) ? FieldPath(Array(path.components.dropFirst(place.count))) : nil
    }
  }

  mutating func visit<Field: GuardedField>(_ name: String, _ field: inout Field) {
    guard !notTaken.contains(name) else { return }
    if includesRejections,
      let rejection = field.withGuard({ $0.rejectionFailure(named: name) }) ?? nil
    {
      failures.append(rejection)
      return
    }
    // A deletion checks delete rules only, not values. The path is an array: it is built
    // only for a failure.
    guard context != .delete, !field.isValid() else { return }
    let failure: ModelValidationError.Failure?
    if let guarded = field.withGuard({ $0.modelFailure(at: [.field(name)]) }) {
      failure = guarded
    } else {
      // The only guarded field without a guard that can be invalid: a form field.
      failure = (field as? FormField<Field.Value>)?.modelFailure(at: [.field(name)])
    }
    if let failure { failures.append(failure) }
  }

  mutating func visit<Models: NestedModels>(_ name: String, _ models: inout Models) {
    guard !notTaken.contains(name) else { return }
    collectsNested = true
    models.forEachModel(&self) { [.field(name)] }
    collectsNested = false
    guard !nestedFailures.isEmpty else { return }
    nestedFailures.sort { $0.place.lexicographicallyPrecedes($1.place, by: Self.precedes) }
    failures += nestedFailures.flatMap(\.failures)
    nestedFailures = []
  }

  // The failures of a nested model at `place`, with paths relative to this model.
  mutating func visitModel<Model: ValidatableModel>(
    _ model: inout Model, at place: () -> [FieldPath.Component]
  ) {
    // The place is built only when needed: a valid model allocates nothing here.
    let inside = alsoInvalid.isEmpty ? [] : Self.paths(alsoInvalid, below: place())
    guard
      let error = model.validationError(
        in: context, alsoInvalid: inside, includingRejections: includesRejections,
        depth: depth + 1)
    else { return }
    let place = place()
    guard collectsNested else {
      failures += error.prefixed(by: place).failures
      return
    }
    nestedFailures.append((place, error.prefixed(by: place).failures))
  }

  // Positions in order, and keys in the order of their names.
  private static func precedes(_ first: FieldPath.Component, _ second: FieldPath.Component)
    -> Bool
  {
    switch (first, second) {
    case (.index(let first), .index(let second)): first < second
    case (.field(let first), .field(let second)): first < second
    case (.index, .field): true
    case (.field, .index): false
    }
  }
}
