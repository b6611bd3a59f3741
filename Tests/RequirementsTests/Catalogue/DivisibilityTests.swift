import Requirements
import Testing

struct DivisibilityTests {
  @Test(
    "multiple(of:) follows isMultiple(of:), including 0, -1 and Int.min",
    arguments: [
      (2, 4, true), (2, 3, false), (2, 0, true), (2, -6, true), (3, -7, false),
      (0, 0, true), (0, 5, false), (0, Int.min, false),
      (-1, Int.min, true), (-1, Int.max, true), (-1, 0, true), (-1, 7, true),
      (Int.min, Int.min, true), (Int.min, 0, true), (Int.min, Int.max, false), (Int.min, -1, false),
      (Int.max, Int.min, false), (Int.max, Int.max, true), (2, Int.min, true), (2, Int.max, false),
    ])
  func multiple(divisor: Int, input: Int, expected: Bool) {
    #expect(Requirement<Int>.multiple(of: divisor).isValid(input) == expected)
  }

  @Test(
    "A power-of-two divisor (checked with a mask) agrees with isMultiple(of:)",
    arguments: [1, 2, 4, 8, 64, 1 << 32, 1 << 62])
  func powerOfTwo(divisor: Int) {
    let requirement = Requirement<Int>.multiple(of: divisor)
    let inputs =
      [0, 1, -1, 2, -2, 3, 7, 8, -8, 64, -64, 96, 1 << 32, -(1 << 32), 1 << 62]
      + [Int.min, Int.min + 1, Int.max, Int.max - 1]
    for input in inputs {
      #expect(requirement.isValid(input) == input.isMultiple(of: divisor), "\(input)")
    }
  }

  @Test(
    "A negative power-of-two divisor agrees with isMultiple(of:)",
    arguments: [-2, -4, -64, Int.min])
  func negativePowerOfTwo(divisor: Int) {
    let requirement = Requirement<Int>.multiple(of: divisor)
    for input in [0, 1, -1, 2, -2, 4, -4, 6, 64, -64, 96, Int.min, Int.max] {
      #expect(requirement.isValid(input) == input.isMultiple(of: divisor), "\(input)")
    }
  }

  @Test("A power-of-two divisor works for narrow and unsigned integers")
  func powerOfTwoNarrowTypes() {
    #expect(Requirement<UInt8>.multiple(of: 4).isValid(252))
    #expect(!Requirement<UInt8>.multiple(of: 4).isValid(254))
    #expect(Requirement<Int8>.multiple(of: 64).isValid(Int8.min))
    #expect(!Requirement<Int8>.multiple(of: 64).isValid(Int8.max))
  }

  @Test("multiple(of:) works for unsigned integers")
  func unsigned() {
    #expect(Requirement<UInt8>.multiple(of: 5).isValid(255))
    #expect(!Requirement<UInt8>.multiple(of: 2).isValid(255))
    #expect(Requirement<UInt8>.multiple(of: 0).isValid(0))
  }

  @Test(
    "The description reads \"a multiple of …\"",
    arguments: [
      (2, "a multiple of 2"), (0, "a multiple of 0"), (-1, "a multiple of -1"),
      (Int.min, "a multiple of -9223372036854775808"),
    ])
  func descriptions(divisor: Int, expected: String) {
    #expect(Requirement<Int>.multiple(of: divisor).description == expected)
  }

  @Test("A description override replaces \"a multiple of …\"")
  func descriptionOverride() {
    let even = Requirement<Int>.multiple(of: 2).described("even")
    #expect(even.description == "even")
    #expect(even.isValid(2))
    #expect(!even.isValid(1))
  }
}
