#if canImport(Foundation)
  import Foundation
#endif

extension ValidatableValue {
  // The value this guard last rejected, as a model failure of the field `name`; `nil` when
  // no rejection is pending.
  func rejectionFailure(named name: String) -> ModelValidationError.Failure? {
    guard let rejection = lastRejection, let value = rejectedValue else { return nil }
    return ModelValidationError.Failure(
      rejection, at: FieldPath([.field(name)]), of: self, value: value)
  }

  // This field's current failure as a model failure at `path`, or `nil` when valid.
  func modelFailure(at path: [FieldPath.Component]) -> ModelValidationError.Failure? {
    guard let error = validationError else { return nil }
    return ModelValidationError.Failure(error, at: FieldPath(path), of: self, value: storage)
  }

  // What a failure may show of a value: nothing for a secret, nor for no value (`nil`,
  // which would otherwise read as the text "nil"); a long value cut short, as a
  // requirement's failure shows it.
  func shownValue(_ value: Value?) -> String? {
    guard !isSecret, let value else { return nil }
    // Text and integers, the usual fields, without reflection.
    if Value.self == String.self {
      return shortenedForReport(unsafeBitCast(value, to: String.self))
    }
    if Value.self == String?.self {
      return unsafeBitCast(value, to: String?.self).map(shortenedForReport)
    }
    if Value.self == Int.self { return String(unsafeBitCast(value, to: Int.self)) }
    if Value.self == Int?.self { return unsafeBitCast(value, to: Int?.self).map(String.init) }
    return Requirements.reportedValue(value)
  }

  // How a report shows a rejected value: text between quotes, a number or a Boolean as it
  // is (and to `NSError` as an `NSNumber`), anything else as it renders.
  enum Shown { case text, number, other }

  // How a report shows this value: the usual fields' types without reflection, others by
  // what an optional holds.
  static func shown(_ value: Value) -> Shown {
    if Value.self == String.self || Value.self == String?.self { return .text }
    if Value.self == Int.self || Value.self == Int?.self || Value.self == Double.self
      || Value.self == Bool.self
    {
      return .number
    }
    let inner = innermostValue(value)
    if inner is any StringProtocol || inner is Character || inner is Unicode.Scalar {
      return .text
    }
    #if canImport(Foundation)
      if inner is Decimal { return .number }
    #endif
    let isNumber = inner is any BinaryInteger || inner is any BinaryFloatingPoint || inner is Bool
    return isNumber ? .number : .other
  }
}

extension ModelValidationError.Failure {
  // A field's error as a model failure.
  init<Value>(
    _ error: InvalidValue, at path: FieldPath, of field: ValidatableValue<Value>, value: Value?
  ) {
    self.init(
      path: path, localizedName: error.localizedFieldName, reason: error.reason,
      unsatisfied: error.failures, rejectedValue: field.shownValue(value))
    let shown = value.map(ValidatableValue.shown) ?? .text
    rejectedValueIsText = shown == .text
    rejectedValueIsNumber = shown == .number
  }
}
