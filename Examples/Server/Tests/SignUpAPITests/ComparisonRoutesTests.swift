import Hummingbird
import HummingbirdTesting
import SignUpAPI
import Testing

@Suite("The endpoints bench.sh compares")
struct ComparisonRoutesTests {
  /// A sign-up body that breaks a rule in four fields.
  static let invalidBody = """
    {"email": "ann@localhost", "name": " ", "password": "hunter2", "age": 12,
     "interests": ["jazz"], "address": {"street": "Main St 1", "zip": "10115",
     "city": "Berlin", "country": "DE"}}
    """

  /// The application with the comparison endpoints.
  static func makeComparisonApp() -> some ApplicationProtocol {
    buildApplication(
      configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)),
      comparisonRoutes: true)
  }

  @Test(
    "A valid body answers 204 at every endpoint and is not stored",
    arguments: ["/compare/unchecked", "/compare/hand-checked", "/compare/validated"])
  func acceptsValidBody(path: String) async throws {
    try await Self.makeComparisonApp().test(.router) { client in
      let response = try await client.execute(
        uri: path, method: .post, headers: [.contentType: "application/json"],
        body: ByteBuffer(string: validBody))
      #expect(response.status == .noContent)
      #expect(try await client.get("/users/1").status == .notFound)
    }
  }

  @Test(
    "An invalid body answers 422 with the same failing fields, by hand and by the model",
    arguments: ["/compare/hand-checked", "/compare/validated"])
  func rejectsInvalidBody(path: String) async throws {
    try await Self.makeComparisonApp().test(.router) { client in
      let response = try await client.execute(
        uri: path, method: .post, headers: [.contentType: "application/json"],
        body: ByteBuffer(string: Self.invalidBody))
      #expect(response.status == .unprocessableContent)
      for pointer in ["#/email", "#/name", "#/password", "#/age"] {
        #expect(response.text.contains(#""pointer":"\#(pointer)""#), "\(pointer)")
      }
      #expect(!response.text.contains("hunter2"))
    }
  }

  @Test("The unchecked endpoint accepts what the others reject, and only there")
  func uncheckedTakesInvalidBody() async throws {
    try await Self.makeComparisonApp().test(.router) { client in
      let response = try await client.execute(
        uri: "/compare/unchecked", method: .post, headers: [.contentType: "application/json"],
        body: ByteBuffer(string: Self.invalidBody))
      #expect(response.status == .noContent)
    }
    try await makeApp().test(.router) { client in
      let response = try await client.execute(
        uri: "/compare/validated", method: .post, headers: [.contentType: "application/json"],
        body: ByteBuffer(string: validBody))
      #expect(response.status == .notFound)
    }
  }
}
