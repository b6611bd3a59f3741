// The fields and dependencies a rule names by key path.
//
// @unchecked Sendable: a key path to a main-actor property is not `Sendable`, because
// applying it elsewhere would race; these are only compared and hashed, never applied,
// and a key path does not change once made.
package final class RuleKeyPaths: @unchecked Sendable {
  // The fields a failure is shown next to.
  let fields: [AnyKeyPath]
  // The fields the rule reads.
  let dependencies: [AnyKeyPath]

  init<Model>(fields: [PartialKeyPath<Model>], dependencies: [PartialKeyPath<Model>]) {
    self.fields = fields
    self.dependencies = dependencies
  }
}
