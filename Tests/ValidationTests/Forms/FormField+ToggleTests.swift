import Foundation
import Observation
import Testing
import Validation

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor @Observable final class TermsViewModel: @MainActor FormModel {
  let form = FormState()
  var terms = FormField<Bool>(name: "Terms", .equalTo(true))
  var newsletter = FormField<Bool>(name: "Newsletter")

  static let rules: [ModelRule<TermsViewModel>] = [
    ModelRule("The newsletter needs the terms", fields: ["newsletter"]) {
      !($0.newsletter.currentValue ?? false) || ($0.terms.currentValue ?? false)
    }
  ]

  func visitFields(_ visitor: inout some FieldVisitor) {
    withField(\.terms) { visitor.visit("terms", &$0) }
    withField(\.newsletter) { visitor.visit("newsletter", &$0) }
  }
}

/// What `FormToggle` does to a `FormField<Bool>`: on SwiftUI's platforms the view only binds
/// these.
@MainActor
struct FormFieldToggleTests {
  private static let english = Locale(identifier: "en")

  @Test("A toggle shows on only when the input converts to true")
  func isOn() {
    var terms = FormField<Bool>(name: "Terms", .equalTo(true))
    #expect(!terms.isOn)
    terms.input = "true"
    #expect(terms.isOn)
    terms.input = "yes please"
    #expect(!terms.isOn)
  }

  @Test("Toggling sets the input to the conversion's text and touches the field")
  func toggling() {
    var terms = FormField<Bool>(name: "Terms", .equalTo(true))
    #expect(terms.errorLine(in: Self.english) == nil)
    terms.isOn = true
    #expect(terms.input == "true")
    #expect(terms.isTouched)
    #expect(terms.isValid())
    #expect(terms.errorLine(in: Self.english) == nil)
    terms.isOn = false
    #expect(terms.input == "false")
    #expect(!terms.isValid())
    #expect(terms.errorLine(in: Self.english) != nil)
  }

  @Test("Toggling a model's field shows its error, its rules' failures and the form's validity")
  func modelField() {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let model = TermsViewModel()
    model.setToggle(true, for: \.newsletter)
    #expect(model.newsletter.isTouched)
    #expect(model.newsletter.input == "true")
    #expect(model.newsletter.ruleFailures.map(\.requirement) == ["The newsletter needs the terms"])
    #expect(!model.isValid())
    model.setToggle(true, for: \.terms)
    #expect(model.newsletter.ruleFailures.isEmpty)
    #expect(model.isValid())
    model.setToggle(false, for: \.terms)
    #expect(!model.isValid())
    #expect(model.terms.errorLine(in: Self.english) != nil)
  }
}
