import Requirements
import Testing

struct KeyPathLiftingTests {
  struct Address: Sendable {
    var zip: String
  }

  struct Person: Sendable {
    var name: String
    var age: Int
    var address: Address
  }

  static let ann = Person(name: "Ann", age: 15, address: Address(zip: ""))

  @Test("The default name is the key path's property")
  func defaultName() {
    #expect(Requirement<Person>.on(\.age, .minimum(16)).description == "age: at least 16")
    #expect(Requirement<Person>.on(\Person.name, .nonEmpty()).description == "name: not empty")
  }

  @Test("The default name of a nested key path is the dotted property path")
  func nestedDefaultName() {
    #expect(
      Requirement<Person>.on(\.address.zip, .minLength(5)).description
        == "address.zip: at least 5 characters")
  }

  @Test("named: replaces the default name")
  func namedOverride() {
    #expect(
      Requirement<Person>.on(\.age, named: "Age", .minimum(16)).description == "Age: at least 16")
  }

  @Test(
    "The lifted requirement checks the part of the whole value",
    arguments: [(15, false), (16, true), (50, true)])
  func checksPart(age: Int, expected: Bool) {
    let adult = Requirement<Person>.on(\.age, .minimum(16))
    let person = Person(name: "Ann", age: age, address: Address(zip: "12345"))
    #expect(adult.isValid(person) == expected)
  }

  @Test("A failure's components are the part's failures, named after it, with its value as input")
  func componentsCarryPartFailure() throws {
    let requirement = Requirement<Person>.on(\.age, .minimum(16))
    let failure = try #require(requirement.failure(for: Self.ann))
    #expect(failure.requirement == "age: at least 16")
    #expect(failure.components.count == 1)
    let part = try #require(failure.components.first)
    #expect(part.requirement == "age: at least 16")
    #expect(part.input == "15")
    #expect(part.kind == .tooSmall)
    #expect(failure.leaves.map(\.requirement) == ["age: at least 16"])
  }

  @Test("A lifted composite reports the part's failed leaves, each named after the part")
  func liftedCompositeLeaves() throws {
    let zip = Requirement<Person>.on(\.address.zip, .nonEmpty() && .matches(/[0-9]{5}/))
    let failure = try #require(zip.failure(for: Self.ann))
    #expect(
      failure.leaves.map(\.requirement) == [
        "address.zip: not empty", "address.zip: matches the required format",
      ])
    #expect(failure.leaves.allSatisfy { $0.input == "" })
  }

  @Test("The block form lifts the conjunction of the declared requirements")
  func blockForm() throws {
    let age = Requirement<Person>.on(\.age) {
      Requirement.minimum(16)
      Requirement.maximum(50)
    }
    #expect(age.description == "age: (at least 16 and at most 50)")
    let failure = try #require(age.failure(for: Self.ann))
    #expect(failure.leaves.map(\.requirement) == ["age: at least 16"])
    let named = Requirement<Person>.on(\.age, named: "Age") { Requirement.minimum(16) }
    #expect(named.description == "Age: at least 16")
  }

  @Test("Requirements lifted from several parts combine and report each part")
  func combinedParts() throws {
    let person = Requirement<Person>.on(\.name, .minLength(4)) && .on(\.age, .minimum(16))
    #expect(person.description == "name: at least 4 characters and age: at least 16")
    let failure = try #require(person.failure(for: Self.ann))
    #expect(
      failure.components.map(\.requirement) == ["name: at least 4 characters", "age: at least 16"])
    #expect(failure.leaves.map(\.input) == ["Ann", "15"])
  }

  @Test("Redacting a lifted failure removes the part's input too")
  func redactingLifted() throws {
    let requirement = Requirement<Person>.on(\.name, .minLength(4))
    let failure = try #require(requirement.failure(for: Self.ann, redactingInput: true))
    #expect(failure.allFailures.count == 2)
    #expect(failure.allFailures.allSatisfy { $0.input == nil })
  }

  @Test("A throwing requirement on the part keeps its error")
  func throwingPart() throws {
    let requirement = Requirement<Person>.on(\.age, throwingRequirement("parses", code: 2))
    #expect(!requirement.isValid(Self.ann))
    let failure = try #require(requirement.failure(for: Self.ann))
    #expect(failure.underlyingError as? TestError == TestError(code: 2))
    #expect(failure.leaves.first?.underlyingError as? TestError == TestError(code: 2))
  }

  @Test("A lifted failure is of kind other; the part's failure keeps its kind")
  func liftedKind() throws {
    let failure = try #require(
      Requirement<Person>.on(\.age, .minimum(16)).failure(for: Self.ann))
    #expect(failure.kind == .other)
    #expect(failure.leaves.map(\.kind) == [.tooSmall])
  }
}

/// A property wrapper, as `@Validated` is: its wrapped property is a computed property.
@propertyWrapper
private struct Wrapped<Value> {
  var wrappedValue: Value
}

private struct Member {
  var age: Int
  @Wrapped var height = 0
  var isAdult: Bool { age >= 18 }
  var nickname: String { "" }
}

// Whether `description` is `requirement`, unnamed, or after `part`'s name: the runtime
// names a computed property's key path only where it finds the getter's symbol (not on
// Linux).
private func reads(_ description: String?, as requirement: String, part: String) -> Bool {
  description == requirement || description == "\(part): \(requirement)"
}

