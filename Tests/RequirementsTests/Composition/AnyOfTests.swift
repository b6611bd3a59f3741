import Requirements
import Testing

struct AnyOfTests {
  @Test(
    "|| holds exactly when at least one operand holds, as anyOf does",
    arguments: [true, false], [true, false])
  func orTruthTable(lhs: Bool, rhs: Bool) {
    let a: Requirement<Int> = constant("a", lhs)
    let b: Requirement<Int> = constant("b", rhs)
    #expect((a || b).isValid(0) == (lhs || rhs))
    #expect(Requirement.anyOf([a, b]).isValid(0) == (lhs || rhs))
  }

  @Test(
    "A chain of three || holds exactly when one of the three holds",
    arguments: [true, false], [(true, true), (true, false), (false, true), (false, false)])
  func threeWayOr(first: Bool, rest: (Bool, Bool)) {
    let a: Requirement<Int> = constant("a", first)
    let b: Requirement<Int> = constant("b", rest.0)
    let c: Requirement<Int> = constant("c", rest.1)
    let expected = first || rest.0 || rest.1
    #expect((a || b || c).isValid(0) == expected)
    #expect(Requirement.anyOf([a, b, c]).isValid(0) == expected)
  }

  @Test("Any of an empty list never holds and reads \"never\"")
  func emptyAnyOf() throws {
    let empty = Requirement<Int>.anyOf([])
    #expect(!empty.isValid(0))
    #expect(!empty.isValid(Int.max))
    #expect(empty.description == "never")
    let failure = try #require(empty.failure(for: 0))
    #expect(failure.components.isEmpty)
    #expect(failure.leaves.map(\.requirement) == ["never"])
  }

  @Test("The description joins the parts with \"or\", flattening chains")
  func descriptions() {
    let a: Requirement<Int> = constant("a", true)
    let b: Requirement<Int> = constant("b", true)
    let c: Requirement<Int> = constant("c", true)
    #expect((a || b).description == "a or b")
    #expect((a || b || c).description == "a, b or c")
    #expect((a || (b || c)).description == "a, b or c")
    #expect(Requirement.anyOf([a, b, c]).description == "a, b or c")
  }

  @Test("A conjunction inside a disjunction is parenthesised")
  func conjunctionParenthesised() {
    let a: Requirement<Int> = constant("a", true)
    let b: Requirement<Int> = constant("b", true)
    let c: Requirement<Int> = constant("c", true)
    #expect(((a && b) || c).description == "(a and b) or c")
    #expect((a || b && c).description == "a or (b and c)")
  }

  @Test("A failed disjunction reports every alternative as a failed leaf, in order")
  func failedLeaves() throws {
    let contact = Requirement<String>.email() || .hasPrefix("+")
    let failure = try #require(contact.failure(for: "ann"))
    #expect(failure.requirement == "a valid e-mail address or starts with \"+\"")
    #expect(failure.leaves.map(\.requirement) == ["a valid e-mail address", "starts with \"+\""])
    #expect(contact.failure(for: "+44 20") == nil)
    #expect(contact.failure(for: "ann@example.com") == nil)
  }

  @Test("A throwing alternative counts as unsatisfied and keeps its error")
  func throwingAlternative() throws {
    let thrower: Requirement<Int> = throwingRequirement("parses", code: 9)
    #expect((thrower || constant("yes", true)).isValid(0))
    let failure = try #require((thrower || constant("no", false)).failure(for: 0))
    #expect(failure.leaves.map(\.requirement) == ["parses", "no"])
    #expect(failure.leaves.first?.underlyingError as? TestError == TestError(code: 9))
  }

  @Test(
    "A part that holds decides a disjunction a throwing part left open", arguments: [false, true])
  func decidedDespiteThrowingAlternative(throwerFirst: Bool) throws {
    let thrower: Requirement<Int> = throwingRequirement("parses", code: 9)
    let no: Requirement<Int> = constant("no", false)
    let yes: Requirement<Int> = constant("yes", true)
    let decided = throwerFirst ? thrower || yes : yes || thrower
    #expect(decided.isValid(0))
    #expect(!(!decided).isValid(0))
    // With only failing parts it stays open: its negation fails too, with the error.
    let open = throwerFirst ? thrower || no : no || thrower
    #expect(!open.isValid(0))
    #expect(!(!open).isValid(0))
    let failure = try #require(open.failure(for: 0))
    #expect((failure.underlyingError as? TestError)?.code == 9)
    let negated = try #require((!open).failure(for: 0))
    #expect((negated.underlyingError as? TestError)?.code == 9)
  }

  @Test("A description override replaces the joined description and keeps the leaves")
  func descriptionOverride() throws {
    let contact = Requirement<String>.anyOf(
      [.email(), .hasPrefix("+")]).described("a phone number or an e-mail address")
    #expect(contact.description == "a phone number or an e-mail address")
    let failure = try #require(contact.failure(for: "x"))
    #expect(failure.leaves.count == 2)
  }

  @Test("The block form builds the same disjunction")
  func blockForm() {
    let requirement = Requirement<Int>.anyOf {
      Requirement.maximum(0)
      Requirement.minimum(100)
    }
    #expect(requirement.description == "at most 0 or at least 100")
    #expect(requirement.isValid(-1))
    #expect(requirement.isValid(100))
    #expect(!requirement.isValid(50))
    let named = Requirement<Int>.anyOf { Requirement.maximum(0) }.described("extreme")
    #expect(named.description == "extreme")
  }
}
