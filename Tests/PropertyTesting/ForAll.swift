import Foundation
import Testing

/// The number of cases and the base seed of property runs, read once from the environment.
///
/// - `PROPERTY_CASES`: the number of cases per property (default 10,000).
/// - `PROPERTY_SEED`: the base seed, in decimal or `0x` hexadecimal (default fixed, so
///   runs repeat).
/// - `PROPERTY_REPLAY_SEED`: run each property once, with exactly this case seed, to
///   replay a failure that a report named.
public struct PropertyConfiguration: Sendable {
  /// The number of cases per property when `PROPERTY_CASES` is not set.
  ///
  /// Ten thousand cases find most bugs that generated inputs can find, and still run in
  /// about a second per property in a debug build.
  public static let defaultCases = 10_000

  /// The base seed when `PROPERTY_SEED` is not set.
  ///
  /// Fixed, so that every run generates the same cases and a failure repeats.
  public static let defaultSeed: UInt64 = 0xC0FF_EE00_5EED_0001

  /// The number of cases each property runs.
  ///
  /// Ignored while ``replaySeed`` is set: a replay runs one case.
  public var cases: Int

  /// The seed every case's seed derives from.
  ///
  /// Case `i` starts from ``SplitMix64/caseSeed(base:index:)`` of this seed and `i`.
  public var baseSeed: UInt64

  /// A single case seed to run instead of the derived ones, or `nil`.
  ///
  /// Set it to the `seed:` of a failure report to run exactly the failing case again.
  public var replaySeed: UInt64?

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - cases: The number of cases per property.
  ///   - baseSeed: The seed every case's seed derives from.
  ///   - replaySeed: A single case seed to run instead, or `nil`.
  public init(cases: Int, baseSeed: UInt64, replaySeed: UInt64? = nil) {
    self.cases = cases
    self.baseSeed = baseSeed
    self.replaySeed = replaySeed
  }

  /// The configuration the environment asks for, with defaults for what it leaves out.
  ///
  /// Read once per test process; a malformed variable is ignored in favour of the default.
  public static let current: PropertyConfiguration = {
    let environment = ProcessInfo.processInfo.environment
    let cases = environment["PROPERTY_CASES"].flatMap { Int($0) }.map { max(1, $0) }
    return PropertyConfiguration(
      cases: cases ?? defaultCases,
      baseSeed: environment["PROPERTY_SEED"].flatMap(parseSeed) ?? defaultSeed,
      replaySeed: environment["PROPERTY_REPLAY_SEED"].flatMap(parseSeed))
  }()

  /// Reads a seed written in decimal or in `0x` hexadecimal.
  ///
  /// - Parameter text: The seed as text.
  /// - Returns: The seed, or `nil` when the text is not a number.
  public static func parseSeed(_ text: String) -> UInt64? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if trimmed.hasPrefix("0x") || trimmed.hasPrefix("0X") {
      return UInt64(trimmed.dropFirst(2), radix: 16)
    }
    return UInt64(trimmed)
  }
}

/// One generated case of a property: its generator, its seed and the expectations it
/// checked.
///
/// A property draws its inputs from ``generator`` and states what must hold with
/// ``expect(_:_:sourceLocation:)``. Nothing is recorded with Swift Testing until the case
/// ends, so a property can check many things per case without flooding the report.
public struct PropertyCase {
  /// The case's generator, seeded with ``seed``.
  ///
  /// Draw every input from it, and nothing else, so that the seed replays the case.
  public var generator: SplitMix64

  /// The seed the case's generator started from.
  ///
  /// A failure report names it; `PROPERTY_REPLAY_SEED` set to it replays the case.
  public let seed: UInt64

  /// The zero-based index of the case in its run.
  ///
  /// With the base seed, it also locates the case: its seed derives from both.
  public let index: Int

  /// The expectations that failed, in the order they were checked.
  ///
  /// Each entry is `File.swift:line: message`; ``forAll(_:configuration:sourceLocation:_:)``
  /// reports them when the case ends.
  public private(set) var failures: [String] = []

