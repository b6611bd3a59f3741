import Requirements
import Testing

struct RequirementBuilderTests {
  @Test("Lines of a block become the parts, in order")
  func linesInOrder() {
    let requirement = Requirement<Int>.allOf {
      Requirement("a") { _ in true }
      Requirement("b") { _ in true }
      Requirement("c") { _ in true }
    }
    #expect(requirement.description == "a, b and c")
  }

  @Test("An empty block declares no parts")
  func emptyBlock() {
    let requirement = Requirement<Int>.allOf {}
    #expect(requirement.description == "always")
    #expect(requirement.isValid(0))
  }

  @Test("An if without else adds its part only when the condition holds", arguments: [true, false])
  func ifWithoutElse(strict: Bool) {
    let password = Requirement<String>.allOf {
      Requirement.minLength(8)
      if strict {
        Requirement.atLeast(1, .digits)
      }
    }
    #expect(
      password.description
        == (strict ? "at least 8 characters and at least 1 digit" : "at least 8 characters"))
    #expect(password.isValid("abcdefgh") == !strict)
    #expect(password.isValid("abcdefg1"))
  }

  @Test("An if/else adds the part of the branch taken", arguments: [true, false])
  func ifElse(useEmail: Bool) {
    let contact = Requirement<String>.allOf {
      if useEmail {
        Requirement.email()
      } else {
        Requirement.hasPrefix("+")
      }
    }
    #expect(contact.description == (useEmail ? "a valid e-mail address" : "starts with \"+\""))
    #expect(contact.isValid("ann@example.com") == useEmail)
    #expect(contact.isValid("+44") == !useEmail)
  }

  enum Strength: CaseIterable, Sendable {
    case weak, medium, strong
  }

  @Test("A switch adds the parts of the matching case", arguments: Strength.allCases)
  func switchCases(strength: Strength) {
    let password = Requirement<String>.allOf {
      switch strength {
      case .weak:
        Requirement.minLength(4)
      case .medium:
        Requirement.minLength(8)
      case .strong:
        Requirement.minLength(12)
        Requirement.atLeast(1, .special)
      }
    }
    let expected: String
    switch strength {
    case .weak: expected = "at least 4 characters"
    case .medium: expected = "at least 8 characters"
    case .strong: expected = "at least 12 characters and at least 1 special character"
    }
    #expect(password.description == expected)
  }

  @Test("A for loop adds the parts of every iteration, in order")
  func forLoop() throws {
    let forbidden = ["<", ">", "&"]
    let safe = Requirement<String>.allOf {
      for text in forbidden {
        Requirement.not(.contains(text))
      }
    }
    #expect(
      safe.description
        == "does not contain \"<\", does not contain \">\" and does not contain \"&\"")
    let failure = try #require(safe.failure(for: "<&>"))
    #expect(
      failure.leaves.map(\.requirement) == [
        "does not contain \"<\"", "does not contain \">\"", "does not contain \"&\"",
      ])
  }

  @Test("An array on a line adds its requirements in place")
  func arrayLine() {
    let shared: [Requirement<String>] = [.minLength(2), .maxLength(5)]
    let requirement = Requirement<String>.allOf {
      Requirement.nonBlank()
      shared
      Requirement.hasPrefix("a")
    }
    #expect(
      requirement.description
        == "not blank, at least 2 characters, at most 5 characters and starts with \"a\"")
    #expect(requirement.isValid("abc"))
    #expect(!requirement.isValid("abcdef"))
  }

  @Test("The builder can be called directly")
  func buildDirectly() {
    let parts = RequirementBuilder<Int>.buildBlock(
      RequirementBuilder.buildExpression(Requirement.minimum(1)),
      RequirementBuilder.buildOptional(nil),
      RequirementBuilder.buildArray([[.maximum(9)], [.multiple(of: 3)]]))
    #expect(parts.map(\.description) == ["at least 1", "at most 9", "a multiple of 3"])
  }
}
