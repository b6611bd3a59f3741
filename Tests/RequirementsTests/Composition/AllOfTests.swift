import Foundation
import Requirements
import Testing

struct AllOfTests {
  @Test(
    "&& holds exactly when both operands hold, as allOf does",
    arguments: [true, false], [true, false])
  func andTruthTable(lhs: Bool, rhs: Bool) {
    let a: Requirement<Int> = constant("a", lhs)
    let b: Requirement<Int> = constant("b", rhs)
    #expect((a && b).isValid(0) == (lhs && rhs))
    #expect(Requirement.allOf([a, b]).isValid(0) == (lhs && rhs))
  }

  @Test(
    "A chain of three && holds exactly when all three hold",
    arguments: [true, false], [(true, true), (true, false), (false, true), (false, false)])
  func threeWayAnd(first: Bool, rest: (Bool, Bool)) {
    let a: Requirement<Int> = constant("a", first)
    let b: Requirement<Int> = constant("b", rest.0)
    let c: Requirement<Int> = constant("c", rest.1)
    let expected = first && rest.0 && rest.1
    #expect((a && b && c).isValid(0) == expected)
    #expect((a && (b && c)).isValid(0) == expected)
    #expect(Requirement.allOf([a, b, c]).isValid(0) == expected)
  }

  @Test("All of an empty list holds for every input and reads \"always\"")
  func emptyAllOf() {
    let empty = Requirement<Int>.allOf([])
    #expect(empty.isValid(0))
    #expect(empty.isValid(Int.min))
    #expect(empty.description == "always")
    #expect(empty.failure(for: 0) == nil)
  }

