import Foundation
import Testing

@testable import Requirements

/// `accepted()`: a checkbox that must be checked, worded as terms are accepted.
struct AcceptanceTests {
  @Test("accepted() holds for true only")
  func holdsForTrueOnly() {
    #expect(Requirement<Bool>.accepted().isValid(true))
    #expect(!Requirement<Bool>.accepted().isValid(false))
    #expect(Requirement<Bool>.accepted().description == "accepted")
  }

  @Test("Its failure carries the accepted constraint, with no parameters")
  func constraint() throws {
    let failure = try #require(Requirement<Bool>.accepted().failure(for: false))
    let constraint = try #require(failure.constraint)
    #expect(constraint.code == "accepted")
    #expect(constraint.parameters.isEmpty)
    guard case .accepted = constraint else {
      Issue.record("expected .accepted, got \(constraint)")
      return
    }
  }

  @Test(
    "Its failure reads as a native speaker writes it, about the field",
    arguments: [
      ("en", "Terms must be accepted."),
      ("de", "Terms muss akzeptiert werden."),
      ("fr", "Le champ «\u{A0}Terms\u{A0}» doit être accepté."),
      ("es", "El campo “Terms” debe ser aceptado."),
      ("it", "Il campo «Terms» deve essere accettato."),
      ("pt", "O campo “Terms” deve ser aceito."),
      ("nl", "Terms moet geaccepteerd worden."),
      ("pl", "Pole „Terms” musi zostać zaakceptowane."),
      ("ru", "Поле «Terms» должно быть принято."),
      ("ja", "Termsに同意してください。"),
      ("zh", "必须接受Terms。"),
      ("ar", "يجب قبول حقل «Terms»."),
    ])
  func sentence(language: String, expected: String) throws {
    let failure = try #require(Requirement<Bool>.accepted().failure(for: false))
    #expect(failure.message(in: Locale(identifier: language), subject: "Terms") == expected)
  }

  @Test("Without the field's name, the sentence still says what to do")
  func withoutSubject() throws {
    let failure = try #require(Requirement<Bool>.accepted().failure(for: false))
    #expect(failure.message(in: Locale(identifier: "en")) == "Must be accepted.")
    #expect(Requirement<Bool>.accepted().phrase(in: Locale(identifier: "de")) == "akzeptiert")
  }

  @Test("Its negation reads as not accepted")
  func negation() {
    #expect((!Requirement<Bool>.accepted()).description == "not accepted")
    #expect((!Requirement<Bool>.accepted()).isValid(false))
  }
}
