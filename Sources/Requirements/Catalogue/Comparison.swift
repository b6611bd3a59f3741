#if canImport(Foundation)
  import Foundation
#endif

extension Requirement where Input: Comparable & Sendable {
  /// A requirement that the input is at least the given bound: Core Data's minimum value.
  ///
  /// Works for any `Comparable` type: numbers, dates, strings. A NaN (a floating-point
  /// number, a `Date` or a `Decimal` that holds one) satisfies no bound.
  ///
  /// ```swift
  /// Requirement<Int>.minimum(18).description   // "at least 18"
  /// ```
  ///
  /// - Parameter bound: The smallest allowed value.
  /// - Returns: A requirement satisfied by `bound` and everything above it.
  public static func minimum(_ bound: Input) -> Requirement {
    precondition(!isUnordered(bound), "A bound must not be NaN.")
    return Requirement(
      "at least \(bound)", constraint: .minimum(.of(bound)),
      kind: { $0 < bound ? dated(.tooSmall) : .other }
    ) {
      $0 >= bound && !isUnordered($0)
    }
  }

  /// A requirement that the input is at most the given bound: Core Data's maximum value.
  ///
  /// ```swift
  /// Requirement<Double>.maximum(1.5).description   // "at most 1.5"
  /// ```
  ///
  /// - Parameter bound: The largest allowed value.
  /// - Returns: A requirement satisfied by `bound` and everything below it.
  public static func maximum(_ bound: Input) -> Requirement {
    precondition(!isUnordered(bound), "A bound must not be NaN.")
    return Requirement(
      "at most \(bound)", constraint: .maximum(.of(bound)),
      kind: { $0 > bound ? dated(.tooLarge) : .other }
    ) {
      $0 <= bound && !isUnordered($0)
    }
  }

  /// A requirement that the input lies in a closed range: Core Data's minimum and maximum
  /// value together.
  ///
  /// ```swift
  /// Requirement<Int>.range(1...100).description   // "between 1 and 100"
  /// Requirement<Int>.range(5...5).description     // "exactly 5"
  /// ```
  ///
  /// - Parameter range: The allowed values, both bounds included.
  /// - Returns: A requirement satisfied by the values in `range`.
  @inlinable
  public static func range(_ range: ClosedRange<Input>)
    -> Requirement
  {
    // Only the check is made here, specialized for the input's type where the entry is
    // used; the rest of the requirement is built out of line.
    entry(range) { { range.contains($0) && !isUnordered($0) } }
  }

  // The requirement `range(_:)` returns, with the check `makeCheck` makes. An integer range
  // is shared (see `SharedEntries`): its check is made only when it is first built.
  @usableFromInline
  static func entry(
    _ range: ClosedRange<Input>, _ makeCheck: () -> @Sendable (Input) -> Bool
  ) -> Requirement {
    if Input.self == Int.self {
      let bounds = unsafeBitCast(range, to: ClosedRange<Int>.self)
      return SharedEntries.requirement(
        .init(.range, Input.self, bounds.lowerBound, bounds.upperBound)
      ) { building(range, makeCheck()) }
    }
    return building(range, makeCheck())
  }

  // The requirement `range(_:)` returns, built anew.
  static func building(
    _ range: ClosedRange<Input>, _ check: @escaping @Sendable (Input) -> Bool
  ) -> Requirement {
    precondition(
      !isUnordered(range.lowerBound) && !isUnordered(range.upperBound),
      "A bound must not be NaN.")
    let text =
      range.lowerBound == range.upperBound
      ? "exactly \(range.lowerBound)" : "between \(range.lowerBound) and \(range.upperBound)"
    return Requirement(
      text,
      constraint: .range(.of(range.lowerBound), .of(range.upperBound)),
      kind: { Self.side(of: $0, lowerBound: range.lowerBound, upperBound: range.upperBound) },
      check)
  }

  /// A requirement that the input lies in a half-open range.
  ///
  /// ```swift
  /// Requirement<Int>.range(0..<10).description   // "at least 0 and less than 10"
  /// ```
  ///
  /// - Parameter range: The allowed values, lower bound included, upper bound excluded.
  /// - Returns: A requirement satisfied by the values in `range`.
  public static func range(_ range: Range<Input>) -> Requirement {
    precondition(
      !isUnordered(range.lowerBound) && !isUnordered(range.upperBound),
      "A bound must not be NaN.")
    // Its own "and" is parenthesised inside a composite or a negation: "not (at least 0
    // and less than 10)".
    return Requirement(
      description: "at least \(range.lowerBound) and less than \(range.upperBound)",
      grouping: .phrase,
      check: { range.contains($0) && !isUnordered($0) }, throwing: nil,
      classify: {
        $0 < range.lowerBound
          ? dated(.tooSmall) : ($0 >= range.upperBound ? dated(.tooLarge) : .other)
      },
      wording: Wording(
        constraint: .halfOpenRange(.of(range.lowerBound), .of(range.upperBound))))
  }

  // Which bound a value outside a closed range breaks; `.other` for a value no bound
  // orders, such as NaN.
  static func side(of value: Input, lowerBound: Input, upperBound: Input)
    -> UnsatisfiedRequirement.Kind
  {
    if value < lowerBound { return dated(.tooSmall) }
    if value > upperBound { return dated(.tooLarge) }
    return .other
  }

  // Whether a value is a NaN that the type's own operators would let through a bound (as
  // a bound, a programming error): a `Date` whose interval is NaN passes `>=` and `<=`
  // (both defined through `<`), and `Decimal`'s NaN orders below every number. A
  // floating-point NaN already fails every comparison. The type tests fold away once
  // specialized.
  @inlinable
  static func isUnordered(_ value: Input) -> Bool {
    #if canImport(Foundation)
      if Input.self == Date.self, let date = value as? Date {
        return date.timeIntervalSinceReferenceDate.isNaN
      }
      if Input.self == Decimal.self, let decimal = value as? Decimal { return decimal.isNaN }
    #endif
    return false
  }

  // A bound's kind as Core Data tells it for dates: too early or too late rather than too
  // small or too large.
  static func dated(_ kind: UnsatisfiedRequirement.Kind) -> UnsatisfiedRequirement.Kind {
    #if canImport(Foundation)
      if Input.self == Date.self {
        return kind == .tooSmall ? .tooEarly : kind == .tooLarge ? .tooLate : kind
      }
    #endif
    return kind
  }
}