  /// Notes describing the generated inputs, shown only when the case fails.
  private var notes: [() -> String] = []

  /// Creates a case from its seed and index.
  ///
  /// - Parameters:
  ///   - seed: The seed of the case's generator.
  ///   - index: The zero-based index of the case.
  public init(seed: UInt64, index: Int) {
    self.generator = SplitMix64(seed: seed)
    self.seed = seed
    self.index = index
  }

  /// Records a failed expectation when `condition` is false.
  ///
  /// - Parameters:
  ///   - condition: What must hold.
  ///   - message: What was expected and what happened; built only on failure.
  ///   - sourceLocation: Where the expectation is written.
  /// - Returns: `condition`, so a property can skip checks that depend on it.
  @discardableResult
  public mutating func expect(
    _ condition: Bool, _ message: @autoclosure () -> String = "",
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    if !condition {
      failures.append("\(sourceLocation.fileName):\(sourceLocation.line): \(message())")
    }
    return condition
  }

  /// Records a description of a generated input, shown only if the case fails.
  ///
  /// Notes cost nothing on passing cases: the text is built only for the report.
  ///
  /// - Parameter note: The description; built only on failure.
  public mutating func note(_ note: @autoclosure @escaping () -> String) {
    notes.append(note)
  }

  /// The failure report of this case: seed, index, failed expectations and notes.
  ///
  /// - Parameters:
  ///   - property: The property's name.
  ///   - configuration: The run's configuration.
  /// - Returns: A multi-line report.
  func report(property: String, configuration: PropertyConfiguration) -> String {
    let origin =
      configuration.replaySeed == nil
      ? "case \(index) of \(configuration.cases), base seed \(configuration.baseSeed)"
      : "replayed from PROPERTY_REPLAY_SEED"
    var lines = [
      "Property \"\(property)\" failed with seed: \(seed) (\(origin)). "
        + "Replay with PROPERTY_REPLAY_SEED=\(seed)."
    ]
    lines += failures.map { "  ✗ \($0)" }
    lines += notes.map { "  · \($0())" }
    return lines.joined(separator: "\n")
  }
}

/// Runs a property on many generated cases and reports the first failing one through
/// Swift Testing.
///
/// Each case gets its own seed, derived from the configuration's base seed and the case's
/// index. The property draws inputs from the case's generator and checks them with
/// ``PropertyCase/expect(_:_:sourceLocation:)``; a thrown error also fails the case. On
/// the first failing case, `forAll` records one issue whose comment holds `seed: <n>` and
/// the case index, then stops.
///
/// ```swift
/// @Test("Reversing twice gives the original")
/// func reverseTwice() {
///   forAll("reverse twice") { property in
///     let text = property.generator.string()
///     property.expect(String(text.reversed().reversed()) == text, "text: \(text)")
///   }
/// }
/// ```
///
/// - Parameters:
///   - name: The property's name, for the report.
///   - configuration: The number of cases and the seeds; by default from the environment.
///   - sourceLocation: Where the failure is reported; by default the caller.
///   - property: Checks one case.
/// - Returns: The number of cases that ran, the failing one included.
@discardableResult
public func forAll(
  _ name: String,
  configuration: PropertyConfiguration = .current,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ property: (inout PropertyCase) throws -> Void
) -> Int {
  let count = configuration.replaySeed == nil ? configuration.cases : 1
  for index in 0..<count {
    let seed =
      configuration.replaySeed
      ?? SplitMix64.caseSeed(base: configuration.baseSeed, index: index)
    var current = PropertyCase(seed: seed, index: index)
    do {
      try property(&current)
    } catch {
      current.expect(false, "the property threw \(error)")
    }
    if !current.failures.isEmpty {
      Issue.record(
        Comment(rawValue: current.report(property: name, configuration: configuration)),
        sourceLocation: sourceLocation)
      return index + 1
    }
  }
  return count
}
