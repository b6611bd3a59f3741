// One walk over a model's fields that does everything a form needs after an edit or for a
// submit: it shows the cross-field rules' failures in the fields they name, records async
// results, marks a submit attempt, collects the async checks the fields still need, and
// finds whether the model is valid. A keystroke walks the fields once with it.
//
// The rules run before the walk (they read the model, not a walk). A rule is skipped while
// a field it depends on is invalid, which the walk finds out field by field: a field shows
// a rule's failure when no field visited so far blocks it. A field visited later may still
// block it; `showsBlockedFailure` then tells the caller to show the final failures with a
// second walk. Rules name the fields they depend on before or at the field they name, as
// a form lists them, so that second walk is rare.
struct FormPass: FieldVisitor {
  // What the walk changes besides the rules' failures.
  struct Changes {
    // Whether to record a submit attempt on every form field.
    var marksSubmit = false
    // Async results to record, by field path.
    var results: [FieldPath: AsyncCheckResult] = [:]
  }

  let changes: Changes
  let depth: Int
  // Where the visited model is, from the outermost one.
  let place: [FieldPath.Component]

  // The failing rules of this model and the models holding it, with paths from the
  // outermost model.
  private var failingRules: [FailingRule]

  // The failing rules of the nested models visited so far, which a second walk shows too.
  private var nestedRules: [FailingRule] = []

  // Whether every field and nested model visited so far is valid, and every rule holds.
  private(set) var isValid: Bool

  // The invalid fields visited so far, from the outermost model: they block rules.
  private(set) var invalidPaths: [FieldPath] = []

  // Whether a field showed a rule's failure that a field visited after it blocks.
  private(set) var showsBlockedFailure = false

  // Whether each failing rule has been shown in a field so far.
  private var shown: [Bool]

  // The async checks the fields need, with their paths, and whether the field was edited.
  private(set) var checks: [(path: FieldPath, check: any PendingCheck, isEdited: Bool)] = []

  // Files the fields under their key paths for a submit's snapshot, when given.
  var snapshot: SubmittedFieldsRecorder?

  // Collects the failures a submit throws, when given.
  var failures: FailureVisitor?

  // A pass over `model`'s fields, `depth` levels below the outermost model, at `place`;
  // `outer` are the failing rules of the models that hold it.
  init<Model: ValidatableModel>(
    over model: Model, changes: Changes, depth: Int = 0, place: [FieldPath.Component] = [],
    outer: [FailingRule] = [], outerShown: [Bool] = []
  ) {
    #if DEBUG
      if depth == 0 { FieldListAudit.assertFieldList(of: model) }
    #endif
    self.changes = changes
    self.depth = depth
    self.place = place
    let own = model.failingRules(at: place)
    failingRules = outer + own
    shown = outerShown + Array(repeating: false, count: own.count)
    isValid = Model.isChecked(atDepth: depth) && own.isEmpty
    // A nested model whose own rule fails is invalid at its place, which blocks the
    // rules of the models holding it that depend on it, shown at fields visited before.
    if depth > 0, !own.isEmpty { noteInvalid(FieldPath(place)) }
  }

  // The failures the rules show in the field at `path`, given the invalid fields so far.
  private mutating func shownFailures(at path: FieldPath) -> [UnsatisfiedRequirement] {
    var failures: [UnsatisfiedRequirement] = []
    for (index, rule) in failingRules.enumerated()
    where rule.fields.contains(path) && !rule.isBlocked(by: invalidPaths) {
      failures.append(rule.failure)
      shown[index] = true
    }
    return failures
  }

