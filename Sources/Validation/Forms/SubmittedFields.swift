// A class model's listed fields as a submit found them, by the key path
// `withField(_:_:)` passed each through, so that a ``SubmittedForm`` reads them as they
// were, whatever the object does afterwards. A struct model needs none: its copy is one.
struct SubmittedFields {
  // Each field and plain value, and each nested model (a copy: for a class, the object).
  var values: [AnyKeyPath: Any] = [:]
  // The submitted form of each nested model held alone (not in an optional or array).
  var nested: [AnyKeyPath: Any] = [:]

  // Nothing kept: a struct model's form.
  init() {}

  // Records the fields of `model`, at `depth` in its tree.
  init<Model: ValidatableModel>(of model: Model, depth: Int) {
    self = FieldKeyPathRecording.recording { recording in
      var recorder = SubmittedFieldsRecorder(recording: recording, depth: depth)
      model.visitFieldsReadOnly(&recorder)
      return recorder.fields
    }
  }
}

// Files each field a class model lists under the key path `withField(_:_:)` is passing
// it through; a field listed otherwise has no key path, and is left out.
struct SubmittedFieldsRecorder: FieldVisitor {
  let recording: FieldKeyPathRecording.Recording
  let depth: Int
  var fields = SubmittedFields()
  // The key path of the nested model being visited, for `visitModel`.
  private var nestedKeyPath: AnyKeyPath?

  init(recording: FieldKeyPathRecording.Recording, depth: Int) {
    self.recording = recording
    self.depth = depth
  }

  mutating func visit<Field: GuardedField>(_ name: String, _ field: inout Field) {
    guard let keyPath = recording.take() else { return }
    fields.values[keyPath] = field
  }

  mutating func visit<Value>(_ name: String, plain value: inout Value) {
    guard let keyPath = recording.take() else { return }
    fields.values[keyPath] = value
  }

  mutating func visit<Models: NestedModels>(_ name: String, _ models: inout Models) {
    guard let keyPath = recording.take() else { return }
    fields.values[keyPath] = models
    // A model held alone gets a submitted form of its own, which reads its fields typed.
    guard Models.self is any ValidatableModel.Type else { return }
    nestedKeyPath = keyPath
    models.forEachModel(&self) { [.field(name)] }
    nestedKeyPath = nil
  }

  mutating func visitModel<Model: ValidatableModel>(
    _ model: inout Model, at place: () -> [FieldPath.Component]
  ) {
    guard let keyPath = nestedKeyPath, Model.isChecked(atDepth: depth + 1) else { return }
    fields.nested[keyPath] = SubmittedForm(snapshotOf: model, depth: depth + 1)
  }
}
