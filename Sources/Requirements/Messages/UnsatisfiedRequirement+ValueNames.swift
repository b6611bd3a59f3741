#if canImport(Foundation)
  import Foundation

  // Failures and phrases that show allowed values by names given for them, in every
  // language the names have: the raw values of a form field's enum, for one.
  extension UnsatisfiedRequirement {
    // Creates the failure of an input that is text, kept as it came, whose message shows
    // the constraint's allowed values by `valueNames` where it names them.
    package init(
      requirement: String, text: String?, kind: Kind, constraint: Constraint?,
      valueNames: [Constraint.Value: LocalizedText]?
    ) {
      var wording = Wording(constraint: constraint)
      wording.valueNames = valueNames
      self.init(
        text: RequirementText(description: requirement, wording: wording),
        reportedInput: text.map(ReportedInput.text), kind: kind)
    }
  }

  extension Constraint {
    // The checklist phrase for the constraint in the locale's language, dates in
    // `timeZone`, its allowed values shown by `valueNames` where it names them (with
    // `nil`, the public `phrase(in:timeZone:)`).
    package func phrase(
      in locale: Locale, timeZone: TimeZone, valueNames: [Constraint.Value: LocalizedText]?
    ) -> String {
      var wording = Wording(constraint: self)
      wording.valueNames = valueNames
      let (language, format) = MessageLanguages.language(for: locale, timeZone: timeZone)
      return language.phrase(wording.shown(self, format), format)
    }
  }
#endif
