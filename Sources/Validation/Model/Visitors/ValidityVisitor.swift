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
  mutating func visit<Field: GuardedField>(_ name: String, _ field: inout Field) {
    isValid = isValid && field.isValid()
  }

  @inlinable
  mutating func visitModel<Model: ValidatableModel>(
    _ model: inout Model, at place: () -> [FieldPath.Component]
  ) {
    isValid = isValid && model.isValid(in: context, depth: depth + 1)
  }
}
