import Foundation
import Testing
import Validation

@Suite("A report of thousands of failures stays bounded and keeps every failure")
struct ModelValidationErrorLimitTests {
  static func error(failing count: Int) -> ModelValidationError {
    ModelValidationError(
      (0..<count).map { index in
        ModelValidationError.Failure(
          path: FieldPath([.field("items"), .index(index), .field("n")]),
          reason: .unsatisfiedRequirements,
          unsatisfied: [UnsatisfiedRequirement(requirement: "at least 1", input: "0")])
      })
  }

  @Test("The description lists the first 100 failures and says how many more there are")
  func boundedDescription() {
    let error = Self.error(failing: 8000)
    #expect(error.failures.count == 8000)
    let lines = error.description.split(separator: "\n")
    #expect(lines.count == 102)
    #expect(lines.first == "8000 validation failures:")
    #expect(lines[100].hasPrefix("- items[99].n"))
    #expect(lines.last == "… and 7900 more failures")
    #expect(error.debugDescription == error.description)
    #expect((error as NSError).localizedDescription == error.description)
  }

  @Test("One failure past the limit reads in the singular; at the limit, nothing is left out")
  func edgeOfTheLimit() {
    #expect(Self.error(failing: 101).description.hasSuffix("\n… and 1 more failure"))
    let atLimit = Self.error(failing: 100).description.split(separator: "\n")
    #expect(atLimit.count == 101)
    #expect(atLimit.last?.hasPrefix("- items[99].n") == true)
  }

  @Test("NSError lists the first 100 failures under NSDetailedErrors")
  func boundedDetailedErrors() {
    let bridged = Self.error(failing: 8000) as NSError
    #expect(bridged.code == 1560)
    let detailed = bridged.userInfo["NSDetailedErrors"] as? [NSError]
    #expect(detailed?.count == 100)
    #expect(detailed?.last?.userInfo["NSValidationErrorKey"] as? String == "items[99].n")
  }
}
