import Validation

extension ValidatableModel {
  // Assigns guarded fields keeping every value, valid or not, as a record read from a row
  // or built by its initializer must. A plain assignment to a `@Validated` property rejects
  // an invalid value and keeps the old one, so an initializer written `self.age = age`
  // would turn a stored 60 into the declared starting value, silently valid; a draft's
  // edit keeps the value and the field reports itself invalid.
  mutating func keepingInvalidValues(_ assign: (inout Self) -> Void) {
    var draft = Draft(self)
    assign(&draft.editing)
    self = draft.editing
  }
}
