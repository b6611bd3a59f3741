// The significant digits of a double's shortest round-trip form, its `description`: how
// many there are, and the power of ten of the first. 1.23456789 has 9 digits from 10^0,
// 1e-07 one digit at 10^-7, 1.2345678901234568e+20 17 digits from 10^20, 100.0 one digit
// at 10^2. Messages show a bound with exactly these digits.
struct ShortestDigits {
  // The number of significant digits, at least 1.
  let count: Int

  // The power of ten of the first significant digit.
  let exponent: Int

  // The digits of a finite, nonzero double.
  init(_ number: Double) {
    let text = number.magnitude.description
    let parts = text.split(separator: "e", maxSplits: 1)
    let mantissa = parts[0]
    let point = mantissa.firstIndex(of: ".")
    let whole = point.map { mantissa[..<$0] } ?? mantissa[...]
    let fraction = point.map { mantissa[mantissa.index(after: $0)...] } ?? ""
    var exponent = parts.count == 2 ? Int(parts[1]) ?? 0 : 0
    let digits: Substring
    if whole.allSatisfy({ $0 == "0" }) {
      // 0.00123: the first digit is after the leading zeros of the fraction.
      let zeros = fraction.prefix { $0 == "0" }.count
      exponent -= zeros + 1
      digits = fraction.dropFirst(zeros)
    } else {
      exponent += whole.count - 1
      digits = Substring(whole + fraction)
    }
    let trailingZeros = digits.reversed().prefix { $0 == "0" }.count
    count = max(1, digits.count - trailingZeros)
    self.exponent = exponent
  }
}
