// The visitor behind ``ValidatableModel/isValid(for:)``: ANDs the validity of every field and
// nested model, building nothing.
@usableFromInline
struct ValidityVisitor: FieldVisitor {
  @usableFromInline
  let context: ValidationContext?

  // How many levels below the outermost model the visited model is.
  @usableFromInline
  let depth: Int

  @usableFromInline
  var isValid = true

  @inlinable
  init(context: ValidationContext?, depth: Int) {
    self.context = context
    self.depth = depth
  }

  @inlinable
  mutating func visit<Value>(_ name: String, _ field: inout ValidatableValue<Value>) {
    isValid = isValid && field.isValid()
  }

  @inlinable
  mutating func visit<Value>(_ name: String, _ field: inout ValidatableValue<Value>?) {
    visitPresentGuard(name, &field)
  }

  @inlinable
  mutating func visit<Model: ValidatableModel>(_ name: String, _ model: inout Model) {
    isValid = isValid && model.isValid(in: context, depth: depth + 1)
  }

  @inlinable
  mutating func visit<Model: ValidatableModel>(_ name: String, _ model: inout Model?) {
    if let model {
      isValid = isValid && model.isValid(in: context, depth: depth + 1)
    }
  }

  @inlinable
  mutating func visit<Model: ValidatableModel>(_ name: String, _ models: inout [Model]) {
    for model in models where isValid {
      isValid = model.isValid(in: context, depth: depth + 1)
    }
  }

  @inlinable
  mutating func visit<Model: ValidatableModel>(_ name: String, _ models: inout [Model]?) {
    visitPresentElements(name, &models)
  }

  @inlinable
  mutating func visit<Model: ValidatableModel>(_ name: String, _ models: inout [Model?]) {
    for case let model? in models where isValid {
      isValid = model.isValid(in: context, depth: depth + 1)
    }
  }

  @inlinable
  mutating func visit<Key: Hashable, Model: ValidatableModel>(
    _ name: String, _ models: inout [Key: Model]
  ) {
    for model in models.values where isValid {
      isValid = model.isValid(in: context, depth: depth + 1)
    }
  }

  @inlinable
  mutating func visit<Value>(_ name: String, plain value: inout Value) {}
}
