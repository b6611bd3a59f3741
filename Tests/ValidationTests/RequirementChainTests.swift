import Foundation
import Testing

@testable import Validation

/// Counts calls from `@Sendable` predicates.
private final class CallLog: @unchecked Sendable {
  private let lock = NSLock()
  private var calls: [Int] = []

  func record(_ index: Int) {
    lock.withLock { calls.append(index) }
  }

  var recorded: [Int] {
    lock.withLock { calls }
  }
}

/// The error a throwing predicate raises in these tests.
private struct Refused: Error {}

/// `count` requirements; the one at `failing` (if any) returns `false`, or throws when
/// `throwing` (only that one is declared with a throwing predicate); every call is logged
/// with the requirement's index.
private func requirements(
  count: Int, failing: Int?, throwing: Bool = false, log: CallLog
) -> [Requirement<Int>] {
  (0..<count).map { index in
    if throwing, index == failing {
      return Requirement<Int>("requirement \(index)") { _ in
        log.record(index)
        throw Refused()
      }
    }
    return Requirement<Int>("requirement \(index)") { _ in
      log.record(index)
      return index != failing
    }
  }
}

struct RequirementChainTests {
  @Test(
    "The chain holds when every requirement holds, calling each once, in order",
    arguments: 0...13)
  func allHold(count: Int) {
    let log = CallLog()
    let check = RequirementChain.allHold(requirements(count: count, failing: nil, log: log))
    #expect(check(0))
    #expect(log.recorded == Array(0..<count))
  }

  @Test(
    "The chain stops at the first requirement that does not hold",
    arguments: [(1, 0), (2, 1), (4, 3), (5, 4), (6, 0), (6, 5), (7, 6), (9, 4), (13, 12)])
  func stopsAtFirstFailure(count: Int, failing: Int) {
    let log = CallLog()
    let check = RequirementChain.allHold(
      requirements(count: count, failing: failing, log: log))
    #expect(!check(0))
    #expect(log.recorded == Array(0...failing))
  }

  @Test(
    "A predicate that throws counts as unsatisfied, and the chain stops there",
    arguments: [(1, 0), (3, 2), (6, 5), (8, 6)])
  func throwsAndStops(count: Int, failing: Int) {
    let log = CallLog()
    let check = RequirementChain.allHold(
      requirements(count: count, failing: failing, throwing: true, log: log))
    #expect(!check(0))
    #expect(log.recorded == Array(0...failing))
  }

  @Test("A rejected value with one requirement runs its predicate once")
  func loneRequirementRunsOnce() {
    let log = CallLog()
    var value = ValidatableValue<Int>(
      value: 1, requirements: requirements(count: 1, failing: 0, log: log))
    let callsAtStart = log.recorded.count
    #expect(throws: InvalidValue.self) { try value.setValue(2) }
    #expect(log.recorded.count == callsAtStart + 1)
    #expect(value.currentValue == 1)
  }

  @Test("The errors read later of a lone requirement run no predicate again")
  func loneRequirementErrorsReadLater() throws {
    let log = CallLog()
    var value = ValidatableValue<Int>(
      value: 1, requirements: requirements(count: 1, failing: 0, log: log))
    value.assign(2)
    let callsAfterChecks = log.recorded.count
    #expect(value.lastRejection?.failures.map(\.requirement) == ["requirement 0"])
    #expect(value.validationError?.failures.map(\.requirement) == ["requirement 0"])
    #expect(value.failures.map(\.input) == ["1"])
    #expect(throws: InvalidValue.self) { try value.value() }
    #expect(log.recorded.count == callsAfterChecks)
  }

  @Test("A lone requirement that throws still reports its error when rejected")
  func loneThrowingRequirementKeepsItsError() throws {
    let log = CallLog()
    var value = ValidatableValue<Int>(
      value: nil, requirements: requirements(count: 1, failing: 0, throwing: true, log: log))
    let error = try #require(throws: InvalidValue.self) { try value.setValue(2) }
    #expect(error.failures.map(\.requirement) == ["requirement 0"])
    #expect(error.failures.first?.underlyingError is Refused)
    #expect(error.failures.first?.input == "2")
  }

  @Test(
    "A rejection with several requirements lists exactly the failing one, whichever it is",
    arguments: [(2, 0), (2, 1), (5, 2), (6, 5), (9, 8)])
  func severalRequirementsListTheFailure(count: Int, failing: Int) throws {
    let log = CallLog()
    var value = ValidatableValue<Int>(
      value: nil, requirements: requirements(count: count, failing: failing, log: log))
    let error = try #require(throws: InvalidValue.self) { try value.setValue(2) }
    #expect(error.failures.map(\.requirement) == ["requirement \(failing)"])
    #expect(value.currentValue == nil)
  }
}
