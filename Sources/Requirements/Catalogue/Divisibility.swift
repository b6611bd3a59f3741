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
  /// - Parameters:
  ///   - divisor: The number the input must be a multiple of.
  ///   - description: A description to use instead of "a multiple of …".
  /// - Returns: A requirement satisfied by the multiples of `divisor`.
  @inlinable
  public static func multiple(of divisor: Input, description: String? = nil) -> Requirement {
    Requirement(description ?? "a multiple of \(divisor)") { $0.isMultiple(of: divisor) }
  }
}
