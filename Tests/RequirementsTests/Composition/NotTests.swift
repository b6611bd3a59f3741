import Requirements
import Testing

struct NotTests {
  @Test("! holds exactly when its operand does not, as not does", arguments: [true, false])
  func notTruthTable(value: Bool) {
    let a: Requirement<Int> = constant("a", value)
    #expect((!a).isValid(0) == !value)
    #expect(Requirement.not(a).isValid(0) == !value)
    #expect((!(!a)).isValid(0) == value)
  }

  @Test(
    "noneOf holds exactly when no part holds, as !anyOf does",
    arguments: [true, false], [true, false])
  func noneOfTruthTable(lhs: Bool, rhs: Bool) {
    let a: Requirement<Int> = constant("a", lhs)
    let b: Requirement<Int> = constant("b", rhs)
    #expect(Requirement.noneOf([a, b]).isValid(0) == !(lhs || rhs))
    #expect((!(a || b)).isValid(0) == !(lhs || rhs))
    #expect((!a && !b).isValid(0) == !(lhs || rhs))
  }

  @Test("De Morgan: !(a && b) agrees with !a || !b", arguments: [true, false], [true, false])
  func deMorgan(lhs: Bool, rhs: Bool) {
    let a: Requirement<Int> = constant("a", lhs)
    let b: Requirement<Int> = constant("b", rhs)
    #expect((!(a && b)).isValid(0) == (!a || !b).isValid(0))
    #expect((!(a && b)).isValid(0) == !(lhs && rhs))
  }

  @Test("None of an empty list holds for every input")
  func emptyNoneOf() {
    let empty = Requirement<Int>.noneOf([Requirement<Int>]())
    #expect(empty.isValid(0))
    #expect(empty.failure(for: 0) == nil)
  }

  @Test("A negation reads \"not …\", parenthesised around composites")
  func descriptions() {
    let a: Requirement<Int> = constant("a", true)
    let b: Requirement<Int> = constant("b", true)
    #expect((!a).description == "not a")
    #expect((!(a && b)).description == "not (a and b)")
    #expect((!(a || b)).description == "not (a or b)")
    #expect((!(!a)).description == "not not a")
    #expect(Requirement<String>.not(.contains(" ")).description == "does not contain \" \"")
  }

  @Test("A description override replaces \"not …\"")
  func descriptionOverride() {
    let noSpaces = Requirement<String>.not(.contains(" "), description: "no spaces")
    #expect(noSpaces.description == "no spaces")
    #expect(noSpaces.isValid("ab"))
    #expect(!noSpaces.isValid("a b"))
  }

  @Test("A failed negation is itself the failed leaf")
  func failedNegationIsLeaf() throws {
    let a: Requirement<Int> = constant("a", true)
    let b: Requirement<Int> = constant("b", true)
    let failure = try #require((!(a && b)).failure(for: 3))
    #expect(failure.requirement == "not (a and b)")
    #expect(failure.input == "3")
    #expect(failure.components.isEmpty)
    #expect(failure.leaves.map(\.requirement) == ["not (a and b)"])
  }

  @Test("A negation fails closed when its operand throws, and keeps the error")
  func negatedThrowingFails() throws {
    let thrower: Requirement<Int> = throwingRequirement("parses", code: 7)
    #expect(!(!thrower).isValid(0))
    #expect(!(!(!thrower)).isValid(0))
    #expect(!Requirement.not(thrower, description: "unparsed").isValid(0))
    let failure = try #require((!thrower).failure(for: 0))
    #expect(failure.requirement == "not parses")
    #expect((failure.underlyingError as? TestError)?.code == 7)
    let redacted = try #require((!thrower).failure(for: 0, redactingInput: true))
    #expect(redacted.underlyingError == nil)
  }

  @Test(
    "A negation of a requirement that may throw answers as the plain negation when it decides",
    arguments: [0, 5])
  func negatedDecidingThrower(input: Int) {
    let positive = Requirement<Int>("positive") { value throws -> Bool in value > 0 }
    #expect((!positive).isValid(input) == !(input > 0))
    #expect(((!positive).failure(for: input) == nil) == !(input > 0))
  }

  @Test("noneOf fails closed when no part holds and a part throws, and keeps the error")
  func noneOfWithThrowingPart() throws {
    let small: Requirement<Int> = .maximum(3)
    let thrower: Requirement<Int> = throwingRequirement("parses", code: 9)
    let rule = Requirement.noneOf([small, thrower])
    #expect(!rule.isValid(10))
    let failure = try #require(rule.failure(for: 10))
    #expect(failure.requirement == "none of: at most 3, parses")
    #expect((failure.underlyingError as? TestError)?.code == 9)
    // A part that holds decides it before the thrower is asked.
    let held = try #require(rule.failure(for: 2))
    #expect(held.leaves.map(\.requirement) == ["not at most 3"])
  }

  @Test("noneOf reads \"none of: …\" and a description override replaces it")
  func noneOfDescription() {
    let safe = Requirement<String>.noneOf([.contains("<"), .contains(">")])
    #expect(safe.description == "none of: contains \"<\", contains \">\"")
    let named = Requirement<String>.noneOf([.contains("<")], description: "no tags")
    #expect(named.description == "no tags")
  }

