import Testing
import Validation

struct RequirementCheckTests {
  @Test(
    "The initialiser keeps the description and whether it is satisfied", arguments: [false, true])
  func initialiserKeepsFields(isSatisfied: Bool) {
    let check = RequirementStatus(description: "at least 1 digit", isSatisfied: isSatisfied)
    #expect(check.description == "at least 1 digit")
    #expect(check.isSatisfied == isSatisfied)
  }

  @Test("Checks are equal exactly when description and satisfaction are")
  func equality() {
    let check = RequirementStatus(description: "a", isSatisfied: true)
    #expect(check == RequirementStatus(description: "a", isSatisfied: true))
    #expect(check != RequirementStatus(description: "a", isSatisfied: false))
    #expect(check != RequirementStatus(description: "b", isSatisfied: true))
  }

  @Test("Equal checks hash alike and collapse in a Set")
  func hashing() {
    let checks: Set = [
      RequirementStatus(description: "a", isSatisfied: true),
      RequirementStatus(description: "a", isSatisfied: true),
      RequirementStatus(description: "a", isSatisfied: false),
      RequirementStatus(description: "b", isSatisfied: true),
    ]
    #expect(checks.count == 3)
    #expect(
      RequirementStatus(description: "a", isSatisfied: true).hashValue
        == RequirementStatus(description: "a", isSatisfied: true).hashValue)
  }

  @Test("A checklist line carries the requirement's description and its verdict")
  func checklistLines() {
    let password = ValidatableValue<String>(
      name: "Password", isSecret: true, .minLength(8), .atLeast(1, .digits),
      Require("no spaces") { !$0.contains(" ") })
    #expect(
      password.checklist(for: "ab cd1") == [
        RequirementStatus(description: "at least 8 characters", isSatisfied: false),
        RequirementStatus(description: "at least 1 digit", isSatisfied: true),
        RequirementStatus(description: "no spaces", isSatisfied: false),
      ])
  }

  @Test("A check for a secret value holds only the requirement, never the value")
  func checkOmitsSecret() {
    let password = ValidatableValue<String>(isSecret: true, .minLength(8))
    let checks = password.checklist(for: Leak.secret)
    #expect(checks == [RequirementStatus(description: "at least 8 characters", isSatisfied: true)])
    #expect(!Leak.dumped(checks).contains(Leak.secret))
  }

  @Test("A check is Sendable")
  func sendable() async {
    let check = RequirementStatus(description: "a", isSatisfied: true)
    let received = await Task.detached { check }.value
    #expect(received == check)
  }
}
