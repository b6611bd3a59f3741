import Foundation
import Hummingbird
import SignUpAPI

// Serves the sign-up API on 127.0.0.1, on the port in `PORT` (8080 by default).
let port: Int
if let text = ProcessInfo.processInfo.environment["PORT"] {
  guard let number = Int(text), (0...65535).contains(number) else {
    FileHandle.standardError.write(Data("PORT must be a number from 0 to 65535.\n".utf8))
    exit(2)
  }
  port = number
} else {
  port = 8080
}
let app = buildApplication(
  configuration: ApplicationConfiguration(
    address: .hostname("127.0.0.1", port: port), serverName: "SignUpServer"))
try await app.runService()
