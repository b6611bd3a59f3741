import Foundation
import Testing
import Validation

/// A `FormField<Bool>` as a checkbox: set through `isOn`, worded as a checkbox in every
/// language.
struct FormFieldCheckboxTests {
  static let languages = ["en", "de", "fr", "es", "it", "pt", "nl", "pl", "ru", "ja", "zh", "ar"]

  @Test("A terms checkbox starts unchecked, and is valid once the user checks it")
  func termsCheckbox() throws {
    var terms = FormField<Bool>(name: "Terms", .accepted())
    #expect(!terms.isOn)
    #expect(terms.input == "false")
    #expect(!terms.isValid())
    #expect(terms.errorLine(in: Locale(identifier: "en")) == nil)
    terms.isOn = true
    #expect(terms.isValid())
    #expect(try terms.value() == true)
    #expect(terms.input == "true")
  }

  @Test("Unchecking it is the whole edit: the error shows at once, in the user's language")
  func uncheckingShowsError() {
    var terms = FormField<Bool>(true, name: "Terms", .accepted())
    #expect(terms.isOn)
    terms.isOn = false
    #expect(terms.isEdited && terms.isTouched)
    #expect(terms.errorLine(in: Locale(identifier: "en")) == "Terms must be accepted.")
    #expect(terms.errorLine(in: Locale(identifier: "de")) == "Terms muss akzeptiert werden.")
  }

  @Test("A state loaded from storage is set with reset(to:), which leaves the field untouched")
  func resetToState() {
    var terms = FormField<Bool>(name: "Terms", .accepted())
    terms.reset(to: true)
    #expect(terms.isOn && terms.isValid())
    #expect(!terms.isEdited && !terms.isTouched)
  }

  @Test("Text that is not true or false fails as a checkbox, never as \"a valid Bool\"")
  func unparsableText() throws {
    var terms = FormField<Bool>(name: "Terms", .accepted())
    terms.input = "yes"
    terms.touch()
    #expect(!terms.isOn)
    let failure = try #require(terms.failures.first)
    #expect(failure.kind == .conversion)
    #expect(failure.requirement == "checked or unchecked")
    #expect(failure.constraint?.parameters.first?.value == .value(.text("checkbox")))
    #expect(terms.errorLine(in: Locale(identifier: "en")) == "Terms must be checked or unchecked.")
    for language in Self.languages {
      let line = try #require(terms.errorLine(in: Locale(identifier: language)))
      #expect(!line.contains("Bool") && line.contains("Terms"), "\(language): \(line)")
    }
    #expect(terms.conversion.phrase(in: Locale(identifier: "de")) == "aktiviert oder deaktiviert")
  }

  @Test("Bool's own text converts, as the checkbox conversion writes it")
  func conversion() {
    let checkbox = InputConversion<Bool>.checkbox
    #expect(checkbox.value(from: "true") == true)
    #expect(checkbox.value(from: "false") == false)
    #expect(checkbox.value(from: "TRUE") == nil)
    #expect(checkbox.text(for: true) == "true")
  }
}
