import Foundation
import Testing
import Validation

/// How many entries a problem details document lists.
struct ProblemDetailsLimitTests {
  /// A body with `count` orders, each with a negative total: one failure per order.
  private static func error(orders count: Int) throws -> ModelValidationError {
    let orders = Array(repeating: #"{"total": -1}"#, count: count).joined(separator: ",")
    let body =
      #"{"name": "Ann", "password": "long enough", "address": {"zip": "12345", "city": "X"}, "orders": [\#(orders)]}"#
    return try #require(throws: ModelValidationError.self) {
      try JSONDecoder().decode(Customer.self, from: Data(body.utf8))
    }
  }

  @Test("A document lists at most 100 entries by default and says how many failures there are")
  func defaultLimit() throws {
    let error = try Self.error(orders: 250)
    let problem = ProblemDetails(decodingFailure: error)
    #expect(problem.errors.count == 100)
    #expect(problem.errors.first?.pointer == "#/orders/0/total")
    #expect(problem.errors.last?.pointer == "#/orders/99/total")
    #expect(problem.detail == "250 validation failures; the first 100 of 250 entries are listed.")
    #expect(problem.json().count < 12_000)
  }

  @Test(
    "A limit of its own lists that many, and a document within its limit lists all",
    arguments: [
      (100, 100, "100 validation failures."),
      (5, 3, "5 validation failures; the first 3 of 5 entries are listed."),
      (5, 0, "5 validation failures; none of its 5 entries are listed."),
      (5, .max, "5 validation failures."),
    ])
  func limits(failures: Int, limit: Int, detail: String) throws {
    let problem = ProblemDetails(try Self.error(orders: failures), maximumEntries: limit)
    #expect(problem.errors.count == min(failures, limit))
    #expect(problem.detail == detail)
  }

  @Test("A failure with an entry per field counts its entries when some are left out")
  func entriesPerField() {
    let failure = ModelValidationError.Failure(
      path: FieldPath(), fields: ["password", "confirmation"], reason: .brokenRule)
    let problem = ProblemDetails(ModelValidationError([failure, failure]), maximumEntries: 3)
    #expect(problem.errors.map(\.pointer) == ["#/password", "#/confirmation", "#/password"])
    #expect(problem.detail == "2 validation failures; the first 3 of 4 entries are listed.")
  }
}
