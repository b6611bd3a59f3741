import Requirements
import Testing

struct UnsatisfiedRequirementTests {
  @Test(
    "description is the requirement, the input in parentheses and the thrown error",
    arguments: [
      ("at least 18", "16", nil, "at least 18 (got 16)"),
      ("secret", nil, nil, "secret"),
      ("parses", "x", TestError(code: 3), "parses (got x) [predicate threw: TestError(code: 3)]"),
      ("parses", nil, TestError(code: 4), "parses [predicate threw: TestError(code: 4)]"),
      ("not empty", "", nil, #"not empty (got "")"#),
    ] as [(String, String?, TestError?, String)])
  func descriptionFormat(requirement: String, input: String?, error: TestError?, expected: String) {
    let failure = UnsatisfiedRequirement(
      requirement: requirement, input: input, underlyingError: error)
    #expect(failure.description == expected)
    #expect(String(describing: failure) == expected)
  }

  @Test("The initialiser defaults to no underlying error and no components")
  func initialiserDefaults() {
    let failure = UnsatisfiedRequirement(requirement: "r", input: "i")
    #expect(failure.requirement == "r")
    #expect(failure.input == "i")
    #expect(failure.underlyingError == nil)
    #expect(failure.components.isEmpty)
  }

  @Test(
    "A thrown error and components are each kept, alone or together",
    arguments: [(true, false), (false, true), (true, true)])
  func errorAndComponentsKept(hasError: Bool, hasComponents: Bool) {
    let part = UnsatisfiedRequirement(requirement: "part", input: "x")
    let failure = UnsatisfiedRequirement(
      requirement: "whole", input: "x",
      underlyingError: hasError ? TestError(code: 7) : nil,
      components: hasComponents ? [part, part] : [])
    #expect((failure.underlyingError as? TestError) == (hasError ? TestError(code: 7) : nil))
    #expect(failure.components.map(\.requirement) == (hasComponents ? ["part", "part"] : []))
    #expect(failure.leaves.count == (hasComponents ? 2 : 1))
  }

  @Test("The leaves of a failure without components are the failure itself")
  func leafLeaves() {
    let failure = UnsatisfiedRequirement(requirement: "r", input: "i")
    #expect(failure.leaves.map(\.requirement) == ["r"])
  }

  @Test("The leaves of a nested failure are its innermost failures, in order")
  func nestedLeaves() {
    let failure = UnsatisfiedRequirement(
      requirement: "all", input: "x",
      components: [
        UnsatisfiedRequirement(requirement: "a", input: "x"),
        UnsatisfiedRequirement(
          requirement: "b or c", input: "x",
          components: [
            UnsatisfiedRequirement(requirement: "b", input: "x"),
            UnsatisfiedRequirement(requirement: "c", input: "x"),
          ]),
        UnsatisfiedRequirement(requirement: "d", input: "x"),
      ])
    #expect(failure.leaves.map(\.requirement) == ["a", "b", "c", "d"])
  }

  @Test("redacted() removes the input and the predicate's error at every level, and keeps the rest")
  func redactedRemovesInputEverywhere() {
    let failure = UnsatisfiedRequirement(
      requirement: "all", input: "hunter2", underlyingError: TestError(code: 1),
      components: [
        UnsatisfiedRequirement(
          requirement: "a", input: "hunter2",
          components: [
            UnsatisfiedRequirement(
              requirement: "a1", input: "hunter2", underlyingError: TestError(code: 2))
          ]),
        UnsatisfiedRequirement(requirement: "b", input: "hunter2"),
      ])
    let redacted = failure.redacted()
    #expect(redacted.allFailures.allSatisfy { $0.input == nil })
    #expect(redacted.allFailures.map(\.requirement) == ["all", "a", "a1", "b"])
    #expect(redacted.allFailures.allSatisfy { $0.underlyingError == nil })
    #expect(failure.underlyingError as? TestError == TestError(code: 1))
    #expect(!redacted.description.contains("hunter2"))
    #expect(failure.input == "hunter2")
  }

  @Test("A real failure redacted equals one computed with redactingInput")
  func redactedMatchesRedactingInput() throws {
    let requirement = Requirement<String>.minLength(8) && .atLeast(1, .digits)
    let redacted = try #require(requirement.failure(for: "abc")).redacted()
    let direct = try #require(requirement.failure(for: "abc", redactingInput: true))
    #expect(redacted.allFailures.map(\.description) == direct.allFailures.map(\.description))
  }

  @Test("The initialiser defaults the kind to other and keeps a given kind")
  func initialiserKind() {
    #expect(UnsatisfiedRequirement(requirement: "r", input: "i").kind == .other)
    #expect(UnsatisfiedRequirement(requirement: "r", input: "i", kind: .tooLong).kind == .tooLong)
  }

  @Test("redacted() keeps the kind at every level")
  func redactedKeepsKind() {
    let failure = UnsatisfiedRequirement(
      requirement: "all", input: "x",
      components: [
        UnsatisfiedRequirement(requirement: "a", input: "x", kind: .tooShort),
        UnsatisfiedRequirement(requirement: "b", input: "x", kind: .patternMismatch),
      ], kind: .other)
    #expect(failure.redacted().allFailures.map(\.kind) == [.other, .tooShort, .patternMismatch])
  }

  @Test("A text or integer input, optional or not, reads as it renders; an absent one as nil")
  func keptInputsRenderWhenRead() throws {
    let integer = try #require(Require<Int>("small") { $0 < 10 }.failure(for: 12))
    #expect(integer.input == "12")
    let someInteger = try #require(Require<Int?>("small") { ($0 ?? 0) < 10 }.failure(for: 12))
    #expect(someInteger.input == "12")
    let text = try #require(Require<String?>("short") { ($0 ?? "").count < 2 }.failure(for: "abc"))
    #expect(text.input == "abc")
    #expect(text.input == text.input)
    let absent = try #require(Require<String?>("present") { $0 != nil }.failure(for: nil))
    #expect(absent.input == nil)
    let long = String(repeating: "a", count: 300)
    let cut = try #require(Require<String?>("short") { ($0 ?? "").count < 2 }.failure(for: long))
    #expect(cut.input == String(repeating: "a", count: 256) + "… (300 bytes in all)")
    let secret = try #require(
      Require<Int?>("small") { ($0 ?? 0) < 10 }.failure(for: 12, redactingInput: true))
    #expect(secret.input == nil)
    #expect(!"\(secret)".contains("12"))
  }
}

