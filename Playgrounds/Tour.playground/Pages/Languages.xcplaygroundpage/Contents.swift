//: [Previous](@previous)
//:
//: # One form, two languages
//:
//: A failure reads as an error sentence in the language of the locale it is shown in:
//: English, German, French, Spanish, Italian, Brazilian Portuguese, Dutch, Polish, Russian,
//: Japanese, Simplified Chinese, Traditional Chinese or Arabic, with numbers, dates and counts
//: formatted for it.
//: An app passes SwiftUI's `@Environment(\.locale)`; without one, `message(in:)` uses the
//: user's locale.
import Foundation
import Validation

struct Booking: ValidatableModel {
  var name = FormField<String>(name: "Name", .nonBlank())
  var guests = FormField<Int>(name: "Guests", .range(1...12))
  var day = FormField<Date>(name: "Day", .minimum(Date(timeIntervalSince1970: 1_893_456_000)))
  var code = FormField<String>(name: "Code", .length(6...6), .only(.digits))

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("name", &name)
    visitor.visit("guests", &guests)
    visitor.visit("day", &day)
    visitor.visit("code", &code)
  }
}

var form = Booking()
form.name.input = " "
form.guests.input = "20"
form.day.input = "2024-02-29"
form.code.input = "12a"

/// Prints each field's error as a form shows it, in one language, the fields named in it.
func show(_ form: Booking, in locale: Locale, names: [String]) {
  print("In \(locale.identifier):")
  let failures = [form.name.failures, form.guests.failures, form.day.failures, form.code.failures]
  for (name, failures) in zip(names, failures) {
    let sentences = failures.map { $0.message(in: locale, subject: name) }
    print("  ⚠ " + sentences.joined(separator: " "))
  }
}

show(form, in: Locale(identifier: "en_US"), names: ["Name", "Guests", "Day", "Code"])
show(form, in: Locale(identifier: "de_DE"), names: ["Name", "Gäste", "Tag", "Code"])

//: The field's name is the app's to give, in the user's language (a `FormField`'s own
//: `name` serves one language); the library words the rest. A checklist line reads in the locale too:
let german = Locale(identifier: "de")
let checklist = form.code.checklist.map { ($0.isSatisfied ? "✓ " : "✗ ") + $0.phrase(in: german) }
print("Checkliste:", checklist.joined(separator: "  "))

//: A failure also carries its limits as data, for an app that words them its own way:
if case .range(.integer(let lower), .integer(let upper))? = form.guests.failures.first?.constraint {
  print("Guests: \(lower)–\(upper)")
}

//: [Next: the field list, written by a macro](@next)
