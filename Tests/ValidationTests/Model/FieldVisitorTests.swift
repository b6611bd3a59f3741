import Testing
import Validation

/// A visitor that records which method each field reaches.
private struct OverloadRecorder: FieldVisitor {
  var reached: [String] = []

  mutating func visit<Field: GuardedField>(_ name: String, _ field: inout Field) {
    reached.append("\(name): \(Field.self)")
  }

  mutating func visit<Models: NestedModels>(_ name: String, _ models: inout Models) {
    reached.append("\(name): \(Models.self)")
  }

  mutating func visit<Value>(_ name: String, plain value: inout Value) {
    reached.append("\(name): plain \(Value.self)")
  }
}

/// A visitor that keeps the defaults for nested models and records where each model is.
private struct PlaceRecorder: FieldVisitor {
  var places: [String] = []

  mutating func visitModel<Model: ValidatableModel>(
    _ model: inout Model, at place: () -> [FieldPath.Component]
  ) {
    places.append("\(FieldPath(place())): \(Model.self)")
  }
}

/// A model listing every kind of field through `visit(_:stored:)`, as `@ValidatableModel`
/// writes it, without saying which kind each is.
private struct StoredFields: ValidatableModel {
  @Validated(name: "Name", .nonBlank()) var name = "Ann"
  var code = FormField<Int>(name: "Code")
  var motto: ValidatableValue<String>? = nil
  var address = Address()
  var orders: [Order?] = []
  var members: [String: Person] = [:]
  var notes = ["hi"]

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("name", stored: &_name)
    visitor.visit("code", stored: &code)
    visitor.visit("motto", stored: &motto)
    visitor.visit("address", stored: &address)
    visitor.visit("orders", stored: &orders)
    visitor.visit("members", stored: &members)
    visitor.visit("notes", stored: &notes)
  }
}

struct FieldVisitorTests {
  private func reached<Model: ValidatableModel>(_ model: Model) -> [String] {
    var model = model
    var recorder = OverloadRecorder()
    model.visitFields(&recorder)
    return recorder.reached
  }

  private func places<Model: ValidatableModel>(_ model: Model) -> [String] {
    var model = model
    var recorder = PlaceRecorder()
    model.visitFields(&recorder)
    return recorder.places.sorted()
  }

  @Test("Each kind of field reaches its own method; @Validated storage reaches its guard")
  func overloads() {
    #expect(
      reached(Customer()) == [
        "name: ValidatableValue<String>", "password: ValidatableValue<String>",
        "nickname: ValidatableValue<Optional<String>>", "address: Address",
        "billing: Optional<Address>", "orders: Array<Order>",
      ])
    #expect(
      reached(Shop()) == ["name: ValidatableValue<String>", "specials: Optional<Array<Order>>"])
    #expect(
      reached(Team()) == ["name: ValidatableValue<String>", "members: Dictionary<String, Person>"])
    #expect(
      reached(Schedule()) == ["title: ValidatableValue<String>", "slots: Array<Optional<Order>>"])
    #expect(
      reached(Profile()) == [
        "name: ValidatableValue<String>", "motto: Optional<ValidatableValue<String>>",
      ])
    #expect(
      reached(Person(name: "Ann", age: 30, hasDrivingLicense: false)) == [
        "name: ValidatableValue<String>", "age: ValidatableValue<Int>",
        "hasDrivingLicense: plain Bool",
      ])
  }

  @Test("visit(_:stored:) reaches the method a hand-written list would call, for every kind")
  func storedOverloads() {
    #expect(
      reached(StoredFields()) == [
        "name: ValidatableValue<String>", "code: FormField<Int>",
        "motto: Optional<ValidatableValue<String>>", "address: Address",
        "orders: Array<Optional<Order>>", "members: Dictionary<String, Person>",
        "notes: plain Array<String>",
      ])
  }

  @Test("By default each nested model reaches visitModel with its place; absent ones do not")
  func modelPlaces() {
    var customer = Customer()
    customer.orders = [Order(), Order()]
    #expect(places(customer) == ["address: Address", "orders[0]: Order", "orders[1]: Order"])
    customer.billing = Address()
    #expect(places(customer).contains("billing: Address"))

    var team = Team()
    team.members = ["ann": Person(name: "Ann", age: 30, hasDrivingLicense: false)]
    #expect(places(team) == ["members.ann: Person"])

    var schedule = Schedule()
    schedule.slots = [nil, Order()]
    #expect(places(schedule) == ["slots[1]: Order"])
  }
}
