import Requirements

/// A leaf requirement on any input that always answers `holds`, described by `name`.
func constant<Input>(_ name: String, _ holds: Bool) -> Requirement<Input> {
  Requirement(name) { _ in holds }
}

/// The error thrown by the predicates of ``throwingRequirement(_:code:)``.
struct TestError: Error, Equatable {
  let code: Int
}

/// A leaf requirement on any input whose predicate always throws `TestError(code:)`.
func throwingRequirement<Input>(_ name: String, code: Int = 1) -> Requirement<Input> {
  Requirement(name) { _ in throw TestError(code: code) }
}

extension UnsatisfiedRequirement {
  /// This failure followed by every failure below it, depth first.
  var allFailures: [UnsatisfiedRequirement] {
    [self] + components.flatMap(\.allFailures)
  }
}
