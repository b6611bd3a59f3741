import Requirements
import Testing

struct MembershipTests {
  @Test(
    "oneOf accepts only the listed values",
    arguments: [("S", true), ("M", true), ("L", true), ("XL", false), ("s", false), ("", false)])
  func oneOf(input: String, expected: Bool) {
    #expect(Requirement<String>.oneOf(["S", "M", "L"]).isValid(input) == expected)
  }

  @Test(
    "noneOf rejects only the listed values",
    arguments: [("admin", false), ("root", false), ("Admin", true), ("ann", true)])
  func noneOf(input: String, expected: Bool) {
    #expect(Requirement<String>.noneOf(["admin", "root"]).isValid(input) == expected)
  }

  @Test("An empty allowed list accepts nothing and an empty forbidden list accepts everything")
  func emptyLists() {
    #expect(!Requirement<Int>.oneOf([]).isValid(0))
    #expect(Requirement<Int>.noneOf([Int]()).isValid(0))
    #expect(Requirement<Int>.oneOf([]).description == "never")
    #expect(Requirement<Int>.noneOf([Int]()).description == "always")
  }

  @Test("oneOf and noneOf work on integers, including the extremes")
  func integers() {
    let extremes = Requirement<Int>.oneOf([Int.min, 0, Int.max])
    #expect(extremes.isValid(Int.min))
    #expect(extremes.isValid(Int.max))
    #expect(!extremes.isValid(1))
    #expect(!Requirement<Int>.noneOf([Int.min]).isValid(Int.min))
  }

  @Test("Descriptions list the values in the order given")
  func descriptions() {
    #expect(Requirement<String>.oneOf(["S", "M", "L"]).description == "one of: S, M, L")
    #expect(Requirement<Int>.oneOf([3, 1, 2]).description == "one of: 3, 1, 2")
    #expect(Requirement<String>.noneOf(["admin", "root"]).description == "none of: admin, root")
  }

  @Test("A description override replaces the listed values")
  func descriptionOverrides() {
    #expect(Requirement<String>.oneOf(["S"]).described("a size").description == "a size")
    #expect(
      Requirement<String>.noneOf(["root"]).described("not reserved").description
        == "not reserved")
  }

  @Test(
    "equalTo accepts only the expected value",
    arguments: [("hunter2", true), ("hunter3", false), ("Hunter2", false), ("", false)])
  func equalTo(input: String, expected: Bool) {
    #expect(Requirement<String>.equalTo("hunter2").isValid(input) == expected)
  }

  @Test("An empty text reads as \"\" in descriptions, not as nothing")
  func emptyTextShown() {
    #expect(Requirement<String>.equalTo("").description == #"equal to """#)
    #expect(Requirement<String>.oneOf(["", "a"]).description == #"one of: "", a"#)
    #expect(Requirement<String>.noneOf([""]).description == #"none of: """#)
  }

  @Test("NaN equals nothing: never one of the allowed values, never kept out by noneOf")
  func notANumber() {
    #expect(!Requirement<Double>.oneOf([.nan, 1]).isValid(.nan))
    #expect(Requirement<Double>.noneOf([.nan]).isValid(.nan))
  }

  @Test("equalTo reads \"equal to …\"; an override hides the expected value")
  func equalToDescription() throws {
    #expect(Requirement<Int>.equalTo(42).description == "equal to 42")
    #expect(Requirement<String>.equalTo("x").description == "equal to x")
    let confirm = Requirement<String>.equalTo("hunter2").described("matches the password")
    #expect(confirm.description == "matches the password")
    let failure = try #require(confirm.failure(for: "hunter3", redactingInput: true))
    #expect(!failure.description.contains("hunter"))
  }

  @Test("equalTo(true) works for confirmations")
  func equalToBool() {
    let accepted = Requirement<Bool>.equalTo(true).described("terms accepted")
    #expect(accepted.isValid(true))
    #expect(!accepted.isValid(false))
    #expect(accepted.description == "terms accepted")
  }
}

extension MembershipTests {
  @Test("Optional values are described by what they hold, or nil")
  func optionalValues() {
    #expect(Requirement<String?>.equalTo("x").description == "equal to x")
    #expect(Requirement<String?>.oneOf(["x", nil]).description == "one of: x, nil")
    #expect(Requirement<Int?>.noneOf([3]).description == "none of: 3")
  }
}

extension MembershipTests {
  @Test("A list of values is parenthesised inside a composite, so its last item stays one")
  func listInsideComposite() {
    #expect(
      (Requirement<String>.noneOf(["admin", "root"]) && .minLength(3)).description
        == "(none of: admin, root) and at least 3 characters")
    #expect(
      (Requirement<String>.oneOf(["S", "M"]) || .contains(" ")).description
        == #"(one of: S, M) or contains " ""#)
    #expect(
      (Requirement<String>.oneOf(["S"]).described("a size") || .contains(" ")).description
        == #"a size or contains " ""#)
  }
}