  mutating func visit<Field: GuardedField>(_ name: String, _ field: inout Field) {
    guard var form = field as? FormField<Field.Value> else {
      if !field.isValid() { noteInvalid(FieldPath(place + [.field(name)])) }
      snapshot?.visit(name, &field)
      failures?.visit(name, &field)
      return
    }
    // The path is built only when something needs it: a valid field of a valid model
    // allocates nothing.
    var path: FieldPath?
    func fieldPath() -> FieldPath {
      if let path { return path }
      let built = FieldPath(place + [.field(name)])
      path = built
      return built
    }
    if changes.marksSubmit { form.markSubmitAttempted() }
    if !changes.results.isEmpty, let result = changes.results[fieldPath()] { form.record(result) }
    if !form.isValid() { noteInvalid(fieldPath()) }
    let shown = failingRules.isEmpty ? [] : shownFailures(at: fieldPath())
    if form.brokenRules.map(\.requirement) != shown.map(\.requirement) {
      form.brokenRules = shown
    }
    if let check = form.pendingCheck { checks.append((fieldPath(), check, form.isEdited)) }
    if let changed = form as? Field { field = changed }
    snapshot?.visit(name, &field)
    failures?.visit(name, &field)
  }

  private mutating func noteInvalid(_ path: FieldPath) {
    isValid = false
    invalidPaths.append(path)
    // A rule shown at a field already visited that this field blocks: only the second walk
    // can take it back.
    for index in failingRules.indices
    where shown[index] && failingRules[index].isBlocked(by: [path]) {
      showsBlockedFailure = true
    }
  }

  mutating func visit<Models: NestedModels>(_ name: String, _ models: inout Models) {
    models.updateEachModel(&self) { [.field(name)] }
    snapshot?.visit(name, &models)
    failures?.visit(name, &models)
  }

  mutating func visitModel<Model: ValidatableModel>(
    _ model: inout Model, at place: () -> [FieldPath.Component]
  ) {
    guard Model.isChecked(atDepth: depth + 1) else {
      isValid = false
      return
    }
    var nested = FormPass(
      over: model, changes: changes, depth: depth + 1, place: self.place + place(),
      outer: failingRules, outerShown: shown)
    model.visitFields(&nested)
    isValid = isValid && nested.isValid
    invalidPaths += nested.invalidPaths
    showsBlockedFailure = showsBlockedFailure || nested.showsBlockedFailure
    for index in shown.indices where nested.shown[index] { shown[index] = true }
    nestedRules += nested.failingRules.dropFirst(failingRules.count) + nested.nestedRules
    checks += nested.checks
  }

  mutating func visit<Value>(_ name: String, plain value: inout Value) {
    snapshot?.visit(name, plain: &value)
  }

  // The failures each field shows once every field is known: what a second walk shows
  // when `showsBlockedFailure`.
  var finalFailures: [FieldPath: [UnsatisfiedRequirement]] {
    var byField: [FieldPath: [UnsatisfiedRequirement]] = [:]
    for rule in failingRules + nestedRules where !rule.isBlocked(by: invalidPaths) {
      for field in rule.fields { byField[field, default: []].append(rule.failure) }
    }
    return byField
  }
}

// A rule that does not hold, with the paths it names and depends on from the outermost
// model.
struct FailingRule {
  let fields: [FieldPath]
  let dependencies: [FieldPath]
  let failure: UnsatisfiedRequirement

  // Whether one of `invalid` lies within a field the rule depends on.
  func isBlocked(by invalid: some Collection<FieldPath>) -> Bool {
    dependencies.contains { dependency in invalid.contains { $0.isWithin(dependency) } }
  }
}

extension ValidatableModel {
  // The rules of a plain validation that do not hold, for a model at `place`.
  func failingRules(at place: [FieldPath.Component]) -> [FailingRule] {
    var failing: [FailingRule] = []
    for rule in Self.rules where rule.applies(in: nil) && !rule.holds(self) {
      guard let failure = rule.requirement.failure(for: self, redactingInput: true) else {
        continue
      }
      let prefix = { (path: FieldPath) in FieldPath(place + path.components) }
      let (fields, dependencies) = paths(of: rule)
      failing.append(
        FailingRule(
          fields: fields.isEmpty ? [FieldPath(place)] : fields.map(prefix),
          dependencies: dependencies.map(prefix), failure: failure))
    }
    return failing
  }
}
