import Foundation
import Testing
import Validation

/// `FormField<T?>(name:)`: a field the user may leave empty, for every kind of value a
/// `FormField<T>(name:)` takes.
struct FormFieldOptionalTests {
  enum Plan: String, CaseIterable, Sendable {
    case free, pro
  }

  /// An optional field of one type, with a text that converts and one that does not.
  struct Case: Sendable, CustomTestStringConvertible {
    let type: String
    let valid: String
    let invalid: String?
    // Sets the input and tells whether the field is valid and holds a value.
    let probe: @Sendable (String) -> (isValid: Bool, isPresent: Bool)

    var testDescription: String { type }

    init<T: Sendable>(
      _ type: String, valid: String, invalid: String?,
      _ make: @escaping @Sendable () -> FormField<T?>
    ) {
      self.type = type
      self.valid = valid
      self.invalid = invalid
      probe = { text in
        var field = make()
        field.input = text
        return (field.isValid(), field.currentValue.map { $0 != nil } ?? false)
      }
    }
  }

  static let cases: [Case] = [
    Case("String", valid: "Ann", invalid: nil) { FormField<String?>(name: "Nickname") },
    Case("Int", valid: "42", invalid: "4x") { FormField<Int?>(name: "Floor") },
    Case("UInt8", valid: "255", invalid: "256") { FormField<UInt8?>(name: "Level") },
    Case("Double", valid: "0.5", invalid: "half") { FormField<Double?>(name: "Ratio") },
    Case("Bool", valid: "true", invalid: "yes") { FormField<Bool?>(name: "Newsletter") },
    Case("URL", valid: "https://ann.example", invalid: "ann.example") {
      FormField<URL?>(name: "Website")
    },
    Case("Date", valid: "1990-05-17", invalid: "17.05.1990") { FormField<Date?>(name: "Birth") },
    Case("Decimal", valid: "9.99", invalid: "9.99abc") { FormField<Decimal?>(name: "Price") },
    Case("String enum", valid: "pro", invalid: "gold") { FormField<Plan?>(name: "Plan") },
  ]

  @Test("Empty input, or only whitespace, is a valid nil", arguments: cases)
  func emptyIsNil(_ field: Case) {
    for text in ["", "  "] {
      let (isValid, isPresent) = field.probe(text)
      #expect(isValid && !isPresent, "\(field.type) \"\(text)\"")
    }
  }

  @Test("Other input converts as the wrapped type's field converts it", arguments: cases)
  func presentConverts(_ field: Case) {
    #expect(field.probe(field.valid) == (true, true))
    if let invalid = field.invalid {
      #expect(field.probe(invalid).isValid == false)
    }
  }

  @Test("A website may be left empty; a present one must be a web address")
  func website() throws {
    var website = FormField<URL?>(name: "Website")
    #expect(website.isValid())
    #expect(try website.value() == nil)
    website.input = "https://ann.example"
    #expect(try website.value() == URL(string: "https://ann.example"))
    website.input = "ann.example"
    website.touch()
    #expect(
      website.errorLine(in: Locale(identifier: "en"))
        == "Website must be a web address starting with http:// or https://.")
  }

  @Test("Requirements check a present value and let an empty field through")
  func requirementsOnPresentValue() throws {
    var floor = FormField<Int?>(name: "Floor", .range(0...200))
    #expect(floor.isValid())
    floor.input = "300"
    floor.touch()
    #expect(floor.errorLine(in: Locale(identifier: "en")) == "Floor must be between 0 and 200.")
    floor.input = "12"
    #expect(try floor.value() == 12)
    var nickname = FormField<String?>(name: "Nickname", .minLength(2))
    nickname.input = "a"
    #expect(!nickname.isValid())
    nickname.input = ""
    #expect(try nickname.value() == nil)
  }

  @Test("The checklist words a present value's requirements in the user's language")
  func checklist() {
    let floor = FormField<Int?>(name: "Floor", .range(0...200))
    let german = Locale(identifier: "de")
    #expect(
      floor.checklist.map { $0.phrase(in: german) } == ["eine ganze Zahl", "zwischen 0 und 200"])
  }

  @Test("A starting value is formatted into the input; nil leaves it empty")
  func startingValue() {
    #expect(FormField<Int?>(3, name: "Floor").input == "3")
    #expect(FormField<Int?>(nil, name: "Floor").input == "")
    #expect(
      FormField<URL?>(URL(string: "https://ann.example"), name: "Website").input
        == "https://ann.example")
  }
}
