// The visitor behind the model description that bridged errors carry
// (`NSValidationObjectErrorKey`): one level of the model, `Player(age: 12, pin: <redacted>,
// team: nil)`. Guarded fields describe themselves, so secrets stay redacted; nested models
// show only their type (and an array its count), so a deep or wide model costs one level.
struct DescriptionVisitor: FieldVisitor {
  private(set) var parts: [String] = []

  mutating func visit<Value>(_ name: String, _ field: inout ValidatableValue<Value>) {
    parts.append("\(name): \(field.description)")
  }

  mutating func visit<Value>(_ name: String, _ field: inout ValidatableValue<Value>?) {
    parts.append("\(name): \(field?.description ?? "nil")")
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ model: inout Model) {
    parts.append("\(name): \(Model.self)(…)")
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ model: inout Model?) {
    parts.append("\(name): \(model == nil ? "nil" : "\(Model.self)(…)")")
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ models: inout [Model]) {
    parts.append("\(name): [\(models.count) × \(Model.self)]")
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ models: inout [Model]?) {
    parts.append("\(name): \(models.map { "[\($0.count) × \(Model.self)]" } ?? "nil")")
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ models: inout [Model?]) {
    parts.append("\(name): [\(models.count) × \(Model.self)?]")
  }

  mutating func visit<Key: Hashable, Model: ValidatableModel>(
    _ name: String, _ models: inout [Key: Model]
  ) {
    parts.append("\(name): [\(models.count) × \(Key.self): \(Model.self)]")
  }

  mutating func visit<Value>(_ name: String, plain value: inout Value) {
    parts.append("\(name): \(reportedValue(value) ?? "nil")")
  }

  mutating func visit<Value>(_ name: String, _ field: inout FormField<Value>) {
    parts.append("\(name): \(field.description)")
  }
}

extension ValidatableModel {
  // The model as bridged errors name it: its own description when it has one, or one
  // level of its fields, secrets redacted, cut short past 1 KiB.
  var objectDescription: String {
    if let described = self as? any CustomStringConvertible {
      return shortenedForReport(described.description)
    }
    var visitor = DescriptionVisitor()
    visitFieldsReadOnly(&visitor)
    return shortenedForReport("\(Self.self)(\(visitor.parts.joined(separator: ", ")))")
  }
}
