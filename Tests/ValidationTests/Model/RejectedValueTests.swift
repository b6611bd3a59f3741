import Foundation
import Testing
import Validation

/// Text of a type of its own, which renders as the text.
private struct ZipCode: CustomStringConvertible, Sendable {
  var text: String
  var description: String { text }
}

/// A model whose fields reject values of several types.
private struct Limits: ValidatableModel {
  @Validated(name: "Age", .range(16...50)) var age = 20
  @Validated(name: "Ratio", .maximum(1.0)) var ratio = 0.5
  @Validated(name: "Price", .maximum(Decimal(10))) var price = Decimal(1)
  @Validated(name: "Opt-in", .equalTo(true)) var optIn = true
  @Validated(name: "Floor", .ifPresent(.minimum(0))) var floor: Int? = nil
  @Validated(name: "Code", .equalTo("42")) var code = "42"
  @Validated(name: "Tags", .maxCount(2)) var tags: [String] = []
  @Validated(name: "Start", .minimum(Date(timeIntervalSince1970: 1_700_000_000)))
  var start = Date(timeIntervalSince1970: 1_800_000_000)
  @Validated(name: "ZIP", Require("not 01234") { $0.text != "01234" })
  var zip = ZipCode(text: "12345")

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("age", &_age)
    visitor.visit("ratio", &_ratio)
    visitor.visit("price", &_price)
    visitor.visit("optIn", &_optIn)
    visitor.visit("floor", &_floor)
    visitor.visit("code", &_code)
    visitor.visit("tags", &_tags)
    visitor.visit("start", &_start)
    visitor.visit("zip", &_zip)
  }
}

struct RejectedValueTests {
  private static func failure(_ change: (inout Limits) -> Void) throws
    -> ModelValidationError.Failure
  {
    var draft = Draft(Limits())
    change(&draft.editing)
    let error = try #require(draft.editing.validationError())
    return try #require(error.failures.first)
  }

  @Test("A number or a Boolean reads unquoted in a report; text stays quoted")
  func quoting() throws {
    #expect(try Self.failure { $0.age = 10 }.description == "age (Age): between 16 and 50 (got 10)")
    #expect(try Self.failure { $0.ratio = 1.5 }.description.hasSuffix("(got 1.5)"))
    #expect(try Self.failure { $0.price = 12 }.description.hasSuffix("(got 12)"))
    #expect(try Self.failure { $0.optIn = false }.description.hasSuffix("(got false)"))
    #expect(try Self.failure { $0.floor = -1 }.description.hasSuffix("(got -1)"))
    #expect(try Self.failure { $0.code = "10" }.description.hasSuffix(#"(got "10")"#))
    #expect(
      try Self.failure { $0.tags = ["a", "b", "c"] }.description.hasSuffix(
        #"(got ["a", "b", "c"])"#))
    #expect(try Self.failure { $0.code = "1\n0" }.description.hasSuffix(#"(got "1\n0")"#))
  }

  @Test("Bridged to NSError, a rejected number is an NSNumber and text is a String")
  func bridgedValue() throws {
    let age = try Self.failure { $0.age = 10 }
    let ageValue = (ModelValidationError([age]) as NSError).userInfo["NSValidationErrorValue"]
    #expect((ageValue as? NSNumber)?.intValue == 10)
    #expect(!(ageValue is String))
    let ratio = try Self.failure { $0.ratio = 1.5 }
    let ratioValue = (ModelValidationError([ratio]) as NSError).userInfo["NSValidationErrorValue"]
    #expect((ratioValue as? NSNumber)?.doubleValue == 1.5)
    let code = try Self.failure { $0.code = "10" }
    let codeValue = (ModelValidationError([code]) as NSError).userInfo["NSValidationErrorValue"]
    #expect(codeValue as? String == "10")
    let price = try Self.failure { $0.price = Decimal(string: "12.5")! }
    let priceValue = (ModelValidationError([price]) as NSError).userInfo["NSValidationErrorValue"]
    #expect((priceValue as? NSNumber)?.doubleValue == 12.5)
  }

  @Test(
    "Bridged to NSError, a rejected date or collection stays text, though it starts with digits")
  func bridgedNonNumbers() throws {
    let start = try Self.failure { $0.start = Date(timeIntervalSince1970: 0) }
    let startValue = (ModelValidationError([start]) as NSError).userInfo["NSValidationErrorValue"]
    #expect((startValue as? String)?.hasPrefix("1970-01-01") == true)
    let tags = try Self.failure { $0.tags = ["1", "2", "3"] }
    let tagsValue = (ModelValidationError([tags]) as NSError).userInfo["NSValidationErrorValue"]
    #expect(tagsValue as? String == #"["1", "2", "3"]"#)
    let zip = try Self.failure { $0.zip = ZipCode(text: "01234") }
    let zipValue = (ModelValidationError([zip]) as NSError).userInfo["NSValidationErrorValue"]
    #expect(zipValue as? String == "01234")
  }

  @Test("A NaN date, which a decoder can make from input, reads as an invalid date")
  func invalidDate() throws {
    // `Date.description` stops the program for a NaN interval.
    let invalid = Date(timeIntervalSinceReferenceDate: .nan)
    let start = try Self.failure { $0.start = invalid }
    #expect(start.description.hasSuffix("(got an invalid date)"))
    let value = ValidatableValue(invalid, name: "Start")
    #expect(value.description == "an invalid date")
    #expect(value.debugDescription.contains("value: an invalid date"))
  }
}
