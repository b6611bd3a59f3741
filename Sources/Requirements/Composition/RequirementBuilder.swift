/// Declares a list of requirements as a block, one per line.
///
/// `if`, `if`/`else`, `switch` and `for` work inside the block, so a list can depend on
/// configuration.
///
/// ```swift
/// let password = Requirement<String>.allOf {
///   Requirement.length(8...30)
///   Requirement.atLeast(1, .uppercase)
///   if strict {
///     Requirement.atLeast(1, .digits)
///   }
/// }
/// ```
@resultBuilder
public enum RequirementBuilder<Input> {
  /// Turns one requirement into a list of one.
  public static func buildExpression(_ requirement: Requirement<Input>) -> [Requirement<Input>] {
    [requirement]
  }

  /// Passes a list of requirements through, so a block can include a list.
  public static func buildExpression(_ requirements: [Requirement<Input>]) -> [Requirement<Input>] {
    requirements
  }

  /// Joins the lines of a block, in order.
  public static func buildBlock(_ parts: [Requirement<Input>]...) -> [Requirement<Input>] {
    parts.flatMap { $0 }
  }

  /// Builds an `if` without `else`: nothing when the condition is false.
  public static func buildOptional(_ part: [Requirement<Input>]?) -> [Requirement<Input>] {
    part ?? []
  }

  /// Builds the first branch of an `if`/`else` or `switch`.
  public static func buildEither(first: [Requirement<Input>]) -> [Requirement<Input>] {
    first
  }

  /// Builds the second branch of an `if`/`else` or `switch`.
  public static func buildEither(second: [Requirement<Input>]) -> [Requirement<Input>] {
    second
  }

  /// Builds a `for` loop: the requirements of every iteration, in order.
  public static func buildArray(_ parts: [[Requirement<Input>]]) -> [Requirement<Input>] {
    parts.flatMap { $0 }
  }

  /// Builds an `if #available` branch.
  public static func buildLimitedAvailability(_ part: [Requirement<Input>]) -> [Requirement<Input>]
  {
    part
  }
}