  @Test("The description joins the parts with \"and\"")
  func twoPartDescription() {
    let password = Requirement<String>.minLength(8) && .atLeast(1, .digits)
    #expect(password.description == "at least 8 characters and at least 1 digit")
    #expect(
      Requirement<String>.allOf([.minLength(8), .atLeast(1, .digits)]).description
        == "at least 8 characters and at least 1 digit")
  }

  @Test("A single part reads as that part")
  func singlePartDescription() {
    #expect(Requirement<String>.allOf([.minLength(8)]).description == "at least 8 characters")
  }

  @Test("Chains of && flatten into one list: \"a, b and c\"")
  func chainsFlatten() {
    let a: Requirement<Int> = constant("a", true)
    let b: Requirement<Int> = constant("b", true)
    let c: Requirement<Int> = constant("c", true)
    let d: Requirement<Int> = constant("d", true)
    #expect((a && b && c).description == "a, b and c")
    #expect((a && (b && c)).description == "a, b and c")
    #expect(((a && b) && (c && d)).description == "a, b, c and d")
    #expect(Requirement.allOf([a, b, c]).description == "a, b and c")
  }

  @Test("A disjunction inside a conjunction is parenthesised")
  func disjunctionParenthesised() {
    let a: Requirement<Int> = constant("a", true)
    let b: Requirement<Int> = constant("b", true)
    let c: Requirement<Int> = constant("c", true)
    #expect(((a || b) && c).description == "(a or b) and c")
    #expect((a && (b || c)).description == "a and (b or c)")
    #expect((!a && b).description == "not a and b")
  }

  @Test("A description override replaces the joined description")
  func descriptionOverride() {
    let requirement = Requirement<String>.allOf(
      [.minLength(8), .atLeast(1, .digits)]).described("Strong password")
    #expect(requirement.description == "Strong password")
    #expect(requirement.isValid("abcdefg1"))
    #expect(!requirement.isValid("abcdefgh"))
  }

  @Test(
    "A failure's leaves are exactly the failed parts, in declaration order",
    arguments: [
      ("abc", ["at least 8 characters", "at least 1 digit", "at least 1 uppercase letter"]),
      ("abcdefgh", ["at least 1 digit", "at least 1 uppercase letter"]),
      ("abcdefg1", ["at least 1 uppercase letter"]),
      ("A1", ["at least 8 characters"]),
      ("Abcdefg", ["at least 8 characters", "at least 1 digit"]),
    ])
  func failedLeaves(input: String, expected: [String]) throws {
    let password =
      Requirement<String>.minLength(8) && .atLeast(1, .digits) && .atLeast(1, .uppercase)
    let failure = try #require(password.failure(for: input))
    #expect(
      failure.requirement
        == "at least 8 characters, at least 1 digit and at least 1 uppercase letter")
    #expect(failure.input == input)
    #expect(failure.components.map(\.requirement) == expected)
    #expect(failure.leaves.map(\.requirement) == expected)
    #expect(failure.leaves.allSatisfy { $0.input == input })
  }

  @Test("An input that satisfies every part has no failure")
  func allPartsHold() {
    let password = Requirement<String>.minLength(8) && .atLeast(1, .digits)
    #expect(password.failure(for: "abcdefg1") == nil)
  }

  @Test("Leaves of nested composites are the failed leaves, not the composites")
  func nestedLeaves() throws {
    let a: Requirement<Int> = constant("a", false)
    let b: Requirement<Int> = constant("b", false)
    let c: Requirement<Int> = constant("c", true)
    let d: Requirement<Int> = constant("d", false)
    let failure = try #require(((a || b) && c && d).failure(for: 0))
    #expect(failure.components.map(\.requirement) == ["a or b", "d"])
    #expect(failure.leaves.map(\.requirement) == ["a", "b", "d"])
  }

  @Test("A failed part decides the conjunction: a later part that throws adds no error to it")
  func failedPartDecides() throws {
    let thrower: Requirement<Int> = throwingRequirement("throws")
    let failed = try #require((constant("no", false) && thrower).failure(for: 0))
    #expect(failed.underlyingError == nil)
    let reached = try #require((constant("yes", true) && thrower).failure(for: 0))
    #expect(reached.underlyingError as? TestError == TestError(code: 1))
  }

  @Test("A throwing part makes the conjunction unsatisfied and its leaf keeps the error")
  func throwingPart() throws {
    let requirement = Requirement<Int>.minimum(0) && throwingRequirement("parses", code: 5)
    #expect(!requirement.isValid(1))
    let failure = try #require(requirement.failure(for: 1))
    #expect(failure.leaves.map(\.requirement) == ["parses"])
    #expect(failure.leaves.first?.underlyingError as? TestError == TestError(code: 5))
  }

  @Test("A list of one is negated as its item is")
  func negatedListOfOne() {
    #expect((!Requirement<String>.allOf([.contains(" ")])).description == #"does not contain " ""#)
    #expect((!Requirement<String>.anyOf([.nonEmpty()])).description == "empty")
  }

  @Test("A check stops at the first failed part; a failure report asks every part")
  func checkStopsReportAsksAll() throws {
    let asked = AskedLog()
    func logging(_ name: String, _ holds: Bool) -> Requirement<Int> {
      Requirement(name) { _ in
        asked.record(name)
        return holds
      }
    }
    let rule = logging("a", false) && logging("b", false)
    #expect(!rule.isValid(0))
    #expect(asked.names == ["a"])
    let failure = try #require(rule.failure(for: 0))
    #expect(failure.leaves.map(\.requirement) == ["a", "b"])
    #expect(asked.names.contains("b"))
  }

  @Test(
    "A part that returns false decides a conjunction a throwing part left open",
    arguments: [false, true])
  func decidedDespiteThrowingPart(throwerFirst: Bool) throws {
    let thrower: Requirement<Int> = throwingRequirement("parses", code: 5)
    let no: Requirement<Int> = constant("no", false)
    let yes: Requirement<Int> = constant("yes", true)
    let decided = throwerFirst ? thrower && no : no && thrower
    // Decided false, so its negation holds; with only passing parts it stays open.
    #expect((!decided).isValid(0))
    let open = throwerFirst ? thrower && yes : yes && thrower
    #expect(!(!open).isValid(0))
    let failure = try #require((!open).failure(for: 0))
    #expect((failure.underlyingError as? TestError)?.code == 5)
  }

  @Test("The block form builds the same conjunction, with an optional description")
  func blockForm() {
    let requirement = Requirement<String>.allOf {
      Requirement.length(8...30)
      Requirement.atLeast(1, .digits)
    }
    #expect(requirement.description == "between 8 and 30 characters and at least 1 digit")
    #expect(requirement.isValid("abcdefg1"))
    #expect(!requirement.isValid("abcdefgh"))
    let named = Requirement<String>.allOf {
      Requirement.minLength(1)
    }
    .described("Password")
    #expect(named.description == "Password")
  }

  @Test("A conjunction given to allOf as one part is not parenthesised")
  func nestedConjunctionPart() {
    let a: Requirement<Int> = constant("a", true)
    let b: Requirement<Int> = constant("b", true)
    let c: Requirement<Int> = constant("c", true)
    #expect(Requirement.allOf([a && b, c]).description == "a and b and c")
    #expect(Requirement.anyOf([a || b, c]).description == "a or b or c")
  }

  @Test("A failed conjunction is of kind other; its leaves keep their own kinds")
  func compositeKind() throws {
    let failure = try #require(
      (Requirement<String>.minLength(8) && .maxLength(2)).failure(for: "abc"))
    #expect(failure.kind == .other)
    #expect(failure.leaves.map(\.kind) == [.tooShort, .tooLong])
  }
}

extension AllOfTests {
  @Test("A single part keeps its own description, without parentheses")
  func singleCompositePartDescription() {
    let either: Requirement<String> = .contains("a") || .contains("b")
    let single = Requirement<String>.allOf([either])
    #expect(single.description == #"contains "a" or contains "b""#)
    #expect((!single).description == #"not (contains "a" or contains "b")"#)
  }
}

extension AllOfTests {
  @Test("A list of one reads as its one part does in the same place")
  func listOfOne() {
    let either = Requirement<Int>.minimum(16) || .maximum(5)
    let inner = Requirement<Int>.allOf([either])
    #expect(inner.description == "at least 16 or at most 5")
    #expect(
      Requirement<Int>.allOf([inner, .multiple(of: 2)]).description
        == "(at least 16 or at most 5) and a multiple of 2")
    #expect(
      Requirement<Int>.anyOf([.anyOf([.minimum(16)]), .allOf([.maximum(5)])]).description
        == "at least 16 or at most 5")
    #expect((Requirement<Int>.anyOf([]) && .minimum(16)).description == "never and at least 16")
    #expect((!Requirement<Int>.allOf([.minimum(16)])).description == "not at least 16")
  }
}

/// The names of the requirements asked, in order, from `@Sendable` predicates.
private final class AskedLog: @unchecked Sendable {
  private let lock = NSLock()
  private var asked: [String] = []

  func record(_ name: String) {
    lock.withLock { asked.append(name) }
  }

  var names: [String] {
    lock.withLock { asked }
  }
}
