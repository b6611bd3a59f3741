import Foundation
import Observation
import Testing
import Validation

/// Attacks on what a form's observers hear: a view that read a value must hear when it
/// changes.
@MainActor
struct FormAttackObservationTests {
  // Lets the main actor run the form's re-check of a change made behind its back.
  func settle() async {
    for _ in 0..<10 { await Task.yield() }
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  func validOrder() -> AttackOrder {
    let order = AttackOrder()
    order.setInput("a@b.de", for: \.email)
    order.setInput("ab", for: \.code)
    order.setInput("FR", for: \.address.country)
    order.setInput("2", for: \.count)
    return order
  }

  @Test("A view that read the validity between two plain assignments hears when it changes back")
  func readBetweenAssignmentsIsTold() async {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let order = validOrder()
    #expect(order.isValid())
    order.email.input = ""
    // A view re-rendered for the input reads the validity and disables its button.
    let changes = ChangeCounter()
    let seen = withObservationTracking {
      order.isValid()
    } onChange: {
      changes.increment()
    }
    #expect(!seen)
    order.email.input = "a@b.de"
    await settle()
    #expect(order.isValid())
    #expect(changes.value == 1, "the view still shows a disabled button")
  }
}
