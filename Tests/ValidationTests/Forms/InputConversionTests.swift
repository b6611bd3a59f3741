import Foundation
import Testing
import Validation

/// A plan chosen in a form: a `String`-backed enum.
enum Plan: String, CaseIterable, Sendable {
  case free, pro
}

struct InputConversionTests {
  @Test(
    "Integers convert only whole decimal text",
    arguments: [
      ("42", 42 as Int?), ("-7", -7), ("+3", 3), ("007", 7), ("", nil), (" 42", nil),
      ("42 ", nil), ("1,234", nil), ("4x", nil), ("4.0", nil), ("0x10", nil),
      ("99999999999999999999", nil), ("٤٢", nil),
    ])
  func integers(text: String, expected: Int?) {
    #expect(FormField<Int>(name: "N").conversion.value(from: text) == expected)
    #expect(InputConversion<Int>.integer.value(from: text) == expected)
  }

  @Test("Foundation's number format reads 1,234 as 1234; a form field does not")
  func groupedNumber() throws {
    #expect(try Int("1,234", format: .number) == 1234)
    var count = FormField<Int>(name: "Count")
    count.input = "1,234"
    #expect(count.failures.map(\.kind) == [.conversion])
  }

  @Test(
    "Doubles convert only finite decimal numbers",
    arguments: [
      ("42", 42 as Double?), ("-0.5", -0.5), ("1e-3", 0.001), ("1E3", 1000), ("nan", nil),
      ("inf", nil), ("0x1p3", nil), (".5", nil), ("1.", nil), ("1e", nil), ("", nil),
      (" 1", nil), ("1e400", nil), ("1,5", nil), ("1e-400", nil), ("0.0e-400", 0), ("-0", 0),
      ("0e5", 0),
    ])
  func doubles(text: String, expected: Double?) {
    #expect(FormField<Double>(name: "N").conversion.value(from: text) == expected)
  }

