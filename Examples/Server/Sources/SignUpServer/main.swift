import Foundation
import Hummingbird
import SignUpAPI

// Serves the sign-up API on 127.0.0.1, on the port in `PORT` (8080 by default), until
// interrupted.

/// Prints a message on standard error and exits with a failure status.
func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("SignUpServer: \(message)\n".utf8))
  exit(1)
}

let port: Int
if let text = ProcessInfo.processInfo.environment["PORT"] {
  guard let number = Int(text), (0...65535).contains(number) else {
    fail("PORT must be a number from 0 to 65535, not \(text).")
  }
  port = number
} else {
  port = 8080
}
// `COMPARISON_ROUTES=1` adds the endpoints that bench.sh compares.
let app = buildApplication(
  configuration: ApplicationConfiguration(
    address: .hostname("127.0.0.1", port: port), serverName: "SignUpServer"),
  comparisonRoutes: ProcessInfo.processInfo.environment["COMPARISON_ROUTES"] == "1")
do {
  try await app.runService()
} catch {
  fail("\(error)")
}
