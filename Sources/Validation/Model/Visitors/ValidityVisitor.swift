// The visitor behind ``ValidatableModel/isValid(for:)``: ANDs the validity of every field and
// nested model, building nothing.
@usableFromInline
struct ValidityVisitor: FieldVisitor {
  let context: ValidationContext?

  // How many levels below the outermost model the visited model is.
  let depth: Int

  @usableFromInline
  var isValid = true

  // A visitor for `model`, whose field list a debug build audits first.
  @usableFromInline
  init<Model: ValidatableModel>(checking model: Model, context: ValidationContext?, depth: Int) {
    #if DEBUG
      FieldListAudit.assertFieldList(of: model)
    #endif
    self.context = context
    self.depth = depth
  }

  @inlinable
  mutating func visit<Field: GuardedField>(_ name: String, _ field: inout Field) {
    isValid = isValid && field.isValid()
  }

  @usableFromInline
  mutating func visitModel<Model: ValidatableModel>(
    _ model: inout Model, at place: () -> [FieldPath.Component]
  ) {
    isValid = isValid && model.isValid(in: context, depth: depth + 1)
  }
}
