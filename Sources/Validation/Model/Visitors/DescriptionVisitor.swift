// The visitor behind the model description that bridged errors carry
// (`NSValidationObjectErrorKey`): one level of the model, `Player(name: "Ann", age: 12,
// pin: <redacted>, team: String)`. Guarded fields show their values (text quoted) unless
// secret; a plain field shows only its type, since nothing marks it secret; nested models
// show only their type (and an array its count), so a deep or wide model costs one level.
struct DescriptionVisitor: FieldVisitor {
  private(set) var parts: [String] = []

  mutating func visit<Value>(_ name: String, _ field: inout ValidatableValue<Value>) {
    parts.append("\(name): \(field.shownValueForObject)")
  }

  mutating func visit<Value>(_ name: String, _ field: inout ValidatableValue<Value>?) {
    parts.append("\(name): \(field?.shownValueForObject ?? "nil")")
  }

  mutating func visit<Value>(_ name: String, _ field: inout FormField<Value>) {
    parts.append(
      "\(name): \(field.isSecret ? Redaction.placeholder : String(reflecting: field.input))")
  }

  mutating func visit<Models: NestedModels>(_ name: String, _ models: inout Models) {
    parts.append("\(name): \(Self.summary(of: models))")
  }

  mutating func visit<Value>(_ name: String, plain value: inout Value) {
    parts.append("\(name): \(Value.self)")
  }

  // A model as its type, a collection as its count and element type, `nil` as `nil`.
  static func summary(of models: Any) -> String {
    let mirror = Mirror(reflecting: models)
    if mirror.displayStyle == .optional {
      return mirror.children.first.map { summary(of: $0.value) } ?? "nil"
    }
    if let collection = models as? any Collection {
      return "[\(collection.count) × \(elementType(of: collection))]"
    }
    return "\(type(of: models))(…)"
  }

  private static func elementType<Elements: Collection>(of collection: Elements) -> Any.Type {
    Elements.Element.self
  }
}

extension ValidatableValue {
  // The value as a model's description shows it: redacted when secret, `nil` when unset,
  // text quoted, cut short and escaped as a failure's input is.
  var shownValueForObject: String {
    if isSecret { return Redaction.placeholder }
    guard let storage, let shown = shownValue(storage) else { return "nil" }
    return Self.shown(storage) == .text
      ? String(reflecting: shown) : escapedForReport(shown, escapingQuotes: false)
  }
}

extension ValidatableModel {
  // The model as bridged errors name it: one level of its fields, secrets redacted, cut
  // short past 1 KiB. (Not the model's own `description`, which may show secrets.)
  var objectDescription: String {
    var visitor = DescriptionVisitor()
    visitFieldsReadOnly(&visitor)
    return shortenedForReport("\(Self.self)(\(visitor.parts.joined(separator: ", ")))")
  }
}
