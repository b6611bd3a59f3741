import Foundation

// The types guards hold most often. None is a model or expressible by `nil` (an optional of
// one is expressible by `nil` and is no model), so a guard of one skips the runtime's
// conformance lookups when it is created: they cost more than the rest of its setup, on
// every model built for a submit.
extension ValidatableValue {
  // Whether `Value` is one of the plain types.
  static var holdsPlainType: Bool {
    let type = Value.self
    return type == String.self || type == Int.self || type == Double.self
      || type == Bool.self || type == Date.self || type == Decimal.self || type == URL.self
      || type == UUID.self
  }

  // Whether `Value` is an optional of one of the plain types.
  static var holdsOptionalPlainType: Bool {
    let type = Value.self
    return type == String?.self || type == Int?.self || type == Double?.self
      || type == Bool?.self || type == Date?.self || type == Decimal?.self || type == URL?.self
      || type == UUID?.self
  }
}
