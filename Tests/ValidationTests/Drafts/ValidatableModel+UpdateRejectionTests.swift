import Testing
import Validation

// Rejections an update meets that its block did not make: pending from before it, held by
// models and guards it brings in, and what a part copied out of the block keeps.

struct ValidatableModelUpdateRejectionTests {
  @Test("A rejection pending from before an update fails it until the field takes a value")
  func earlierRejection() throws {
    var booking = Booking()
    booking.end = 99
    let failed = try #require(throws: ModelValidationError.self) {
      try booking.update { $0.start = 10 }
    }
    #expect(failed.failures.map(\.path) == ["end"], "the typed 99 was never stored")
    #expect(failed.failures.first?.rejectedValue == "99")
    #expect(booking.start == 9, "a failed update changes nothing")
    #expect(booking.$end.lastRejection?.message == "between 0 and 23")
    try booking.update {
      $0.start = 10
      $0.end = 20
    }
    #expect(booking.start == 10 && booking.end == 20)
    #expect(booking.$end.lastRejection == nil)
  }

  @Test("A guard put in place through $property does not take the replaced guard's rejection")
  func earlierRejectionOfReplacedGuard() throws {
    var customer = Customer()
    customer.password = "hunter2"
    #expect(customer.$password.lastRejection != nil)
    try customer.update {
      $0.$password = ValidatableValue(name: "Password", .minLength(8))
    }
    #expect(customer.password == "long enough")
    #expect(customer.$password.lastRejection == nil, "the old guard's secret input is not shown")
  }

  @Test("An earlier rejection stays with its field: rows that move take theirs along")
  func earlierRejectionWithMovedRows() throws {
    var customer = Customer()
    customer.orders = [Order(), Order()]
    customer.orders[0].total = -3
    try customer.update { $0.orders.remove(at: 0) }
    #expect(customer.orders[0].$total.lastRejection == nil)

    var swapped = Customer()
    swapped.orders = Array(repeating: Order(), count: 2)
    swapped.orders[0].total = -3
    let error = try #require(throws: ModelValidationError.self) {
      try swapped.update { $0.orders.swapAt(0, 1) }
    }
    #expect(error.failures.map(\.path) == ["orders[1].total"])
    #expect(swapped.orders[0].$total.lastRejection != nil, "a failed update changes nothing")

    var billed = Customer()
    billed.billing = Address()
    billed.billing?.zip = "x"
    try billed.update {
      $0.billing = nil
      $0.billing = Address()
    }
    #expect(billed.billing?.$zip.lastRejection == nil, "a new model has no earlier rejection")
  }

  @Test("A rejection held by a model the update brings in fails it, made in the block or before")
  func modelBroughtIn() throws {
    var customer = Customer()
    let inBlock = try #require(throws: ModelValidationError.self) {
      try customer.update {
        $0.orders.append(Order())
        $0.orders[0].total = -5
      }
    }
    #expect(inBlock.failures.map(\.path) == ["orders[0].total"])
    #expect(customer.orders.isEmpty)
    #expect(throws: ModelValidationError.self) {
      try customer.update {
        $0.address = Address()
        $0.address.zip = "abc"
      }
    }
    #expect(customer.address.zip == "00000")

    var order = Order()
    order.total = -1
    let carried = try #require(throws: ModelValidationError.self) {
      try customer.update { $0.orders.append(order) }
    }
    #expect(carried.failures.map(\.path) == ["orders[0].total"])
    order.total = 3
    try customer.update { $0.orders.append(order) }
    #expect(customer.orders.map(\.total) == [3])
  }

  @Test("A guard the block assigns whole to a field brings its rejection in, and fails it")
  func guardBroughtIn() throws {
    var motto = ValidatableValue<String>(name: "Motto", .minLength(3))
    motto.assign("no")
    var profile = Profile()
    let error = try #require(throws: ModelValidationError.self) {
      try profile.update { $0.motto = motto }
    }
    #expect(error.failures.map(\.path) == ["motto"])
    #expect(profile.motto == nil, "the model is unchanged")
  }

  @Test("A part copied out of an update's block checks its assignments")
  func copiedPartLeavesUpdate() throws {
    var booking = Booking()
    var saved = Booking()
    try booking.update { saved = $0 }
    saved.start = 99
    saved.start = 10
    #expect(saved.$start.lastRejection == nil)
  }
}
