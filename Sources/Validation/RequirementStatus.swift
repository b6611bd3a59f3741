/// One line of a requirement checklist: a requirement's description and whether a value
/// satisfies it.
///
/// A view shows these as a live checklist while the user types a password:
///
/// ```swift
/// for check in user.password.checklist(for: typedText) {
///   print(check.isSatisfied ? "✓" : "✗", check.description)
/// }
/// ```
public struct RequirementStatus: Sendable, Hashable {
  /// The requirement's description.
  public let description: String

  /// Whether the value satisfies the requirement.
  public let isSatisfied: Bool

  // Creates a checklist line.
  //
  // - Parameters:
  //   - description: The requirement's description.
  //   - isSatisfied: Whether the value satisfies it.
  package init(description: String, isSatisfied: Bool) {
    self.description = description
    self.isSatisfied = isSatisfied
  }
}
