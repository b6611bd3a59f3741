// The CLDR plural categories: which form of a counted word a language uses for a number
// ("1 character", "2 characters"; Russian "1 символ", "2 символа", "5 символов").
enum PluralCategory: Sendable, Hashable {
  case zero, one, two, few, many, other
}

// The CLDR plural rules for whole numbers, one per rule family the languages use; the
// rules are those of CLDR's `plurals.xml` with no fraction digits (`v = 0`).
enum PluralRule: Sendable {
  // English, German, Dutch: one for 1.
  case oneForOne
  // Spanish, Italian: one for 1, many for multiples of a million.
  case oneForOneManyForMillions
  // French, Portuguese: one for 0 and 1, many for multiples of a million.
  case oneForZeroAndOneManyForMillions
  // Polish.
  case polish
  // Russian.
  case russian
  // Arabic: zero, one, two, few, many and other.
  case arabic
  // Japanese, Chinese: one form.
  case none

  // The category of a whole number (its magnitude, for a negative one).
  func category(of number: Int) -> PluralCategory {
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
    }
  }
}
