import Testing
import Validation

/// A visitor that records which overload each field reaches.
private struct OverloadRecorder: FieldVisitor {
  var reached: [String] = []

  mutating func visit<Value>(_ name: String, _ field: inout ValidatableValue<Value>) {
    reached.append("\(name): guarded value")
  }

  mutating func visit<Value>(_ name: String, _ field: inout ValidatableValue<Value>?) {
    reached.append("\(name): optional guarded value")
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

  mutating func visit<Model: ValidatableModel>(_ name: String, _ models: inout [Model]?) {
    reached.append("\(name): optional array of models")
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ models: inout [Model?]) {
    reached.append("\(name): array of optional models")
  }

  mutating func visit<Key: Hashable, Model: ValidatableModel>(
    _ name: String, _ models: inout [Key: Model]
  ) {
    reached.append("\(name): dictionary of models")
  }

  mutating func visit<Value>(_ name: String, plain value: inout Value) {
    reached.append("\(name): plain \(Value.self)")
  }

  mutating func visit<Value>(_ name: String, _ field: inout FormField<Value>) {
    reached.append("\(name): form field")
  }
}

struct FieldVisitorTests {
  @Test("Each shape of field reaches its own overload; @Validated storage reaches its guard")
  func overloads() {
    func reached<Model: ValidatableModel>(_ model: Model) -> [String] {
      var model = model
      var recorder = OverloadRecorder()
      model.visitFields(&recorder)
      return recorder.reached
    }
    #expect(
      reached(Customer()) == [
        "name: guarded value", "password: guarded value", "nickname: guarded value",
        "address: model", "billing: optional model", "orders: array of models",
      ])
    #expect(reached(Shop()) == ["name: guarded value", "specials: optional array of models"])
    #expect(reached(Team()) == ["name: guarded value", "members: dictionary of models"])
    #expect(reached(Schedule()) == ["title: guarded value", "slots: array of optional models"])
    #expect(reached(Profile()) == ["name: guarded value", "motto: optional guarded value"])
    #expect(
      reached(Person(name: "Ann", age: 30, hasDrivingLicense: false)) == [
        "name: guarded value", "age: guarded value", "hasDrivingLicense: plain Bool",
      ])
  }
}
