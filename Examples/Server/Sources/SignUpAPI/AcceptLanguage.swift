import Foundation
import Validation

/// The language a response is worded in, chosen from a request's `Accept-Language` field
/// (RFC 9110): the most preferred of the library's languages, English when none is
/// acceptable.
struct AcceptLanguage: Equatable {
  /// The locale the problem details are worded and formatted in, such as `de-CH`.
  let locale: Locale

  /// The language for `Content-Language`: the one the library words the locale's
  /// messages in, such as `de` for `de-CH` or `zh-Hant` for `zh-TW`.
  var language: String { locale.messageLanguageTag }

  /// English, the answer to a request that names no language the library has.
  static let english = AcceptLanguage(locale: ProblemDetails.english)

  /// Picks the language for a field's value, or English when there is none.
  ///
  /// Each range counts with its weight (`q`, 1 when absent); a range with weight 0, an
  /// unreadable weight or an unreadable tag is skipped; among equal weights the first
  /// listed wins; `*` stands for English.
  init(_ field: String?) {
    self = Self.preferred(in: field ?? "") ?? .english
  }

  private init(locale: Locale) {
    self.locale = locale
  }

  // The best acceptable range the library has a language for.
  private static func preferred(in field: String) -> AcceptLanguage? {
    var best: (weight: Double, choice: AcceptLanguage)?
    for element in field.split(separator: ",") {
      let parts = element.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
      guard let tag = parts.first, !tag.isEmpty, let weight = weight(parts.dropFirst()),
        weight > 0, weight > (best?.weight ?? 0), let choice = choice(for: tag)
      else { continue }
      best = (weight, choice)
    }
    return best?.choice
  }

  // The weight of a range from its parameters: `q=` with up to three decimals, 0 to 1.
  private static func weight(_ parameters: ArraySlice<String>) -> Double? {
    guard let parameter = parameters.first(where: { $0.lowercased().hasPrefix("q=") }) else {
      return 1
    }
    let text = parameter.dropFirst(2)
    guard text.count <= 5, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
      let weight = Double(text), (0...1).contains(weight)
    else { return nil }
    return weight
  }

  // The language a range stands for, when the library has it: `de-CH` for German as
  // written in Switzerland. A range of a language the library has only in another variety
  // (`pt-PT`, where it has Brazilian Portuguese) is not acceptable, so that a less
  // preferred range the library has can win.
  private static func choice(for tag: String) -> AcceptLanguage? {
    if tag == "*" { return .english }
    let subtags = tag.split(separator: "-", omittingEmptySubsequences: false)
    guard subtags.allSatisfy({ (1...8).contains($0.count) && $0.allSatisfy(\.isASCII) }),
      subtags.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber } }),
      let primary = subtags.first?.lowercased(),
      primary == "en" || ProblemDetails.languages.contains(primary)
    else { return nil }
    let choice = AcceptLanguage(locale: Locale(identifier: tag))
    guard primary == "en" || choice.language != "en" else { return nil }
    return choice
  }
}
