extension ValidatableValue: Equatable where Value: Equatable {
  /// Two guarded values are equal when their current values are equal (both unset counts
  /// as equal).
  ///
  /// Requirements are functions and cannot be compared; ``ValidatableValue/lastRejection``
  /// is a diagnostic and does not take part.
  ///
  /// - Parameters:
  ///   - lhs: A guarded value.
  ///   - rhs: Another guarded value.
  /// - Returns: Whether their current values are equal.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.storage == rhs.storage
  }
}

extension ValidatableValue: Hashable where Value: Hashable {
  /// Hashes the current value, consistently with `==`.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(storage)
  }
}
