import BlackHole
import Validation

// Prototype (issue #23 A): cross-field rules declared with a result builder that returns an
// opaque type built from small generic rule structs, so that a computed `static var` lets
// the optimizer see every predicate. Benchmark-only; not library API.

/// A set of cross-field rules on a model.
protocol ProtoRules<Model> {
  associatedtype Model
  /// Whether every rule that runs in `context` holds.
  func holds(_ model: Model, in context: ValidationContext?) -> Bool
}

/// One rule: a description, the fields it is shown next to and depends on, its contexts.
struct ProtoRule<Model>: ProtoRules {
  let description: String
  let fields: [String]
  let dependencies: [String]
  let contexts: Set<ValidationContext>?
  let predicate: (Model) -> Bool

  @inline(__always)
  init(
    _ description: String, fields: [String] = [], dependsOn dependencies: [String] = [],
    when contexts: Set<ValidationContext>? = nil, _ predicate: @escaping (Model) -> Bool
  ) {
    self.description = description
    self.fields = fields
    self.dependencies = dependencies
    self.contexts = contexts
    self.predicate = predicate
  }

  @inline(__always)
  func holds(_ model: Model, in context: ValidationContext?) -> Bool {
    if let contexts {
      guard let context, contexts.contains(context) else { return true }
    }
    return predicate(model)
  }
}

/// Two rule sets, checked in order.
struct ProtoRulePair<First: ProtoRules, Second: ProtoRules>: ProtoRules
where First.Model == Second.Model {
  let first: First
  let second: Second

  @inline(__always)
  func holds(_ model: First.Model, in context: ValidationContext?) -> Bool {
    first.holds(model, in: context) && second.holds(model, in: context)
  }
}

/// Builds a rule set from the rules listed in a block.
@resultBuilder
enum ProtoRulesBuilder<Model> {
  static func buildExpression(_ rule: ProtoRule<Model>) -> ProtoRule<Model> { rule }

  static func buildPartialBlock<R: ProtoRules<Model>>(first: R) -> R { first }

  static func buildPartialBlock<A: ProtoRules<Model>, B: ProtoRules<Model>>(
    accumulated: A, next: B
  ) -> ProtoRulePair<A, B> {
    ProtoRulePair(first: accumulated, second: next)
  }
}

/// A model whose rules are declared with ``ProtoRulesBuilder``.
protocol ProtoModel: ValidatableModel {
  associatedtype Rules: ProtoRules<Self>
  @ProtoRulesBuilder<Self> static var protoRules: Rules { get }
}

/// ANDs the validity of every field, as the library's validity visitor does.
struct ProtoValidity: FieldVisitor {
  var isValid = true
  mutating func visit<Value>(_ name: String, _ field: inout ValidatableValue<Value>) {
    isValid = isValid && field.isValid()
  }
  mutating func visit<Value>(_ name: String, _ field: inout ValidatableValue<Value>?) {
    if let field { isValid = isValid && field.isValid() }
  }
  mutating func visit<Model: ValidatableModel>(_ name: String, _ model: inout Model) {
    isValid = isValid && model.isValid()
  }
  mutating func visit<Model: ValidatableModel>(_ name: String, _ model: inout Model?) {
    if let model { isValid = isValid && model.isValid() }
  }
  mutating func visit<Model: ValidatableModel>(_ name: String, _ models: inout [Model]) {
    for model in models where isValid { isValid = model.isValid() }
  }
  mutating func visit<Model: ValidatableModel>(_ name: String, _ models: inout [Model]?) {
    for model in models ?? [] where isValid { isValid = model.isValid() }
  }
  mutating func visit<Model: ValidatableModel>(_ name: String, _ models: inout [Model?]) {
    for case let model? in models where isValid { isValid = model.isValid() }
  }
  mutating func visit<Key: Hashable, Model: ValidatableModel>(
    _ name: String, _ models: inout [Key: Model]
  ) {
    for model in models.values where isValid { isValid = model.isValid() }
  }
  mutating func visit<Value>(_ name: String, plain value: inout Value) {}
}

extension ProtoModel {
  /// The prototype's `isValid()`: every field, then the rules.
  @inline(__always)
  func protoIsValid() -> Bool {
    var check = ProtoValidity()
    var model = self
    model.visitFields(&check)
    guard check.isValid else { return false }
    return Self.protoRules.holds(self, in: nil)
  }
}

/// The sign-up model with its rule declared by the builder.
struct ProtoUser: ProtoModel {
  var firstName = ValidatableValue<String>(
    name: "First name", UserRequirements.firstName)
  var lastName = ValidatableValue<String?>(
    name: "Last name", UserRequirements.lastName)
  var email = ValidatableValue<String>(
    name: "E-mail", UserRequirements.email)
  var password = ValidatableValue<String>(
    value: nil, name: "Password", isSecret: true, requirements: UserRequirements.password)
  var age = ValidatableValue<Int>(name: "Age", UserRequirements.age)

  static var protoRules: some ProtoRules<ProtoUser> {
    ProtoRule(
      RuleText.namesDiffer, fields: ["lastName"], dependsOn: ["firstName", "lastName"]
    ) {
      namesDifferRule(
        firstName: $0.firstName.currentValue ?? "", lastName: $0.lastName.currentValue ?? nil)
    }
  }

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("firstName", &firstName)
    visitor.visit("lastName", &lastName)
    visitor.visit("email", &email)
    visitor.visit("password", &password)
    visitor.visit("age", &age)
  }

  @inline(__always)
  mutating func write(_ record: UserRecord) {
    _ = try? firstName.setValue(record.firstName)
    _ = try? lastName.setValue(record.lastName)
    _ = try? email.setValue(record.email)
    _ = try? password.setValue(record.password)
    _ = try? age.setValue(record.age)
  }
}

/// Workload 2 with the prototype's rules.
public final class ModelValidityPrototype {
  let records: [UserRecord]
  var user = ProtoUser()

  /// Prepares the workload.
  public init(inputs: Inputs) {
    records = inputs.validRecords
  }

  /// One batch.
  @inline(never)
  public func library() -> Int {
    var user = self.user
    var validCount = 0
    for record in records {
      user.write(record)
      let isValid = user.protoIsValid()
      blackHole(isValid)
      if isValid { validCount += 1 }
    }
    self.user = user
    return validCount
  }
}
