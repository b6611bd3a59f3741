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

    var schedule = Schedule()
    var scheduleRecorder = OverloadRecorder()
    schedule.visitFields(&scheduleRecorder)
    #expect(scheduleRecorder.reached == ["title: wrapper", "slots: plain Array<Optional<Order>>"])

    var profile = Profile()
    var profileRecorder = OverloadRecorder()
    profile.visitFields(&profileRecorder)
    #expect(
      profileRecorder.reached == [
        "name: wrapper", "motto: plain Optional<ValidatableValue<String>>",
      ])
  }
}

/// A visitor that forwards `@Validated` storage to its guarded value, as the protocol's
/// documentation advises.
private struct ForwardingVisitor: FieldVisitor {
  var guardedNames: [String] = []
  var plainNames: [String] = []

  mutating func visit<Value>(_ name: String, _ field: inout Validated<Value>) {
    visit(name, &field.projectedValue)
  }

  mutating func visit<Value>(_ name: String, _ field: inout ValidatableValue<Value>) {
    guardedNames.append(name)
  }

  mutating func visit<Model: ValidatableModel>(_ name: String, _ model: inout Model) {}
  mutating func visit<Model: ValidatableModel>(_ name: String, _ model: inout Model?) {}
  mutating func visit<Model: ValidatableModel>(_ name: String, _ models: inout [Model]) {}

  mutating func visit<Value>(_ name: String, _ value: inout Value) {
    plainNames.append(name)
  }
}

/// The same visitor without the `@Validated` overload: its catch-all gets the storage.
private struct CatchAllVisitor: FieldVisitor {
  var plainNames: [String] = []

  mutating func visit<Value>(_ name: String, _ field: inout ValidatableValue<Value>) {}
  mutating func visit<Model: ValidatableModel>(_ name: String, _ model: inout Model) {}
  mutating func visit<Model: ValidatableModel>(_ name: String, _ model: inout Model?) {}
  mutating func visit<Model: ValidatableModel>(_ name: String, _ models: inout [Model]) {}

  mutating func visit<Value>(_ name: String, _ value: inout Value) {
    plainNames.append(name)
  }
}

extension FieldVisitorTests {
  @Test("A visitor forwards @Validated storage through its projection, or sees it as plain")
  func validatedStorage() {
    var person = Person(name: "Ann", age: 30, hasDrivingLicense: false)
    var forwarding = ForwardingVisitor()
    person.visitFields(&forwarding)
    #expect(forwarding.guardedNames == ["name", "age"])
    #expect(forwarding.plainNames == ["hasDrivingLicense"])
    #expect(person.name == "Ann" && person.$name.isValid())

    var catchAll = CatchAllVisitor()
    person.visitFields(&catchAll)
    #expect(catchAll.plainNames == ["name", "age", "hasDrivingLicense"])
  }
}
