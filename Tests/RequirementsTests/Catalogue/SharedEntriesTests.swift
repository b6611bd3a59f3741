import Testing

@testable import Requirements

/// Identical catalogue calls share one requirement; calls that differ in anything never do.
struct SharedEntriesTests {
  /// The object a requirement's parts live in, to tell sharing from equal copies.
  private static func identity<Input>(_ requirement: Requirement<Input>) -> ObjectIdentifier {
    ObjectIdentifier(requirement.details)
  }

  @Test("The same key is one shared requirement, built once")
  func sharesIdenticalCalls() {
    let table = SharedEntries.Table(capacity: 8)
    let key = SharedEntries.Key(.maxLength, String.self, 80)
    var builds = 0
    func entry() -> Requirement<String> {
      SharedEntries.requirement(key, in: table) {
        builds += 1
        return .maxLength(80)
      }
    }
    let first = entry()
    let second = entry()
    #expect(builds == 1)
    #expect(Self.identity(first) == Self.identity(second))
    #expect(second.description == "at most 80 characters")
    #expect(!second.isValid(String(repeating: "a", count: 81)))
  }

  @Test("Another count, description, input type or option is another requirement")
  func keepsDifferentCallsApart() {
    let plain = Requirement<String>.maxLength(3)
    let described = Requirement<String>.maxLength(3).described("short")
    #expect(Self.identity(plain) != Self.identity(described))
    #expect(described.description == "short")
    #expect(plain.description == "at most 3 characters")
    #expect(Self.identity(plain) != Self.identity(Requirement<String>.maxLength(4)))
    #expect(Self.identity(plain) != Self.identity(Requirement<Substring>.maxLength(3)))
    #expect(
      Self.identity(Requirement<String>.email())
        != Self.identity(Requirement<String>.email(.asciiOnly)))
    // Text that is empty is too short; an empty collection has too few elements.
    #expect(Requirement<String>.nonEmpty().failure(for: "")?.kind == .tooShort)
    #expect(Requirement<[Int]>.nonEmpty().failure(for: [])?.kind == .tooFew)
    #expect(Requirement<Int>.range(1...2).description == "between 1 and 2")
    #expect(Requirement<Int>.range(1...1).description == "exactly 1")
  }

  @Test("Character classes in another order, or a caller's own, make another requirement")
  func onlyKeepsClassesApart() {
    #expect(Requirement<String>.only(.letters, .digits).description == "only letters and digits")
    #expect(Requirement<String>.only(.digits, .letters).description == "only digits and letters")
    let vowels = CharacterClass("vowel", in: "aeiou")
    let custom = Requirement<String>.only(vowels, .digits)
    #expect(custom.isValid("a1"))
    #expect(!custom.isValid("b1"))
    #expect(Requirement<String>.only(.letters, .digits).isValid("b1"))
    #expect(Requirement<String>.only().description == "empty")
  }

  @Test("A description comes back byte for byte, not as an equivalent text")
  func descriptionsCompareByBytes() {
    let composed = Requirement<String>.minLength(3).described("Caf\u{E9}")
    let decomposed = Requirement<String>.minLength(3).described("Cafe\u{301}")
    #expect(Array(composed.description.utf8) == Array("Caf\u{E9}".utf8))
    #expect(Array(decomposed.description.utf8) == Array("Cafe\u{301}".utf8))
  }

  @Test("A class of the caller's own is never taken for a built-in one of the same name")
  func callersClassIsNotShared() {
    let letterX = CharacterClass("digit") { $0 == "x" }
    let custom = Requirement<String>.atLeast(1, letterX)
    let builtIn = Requirement<String>.atLeast(1, .digits)
    #expect(custom.isValid("x"))
    #expect(!builtIn.isValid("x"))
    #expect(builtIn.isValid("7"))
    #expect(Self.identity(custom) != Self.identity(Requirement<String>.atLeast(1, letterX)))
  }

  @Test("A table keeps no more than its capacity, and later keys are built each time")
  func boundedTable() {
    let table = SharedEntries.Table(capacity: 2)
    let objects = (0..<3).map { _ in Requirement<String>.nonBlank().details as AnyObject }
    for (count, object) in objects.enumerated() {
      table.share(object, for: .init(.minLength, String.self, count))
    }
    #expect(table.object(for: .init(.minLength, String.self, 0)) != nil)
    #expect(table.object(for: .init(.minLength, String.self, 1)) != nil)
    #expect(table.object(for: .init(.minLength, String.self, 2)) == nil)
    #expect(table.object(for: .init(.maxLength, String.self, 0)) == nil)
  }
}
