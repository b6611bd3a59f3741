extension Requirement where Input: BinaryInteger & Sendable {
  /// A requirement that an integer is a multiple of the given divisor.
  ///
  /// Follows `isMultiple(of:)`: zero is a multiple of everything, only zero is a multiple
  /// of zero, and `Int.min` with a divisor of `-1` does not overflow.
  ///
  /// ```swift
  /// Requirement<Int>.multiple(of: 2).description   // "a multiple of 2"
  /// ```
  ///
  /// - Parameter divisor: The number the input must be a multiple of.
  /// - Returns: A requirement satisfied by the multiples of `divisor`.
  @inlinable
  public static func multiple(of divisor: Input) -> Requirement {
    // Only the check is made here, specialized for the input's type where the entry is
    // used; the rest of the requirement is built out of line.
    //
    // A positive power of two divides exactly the inputs whose low bits are zero (integer
    // bit operations work on two's complement, so this holds for negative inputs too): a
    // mask test, rather than a division on every check.
    if divisor > 0, divisor & (divisor - 1) == 0 {
      let mask = divisor - 1
      return multiple(of: divisor) { $0 & mask == 0 }
    }
    return multiple(of: divisor) { $0.isMultiple(of: divisor) }
  }

  // The requirement `multiple(of:)` returns, with its check.
  @usableFromInline
  static func multiple(
    of divisor: Input, _ check: @escaping @Sendable (Input) -> Bool
  ) -> Requirement {
    Requirement("a multiple of \(divisor)", constraint: .multiple(of: .of(divisor)), check)
  }
}
