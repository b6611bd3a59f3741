import Foundation
import Hummingbird
import HummingbirdTesting
import SignUpAPI

/// The password every valid request sends, which no response may contain.
let secret = "Correct-Horse-9"

/// A valid sign-up body.
let validBody = """
  {"email": "ann@example.com", "name": "Ann", "password": "\(secret)", "age": 34,
   "interests": ["climbing", "jazz"],
   "address": {"street": "Hauptstraße 1", "zip": "10115", "city": "Berlin", "country": "DE"}}
  """

/// The body of the user that ``validBody`` creates first, with sorted keys.
let createdUser =
  #"{"address":{"city":"Berlin","country":"DE","street":"Hauptstraße 1","zip":"10115"},"#
  + #""age":34,"email":"ann@example.com","id":1,"interests":["climbing","jazz"],"name":"Ann"}"#

/// ``validBody`` with another e-mail address.
func validBody(email: String) -> String {
  validBody.replacingOccurrences(of: "ann@example.com", with: email)
}

/// The application under test, with a store of its own.
func makeApp() -> some ApplicationProtocol {
  buildApplication(
    configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)))
}

extension TestClientProtocol {
  /// Sends `POST /users` with a body and, unless `nil`, a content type.
  func postUser(_ body: String, contentType: String? = "application/json") async throws
    -> TestResponse
  {
    try await postUser(bytes: Array(body.utf8), contentType: contentType)
  }

  /// Sends `POST /users` with a body's bytes, which need not be UTF-8.
  func postUser(bytes: [UInt8], contentType: String? = "application/json") async throws
    -> TestResponse
  {
    var headers: HTTPFields = [:]
    if let contentType { headers[.contentType] = contentType }
    return try await execute(
      uri: "/users", method: .post, headers: headers, body: ByteBuffer(bytes: bytes))
  }

  /// Sends `GET` to a path.
  func get(_ uri: String) async throws -> TestResponse {
    try await execute(uri: uri, method: .get)
  }
}

extension TestResponse {
  /// The body as text.
  var text: String { String(buffer: body) }

  /// The content type header.
  var contentType: String? { headers[.contentType] }
}
