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

//: A field's name is the app's to give, in each language it ships (a dictionary literal, a
//: function of the locale, or a string resource on Apple platforms); the library words the
//: rest.
struct Booking: ValidatableModel {
  var name = FormField<String>(name: ["en": "Name", "de": "Name"], .nonBlank())
  var guests = FormField<Int>(name: ["en": "Guests", "de": "Gästezahl"], .range(1...12))
  var day = FormField<Date>(
    name: ["en": "Day", "de": "Tag"], .minimum(Date(timeIntervalSince1970: 1_893_456_000)))
  var code = FormField<String>(name: ["en": "Code", "de": "Code"], .length(6...6), .only(.digits))

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

// The user has left every field: their errors show.
form.name.touch()
form.guests.touch()
form.day.touch()
form.code.touch()

/// Prints the line under each field, as a form shows it, in one language.
func show(_ form: Booking, in locale: Locale) {
  print("In \(locale.identifier):")
  let lines = [
    form.name.errorLine(in: locale), form.guests.errorLine(in: locale),
    form.day.errorLine(in: locale), form.code.errorLine(in: locale),
  ]
  for line in lines.compactMap({ $0 }) { print("  ⚠ " + line) }
}

show(form, in: Locale(identifier: "en_US"))
show(form, in: Locale(identifier: "de_DE"))

//: A checklist line reads in the locale too:
let german = Locale(identifier: "de")
let checklist = form.code.checklist.map { ($0.isSatisfied ? "✓ " : "✗ ") + $0.phrase(in: german) }
print("Checkliste:", checklist.joined(separator: "  "))

//: A failure also carries its limits as data, for an app that words them its own way:
if case .range(.integer(let lower), .integer(let upper))? = form.guests.failures.first?.constraint {
  print("Guests: \(lower)–\(upper)")
}

//: [Next: the field list, written by a macro](@next)
