import Foundation
import Testing
import Validation

struct InvalidValueEncodableTests {
  /// The error encoded as JSON with sorted keys.
  func json(_ error: InvalidValue) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try encoder.encode(error), as: UTF8.self)
  }

  @Test("An error encodes its field, message and the requirements the message names")
  func encodedError() throws {
    var code = ValidatableValue<String>(name: "Code", .minLength(3) && .atLeast(1, .digits))
    let error = try #require(throws: InvalidValue.self) { try code.setValue("abc") }
    #expect(
      try json(error)
        == #"{"field":"Code","message":"at least 1 digit","requirements":["at least 1 digit"]}"#)
  }

  @Test("A disjunction is encoded whole, as the message names it, and no input is encoded")
  func encodedDisjunction() throws {
    var pin = ValidatableValue<Int>(name: "PIN", isSecret: true, .minimum(1000) || .maximum(9))
    let error = try #require(throws: InvalidValue.self) { try pin.setValue(123) }
    let text = try json(error)
    #expect(
      text
        == #"{"field":"PIN","message":"at least 1000 or at most 9","requirements":["at least 1000 or at most 9"]}"#
    )
    #expect(!text.contains("123"))
  }
}