  @Test(
    "A failed noneOf lists each part that held as a \"not …\" leaf, in declaration order",
    arguments: [
      ("<b>", ["does not contain \"<\"", "does not contain \">\""]),
      ("a>b", ["does not contain \">\""]),
      ("<&", ["does not contain \"<\"", "does not contain \"&\""]),
    ])
  func noneOfLeaves(input: String, expected: [String]) throws {
    let safe = Requirement<String>.noneOf([.contains("<"), .contains(">"), .contains("&")])
    let failure = try #require(safe.failure(for: input))
    #expect(failure.leaves.map(\.requirement) == expected)
    #expect(failure.leaves.allSatisfy { $0.input == input })
    let redacted = try #require(safe.failure(for: input, redactingInput: true))
    #expect(redacted.allFailures.allSatisfy { $0.input == nil })
  }

  @Test("noneOf leaves parenthesise composite parts")
  func noneOfCompositeLeaf() throws {
    let a: Requirement<Int> = constant("a", true)
    let b: Requirement<Int> = constant("b", true)
    let failure = try #require(Requirement.noneOf([a || b]).failure(for: 0))
    #expect(failure.leaves.map(\.requirement) == ["not (a or b)"])
  }

  @Test("An input that none of the parts accepts satisfies noneOf")
  func noneOfPasses() {
    let safe = Requirement<String>.noneOf([.contains("<"), .contains(">")])
    #expect(safe.failure(for: "plain") == nil)
  }

  @Test("The block form of noneOf builds the same requirement")
  func noneOfBlock() throws {
    let reserved = Requirement<String>.noneOf(description: "not reserved") {
      Requirement.hasPrefix("admin")
      Requirement.hasPrefix("root")
    }
    #expect(reserved.description == "not reserved")
    #expect(reserved.isValid("ann"))
    #expect(!reserved.isValid("rootkit"))
    let failure = try #require(reserved.failure(for: "rootkit"))
    #expect(failure.leaves.map(\.requirement) == ["does not start with \"root\""])
  }
}

extension NotTests {
  @Test("noneOf parenthesises composite parts and reads well when empty")
  func noneOfDescriptions() {
    let a: Requirement<Int> = .minimum(1)
    let b: Requirement<Int> = .maximum(9)
    #expect(
      Requirement.noneOf([a && b, .multiple(of: 2)]).description
        == "none of: (at least 1 and at most 9), a multiple of 2")
    #expect(Requirement<Int>.noneOf([Requirement<Int>]()).description == "always")
  }
}

extension NotTests {
  @Test("noneOf inside or around other composites is parenthesised, so it reads unambiguously")
  func noneOfNesting() {
    let a: Requirement<Int> = .minimum(1)
    let b: Requirement<Int> = .maximum(9)
    let c: Requirement<Int> = .multiple(of: 2)
    #expect(
      Requirement.anyOf([.noneOf([a, b]), c]).description
        == "(none of: at least 1, at most 9) or a multiple of 2")
    #expect(
      Requirement.noneOf([a, .anyOf([b, c])]).description
        == "none of: at least 1, (at most 9 or a multiple of 2)")
    #expect(
      Requirement.noneOf([a, .noneOf([b, c])]).description
        == "none of: at least 1, (none of: at most 9, a multiple of 2)")
    #expect((!Requirement.noneOf([a, b])).description == "not (none of: at least 1, at most 9)")
  }
}

extension NotTests {
  @Test("A negation is parenthesised inside or, and reads as a list item inside and")
  func negationInsideComposites() {
    let x = Requirement<String>.minLength(2)
    let y = Requirement<String>.hasSuffix("y")
    #expect((!x || y).description == #"(not at least 2 characters) or ends with "y""#)
    #expect((!x && y).description == #"not at least 2 characters and ends with "y""#)
  }

  @Test(
    "A catalogue entry with a negated phrase of its own reads as that phrase, unparenthesised",
    arguments: [
      (Requirement<String>.contains(" "), #"does not contain " ""#),
      (.hasPrefix("x"), #"does not start with "x""#),
      (.hasSuffix("y"), #"does not end with "y""#),
      (.nonEmpty(), "empty"),
      (.nonBlank(), "blank"),
      (try! .matches(pattern: "[0-9]+"), "does not match [0-9]+"),
      (.matches(/[a-z]+/), "does not match the required format"),
    ])
  func negatedPhrases(requirement: Requirement<String>, phrase: String) {
    #expect((!requirement).description == phrase)
    #expect(Requirement.not(requirement).description == phrase)
    #expect((!requirement || .hasSuffix("z")).description == phrase + #" or ends with "z""#)
    #expect((!(!requirement)).description == requirement.description)
  }

  @Test("A description of one's own is negated as \"not …\", as is an optional's \"required\"")
  func negatedOwnDescription() {
    #expect(
      (!Requirement<String>.contains(" ", description: "a space")).description == "not a space")
    #expect((!Requirement<String?>.required()).description == "absent")
    #expect((!Requirement<String>.contains(" ")).described("no spaces").description == "no spaces")
  }
}

extension NotTests {
  @Test("noneOf shows an optional input by what it holds in each part's failure")
  func optionalInput() throws {
    let failure = try #require(Requirement<String?>.noneOf([.required()]).failure(for: "x"))
    #expect(failure.input == "x")
    #expect(failure.components.map(\.input) == ["x"])
  }
}
