#if canImport(Foundation)
  import Foundation

  extension Requirement where Input: Hashable & Sendable {
    /// A requirement that the input is one of an allowed set of values, which messages
    /// show by display names in the locale's language.
    ///
    /// ```swift
    /// let size = Requirement<String>.oneOf(
    ///   ["S", "M"], displayNames: ["S": ["en": "small", "de": "klein"], "M": ["en": "medium", "de": "mittel"]])
    /// size.failure(for: "XL")?.message(in: Locale(identifier: "de"))
    /// // "Muss „klein“ oder „mittel“ sein."
    /// ```
    ///
    /// The description, parameters and codes keep the values themselves; a secret field
    /// shows neither the values nor their names.
    ///
    /// - Parameters:
    ///   - allowed: The allowed values; messages list them in this order.
    ///   - displayNames: The names messages show for some or all of the values.
    /// - Returns: A requirement satisfied by the allowed values only.
    public static func oneOf(_ allowed: [Input], displayNames: [Input: LocalizedText])
      -> Requirement
    {
      let plain = oneOf(allowed)
      var wording = plain.details.wording
      wording.valueNames = Dictionary(
        displayNames.map { (Constraint.Value.of($0.key), $0.value) }, uniquingKeysWith: { $1 })
      return Requirement(details: plain.details.copy(wording: wording))
    }
  }
#endif
