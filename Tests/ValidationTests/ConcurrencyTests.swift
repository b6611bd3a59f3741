import Foundation
import Testing
import Validation

/// Shared requirement sets and models used from many tasks at once.
///
/// Run under Thread Sanitizer in CI (`swift test --sanitize=thread`), these also prove
/// there is no data race.
struct ConcurrencyTests {
  static let password: Requirement<String> =
    .length(8...30) && .atLeast(1, .uppercase) && .atLeast(1, .digits)
    && .matches(/[A-Za-z0-9!?]+/)

  static let candidates = (0..<200).map { index in
    index.isMultiple(of: 2) ? "Passw0rd\(index)" : "weak \(index)"
  }

  @Test("One requirement set gives the same answers from 32 tasks at once")
  func sharedRequirements() async {
    let expected = Self.candidates.map(Self.password.isValid)
    let results = await withTaskGroup(of: [Bool].self) { group in
      for _ in 0..<32 {
        group.addTask { Self.candidates.map(Self.password.isValid) }
      }
      var all: [[Bool]] = []
      for await result in group { all.append(result) }
      return all
    }
    #expect(results.count == 32)
    #expect(results.allSatisfy { $0 == expected })
  }

  @Test("Models and guarded values are validated and copied across tasks")
  func sharedModels() async throws {
    let customer = Customer()
    let template = ValidatableValue<String>(name: "Password", isSecret: true, Self.password)
    let outcomes = await withTaskGroup(of: (Bool, Int, Bool).self) { group in
      for index in 0..<64 {
        group.addTask {
          var value = template
          value.assign(Self.candidates[index % Self.candidates.count])
          var copy = customer
          copy.name = "Customer \(index)"
          return (value.isValid(), copy.validationError()?.failures.count ?? 0, copy.isValid())
        }
      }
      var all: [(Bool, Int, Bool)] = []
      for await outcome in group { all.append(outcome) }
      return all
    }
    #expect(outcomes.count == 64)
    #expect(outcomes.filter(\.0).count == 32)
    #expect(outcomes.allSatisfy { $0.1 == 0 && $0.2 })
  }

  @Test("Decoding the same JSON from many tasks gives the same result")
  func concurrentDecoding() async throws {
    let json = Data(
      #"{"name": "Ann", "password": "long enough", "address": {"zip": "12345", "city": "Oslo"}, "orders": [{"total": 3}]}"#
        .utf8)
    let decoded = await withTaskGroup(of: Bool.self) { group in
      for _ in 0..<32 {
        group.addTask { (try? JSONDecoder().decode(Customer.self, from: json))?.isValid() ?? false }
      }
      var all: [Bool] = []
      for await ok in group { all.append(ok) }
      return all
    }
    #expect(decoded == Array(repeating: true, count: 32))
  }
}
