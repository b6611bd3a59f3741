extension ValidatableModel {
  /// Records a submit attempt on every form field (nested models' included), so that
  /// their errors show, then validates the whole model.
  ///
  /// ```swift
  /// let valid = try form.submit()
  /// let account = Account(email: valid.email, age: valid.age)   // typed values
  /// ```
  ///
  /// - Returns: The fields' typed values as submitted, read without `try`.
  /// - Throws: One ``ModelValidationError`` with every failure and its path.
  @discardableResult
  public mutating func submit() throws(ModelValidationError) -> SubmittedForm<Self> {
    try submitForm()
  }

  /// Puts every form field (nested models' included) back to the input it was created
  /// with, or last given by ``FormField/reset(to:)``, and clears its edited and
  /// submitted state.
  public mutating func resetForm() {
    resetFormFields()
  }

  /// Sets when every form field (nested models' included) shows its errors; set a
  /// field's ``FormField/errorDisplay`` afterwards to make an exception.
  ///
  /// ```swift
  /// var form = SignUp()
  /// form.setErrorDisplay(.whileTyping)
  /// form.password.errorDisplay = .afterLeaving
  /// ```
  ///
  /// - Parameter display: When the fields show their errors.
  public mutating func setErrorDisplay(_ display: ErrorDisplay) {
    setFieldsErrorDisplay(display)
  }

  // Sets every form field's error display.
  mutating func setFieldsErrorDisplay(_ display: ErrorDisplay) {
    var setter = FieldStateVisitor(action: .display(display), depth: 0)
    visitFields(&setter)
  }

  // Marks every form field submitted, shows the rules' failures in their fields and
  // validates, in one walk of the fields (two for a model that fails: its description).
  mutating func submitForm() throws(ModelValidationError) -> SubmittedForm<Self> {
    try submittingFormPass(FormPass.Changes(marksSubmit: true))
      .outcome.get()
  }

  // Resets every form field.
  mutating func resetFormFields() {
    var resetter = FieldStateVisitor(action: .reset, depth: 0)
    visitFields(&resetter)
  }

  /// The first field that fails: the one to focus after a failed submit.
  ///
  /// Fields come in the order ``visitFields(_:)`` lists them; a failed cross-field rule
  /// gives the first field it belongs to. `nil` when the model is valid.
  public var firstInvalidField: FieldPath? {
    isValid(in: nil, depth: 0) ? nil : validationError(in: nil)?.failures.first?.fields.first
  }
}

// A class view model is a reference: its own methods, and code holding it in a `let`,
// submit and reset it without `mutating`.
extension ValidatableModel where Self: AnyObject {
  /// Records a submit attempt on every form field, then validates the whole model: the
  /// same as the `mutating` method, for a class view model held in a `let` or submitting
  /// itself.
  ///
  /// - Returns: The fields' typed values as submitted, read without `try`, whatever the
  ///   object does afterwards.
  /// - Throws: One ``ModelValidationError`` with every failure and its path.
  @discardableResult
  public func submit() throws(ModelValidationError) -> SubmittedForm<Self> {
    var model = self
    return try model.submitForm()
  }

  /// Puts every form field back to the input it was created or last set with: the same
  /// as the `mutating` method, for a class view model.
  public func resetForm() {
    var model = self
    model.resetFormFields()
  }

  /// Sets when every form field shows its errors: the same as the `mutating` method, for a
  /// class view model.
  ///
  /// - Parameter display: When the fields show their errors.
  public func setErrorDisplay(_ display: ErrorDisplay) {
    var model = self
    model.setFieldsErrorDisplay(display)
  }
}

// Changes the editing state of every form field in a model and the models nested in it,
// each field known by its path.
struct FieldStateVisitor: FieldVisitor {
  enum Action {
    case reset
    case display(ErrorDisplay)
    // The failures of the rules, by the path of a field they name.
    case showRuleFailures([FieldPath: [UnsatisfiedRequirement]])
  }

  let action: Action
  let depth: Int
  // Where the visited model is, from the outermost one.
  var place: [FieldPath.Component] = []

  // Form fields only: a guard has no form state.
  mutating func visit<Field: GuardedField>(_ name: String, _ field: inout Field) {
    guard var form = field as? FormField<Field.Value> else { return }
    apply(to: &form, at: FieldPath(place + [.field(name)]))
    if let changed = form as? Field { field = changed }
  }

  private mutating func apply<Value>(to field: inout FormField<Value>, at path: FieldPath) {
    switch action {
    case .reset: field.reset()
    case .display(let display): field.errorDisplay = display
    case .showRuleFailures(let byField):
      let failures = byField[path] ?? []
      if field.ruleFailures.map(\.requirement) != failures.map(\.requirement) {
        field.brokenRules = failures
      }
    }
  }

  mutating func visit<Models: NestedModels>(_ name: String, _ models: inout Models) {
    models.updateEachModel(&self) { [.field(name)] }
  }

  mutating func visitModel<Model: ValidatableModel>(
    _ model: inout Model, at place: () -> [FieldPath.Component]
  ) {
    guard Model.isChecked(atDepth: depth + 1) else { return }
    var nested = FieldStateVisitor(action: action, depth: depth + 1, place: self.place + place())
    model.visitFields(&nested)
  }
}
