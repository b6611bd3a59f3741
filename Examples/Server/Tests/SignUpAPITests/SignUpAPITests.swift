import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import SignUpAPI

@Suite("POST /users")
struct CreateUserTests {
  @Test("A valid sign-up answers 201 with the user, its location, and no password")
  func createsUser() async throws {
    try await makeApp().test(.router) { client in
      let response = try await client.postUser(validBody)
      #expect(response.status == .created)
      #expect(response.contentType == "application/json")
      #expect(response.headers[.location] == "/users/1")
      #expect(response.text == createdUser)
    }
  }

  @Test("An invalid sign-up answers 422 problem details listing every failure")
  func listsEveryFailure() async throws {
    let body = """
      {"email": "ann@localhost", "name": " ", "password": "short", "age": 12,
       "interests": [], "address": {"street": "Main St 1", "zip": "123", "city": "Berlin",
       "country": "Germany"}}
      """
    try await makeApp().test(.router) { client in
      let response = try await client.postUser(body)
      #expect(response.status == .unprocessableContent)
      #expect(response.contentType == "application/problem+json")
      #expect(response.text == expected422)
    }
  }

  @Test("A broken rule and an unknown key are failures with codes of their own")
  func ruleAndUnknownKey() async throws {
    let body = validBody.replacingOccurrences(of: secret, with: "Ann-Password-9")
      .replacingOccurrences(of: #""age""#, with: #""nickname": "annie", "age""#)
    try await makeApp().test(.router) { client in
      let response = try await client.postUser(body)
      #expect(response.status == .unprocessableContent)
      #expect(
        response.text == ##"{"detail":"2 validation failures.","errors":["##
          + ##"{"code":"unknown_key","detail":"unexpected key","pointer":"#/nickname"},"##
          + ##"{"code":"rule","detail":"The password must not contain the name.","##
          + ##""pointer":"#/password"}],"status":422,"title":"Unprocessable Content","##
          + ##""type":"about:blank"}"##)
    }
  }

  @Test(
    "A body that is not a JSON object answers 400 problem details",
    arguments: [#"{"email": "#, "not json", #"[1, 2]"#, ""])
  func malformedBody(body: String) async throws {
    try await makeApp().test(.router) { client in
      let response = try await client.postUser(body)
      #expect(response.status == .badRequest)
      #expect(response.contentType == "application/problem+json")
      #expect(
        response.text
          == #"{"detail":"The request body could not be read.","errors":[],"status":400,"#
          + #""title":"Bad Request","type":"about:blank"}"#)
    }
  }

  @Test(
    "A body sent as anything but application/json answers 400 problem details",
    arguments: [nil, "text/plain", "application/x-www-form-urlencoded", "application/jsonx"])
  func wrongContentType(contentType: String?) async throws {
    try await makeApp().test(.router) { client in
      let response = try await client.postUser(validBody, contentType: contentType)
      #expect(response.status == .badRequest)
      #expect(response.contentType == "application/problem+json")
      #expect(
        response.text
          == #"{"detail":"The request body must be application/json.","errors":[],"#
          + #""status":400,"title":"Bad Request","type":"about:blank"}"#)
    }
  }

  @Test("A body of another type is refused as such before it is read, whatever its size")
  func wrongContentTypeBeforeSize() async throws {
    try await makeApp().test(.router) { client in
      let response = try await client.postUser(
        String(repeating: "x", count: 2 * maximumBodySize), contentType: "text/plain")
      #expect(response.status == .badRequest)
    }
  }

  @Test("application/json with a charset parameter is JSON")
  func jsonWithCharset() async throws {
    try await makeApp().test(.router) { client in
      let response = try await client.postUser(
        validBody, contentType: "Application/JSON; charset=utf-8")
      #expect(response.status == .created)
    }
  }

  @Test("A body of exactly 64 KiB is read; one byte more answers 413 problem details")
  func bodySizeLimit() async throws {
    let padding = String(repeating: " ", count: maximumBodySize - validBody.utf8.count)
    try await makeApp().test(.router) { client in
      let atLimit = try await client.postUser(validBody + padding)
      #expect(atLimit.status == .created)

      let above = try await client.postUser(validBody + padding + " ")
      #expect(above.status == .contentTooLarge)
      #expect(above.contentType == "application/problem+json")
      #expect(
        above.text
          == #"{"detail":"The request body is larger than 65536 bytes.","errors":[],"#
          + #""status":413,"title":"Content Too Large","type":"about:blank"}"#)
    }
  }

  @Test("A second sign-up with the same e-mail address, in any case, answers 409")
  func duplicateEmail() async throws {
    try await makeApp().test(.router) { client in
      #expect(try await client.postUser(validBody).status == .created)
      let again = try await client.postUser(
        validBody.replacingOccurrences(of: "ann@example.com", with: "ANN@example.com"))
      #expect(again.status == .conflict)
      #expect(
        again.text
          == ##"{"detail":"This e-mail address is taken.","errors":["##
          + ##"{"code":"already_registered","##
          + ##""detail":"This e-mail address is already registered.","pointer":"#/email"}],"##
          + ##""status":409,"title":"Conflict","type":"about:blank"}"##)
    }
  }

  @Test("Sign-ups sent at once get distinct ids")
  func concurrentSignUps() async throws {
    try await makeApp().test(.router) { client in
      let ids = try await withThrowingTaskGroup(of: Int.self) { group in
        for index in 0..<20 {
          group.addTask {
            let body = validBody.replacingOccurrences(
              of: "ann@example.com", with: "ann\(index)@example.com")
            let response = try await client.postUser(body)
            return try JSONDecoder().decode(User.self, from: Data(response.body.readableBytesView))
              .id
          }
        }
        return try await group.reduce(into: Set<Int>()) { $0.insert($1) }
      }
      #expect(ids == Set(1...20))
    }
  }
}

@Suite("GET /users/{id}")
struct GetUserTests {
  @Test("A created user is found by its id, as it was created")
  func findsUser() async throws {
    try await makeApp().test(.router) { client in
      _ = try await client.postUser(validBody)
      let response = try await client.get("/users/1")
      #expect(response.status == .ok)
      #expect(response.contentType == "application/json")
      #expect(response.text == createdUser)
    }
  }

  @Test("An unknown or malformed id answers 404 problem details", arguments: ["2", "0", "x"])
  func unknownUser(id: String) async throws {
    try await makeApp().test(.router) { client in
      _ = try await client.postUser(validBody)
      let response = try await client.get("/users/\(id)")
      #expect(response.status == .notFound)
      #expect(response.contentType == "application/problem+json")
      #expect(
        response.text
          == #"{"detail":"There is no user with this id.","errors":[],"status":404,"#
          + #""title":"Not Found","type":"about:blank"}"#)
    }
  }

  @Test("An unknown address answers 404 problem details too")
  func unknownRoute() async throws {
    try await makeApp().test(.router) { client in
      let response = try await client.get("/nothing/here")
      #expect(response.status == .notFound)
      #expect(response.contentType == "application/problem+json")
    }
  }
}

@Suite("Secrets and models")
struct SecretTests {
  @Test("The password appears in no response, whatever the outcome")
  func passwordNeverAnswered() async throws {
    let invalid = validBody.replacingOccurrences(of: #""age": 34"#, with: #""age": 3"#)
    let weakSecret = "Ann-Secret-7"
    let weak = validBody.replacingOccurrences(of: secret, with: weakSecret)
    try await makeApp().test(.router) { client in
      var responses = [TestResponse]()
      responses.append(try await client.postUser(validBody))
      responses.append(try await client.postUser(validBody))  // 409
      responses.append(try await client.postUser(invalid))  // 422
      responses.append(try await client.postUser(weak))  // 422, the rule
      responses.append(try await client.postUser(validBody + "}"))  // 400
      responses.append(try await client.postUser(validBody, contentType: "text/plain"))
      responses.append(try await client.get("/users/1"))
      #expect(responses.map(\.status.code) == [201, 409, 422, 422, 400, 400, 200])
      for response in responses {
        #expect(!response.text.contains(secret))
        #expect(!response.text.contains(weakSecret))
        #expect(!response.headers.contains { $0.value.contains(secret) })
      }
    }
  }

  @Test("The models list every field they guard")
  func fieldLists() {
    #expect(SignUp().fieldListProblems() == [])
    #expect(Address().fieldListProblems() == [])
  }
}

@Suite("Over HTTP")
struct LiveTests {
  @Test("A live server creates, finds and refuses over a real connection")
  func liveServer() async throws {
    try await makeApp().test(.live) { client in
      let created = try await client.postUser(validBody)
      #expect(created.status == .created)
      #expect(created.text == createdUser)

      let found = try await client.get("/users/1")
      #expect(found.text == createdUser)

      let invalid = try await client.postUser(#"{"email": "x"}"#)
      #expect(invalid.status == .unprocessableContent)
      #expect(invalid.contentType == "application/problem+json")

      let tooLarge = try await client.postUser(
        String(repeating: " ", count: maximumBodySize + 1))
      #expect(tooLarge.status == .contentTooLarge)
    }
  }
}

/// The 422 answer to the invalid sign-up in `CreateUserTests.listsEveryFailure()`.
///
/// The failures come in the order the model lists its fields, each with its pointer and
/// code, and no value. The rule is skipped, as the password it reads is invalid.
let expected422 =
  ##"{"detail":"7 validation failures.","errors":["##
  + ##"{"code":"pattern_mismatch","detail":"Must be a valid e-mail address.","##
  + ##""pointer":"#/email"},"##
  + ##"{"code":"too_short","detail":"Must not be blank.","pointer":"#/name"},"##
  + ##"{"code":"too_short","detail":"Must have at least 10 characters. "##
  + ##"Must contain at least 1 digit. Must contain at least 1 uppercase letter.","##
  + ##""params":{"min":10},"pointer":"#/password"},"##
  + ##"{"code":"out_of_range","detail":"Must be between 16 and 120.","##
  + ##""params":{"max":120,"min":16},"pointer":"#/age"},"##
  + ##"{"code":"too_few","detail":"Must have between 1 and 5 items.","##
  + ##""params":{"max":5,"min":1},"pointer":"#/interests"},"##
  + ##"{"code":"pattern_mismatch","detail":"Must be a 5-digit ZIP code.","##
  + ##""pointer":"#/address/zip"},"##
  + ##"{"code":"pattern_mismatch","detail":"Must be an ISO 3166-1 country code such as DE.","##
  + ##""pointer":"#/address/country"}],"##
  + ##""status":422,"title":"Unprocessable Content","type":"about:blank"}"##
