import Foundation
import Requirements
import Testing

// Every catalogue requirement with extreme bounds and extreme inputs: nothing traps, each
// check agrees with the plain comparison, and each failure can be built and read.
struct ExtremeValueTests {
  static let integers = [Int.min, Int.min + 1, -2, -1, 0, 1, 2, Int.max - 1, Int.max]

  static let doubles: [Double] = [
    -.infinity, -.greatestFiniteMagnitude, -1e308, -1, -.leastNonzeroMagnitude, -0.0, 0,
    .leastNonzeroMagnitude, 1, 1e308, .greatestFiniteMagnitude, .infinity, .nan,
  ]

  static let decimals: [Decimal] = [
    .leastFiniteMagnitude, -1, -.leastNonzeroMagnitude, 0, .leastNonzeroMagnitude, 1,
    .greatestFiniteMagnitude, .nan,
  ]

  @Test("Integer comparisons and multiples with extreme bounds", arguments: integers)
  func integerBounds(bound: Int) {
    for input in Self.integers {
      expectChecked(.minimum(bound), input, holds: input >= bound)
      expectChecked(.maximum(bound), input, holds: input <= bound)
      expectChecked(.multiple(of: bound), input, holds: input.isMultiple(of: bound))
      for upper in Self.integers where upper >= bound {
        expectChecked(.range(bound...upper), input, holds: bound <= input && input <= upper)
        if upper > bound {
          expectChecked(.range(bound..<upper), input, holds: bound <= input && input < upper)
        }
      }
    }
  }

  @Test(
    "Fixed-width integers of every size take multiples at their extremes",
    arguments: [Int8.min, -1, 0, 1, 2, Int8.max])
  func smallIntegerMultiples(divisor: Int8) {
    for input in [Int8.min, -1, 0, 1, 2, Int8.max] {
      expectChecked(.multiple(of: divisor), input, holds: input.isMultiple(of: divisor))
    }
    let unsigned = UInt8(truncatingIfNeeded: divisor)
    for input in [UInt8.min, 1, 2, UInt8.max] {
      expectChecked(.multiple(of: unsigned), input, holds: input.isMultiple(of: unsigned))
    }
  }

  @Test("Double comparisons with infinite, huge, tiny and NaN bounds", arguments: doubles)
  func doubleBounds(bound: Double) {
    for input in Self.doubles {
      expectChecked(.minimum(bound), input, holds: input >= bound)
      expectChecked(.maximum(bound), input, holds: input <= bound)
      for upper in Self.doubles where !bound.isNaN && upper >= bound {
        expectChecked(.range(bound...upper), input, holds: bound <= input && input <= upper)
        if upper > bound {
          expectChecked(.range(bound..<upper), input, holds: bound <= input && input < upper)
        }
      }
    }
  }

  @Test("Decimal comparisons with the largest, smallest and NaN decimals", arguments: decimals)
  func decimalBounds(bound: Decimal) {
    // `Decimal`'s NaN orders below every number: no bound may let it pass. (A NaN bound
    // is a programming error.)
    for input in Self.decimals where !bound.isNaN {
      let number = !input.isNaN
      expectChecked(.minimum(bound), input, holds: number && input >= bound)
      expectChecked(.maximum(bound), input, holds: number && input <= bound)
      for upper in Self.decimals where !upper.isNaN && upper >= bound {
        let inside = number && bound <= input && input <= upper
        expectChecked(.range(bound...upper), input, holds: inside)
        if upper > bound {
          expectChecked(
            .range(bound..<upper), input, holds: number && bound <= input && input < upper)
        }
      }
    }
  }

  @Test(
    "Date comparisons with infinite and huge bounds",
    arguments: [-Double.infinity, -1e308, -1e12, 0, 1e12, 1e308, .infinity])
  func dateBounds(secondsSince2001: TimeInterval) {
    let bound = Date(timeIntervalSinceReferenceDate: secondsSince2001)
    // A NaN date only as input: its description stops the program, so a failure must not
    // use it.
    // `Date`'s own `>=` and `<=` let a NaN date pass: the intervals decide instead.
    for seconds in [-Double.infinity, -1e308, -1e12, 0, 1e12, 1e308, .infinity, .nan] {
      let input = Date(timeIntervalSinceReferenceDate: seconds)
      expectChecked(.minimum(bound), input, holds: seconds >= secondsSince2001)
      expectChecked(.maximum(bound), input, holds: seconds <= secondsSince2001)
      let later = Date(timeIntervalSinceReferenceDate: .infinity)
      expectChecked(.range(bound...later), input, holds: seconds >= secondsSince2001)
      if secondsSince2001 < .infinity {
        expectChecked(
          .range(bound..<later), input, holds: seconds >= secondsSince2001 && seconds < .infinity)
      }
    }
    let invalid = Date(timeIntervalSinceReferenceDate: .nan)
    #expect(Requirement<Date>.minimum(bound).failure(for: invalid)?.input == "an invalid date")
  }

  @Test(
    "Lengths, counts and character counts with extreme bounds",
    arguments: [Int.min, -1, 0, 1, Int.max])
  func lengthBounds(bound: Int) {
    for input in ["", "a", "ab👍🏽", String(repeating: "x", count: 300)] {
      let count = input.count
      expectChecked(.minLength(bound), input, holds: count >= bound)
      expectChecked(.maxLength(bound), input, holds: count <= bound)
      expectChecked(.maxBytes(bound), input, holds: input.utf8.count <= bound)
      expectChecked(
        .atLeast(bound, .lowercase), input, holds: input.count { $0.isLowercase } >= bound)
      for upper in [Int.min, -1, 0, 1, Int.max] where upper >= bound {
        expectChecked(.length(bound...upper), input, holds: bound <= count && count <= upper)
      }
    }
    for input in [[], [1], Array(0..<300)] {
      expectChecked(.minCount(bound), input, holds: input.count >= bound)
      expectChecked(.maxCount(bound), input, holds: input.count <= bound)
    }
    // A range of integers can hold more elements than `Int` counts.
    for input in [Int.min..<Int.max, 0..<0, -1..<Int.max, Int.max..<Int.max] {
      let count = UInt(bitPattern: input.upperBound &- input.lowerBound)
      expectChecked(.minCount(bound), input, holds: bound <= 0 || count >= UInt(bound))
      expectChecked(.maxCount(bound), input, holds: bound >= 0 && count <= UInt(bound))
    }
    for upper in [Int.min, -1, 0, 1, Int.max] where upper >= bound {
      for input in [[], [1], Array(0..<300)] {
        expectChecked(
          .count(bound...upper), input, holds: bound <= input.count && input.count <= upper)
      }
    }
  }
}

// Checks one input against a requirement: whether it holds is as expected, and a failure
// exactly when it does not, one that can be read.
private func expectChecked<Input>(
  _ requirement: Requirement<Input>, _ input: Input, holds: Bool,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    requirement.isValid(input) == holds, "\(requirement.description) for \(input)",
    sourceLocation: sourceLocation)
  let failure = requirement.failure(for: input)
  #expect((failure == nil) == holds, sourceLocation: sourceLocation)
  if let failure {
    _ = failure.input
    _ = "\(failure)"
  }
}
