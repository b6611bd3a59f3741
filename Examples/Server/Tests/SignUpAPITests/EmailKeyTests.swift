import Hummingbird
import HummingbirdTesting
import Testing

@testable import SignUpAPI

/// Pairs of valid e-mail addresses that are one user: in other capitals, with an accent
/// precomposed or combining, and spelt in Cyrillic letters that look like the Latin ones.
let sameUserAddresses: [(String, String)] = [
  ("änn@example.com", "ÄNN@example.com"),
  ("caf\u{E9}@example.com", "cafe\u{301}@example.com"),
  ("ace@example.com", "\u{430}\u{441}\u{435}@example.com"),
  ("\u{441}\u{43E}\u{440}\u{435}@example.com", "cope@example.com"),
]

/// Pairs of addresses, some of which `.email()` refuses, that have one key all the same:
/// a Kelvin sign for the K, fullwidth letters, a Cyrillic or Greek letter among Latin ones.
let sameKeyAddresses: [(String, String)] = [
  ("\u{212A}ate@example.com", "kate@example.com"),
  ("\u{FF41}nn@example.com", "ann@example.com"),
  ("\u{430}nn@example.com", "ann@example.com"),
  ("j\u{3BF}hn@example.com", "john@example.com"),
  ("ANN@EXAMPLE.COM", "\u{FF21}NN@example.com"),
]

@Suite("E-mail keys")
struct EmailKeyTests {
  @Test(
    "Addresses of one user have one key, scalar for scalar",
    arguments: sameUserAddresses + sameKeyAddresses)
  func oneKey(first: String, second: String) {
    // Scalars, not `==`: strings compare by canonical equivalence, a stored key by bytes.
    #expect(Array(emailKey(first).unicodeScalars) == Array(emailKey(second).unicodeScalars))
  }

  @Test("The key is the address lowercased, in Unicode Normalization Form C")
  func lowercasedNFC() {
    #expect(
      Array(emailKey("CAFE\u{301}@Example.COM").unicodeScalars)
        == Array("caf\u{E9}@example.com".unicodeScalars))
  }

  @Test("The key of a look-alike is the Latin address it passes for")
  func lookalikeSkeleton() {
    #expect(emailKey("\u{430}\u{441}\u{435}@\u{435}xample.com") == "ace@example.com")
    #expect(emailKey("\u{FF41}nn@example.com") == "ann@example.com")
  }

  @Test("Over HTTP, a look-alike of a registered address is refused, never created")
  func lookalikesOverHTTP() async throws {
    try await makeApp().test(.live) { client in
      let created = try await client.postUser(validBody(email: "ann@example.com"))
      #expect(created.status == .created)
      for lookalike in [
        "\u{FF41}nn@example.com", "\u{430}nn@example.com", "\u{FF21}NN@example.com",
      ] {
        let again = try await client.postUser(validBody(email: lookalike))
        #expect(again.status != .created, "\(lookalike)")
      }
    }
  }

  @Test("Addresses with other keys are other users")
  func otherKeys() {
    #expect(emailKey("ann@example.com") != emailKey("anne@example.com"))
    #expect(emailKey("cafe@example.com") != emailKey("caf\u{E9}@example.com"))
  }

  @Test("Over HTTP, the second address of each pair answers 409")
  func conflictOverHTTP() async throws {
    try await makeApp().test(.live) { client in
      for (first, second) in sameUserAddresses {
        let created = try await client.postUser(validBody(email: first))
        #expect(created.status == .created, "\(first)")
        let again = try await client.postUser(validBody(email: second))
        #expect(again.status == .conflict, "\(second)")
      }
    }
  }
}
