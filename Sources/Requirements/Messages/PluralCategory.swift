/// The CLDR plural categories: which form of a counted word a language uses for a number
/// ("1 character", "2 characters"; Russian "1 символ", "2 символа", "5 символов").
public enum PluralCategory: Sendable, Hashable {
  /// The form for zero, in Arabic.
  case zero
  /// The form for one: "1 character".
  case one
  /// The form for two, in Arabic.
  case two
  /// The form for a few: Polish and Russian 2–4, Arabic 3–10.
  case few
  /// The form for many: Polish and Russian 5–20, multiples of a million in Romance languages.
  case many
  /// The form for the other numbers: "2 characters".
  case other
}

/// The CLDR plural rules for whole numbers, one per rule family the languages use; the
/// rules are those of CLDR's `plurals.xml` with no fraction digits (`v = 0`).
public enum PluralRule: Sendable {
  /// English, German, Dutch: one for 1.
  case oneForOne
  /// Spanish, Italian: one for 1, many for multiples of a million.
  case oneForOneManyForMillions
  /// French, Portuguese: one for 0 and 1, many for multiples of a million.
  case oneForZeroAndOneManyForMillions
  /// Polish.
  case polish
  /// Russian.
  case russian
  /// Arabic: zero, one, two, few, many and other.
  case arabic
  /// Japanese, Chinese, Korean: one form.
  case none
  /// A rule of a language's own, for a language added with
  /// ``MessageLanguage/register(_:)`` whose rule none of the others is: the category of a
  /// whole number's magnitude.
  case custom(@Sendable (_ magnitude: UInt) -> PluralCategory)

  /// The category of a whole number (its magnitude, for a negative one).
  public func category(of number: Int) -> PluralCategory {
    let n = number.magnitude
    let lastDigit = n % 10
    let lastTwo = n % 100
    let millions = n != 0 && n % 1_000_000 == 0
    switch self {
    case .oneForOne:
      return n == 1 ? .one : .other
    case .oneForOneManyForMillions:
      return n == 1 ? .one : millions ? .many : .other
    case .oneForZeroAndOneManyForMillions:
      return n <= 1 ? .one : millions ? .many : .other
    case .polish:
      if n == 1 { return .one }
      if (2...4).contains(lastDigit), !(12...14).contains(lastTwo) { return .few }
      return .many
    case .russian:
      if lastDigit == 1, lastTwo != 11 { return .one }
      if (2...4).contains(lastDigit), !(12...14).contains(lastTwo) { return .few }
      return .many
    case .arabic:
      switch n {
      case 0: return .zero
      case 1: return .one
      case 2: return .two
      default:
        if (3...10).contains(lastTwo) { return .few }
        if (11...99).contains(lastTwo) { return .many }
        return .other
      }
    case .none:
      return .other
    case .custom(let rule):
      return rule(n)
    }
  }
}
