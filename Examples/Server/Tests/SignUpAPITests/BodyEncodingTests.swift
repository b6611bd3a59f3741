import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import SignUpAPI

/// The 400 answer to a body that cannot be read as JSON text.
let unreadableBody =
  #"{"detail":"The request body could not be read.","errors":[],"status":400,"#
  + #""title":"Bad Request","type":"about:blank"}"#

@Suite("Body encoding")
struct BodyEncodingTests {
  @Test(
    "A name holding bytes that are not UTF-8 answers 400: the body is not JSON text",
    arguments: [
      [0xFF], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0xF4, 0x90, 0x80, 0x80],
    ]
      as [[UInt8]])
  func invalidUTF8(bytes: [UInt8]) async throws {
    let (before, after) = splitAtName()
    try await makeApp().test(.router) { client in
      let response = try await client.postUser(bytes: before + bytes + after)
      #expect(response.status == .badRequest)
      #expect(response.text == unreadableBody)
    }
  }

  @Test(
    "A name holding an escaped surrogate that is not half of a pair answers 400",
    arguments: [
      #"\ud800"#, #"\uDC00"#, #"\ud800x"#, #"\ud800\u0041"#, #"\ud800\ud800"#,
      #"\udc00\ud800"#,
    ])
  func loneSurrogate(escape: String) async throws {
    try await makeApp().test(.router) { client in
      let response = try await client.postUser(
        validBody.replacingOccurrences(of: #""name": "Ann""#, with: #""name": "A\#(escape)""#))
      #expect(response.status == .badRequest)
      #expect(response.text == unreadableBody)
    }
  }

  @Test(
    "Escapes that are not lone surrogates are read as JSON",
    arguments: [#"\ud83d\ude00"#, #"\\ud800"#, #"\u00e9"#, #"\"q\""#])
  func otherEscapes(escape: String) async throws {
    try await makeApp().test(.router) { client in
      let response = try await client.postUser(
        validBody.replacingOccurrences(of: #""name": "Ann""#, with: #""name": "A\#(escape)""#))
      #expect(response.status == .created)
    }
  }

  @Test("A body in UTF-16 answers 400, though the decoder could read it")
  func utf16Body() async throws {
    let bytes = validBody.utf16.flatMap { [UInt8(truncatingIfNeeded: $0), UInt8($0 >> 8)] }
    try await makeApp().test(.router) { client in
      let response = try await client.postUser(bytes: bytes)
      #expect(response.status == .badRequest)
      #expect(response.text == unreadableBody)
    }
  }

  @Test(
    "A charset other than UTF-8 answers 415 problem details",
    arguments: [
      "application/json; charset=iso-8859-1", #"application/json; charset="latin1""#,
      "application/json; charset=UTF-16", "application/json; version=1; Charset=utf-16le",
      "application/json;charset=utf-8;charset=us-ascii",
    ])
  func otherCharset(contentType: String) async throws {
    try await makeApp().test(.router) { client in
      let response = try await client.postUser(validBody, contentType: contentType)
      #expect(response.status == .unsupportedMediaType)
      #expect(response.contentType == "application/problem+json")
      #expect(
        response.text
          == #"{"detail":"The request body must be encoded in UTF-8.","errors":[],"#
          + #""status":415,"title":"Unsupported Media Type","type":"about:blank"}"#)
    }
  }

  @Test(
    "UTF-8, in any case and quoted or not, is read",
    arguments: [
      "application/json; charset=UTF-8", #"application/json; charset="utf-8""#,
      "application/json; version=1; charset=utf-8",
    ])
  func utf8Charset(contentType: String) async throws {
    try await makeApp().test(.router) { client in
      let response = try await client.postUser(validBody, contentType: contentType)
      #expect(response.status == .created)
    }
  }

  // The valid body's bytes before and after the name's value, "Ann".
  private func splitAtName() -> ([UInt8], [UInt8]) {
    let parts = validBody.components(separatedBy: #""name": "Ann""#)
    return (Array((parts[0] + #""name": "A"#).utf8), Array((#"nn""# + parts[1]).utf8))
  }
}