// Whether the runtime gives no name to a wrapped property's key path, as on Linux.
private let wrappedPropertyIsUnnamed =
  Requirement<Member>.on(\.height, .minimum(1)).description == "at least 1"

extension KeyPathLiftingTests {
  @Test("A computed property without a name reads as the part's requirement, unnamed")
  func computedPropertyName() throws {
    let lifted = Requirement<Member>.on(\.isAdult, .equalTo(true))
    #expect(reads(lifted.description, as: "equal to true", part: "isAdult"))
    #expect(!lifted.description.contains("0x"))
    let failure = try #require(lifted.failure(for: Member(age: 3)))
    #expect(reads(failure.requirement, as: "equal to true", part: "isAdult"))
    #expect(failure.leaves.count == 1)
    #expect(reads(failure.leaves.first?.requirement, as: "equal to true", part: "isAdult"))
    #expect(failure.leaves.map(\.input) == ["false"])
    #expect(
      Requirement<Member>.on(\.isAdult, named: "adult", .equalTo(true)).description
        == "adult: equal to true")
  }

  @Test("A property wrapper's property without a name reads as the part's requirement")
  func wrappedPropertyName() throws {
    let tall = Requirement<Member>.on(\.height, .minimum(18))
    #expect(reads(tall.description, as: "at least 18", part: "height"))
    let failure = try #require(tall.failure(for: Member(age: 20, height: 10)))
    #expect(failure.leaves.count == 1)
    #expect(reads(failure.leaves.first?.requirement, as: "at least 18", part: "height"))
    #expect(failure.leaves.map(\.input) == ["10"])
    #expect(tall.isValid(Member(age: 20, height: 18)))
    let named = Requirement<Member>.on(\.height, named: "height", .minimum(18))
    #expect(named.description == "height: at least 18")
    #expect(
      named.failure(for: Member(age: 20, height: 10))?.leaves.map(\.requirement)
        == ["height: at least 18"])
  }

  @Test(
    "An unnamed part binds and negates as its requirement does",
    .enabled(if: wrappedPropertyIsUnnamed, "the runtime names the key path"))
  func unnamedPartComposes() {
    let either = Requirement<Member>.on(\.height, .minimum(16) || .maximum(5))
    #expect(
      (either && .on(\.age, .minimum(1))).description
        == "(at least 16 or at most 5) and age: at least 1")
    #expect((!either).description == "not (at least 16 or at most 5)")
    #expect(
      (!Requirement<Member>.on(\.nickname, .contains(" "))).description
        == #"does not contain " ""#)
  }
}

extension KeyPathLiftingTests {
  @Test("A composite part is parenthesised after its name, so the whole reads unambiguously")
  func compositePartDescription() {
    let age = Requirement<Person>.on(\.age, .minimum(16) || .maximum(5))
    let name = Requirement<Person>.on(\.name, .nonEmpty())
    #expect((age && name).description == "age: (at least 16 or at most 5) and name: not empty")
    let bounded = Requirement<Person>.on(\.age) {
      Requirement.minimum(16)
      Requirement.maximum(50)
    }
    #expect(bounded.description == "age: (at least 16 and at most 50)")
    #expect(Requirement<Person>.on(\.name, !.nonEmpty()).description == "name: empty")
  }
}

extension KeyPathLiftingTests {
  struct Size: Sendable {
    var pair: (Int, Int)
  }

  @Test("A tuple element's key path is named with one dot, as written")
  func tupleElement() {
    #expect(Requirement<Size>.on(\.pair.0, .minimum(1)).description == "pair.0: at least 1")
    #expect(Requirement<(Int, Int)>.on(\.1, .minimum(1)).description == "1: at least 1")
  }

  @Test("A block of one composite is parenthesised after the name like the composite itself")
  func blockOfOneComposite() {
    let age = Requirement<Person>.on(\.age) { Requirement.minimum(16) || Requirement.maximum(5) }
    #expect(age.description == "age: (at least 16 or at most 5)")
    #expect(
      (age && .on(\.name, .nonEmpty())).description
        == "age: (at least 16 or at most 5) and name: not empty")
  }
}

extension KeyPathLiftingTests {
  struct Body: Sendable {
    var age: Int
    var height: Int
  }

  @Test("Two parts with the same rule are told apart by their leaves")
  func sameRuleOnTwoParts() throws {
    let grown = Requirement<Body>.on(\.age, .minimum(18)) && .on(\.height, .minimum(18))
    let failure = try #require(grown.failure(for: Body(age: 3, height: 9)))
    #expect(failure.leaves.map(\.requirement) == ["age: at least 18", "height: at least 18"])
    #expect(failure.leaves.map(\.input) == ["3", "9"])
    let redacted = failure.redacted()
    #expect(redacted.leaves.map(\.requirement) == ["age: at least 18", "height: at least 18"])
    #expect(redacted.leaves.allSatisfy { $0.input == nil })
  }
}

extension KeyPathLiftingTests {
  @Test("A negated lifted requirement negates the part's requirement after the part's name")
  func negatedLifting() {
    #expect(
      (!Requirement<Person>.on(\.name, .contains(" "))).description
        == #"name: does not contain " ""#)
    #expect(
      (!Requirement<Person>.on(\.age, .minimum(16) || .maximum(5))).description
        == "age: not (at least 16 or at most 5)")
    #expect((!(!Requirement<Person>.on(\.name, .nonEmpty()))).description == "name: not empty")
  }
}
