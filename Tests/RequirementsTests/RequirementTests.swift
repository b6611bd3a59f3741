import Requirements
import Testing

struct RequirementTests {
  @Test("A requirement keeps the description it was created with")
  func keepsDescription() {
    let nonZero = Requirement<Int>("Non-zero") { $0 != 0 }
    #expect(nonZero.description == "Non-zero")
    #expect(String(describing: nonZero) == "Non-zero")
  }

  @Test(
    "isValid answers what the predicate answers", arguments: [(0, false), (14, true), (-3, true)])
  func isValidFollowsPredicate(input: Int, expected: Bool) {
    let nonZero = Requirement<Int>("Non-zero") { $0 != 0 }
    #expect(nonZero.isValid(input) == expected)
  }

  @Test("Require is the same type as Requirement")
  func requireIsRequirement() {
    let even: Require<Int> = Require("Even") { $0.isMultiple(of: 2) }
    let same: Requirement<Int> = even
    #expect(same.isValid(4))
    #expect(!same.isValid(5))
  }

  @Test("validate does not throw for an input that satisfies the requirement")
  func validatePasses() throws {
    try Requirement<Int>.minimum(18).validate(18)
  }

  @Test("validate throws an UnsatisfiedRequirement naming the requirement and the input")
  func validateThrows() throws {
    let error = #expect(throws: UnsatisfiedRequirement.self) {
      try Requirement<Int>.minimum(18).validate(16)
    }
    let failure = try #require(error)
    #expect(failure.requirement == "at least 18")
    #expect(failure.input == "16")
    #expect(failure.underlyingError == nil)
    #expect(failure.components.isEmpty)
    #expect(failure.description == "at least 18 (got 16)")
  }

  @Test("failure(for:) is nil for an input that satisfies the requirement")
  func failureIsNilWhenSatisfied() {
    #expect(Requirement<Int>.minimum(18).failure(for: 30) == nil)
  }

  @Test("failure(for:) renders the input with String(describing:); nil has no input to show")
  func failureRendersInput() throws {
    let failure = try #require(Requirement<String?>.required().failure(for: nil))
    #expect(failure.input == nil)
    let nested = try #require(Requirement<Int??>("absent") { $0 == nil }.failure(for: .some(nil)))
    #expect(nested.input == nil)
    let number = try #require(Requirement<Double>.maximum(1).failure(for: 2.5))
    #expect(number.input == "2.5")
    let text = try #require(Requirement<String>.minLength(3).failure(for: "ab"))
    #expect(text.input == "ab")
  }

  @Test("failure(for:redactingInput: true) has no input at any level")
  func redactingFailureHasNoInput() throws {
    struct Account: Sendable {
      var password: String
      var pin: Int?
    }
    let requirement =
      Requirement<Account>.on(\.password, .minLength(8) && .atLeast(1, .digits))
      && .on(\.pin, .ifPresent(.minimum(1000)))
      && !.anyOf([.on(\.password, .contains("secret"))])
    let account = Account(password: "secret", pin: 12)

    let redacted = try #require(requirement.failure(for: account, redactingInput: true))
    #expect(redacted.allFailures.count > 4)
    #expect(redacted.allFailures.allSatisfy { $0.input == nil })

    let plain = try #require(requirement.failure(for: account))
    #expect(plain.allFailures.allSatisfy { $0.input != nil })
    // The text to find is hidden too; the rest of each description stays.
    let shown = redacted.allFailures.map(\.requirement)
    #expect(shown.allSatisfy { !$0.contains("\"secret\"") })
    #expect(
      plain.allFailures.map { $0.requirement.replacing("\"secret\"", with: "the required text") }
        == shown)
  }

  @Test("A throwing predicate counts as unsatisfied")
  func throwingPredicateIsUnsatisfied() {
    let requirement: Requirement<Int> = throwingRequirement("parses")
    #expect(!requirement.isValid(1))
  }

  @Test("A throwing predicate's error is kept in underlyingError")
  func throwingPredicateKeepsError() throws {
    let requirement: Requirement<Int> = throwingRequirement("parses", code: 7)
    let failure = try #require(requirement.failure(for: 1))
    #expect(failure.requirement == "parses")
    #expect(failure.input == "1")
    #expect(failure.underlyingError as? TestError == TestError(code: 7))

    let error = #expect(throws: UnsatisfiedRequirement.self) { try requirement.validate(1) }
    #expect(try #require(error).underlyingError as? TestError == TestError(code: 7))
  }

  @Test("A predicate that returns false has no underlying error")
  func falsePredicateHasNoError() throws {
    let failure = try #require(constant("never", false).failure(for: 1))
    #expect(failure.underlyingError == nil)
  }

  @Test("described(_:) replaces the description and keeps the predicate")
  func describedRenames() {
    let renamed = Requirement<Int>.minimum(18).described("Adult")
    #expect(renamed.description == "Adult")
    #expect(renamed.isValid(18))
    #expect(!renamed.isValid(17))
  }

  @Test("described(_:) on a composite keeps reporting its failed leaves")
  func describedKeepsLeaves() throws {
    let strong = (Requirement<String>.minLength(8) && .atLeast(1, .digits)).described(
      "Strong password")
    #expect(strong.description == "Strong password")
    let failure = try #require(strong.failure(for: "abc"))
    #expect(failure.requirement == "Strong password")
    #expect(failure.input == "abc")
    #expect(failure.leaves.map(\.requirement) == ["at least 8 characters", "at least 1 digit"])
  }

  @Test("described(_:) makes a composite read as one unit inside another")
  func describedIsAnAtom() {
    let a: Requirement<Int> = constant("a", true)
    let b: Requirement<Int> = constant("b", true)
    let c: Requirement<Int> = constant("c", true)
    #expect(((a || b).described("x") && c).description == "x and c")
    #expect(((a && b).described("x") && c).description == "x and c")
    #expect((!(a && b).described("x")).description == "not x")
  }

  @Test("A custom requirement's failure is of kind other")
  func customKind() throws {
    let failure = try #require(Requirement<Int>("Non-zero") { $0 != 0 }.failure(for: 0))
    #expect(failure.kind == .other)
  }

  @Test("described(_:) keeps the kind of a catalogue requirement's failure")
  func describedKeepsKind() throws {
    let adult = Requirement<Int>.minimum(18).described("Adult")
    #expect(try #require(adult.failure(for: 3)).kind == .tooSmall)
    let short = Requirement<String>.maxLength(2).described("Short")
    #expect(try #require(short.failure(for: "abc")).kind == .tooLong)
  }
}

