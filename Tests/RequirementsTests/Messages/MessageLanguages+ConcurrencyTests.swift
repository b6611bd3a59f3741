import Foundation
import Testing

@testable import Requirements

/// Languages registered and unregistered while other threads word messages in their locale.
// Registers under `eo`, a tag no other test reads, since the registry is process-wide.
struct MessageLanguagesConcurrencyTests {
  /// A flag and a tally shared with the threads wording messages.
  final class Shared: @unchecked Sendable {
    // @unchecked: both are read and written only under `lock`.
    private let lock = NSLock()
    private var stopped = false
    private var strange: [String] = []

    var isStopped: Bool { lock.withLock { stopped } }
    var strangeMessages: [String] { lock.withLock { strange } }
    func stop() { lock.withLock { stopped = true } }
    func record(_ message: String) { lock.withLock { strange.append(message) } }
  }

  @Test("A language registered or unregistered while others word messages words every later one")
  func registerWhileWording() throws {
    let failure = try #require(Requirement<String>.minLength(8).failure(for: "abc"))
    let locale = Locale(identifier: "eo-001")
    let english = failure.message(in: Locale(identifier: "en"))
    let german = failure.message(in: Locale(identifier: "de"))
    var esperanto = MessageLanguage.german
    esperanto.tag = "eo"
    let shared = Shared()
    let finished = DispatchGroup()
    for _ in 0..<3 {
      finished.enter()
      Thread.detachNewThread {
        while !shared.isStopped {
          let message = failure.message(in: locale)
          if message != english && message != german { shared.record(message) }
        }
        finished.leave()
      }
    }
    var stale: [String] = []
    for round in 0..<2_000 {
      MessageLanguage.register(esperanto)
      if failure.message(in: locale) != german || locale.messageLanguageTag != "eo" {
        stale.append("registered, round \(round)")
      }
      MessageLanguage.unregister(tag: "eo")
      if failure.message(in: locale) != english || locale.messageLanguageTag != "en" {
        stale.append("unregistered, round \(round)")
      }
    }
    shared.stop()
    finished.wait()
    #expect(stale.isEmpty, "\(stale.count) stale: \(stale.prefix(5))")
    #expect(shared.strangeMessages.isEmpty)
    #expect(failure.message(in: locale) == english)
  }
}