extension UnsatisfiedRequirementTests {
  @Test("A description shows text between quotes and on one line, whatever the text holds")
  func textIsQuotedAndEscaped() throws {
    let name = Requirement<String>("short") { $0.count < 5 }
    let forged = "Paris\nINFO login ok \"admin\""
    let failure = try #require(name.failure(for: forged))
    #expect(failure.description == #"short (got "Paris\nINFO login ok \"admin\"")"#)
    #expect(!failure.description.contains("\n"))
    #expect(failure.input == forged)
  }

  @Test("A number is shown as it is, and empty text as a pair of quotes")
  func numbersAndEmptyText() throws {
    let adult = Requirement<Int>("at least 18") { $0 >= 18 }
    #expect(try #require(adult.failure(for: 16)).description == "at least 18 (got 16)")
    let filled = Requirement<String>("not empty") { !$0.isEmpty }
    #expect(try #require(filled.failure(for: "")).description == #"not empty (got "")"#)
  }

  @Test("An error a predicate threw is shown on one line")
  func thrownErrorIsEscaped() throws {
    struct Refusal: Error, CustomStringConvertible {
      var description: String { "refused\nFAKE LINE" }
    }
    let parses = Requirement<String>("parses") { _ in throw Refusal() }
    let failure = try #require(parses.failure(for: "x"))
    #expect(failure.description == #"parses (got "x") [predicate threw: refused\nFAKE LINE]"#)
  }
}

extension UnsatisfiedRequirementTests {
  @Test("Text of any string type is shown between quotes")
  func substringIsQuoted() throws {
    let short = Requirement<Substring>("short") { $0.count < 3 }
    let text = "a long\"text"
    let failure = try #require(short.failure(for: text.dropFirst(2)))
    #expect(failure.description == #"short (got "long\"text")"#)
  }
}
