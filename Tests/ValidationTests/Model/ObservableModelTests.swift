import Foundation
import Observation
import Testing
import Validation

/// A sign-up form as an `@Observable` class model, its fields listed with `withField`.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable
final class ObservableSignUp: ValidatableModel, Encodable {
  var email = FormField<String>(name: "E-mail", .email())
  var age = FormField<Int>(name: "Age", .range(16...120))
  var nickname = ValidatableValue<String>(name: "Nickname", .minLength(2))

  func visitFields(_ visitor: inout some FieldVisitor) {
    withField(\.email) { visitor.visit("email", &$0) }
    withField(\.age) { visitor.visit("age", &$0) }
    withField(\.nickname) { visitor.visit("nickname", &$0) }
  }
}

/// The same form listing `&field` directly: every visit is a mutation.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable
final class MutatedSignUp: ValidatableModel {
  var email = FormField<String>(name: "E-mail", .email())

  func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("email", &email)
  }
}

struct ObservableModelTests {
  /// Counts the changes heard by observers of what `read` reads.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  func observe(_ read: @escaping () -> Void) -> ChangeCounter {
    let changes = ChangeCounter()
    withObservationTracking(read) { changes.increment() }
    return changes
  }

  @Test("Validating, encoding or auditing an @Observable class model notifies nobody")
  func validatingDoesNotNotify() throws {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let form = ObservableSignUp()
    form.email.input = "ann@"
    let observer = observe {
      _ = form.email.input
      _ = form.age.visibleError
      _ = form.nickname.currentValue
    }
    #expect(!form.isValid())
    #expect(form.validationError()?.failures.map(\.path) == ["email", "age", "nickname"])
    #expect(form.firstInvalidField == "email")
    #expect(throws: ModelValidationError.self) { try form.validate() }
    #expect(form.fieldListProblems() == [])
    _ = try JSONEncoder().encode(form)
    #expect(observer.value == 0)
  }

  @Test("Listing `&field` notifies on every validation, which `withField` avoids")
  func directListingNotifies() throws {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let form = MutatedSignUp()
    let observer = observe { _ = form.email.input }
    _ = form.isValid()
    #expect(observer.value == 1)
  }

  @Test("A visit that changes fields is stored and announced")
  func changesAreStoredAndAnnounced() throws {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let form = ObservableSignUp()
    form.age.input = "4x"
    let errorObserver = observe { _ = form.age.visibleError }
    #expect(throws: ModelValidationError.self) { try form.submit() }
    #expect(errorObserver.value == 1)
    #expect(form.age.visibleError != nil)

    let inputObserver = observe { _ = form.age.input }
    form.resetForm()
    #expect(inputObserver.value == 1)
    #expect(form.age.input == "")
  }
}

/// An `@Observable` class model that leaves its age out of the list.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable
final class ObservableLeavesAgeOut: ValidatableModel {
  var email = FormField<String>(name: "E-mail", .email())
  var age = FormField<Int>(name: "Age", .range(16...120))

  func visitFields(_ visitor: inout some FieldVisitor) {
    withField(\.email) { visitor.visit("email", &$0) }
  }
}

@Test("The audit tells an @Observable class model to list a field through withField")
func observableAuditAdvice() throws {
  guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
  let problems = ObservableLeavesAgeOut().fieldListProblems()
  try #require(problems.count == 1)
  #expect(problems[0].contains(#"withField(\.age) { visitor.visit("age", &$0) }"#))
}

@Test("A class view model submits and resets itself, and from a let")
func classSubmitAndReset() throws {
  guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
  let form = ObservableSignUp()
  form.email.input = "ann@example.com"
  form.age.input = "42"
  form.nickname.assign("Annie")
  let valid = try form.submit()
  #expect(valid.age == 42)
  #expect(form.age.submitAttempted)
  form.resetForm()
  #expect(form.age.input == "")
  #expect(!form.age.submitAttempted)
}