  @Test("A number conversion can read a comma as the decimal separator, and writes it back")
  func commaSeparator() {
    let conversion = InputConversion<Double>.number(decimalSeparator: ",")
    #expect(conversion.value(from: "1,5") == 1.5)
    #expect(conversion.value(from: "1.5") == nil)
    #expect(conversion.text(for: 2.25) == "2,25")
    #expect(
      InputConversion<Decimal>.decimal(decimalSeparator: ",").value(from: "9,99")
        == Decimal(string: "9.99"))
  }

  @Test("Float fields convert strictly too")
  func floats() {
    #expect(FormField<Float>(name: "N").conversion.value(from: "1.5") == 1.5)
    #expect(FormField<Float>(name: "N").conversion.value(from: "1e39") == nil)
    #expect(FormField<Float>(name: "N").conversion.value(from: "1e-50") == nil)
  }

  #if !((os(macOS) || targetEnvironment(macCatalyst)) && arch(x86_64))
    @Test(
      "Float16 fields convert as strictly as Double ones",
      arguments: [
        ("1.5", 1.5 as Float16?), ("-0.25", -0.25), ("65504", 65504), ("nan", nil), ("inf", nil),
        ("-inf", nil), ("70000", nil), ("1e-10", nil), ("0x1p3", nil), (".5", nil), ("5.", nil),
        (" 1", nil),
      ])
    func float16(text: String, expected: Float16?) {
      let field = FormField<Float16>(name: "N")
      #expect(field.conversion.value(from: text) == expected)
      #expect(field.conversion.description == "a number")
    }
  #endif

  #if arch(x86_64) || arch(i386)
    @Test(
      "Float80 fields convert as strictly as Double ones",
      arguments: [
        ("1.5", 1.5 as Float80?), ("-0.25", -0.25), ("1e5000", nil), ("nan", nil), ("inf", nil),
        ("1e-5000", nil), ("0x1p3", nil), (".5", nil), ("5.", nil),
      ])
    func float80(text: String, expected: Float80?) {
      let field = FormField<Float80>(name: "N")
      #expect(field.conversion.value(from: text) == expected)
      #expect(field.conversion.description == "a number")
    }
  #endif

  @Test(
    "Decimals convert only a whole decimal number",
    arguments: [
      ("9.99", "9.99"), ("-12", "-12"), ("+0.5", "0.5"), ("9.99abc", nil), ("1,234", nil),
      ("1e3", nil), ("", nil), (" 9.99", nil), ("9.", nil),
      (String(repeating: "9", count: 38), String(repeating: "9", count: 38)),
      (
        "0.00" + String(repeating: "7", count: 38) + "000",
        "0.00" + String(repeating: "7", count: 38)
      ),
      (String(repeating: "1", count: 39), nil),
      ("12345678901234567890123456789012345678901", nil),
      ("0.1234567890123456789012345678901234567890123", nil),
      ("1" + String(repeating: "0", count: 200), nil),
    ] as [(String, String?)])
  func decimals(text: String, expected: String?) {
    #expect(
      FormField<Decimal>(name: "Price").conversion.value(from: text)
        == expected.flatMap { Decimal(string: $0) })
  }

  @Test("Foundation reads 9.99abc as 9.99; a form field does not")
  func decimalPrefix() {
    #expect(Decimal(string: "9.99abc") == Decimal(string: "9.99"))
    var price = FormField<Decimal>(name: "Price")
    price.input = "9.99abc"
    #expect(price.failures.map(\.kind) == [.conversion])
    #expect(price.failures.first?.input == "9.99abc")
  }

  @Test("A String-backed enum converts its raw values and lists them")
  func enums() throws {
    var plan = FormField<Plan>(name: "Plan")
    plan.input = "pro"
    #expect(try plan.value() == .pro)
    plan.input = "Pro"
    #expect(plan.failures.map(\.requirement) == ["one of: free, pro"])
    plan.reset(to: .free)
    #expect(plan.input == "free")
  }

  @Test("Every standard integer type converts whole decimal text within its range")
  func integerTypes() {
    #expect(FormField<Int8>(name: "N").conversion.value(from: "-128") == Int8.min)
    #expect(FormField<Int8>(name: "N").conversion.value(from: "128") == nil)
    #expect(InputConversion<Int16>.integer.value(from: "+32767") == Int16.max)
    #expect(InputConversion<Int32>.integer.value(from: "4x") == nil)
    #expect(InputConversion<Int64>.integer.value(from: "-9223372036854775808") == Int64.min)
    #expect(InputConversion<UInt>.integer.value(from: "-1") == nil)
    #expect(InputConversion<UInt8>.integer.value(from: "255") == 255)
    #expect(InputConversion<UInt16>.integer.value(from: "65536") == nil)
    #expect(InputConversion<UInt32>.integer.value(from: "007") == 7)
    #expect(InputConversion<UInt64>.integer.value(from: "18446744073709551615") == .max)
    #expect(InputConversion<UInt64>.integer.text(for: 42) == "42")
    #expect(InputConversion<Int8>.integer.description == "a whole number")
  }

  @Test("Text converts as typed unless trimming is asked for")
  func text() throws {
    var name = FormField<String>(name: "Name")
    name.input = "  Ann "
    #expect(try name.value() == "  Ann ")
    var trimmed = FormField<String>(name: "Name", conversion: .text(trimming: true), .nonBlank())
    trimmed.input = "  Ann "
    #expect(try trimmed.value() == "Ann")
    #expect(trimmed.input == "  Ann ")
    #expect(InputConversion<Int>.integer.trimmingWhitespace().value(from: " 42\n") == 42)
  }

  @Test("A custom conversion reports its own description")
  func custom() throws {
    let answer = InputConversion<Bool>("yes or no") { text in
      switch text {
      case "yes": true
      case "no": false
      default: nil
      }
    } format: {
      $0 ? "yes" : "no"
    }
    var agrees = FormField<Bool>(name: "Agrees", conversion: answer, Require("agreed") { $0 })
    agrees.input = "maybe"
    #expect(agrees.failures.map(\.requirement) == ["yes or no"])
    agrees.input = "no"
    #expect(agrees.failures.map(\.requirement) == ["agreed"])
    agrees.reset(to: true)
    #expect(agrees.input == "yes")
  }

  @Test("An optional conversion takes empty text as nil")
  func optional() throws {
    var floor = FormField<Int?>(name: "Floor", conversion: .optional(.integer))
    #expect(floor.isValid())
    #expect(try floor.value() == nil)
    floor.input = "3"
    #expect(try floor.value() == 3)
    floor.input = "3rd"
    #expect(floor.failures.map(\.kind) == [.conversion])
  }

  @Test("A caller's parse strategy converts as it decides")
  func parseStrategy() throws {
    let lenient = InputConversion<Int>.parsing(
      "a number", IntegerParseStrategy(format: IntegerFormatStyle<Int>.number)
    ) { String($0) }
    #expect(lenient.value(from: "1,234") == 1234)
    #expect(lenient.value(from: "lots") == nil)
  }

  /// A colour channel written in hexadecimal: a `LosslessStringConvertible` type of the
  /// caller's.
  struct Hex: LosslessStringConvertible, Sendable, Equatable {
    let value: Int
    init?(_ description: String) {
      guard let value = Int(description, radix: 16) else { return nil }
      self.value = value
    }
    var description: String { String(value, radix: 16) }
  }

  @Test("Any LosslessStringConvertible type converts with its own initializer")
  func lossless() throws {
    var channel = FormField<Hex>(name: "Channel")
    channel.input = "ff"
    #expect(try channel.value().value == 255)
    channel.input = "zz"
    #expect(channel.failures.map(\.requirement) == ["a valid Hex"])
    var letter = FormField<Character>(name: "Initial")
    letter.input = "A"
    #expect(try letter.value() == "A")
    letter.input = ""
    #expect(!letter.isValid())
    letter.input = "AB"
    #expect(letter.failures.map(\.requirement) == ["a single character"])
  }
}
