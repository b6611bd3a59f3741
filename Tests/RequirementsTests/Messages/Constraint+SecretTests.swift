import Foundation
import Testing

@testable import Requirements

/// A secret value's failure names its requirements without their values.
struct ConstraintSecretTests {
  static let english = Locale(identifier: "en")

  // The secret failure's description and constraint, for a failing input.
  static func secretFailure<Input>(_ requirement: Requirement<Input>, _ input: Input) throws
    -> UnsatisfiedRequirement
  {
    try #require(requirement.failure(for: input, redactingInput: true))
  }

  @Test(
    "A value-like parameter reads without its value on a secret failure",
    arguments: [
      (Requirement<String>.equalTo("zz-secret"), "equal to the expected value", "Must match."),
      (
        .oneOf(["zz-secret", "yy-secret"]), "one of the allowed values",
        "Must be one of the allowed values."
      ),
      (
        .noneOf(["zz-secret"]), "none of the excluded values",
        "Must not be one of the excluded values."
      ),
      (
        .hasPrefix("zz-secret"), "starts with the required text",
        "Must start with the required text."
      ),
      (.hasSuffix("zz-secret"), "ends with the required text", "Must end with the required text."),
      (.contains("zz-secret"), "contains the required text", "Must contain the required text."),
      (
        (try? .matches(pattern: "zz-secret[0-9]")) ?? .matches(/never/),
        "matches the required format", "Must be in the required format."
      ),
    ])
  func leaves(requirement: Requirement<String>, description: String, message: String) throws {
    let input = requirement.isValid("zz-secret") ? "nope" : "zz-secret"
    let failure = try Self.secretFailure(requirement, input)
    #expect(failure.requirement == description)
    #expect(failure.message(in: Self.english) == message)
    #expect(failure.constraint.map(\.parameters)?.isEmpty == true)
    #expect(!String(describing: failure.constraint).contains("zz-secret"))
    let plain = try #require(requirement.failure(for: input))
    #expect(plain.constraint?.code == failure.constraint?.code)
  }

  struct Pair: Sendable {
    var first: String
    var second: String?
  }

  @Test("Composites read their secret parts without values, and keep the rest")
  func composites() throws {
    let history = Requirement<String>.minLength(8) && .noneOf(["zz-old", "yy-old"])
    #expect(
      try Self.secretFailure(history, "zz-old").requirement
        == "at least 8 characters and none of the excluded values")
    #expect(history.secret.description == "at least 8 characters and none of the excluded values")
    #expect(history.description == "at least 8 characters and (none of: zz-old, yy-old)")
    let either = Requirement<String>.hasPrefix("zz") || .equalTo("yy")
    #expect(
      try Self.secretFailure(either, "a").requirement
        == "starts with the required text or equal to the expected value")
    #expect(
      try Self.secretFailure(!.contains("zz"), "azz").requirement
        == "does not contain the required text")
    #expect(
      try Self.secretFailure(!.equalTo("zz"), "zz").requirement
        == "not equal to the expected value")
    let lifted =
      Requirement<Pair>.on(\.first, named: "first", .hasPrefix("zz"))
      && .on(\.second, named: "second", .ifPresent(.equalTo("yy")))
    let failure = try Self.secretFailure(lifted, Pair(first: "a", second: "b"))
    #expect(
      failure.requirement
        == "first: starts with the required text and second: equal to the expected value (when present)"
    )
    #expect(
      failure.leaves.map(\.requirement) == [
        "first: starts with the required text", "second: equal to the expected value",
      ])
  }

  @Test("A description of the caller's stays, and the constraint still hides its value")
  func customDescription() throws {
    let invite = Requirement<String>.equalTo("zz-code").described("the code you were sent")
    let failure = try Self.secretFailure(invite, "a")
    #expect(failure.requirement == "the code you were sent")
    guard case .hidden(.equalTo)? = failure.constraint else {
      Issue.record("\(String(describing: failure.constraint))")
      return
    }
  }

  @Test("Bounds and a failure that is not secret keep their values")
  func boundsAndPlainFailures() throws {
    let bounded = Requirement<String>.minLength(12) && .maxLength(20)
    #expect(
      try Self.secretFailure(bounded, "abc").leaves.map(\.requirement) == [
        "at least 12 characters"
      ])
    let plain = try #require(Requirement<String>.equalTo("zz").failure(for: "a"))
    #expect(plain.requirement == "equal to zz")
    #expect(plain.message(in: Self.english) == "Must be “zz”.")
  }

  @Test("A hidden constraint keeps its entry's code and has no parameters")
  func hiddenCodes() {
    let hidden: [Constraint.Hidden] = [
      .equalTo, .oneOf, .noneOf, .hasPrefix, .hasSuffix, .contains,
    ]
    #expect(
      hidden.map { Constraint.hidden($0).code } == [
        "equal_to", "one_of", "none_of", "prefix", "suffix", "contains",
      ])
    #expect(hidden.allSatisfy { Constraint.hidden($0).parameters.isEmpty })
  }
}