extension RequirementTests {
  @Test("Redacting drops a throwing predicate's error, which may quote the input")
  func redactingDropsUnderlyingError() throws {
    struct Quoting: Error { let text: String }
    let parses = Requirement<String>("parses") { throw Quoting(text: $0) }
    let shown = try #require(parses.failure(for: "hunter2"))
    #expect((shown.underlyingError as? Quoting)?.text == "hunter2")
    let hidden = try #require(parses.failure(for: "hunter2", redactingInput: true))
    #expect(hidden.underlyingError == nil)
    #expect(!"\(hidden)".contains("hunter2"))
  }
}

extension RequirementTests {
  @Test(
    "A rejected input up to 256 characters and 1 KiB is shown whole, emoji and accents included",
    arguments: [
      String(repeating: "a", count: 256), String(repeating: "👩‍👩‍👧‍👦", count: 40),
      String(repeating: "e\u{301}", count: 200),
    ])
  func shortInputShownWhole(input: String) throws {
    let failure = try #require(Requirement<String>.contains("b").failure(for: input))
    #expect(failure.input == input)
  }

  @Test("A longer rejected input is cut at 256 characters and marked with its size")
  func longInputCutShort() throws {
    let input = String(repeating: "a", count: 257)
    let failure = try #require(Requirement<String>.maxLength(30).failure(for: input))
    #expect(failure.input == String(repeating: "a", count: 256) + "… (257 bytes in all)")
    let huge = String(repeating: "é", count: 5_000_000)
    let hugeFailure = try #require(Requirement<String>.maxLength(30).failure(for: huge))
    #expect(hugeFailure.input == String(repeating: "é", count: 256) + "… (10000000 bytes in all)")
    let array = Array(repeating: 7, count: 1_000)
    let listed = try #require(Requirement<[Int]>.maxCount(3).failure(for: array))
    #expect(
      listed.input?.hasSuffix("… (\(String(describing: array).utf8.count) bytes in all)") == true)
    #expect(listed.input.map { $0.hasPrefix("[7, 7, 7") } == true)
  }
}

extension RequirementTests {
  @Test(
    "A rejected input over 1 KiB is cut at a character boundary, or a scalar one within one character"
  )
  func longInputCutByBytes() throws {
    let family = "👩‍👩‍👧‍👦"  // 25 bytes
    let families = String(repeating: family, count: 256)
    let failure = try #require(Requirement<String>.maxLength(3).failure(for: families))
    #expect(failure.input == String(repeating: family, count: 40) + "… (6400 bytes in all)")
    let zalgo = "e" + String(repeating: "\u{301}", count: 100_000)
    let accented = try #require(Requirement<String>.contains("x").failure(for: zalgo))
    let shown = try #require(accented.input)
    #expect(shown.unicodeScalars.starts(with: "e\u{301}\u{301}".unicodeScalars))
    #expect(shown.hasSuffix("… (200001 bytes in all)"))
    #expect(shown.utf8.count < 1_100)
  }

  @Test("A thrown error is cut short in a failure's description, as the input is")
  func longErrorCutShort() throws {
    struct Quoting: Error, CustomStringConvertible {
      let text: String
      var description: String { "rejected \(text)" }
    }
    let rule = Requirement<String>("known") { throw Quoting(text: $0) }
    let failure = try #require(rule.failure(for: String(repeating: "q", count: 100_000)))
    #expect(failure.description.utf8.count < 1_000)
  }
}
