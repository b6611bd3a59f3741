extension UnsatisfiedRequirement {
  /// The error domain and code a failure bridges to as an `NSError`, and the code problem
  /// details give it, as a requirement names them with `reportedAs(domain:code:name:)`.
  public struct ReportedCode: Sendable, Hashable {
    /// The `NSError` domain, such as `"PlayerErrorDomain"`.
    public var domain: String

    /// The `NSError` code within the domain.
    public var code: Int

    /// The machine-readable code problem details give the failure, such as
    /// `"team_has_players"`; `nil` for the code of the failure's kind.
    public var name: String?

    // Created by `reportedAs(domain:code:name:)`.
    package init(domain: String, code: Int, name: String? = nil) {
      self.domain = domain
      self.code = code
      self.name = name
    }

    // A reported code in an object of its own: requirements and failures hold one word for
    // it, so that the failures of the many requirements without one stay cheap to build.
    package final class Box: Sendable {
      let code: ReportedCode

      init(_ code: ReportedCode) {
        self.code = code
      }
    }
  }
}

extension Requirement {
  /// Returns a copy that reports its failures in an error domain and code of your own,
  /// as Core Data apps define theirs.
  ///
  /// ```swift
  /// let age = Requirement<Int>.range(16...50)
  ///   .reportedAs(domain: "PlayerErrorDomain", code: 1, name: "player_age")
  /// ```
  ///
  /// A failure bridged to `NSError` then has this domain and code, and problem details
  /// give it `name` as its code (the code of its kind when `name` is `nil`).
  ///
  /// - Parameters:
  ///   - domain: The `NSError` domain.
  ///   - code: The `NSError` code.
  ///   - name: The code problem details give the failure.
  /// - Returns: The same requirement, reporting the given code.
  public func reportedAs(domain: String, code: Int, name: String? = nil) -> Requirement {
    Requirement(
      details: details.copy(
        reportedCode: .init(
          UnsatisfiedRequirement.ReportedCode(domain: domain, code: code, name: name))))
  }
}
