import Hummingbird
import HummingbirdTesting
import Testing

@testable import SignUpAPI

@Suite("Routes and methods")
struct RoutingTests {
  @Test(
    "Another method on a route answers 405 problem details listing the route's methods",
    arguments: [
      ("/users/1", HTTPRequest.Method.put, "GET, HEAD"), ("/users/1", .delete, "GET, HEAD"),
      ("/users/1", .patch, "GET, HEAD"), ("/users/1", .post, "GET, HEAD"),
      ("/users", .get, "POST"), ("/users", .delete, "POST"), ("/users", .head, "POST"),
    ])
  func methodNotAllowed(uri: String, method: HTTPRequest.Method, allow: String) async throws {
    try await makeApp().test(.router) { client in
      _ = try await client.postUser(validBody)
      let response = try await client.execute(uri: uri, method: method)
      #expect(response.status == .methodNotAllowed)
      #expect(response.headers[.allow] == allow)
      #expect(response.contentType == "application/problem+json")
      if method != .head {
        #expect(
          response.text
            == #"{"detail":"This address does not answer this method.","errors":[],"#
            + #""status":405,"title":"Method Not Allowed","type":"about:blank"}"#)
      }
    }
  }

  @Test("A method of no route on an unknown address still answers 404")
  func unknownAddressAnyMethod() async throws {
    try await makeApp().test(.router) { client in
      let response = try await client.execute(uri: "/nothing/here", method: .delete)
      #expect(response.status == .notFound)
      #expect(response.headers[.allow] == nil)
    }
  }

  @Test("HEAD on a user answers as GET does, without the body")
  func headUser() async throws {
    try await makeApp().test(.router) { client in
      _ = try await client.postUser(validBody)
      let head = try await client.execute(uri: "/users/1", method: .head)
      #expect(head.status == .ok)
      #expect(head.contentType == "application/json")
      #expect(head.headers[.contentLength] == String(createdUser.utf8.count))
      #expect(head.body.readableBytes == 0)

      let missing = try await client.execute(uri: "/users/2", method: .head)
      #expect(missing.status == .notFound)
      #expect(missing.body.readableBytes == 0)
    }
  }

  @Test(
    "Only the canonical address of a user finds it; other spellings of its id answer 404",
    arguments: ["/users/01", "/users/+1", "/users/1/", "/users/001"])
  func canonicalIdOnly(uri: String) async throws {
    try await makeApp().test(.router) { client in
      _ = try await client.postUser(validBody)
      #expect(try await client.get("/users/1").status == .ok)
      let response = try await client.get(uri)
      #expect(response.status == .notFound)
      #expect(response.contentType == "application/problem+json")
    }
  }
}
