// The model description that bridged errors carry (`NSValidationObjectErrorKey`): one
// level of the model, `Player(name: "Ann", age: 12, pin: <redacted>, team: String)`.
// Guarded fields show their values (text quoted) unless secret; a plain field shows only
// its type, since nothing marks it secret; nested models show only their type (and a
// collection its count), so a deep or wide model costs one level.
extension ValidatableModel {
  // The model as bridged errors name it, cut short past 1 KiB. (Not the model's own
  // `description`, which may show secrets.)
  var objectDescription: String {
    let parts = listedFields.map { "\($0.name): \(Self.shown($0))" }
    return shortenedForReport("\(Self.self)(\(parts.joined(separator: ", ")))")
  }

  private static func shown(_ field: FieldValues.Field) -> String {
    switch field.kind {
    case .guarded: (field.value as? any ShownForObject)?.shownForObject ?? "nil"
    case .models: summary(of: field.value, declared: field.type)
    case .plain: "\(field.type)"
    }
  }

  // A model as its declared type, a collection as its count and element type (`[2 × Order]`,
  // `[2 × String: Member]`), `nil` as `nil`.
  private static func summary(of models: Any, declared: Any.Type) -> String {
    if let collection = models as? any DescribedCollection { return collection.summary }
    let mirror = Mirror(reflecting: models)
    guard mirror.displayStyle == .optional else { return "\(typeName(of: declared))(…)" }
    guard let wrapped = mirror.children.first?.value else { return "nil" }
    return summary(of: wrapped, declared: type(of: wrapped))
  }
}

// A collection of models as a model's description shows it: its count and element type.
private protocol DescribedCollection {
  var summary: String { get }
}

extension Array: DescribedCollection {
  fileprivate var summary: String {
    "[\(count) × \(typeName(of: Element.self))]"
  }
}

extension Dictionary: DescribedCollection {
  fileprivate var summary: String {
    "[\(count) × \(typeName(of: Key.self)): \(typeName(of: Value.self))]"
  }
}

// A type's name with optionals written `Order?`.
private func typeName(of type: Any.Type) -> String {
  var name = "\(type)"
  while name.hasPrefix("Optional<"), name.hasSuffix(">") {
    name = String(name.dropFirst("Optional<".count).dropLast()) + "?"
  }
  return name
}

// A field as a model's description shows it.
protocol ShownForObject {
  var shownForObject: String { get }
}

extension ValidatableValue: ShownForObject {
  // Redacted when secret, `nil` when unset, text quoted, cut short and escaped as a
  // failure's input is.
  var shownForObject: String {
    if isSecret { return Redaction.placeholder }
    guard let storage, let shown = shownValue(storage) else { return "nil" }
    return Self.shown(storage) == .text
      ? String(reflecting: shown) : escapedForReport(shown, escapingQuotes: false)
  }
}

extension FormField: ShownForObject {
  // Redacted when secret, else the input, quoted.
  var shownForObject: String {
    isSecret ? Redaction.placeholder : String(reflecting: input)
  }
}
