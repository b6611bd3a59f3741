import Storage
import Testing
import Validation

@Suite("Field lists")
struct FieldListTests {
  @Test(
    "Every record lists every guarded field",
    arguments: [
      Player(name: "Ann", age: 34, teamId: 1), Team(name: "Reds"),
      User(email: "ann@example.com", name: "Ann"), Note(userId: 1, text: "Hi"),
      FrozenTeam(id: 1, name: "Reds"),
      Order(
        userId: 1, total: 499, lines: [OrderLine(product: "Ball", quantity: 1, unitPrice: 499)]),
      OrderLine(product: "Ball", quantity: 1, unitPrice: 499),
    ] as [any ValidatableModel & Sendable])
  func listsEveryField(record: any ValidatableModel & Sendable) {
    #expect(record.fieldListProblems() == [])
  }

  @Test("A record built with invalid values keeps them and reports itself invalid")
  func initializerKeepsInvalidValues() {
    let player = Player(name: " ", age: 60, teamId: 1)
    #expect(player.age == 60)
    #expect(player.name == " ")
    #expect(!player.isValid())
    #expect(player.validationError()?.failures.map(\.path) == ["name", "age"])
    #expect(throws: InvalidValue.self) { try player.$age.value() }
  }
}
