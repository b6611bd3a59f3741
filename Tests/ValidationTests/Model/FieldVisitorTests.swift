import Testing
import Validation

/// A visitor written with only the overloads every visitor must have (a catch-all makes the
/// `@Validated` one needed too): it records which one each field reaches.
private struct OverloadRecorder: FieldVisitor {
  var reached: [String] = []

  mutating func visit<Value>(_ name: String, _ field: inout Validated<Value>) {
    reached.append("\(name): wrapper")
  }

  mutating func visit<Value>(_ name: String, _ field: inout ValidatableValue<Value>) {
    reached.append("\(name): guarded value")
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ model: inout Model) {
    reached.append("\(name): model")
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ model: inout Model?) {
    reached.append("\(name): optional model")
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ models: inout [Model]) {
    reached.append("\(name): array of models")
  }

  mutating func visit<Value>(_ name: String, _ value: inout Value) {
    reached.append("\(name): plain \(Value.self)")
  }
}

struct FieldVisitorTests {
  @Test("Each shape of field reaches its own overload; by default newer shapes are plain")
  func overloads() {
    var customer = Customer()
    var recorder = OverloadRecorder()
    customer.visitFields(&recorder)
    #expect(
      recorder.reached == [
        "name: wrapper", "password: wrapper", "nickname: wrapper", "address: model",
        "billing: optional model", "orders: array of models",
      ])

    var shop = Shop()
    shop.specials = [Order()]
    var shopRecorder = OverloadRecorder()
    shop.visitFields(&shopRecorder)
    #expect(
      shopRecorder.reached == ["name: wrapper", "specials: plain Optional<Array<Order>>"])

    var team = Team()
    var teamRecorder = OverloadRecorder()
    team.visitFields(&teamRecorder)
    #expect(teamRecorder.reached == ["name: wrapper", "members: plain Dictionary<String, Person>"])
  }
}
