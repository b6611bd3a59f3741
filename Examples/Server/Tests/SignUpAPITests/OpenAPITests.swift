import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import SignUpAPI

@Suite("The OpenAPI document")
struct OpenAPITests {
  private func document() async throws -> [String: Any] {
    let body = try await makeApp().test(.router) { client in
      let response = try await client.execute(uri: "/openapi.json", method: .get)
      #expect(response.status == .ok)
      #expect(response.contentType == "application/json")
      return Data(response.text.utf8)
    }
    return try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
  }

  @Test("GET /openapi.json describes both routes, their bodies and every status they answer")
  func routes() async throws {
    let document = try await document()
    #expect(document["openapi"] as? String == "3.1.0")
    let paths = try #require(document["paths"] as? [String: [String: Any]])
    #expect(Set(paths.keys) == ["/users", "/users/{id}"])
    let post = try #require(paths["/users"]?["post"] as? [String: Any])
    let responses = try #require(post["responses"] as? [String: Any])
    #expect(Set(responses.keys) == ["201", "400", "409", "413", "415", "422"])
    let get = try #require(paths["/users/{id}"]?["get"] as? [String: Any])
    #expect(Set((get["responses"] as? [String: Any])?.keys ?? [:].keys) == ["200", "404"])
  }

  @Test("The request body's schema is the sign-up's own, its references inside the document")
  func requestSchema() async throws {
    let document = try await document()
    let schemas = try #require(
      (document["components"] as? [String: Any])?["schemas"] as? [String: Any])
    let signUp = try #require(schemas["SignUp"] as? [String: Any])
    let expected = try #require(
      try JSONSerialization.jsonObject(
        with: SignUp.jsonSchema(at: "#/components/schemas/SignUp").json()) as? NSDictionary)
    #expect(NSDictionary(dictionary: signUp) == expected)
    let properties = try #require(signUp["properties"] as? [String: [String: Any]])
    #expect(
      properties["address"]?["$ref"] as? String == "#/components/schemas/SignUp/$defs/Address")
    #expect(signUp["additionalProperties"] as? Bool == false)
    #expect(properties["password"]?["writeOnly"] as? Bool == true)
  }

  @Test("Another method on the document answers 405")
  func methodNotAllowed() async throws {
    try await makeApp().test(.router) { client in
      let response = try await client.execute(uri: "/openapi.json", method: .post)
      #expect(response.status == .methodNotAllowed)
      #expect(response.headers[.allow] == "GET, HEAD")
    }
  }
}
