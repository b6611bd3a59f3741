import BlackHole
import Validation

/// Workload 1, cheap rules: checks that an `Int` is between 1 and 100 and even.
///
/// One operation checks one candidate with `willBeValid(with:)` and consumes the answer
/// with `blackHole`; a batch checks ``Inputs/batchSize`` candidates.
public final class CheapRules {
  let integers: [Int]

  /// The two rules as `Require` closures over the shared rule bodies.
  let custom = ValidatableValue<Int>(
    Require(RuleText.range) { rangeRule($0) },
    Require(RuleText.even) { evenRule($0) })

  /// The same two rules from the built-in catalogue.
  let catalogue = ValidatableValue<Int>(.range(1...100), .multiple(of: 2))

  /// Prepares the workload.
  ///
  /// - Parameter inputs: The generated inputs.
  public init(inputs: Inputs) {
    integers = inputs.integers
  }

  /// Library, with `Require` closures: one batch.
  ///
  /// - Returns: The number of accepted candidates.
  @inline(never)
  public func library() -> Int {
    Self.countAccepted(integers, by: custom)
  }

  /// Library, with the catalogue's `.range(1...100)` and `.multiple(of: 2)`: one batch.
  ///
  /// - Returns: The number of accepted candidates.
  @inline(never)
  public func libraryCatalogue() -> Int {
    Self.countAccepted(integers, by: catalogue)
  }

  /// Asks `willBeValid(with:)` of each candidate: the library's batch, for either guard.
  @inline(__always)
  static func countAccepted(_ candidates: [Int], by guarded: ValidatableValue<Int>) -> Int {
    var accepted = 0
    for value in candidates {
      let isValid = guarded.willBeValid(with: value)
      blackHole(isValid)
      if isValid { accepted += 1 }
    }
    return accepted
  }

  /// Hand-written: the same rule bodies, called directly.
  ///
  /// One batch.
  ///
  /// - Returns: The number of accepted candidates.
  @inline(never)
  public func handWritten() -> Int {
    var accepted = 0
    for value in integers {
      let isValid = rangeRule(value) && evenRule(value)
      blackHole(isValid)
      if isValid { accepted += 1 }
    }
    return accepted
  }
}
