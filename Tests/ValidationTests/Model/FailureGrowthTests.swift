import Foundation
import PropertyTesting
import Testing
import Validation

/// A model whose orders are keyed by name.
private struct Ledger: DecodableModel {
  var orders: [String: Order] = [:]

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("orders", &orders)
  }
}

/// A model with a list of orders.
private struct Basket: DecodableModel {
  var orders: [Order] = []

  mutating func visitFields(_ visitor: inout some FieldVisitor) {
    visitor.visit("orders", &orders)
  }
}

/// Work that fails for every other element must grow linearly with the number of elements.
///
/// Each test measures the same work at two sizes, eight times apart, and compares. Linear
/// work takes about 8 times as long; the quadratic work these tests guard against takes 64
/// times as long (over 20 at these sizes). The bound leaves room for caches and noise.
struct FailureGrowthTests {
  static let small = 1_000
  static let factor = 8
  static let growthLimit = 14.0

  /// How much more processor time `work` takes for `factor` times as many elements.
  private static func growth(_ work: (Int) -> Void) -> Double {
    PropertyTesting.growth(from: Self.small, by: Self.factor, work)
  }

  /// JSON for `count` orders, every other one with a negative total.
  private static func ordersJSON(_ count: Int, keyed: Bool) -> Data {
    let entries = (0..<count).map { index in
      let order = #"{"total": \#(index % 2 == 0 ? -1 : 1)}"#
      return keyed ? #""o\#(index)": \#(order)"# : order
    }
    let body = entries.joined(separator: ",")
    return Data((keyed ? #"{"orders": {\#(body)}}"# : #"{"orders": [\#(body)]}"#).utf8)
  }

  /// Decodes `data` as a basket (an array of orders) or a ledger (a dictionary of them).
  private static func decode(_ data: Data, keyed: Bool) throws {
    if keyed {
      _ = try JSONDecoder().decode(Ledger.self, from: data)
    } else {
      _ = try JSONDecoder().decode(Basket.self, from: data)
    }
  }

  @Test(
    "Decoding an array or a dictionary of models, half of them invalid, grows linearly",
    arguments: [false, true])
  func decodingIsLinear(keyed: Bool) throws {
    let inputs = [Self.small, Self.small * Self.factor].map {
      ($0, Self.ordersJSON($0, keyed: keyed))
    }
    let error = try #require(throws: ModelValidationError.self) {
      try Self.decode(inputs[0].1, keyed: keyed)
    }
    #expect(error.failures.count == Self.small / 2)
    let growth = Self.growth { count in
      let data = inputs.first { $0.0 == count }?.1 ?? Data()
      try? Self.decode(data, keyed: keyed)
    }
    #expect(growth < Self.growthLimit, "\(Self.factor)x the elements took \(growth)x the time")
  }

  @Test("An update that rejects every other assignment grows linearly")
  func updateIsLinear() throws {
    func rejectHalf(of count: Int) -> ModelValidationError? {
      var basket = Basket()
      basket.orders = Array(repeating: Order(), count: count)
      do {
        try basket.update { basket in
          for index in basket.orders.indices {
            basket.orders[index].total = index % 2 == 0 ? -1 : 5
          }
        }
        return nil
      } catch {
        return error
      }
    }
    let error = try #require(rejectHalf(of: Self.small))
    #expect(error.failures.count == Self.small / 2)
    #expect(error.failures.first?.path == "orders[0].total")
    let growth = Self.growth { count in _ = rejectHalf(of: count) }
    #expect(growth < Self.growthLimit, "\(Self.factor)x the rejections took \(growth)x the time")
  }

  @Test("Validating a model with many invalid nested models grows linearly")
  func validationIsLinear() {
    let growth = Self.growth { count in
      var basket = Basket()
      basket.orders = ordersWithTotals((0..<count).map { $0 % 2 == 0 ? -1 : 1 })
      _ = basket.validationError()
    }
    #expect(growth < Self.growthLimit, "\(Self.factor)x the failures took \(growth)x the time")
  }
}
