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
    "!(a || b) holds exactly when no part holds, as !a && !b does",
    arguments: [true, false], [true, false])
  func negatedDisjunctionTruthTable(lhs: Bool, rhs: Bool) {
    let a: Requirement<Int> = constant("a", lhs)
    let b: Requirement<Int> = constant("b", rhs)
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

  @Test("A negation reads \"not …\", parenthesised around composites")
  func descriptions() {
    let a: Requirement<Int> = constant("a", true)
    let b: Requirement<Int> = constant("b", true)
    #expect((!a).description == "not a")
    #expect((!(a && b)).description == "not (a and b)")
    #expect((!(a || b)).description == "not (a or b)")
    #expect((!(!a)).description == "a")
    #expect((!(!(!a))).description == "not a")
    #expect(Requirement<String>.not(.contains(" ")).description == "does not contain \" \"")
  }

  @Test("A description override replaces \"not …\"")
  func descriptionOverride() {
    let noSpaces = Requirement<String>.not(.contains(" ")).described("no spaces")
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
    #expect(!Requirement.not(thrower).described("unparsed").isValid(0))
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

  @Test("A negation is parenthesised inside or, and reads as a list item inside and")
  func negationInsideComposites() {
    let x = Requirement<String>.minLength(2)
    let y = Requirement<String>.hasSuffix("y")
    #expect((!x || y).description == #"fewer than 2 characters or ends with "y""#)
    #expect((!x && y).description == #"fewer than 2 characters and ends with "y""#)
    let z = Requirement<String>.minLength(2).described("two or more")
    #expect((!z || y).description == #"(not two or more) or ends with "y""#)
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
      (.minLength(8), "fewer than 8 characters"),
      (.minLength(1), "empty"),
      (.maxLength(1), "more than 1 character"),
      (.maxBytes(255), "more than 255 bytes"),
      (.atLeast(1, .digits), "no digits"),
      (.atLeast(4, .lowercase), "fewer than 4 lowercase letters"),
      (.only(.letters), "contains a character other than letters"),
      (.ascii(), "contains a non-ASCII character"),
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
      (!Requirement<String>.contains(" ").described("a space")).description == "not a space")
    #expect((!Requirement<String?>.required()).description == "absent")
    #expect((!Requirement<String>.minLength(0)).description == "not at least 0 characters")
    #expect((!Requirement<String>.atLeast(0, .digits)).description == "not at least 0 digits")
    #expect((!Requirement<String>.contains(" ")).described("no spaces").description == "no spaces")
  }
}

extension NotTests {
  @Test("Negated twice, a composite reads as itself, parenthesised and never merged")
  func doubleNegationOfComposites() {
    let a = Requirement<Int>("a") { $0 > 0 }
    let b = Requirement<Int>("b") { $0 > 10 }
    let c = Requirement<Int>("c") { $0 < -10 }
    let twice = !(!(a && b))
    #expect(twice.description == "a and b")
    #expect((twice || c).description == "(a and b) or c")
    for value in [-20, -5, 5, 20] {
      #expect((twice || c).isValid(value) == ((a && b) || c).isValid(value))
    }
  }

  @Test("A list joined by \"and\" is parenthesised in composites and negations")
  func listsWithAnd() {
    #expect((!Requirement<Int>.range(0..<10)).description == "not (at least 0 and less than 10)")
    #expect(
      (Requirement<Int>.range(0..<10) || .minimum(100)).description
        == "(at least 0 and less than 10) or at least 100")
    #expect(
      (Requirement<String>.only(.letters, .digits) && .minLength(3)).description
        == "(only letters and digits) and at least 3 characters")
    #expect(
      (!Requirement<String>.only(.letters, .digits) || .minLength(3)).description
        == "(contains a character other than letters and digits) or at least 3 characters")
  }
}
