/// What a field's async requirements said about one input.
public struct AsyncCheckResult: Sendable {
  /// The input that was checked.
  public let input: String

  /// The async requirements the value breaks, in order; empty when it satisfies them.
  public let failures: [UnsatisfiedRequirement]

  // Whether the input is a secret field's, which descriptions and mirrors redact.
  let isSecret: Bool
}
