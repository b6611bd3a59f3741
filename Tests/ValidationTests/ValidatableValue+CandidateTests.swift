import Testing
import Validation

/// Checking a candidate without storing it.
struct ValidatableValueCandidateTests {
  @Test("validate(_:) throws the full error for a candidate and stores nothing")
  func validateThrows() throws {
    let age = ValidatableValue<Int>(18, name: "Age", .range(16...50), .multiple(of: 2))
    let error = try #require(throws: InvalidValue.self) { try age.validate(13) }
    #expect(error.failures.map(\.requirement) == ["between 16 and 50", "a multiple of 2"])
    #expect(error.failures.first?.input == "13")
    #expect(age.currentValue == 18)
    #expect(age.lastRejection == nil)
  }

  @Test("validate(_:) accepts exactly what willBeValid(with:) accepts", arguments: 10...20)
  func agreesWithWillBeValid(candidate: Int) {
    let age = ValidatableValue<Int>(18, .range(16...50), .multiple(of: 2))
    var threw = false
    do { try age.validate(candidate) } catch { threw = true }
    #expect(threw == !age.willBeValid(with: candidate))
  }

  @Test("validate(_:) keeps a secret candidate out of the error")
  func secretCandidate() throws {
    let pin = ValidatableValue<String>(name: "PIN", isSecret: true, .minLength(6))
    let error = try #require(throws: InvalidValue.self) { try pin.validate("1234") }
    #expect(error.failures.allSatisfy { $0.input == nil })
    #expect(!String(describing: error).contains("1234"))
  }
}

/// The way to catch a rejection that Swift 6.3.1 compiles in this loop.
///
/// `catch is InvalidValue` (or `catch let error as InvalidValue`) here crashes the compiler
/// ("Found ownership error?!"), for any typed-throws function whose error type holds
/// references. Kept as a test so that the documented form keeps compiling and working.
struct TypedCatchTests {
  @Test("Writes caught with a plain catch keep the last accepted value")
  func generatedWrites() throws {
    for seed in 0..<3 {
      var even = ValidatableValue<Int>(Require("even") { $0 % 2 == 0 })
      var last: Int? = nil
      for candidate in 0..<10 {
        let ok = candidate % 2 == 0
        #expect(even.willBeValid(with: candidate) == ok, "seed \(seed) value \(candidate)")
        do {
          try even.setValue(candidate)
          #expect(ok, "seed \(seed): accepted invalid \(candidate)")
          last = candidate
        } catch {
          #expect(!ok, "seed \(seed): rejected valid \(candidate)")
          #expect(error.failures.map(\.requirement) == ["even"])
        }
        if let last {
          #expect(try even.value() == last, "seed \(seed): value changed")
          #expect(even.isValid())
        } else {
          #expect(!even.isValid())
        }
      }
    }
  }
}
