import Hummingbird
import HummingbirdTesting
import Testing

@testable import SignUpAPI

/// Pairs of e-mail addresses that are one user: in other capitals, with an accent
/// precomposed or combining, and with a Kelvin sign for the K.
let sameUserAddresses: [(String, String)] = [
  ("änn@example.com", "ÄNN@example.com"),
  ("caf\u{E9}@example.com", "cafe\u{301}@example.com"),
  ("\u{212A}ate@example.com", "kate@example.com"),
]

@Suite("E-mail keys")
struct EmailKeyTests {
  @Test("Addresses of one user have one key, scalar for scalar", arguments: sameUserAddresses)
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
