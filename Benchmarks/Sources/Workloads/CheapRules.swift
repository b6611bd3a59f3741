import BlackHole
import Validation

/// Workload 1, cheap rules: checks that an `Int` is between 1 and 100 and even.
///
/// One operation checks one candidate with `willBeValid(with:)` and consumes the answer
/// with `blackHole`; a batch checks ``Inputs/batchSize`` candidates.
public final class CheapRules {
  let integers: [Int]

  /// The two rules as `Require` closures over the shared rule bodies, passed one by one.
  let custom = ValidatableValue<Int>(PercentageRules.range, PercentageRules.even)

  /// The same two rules from the built-in catalogue.
  let catalogue = ValidatableValue<Int>(.range(1...100), .multiple(of: 2))

  /// The two `Require` closures as an app keeps them: declared once in a `static let`
  /// array, from which a guard is built once.
  let declaredOnce = ValidatableValue<Int>(
    value: nil, requirements: PercentageRules.evenPercentage)

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

  /// Library, with the two `Require` closures declared once in a `static let` array: one
  /// batch.
  ///
  /// - Returns: The number of accepted candidates.
  @inline(never)
  public func libraryDeclaredOnce() -> Int {
    Self.countAccepted(integers, by: declaredOnce)
  }

  /// Asks `willBeValid(with:)` of each candidate: the library's batch, for every guard.
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

/// The cheap rules, declared once as `Require` closures over the shared rule bodies.
///
/// (Declaring the same closures again for each guard would give the optimizer identical
/// functions to merge, and a merged function is reached through one more call.)
enum PercentageRules {
  /// Between 1 and 100.
  static let range = Require(RuleText.range) { rangeRule($0) }
  /// Even.
  static let even = Require(RuleText.even) { evenRule($0) }
  /// Both, as an app keeps a field's rules: a `static let` array.
  static let evenPercentage: [Requirement<Int>] = [range, even]
}
