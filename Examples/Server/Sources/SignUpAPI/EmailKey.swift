import Foundation

/// The key under which the store keeps an e-mail address: two addresses with one key are
/// the same user.
///
/// The key is the address lowercased, then in Unicode Normalization Form C, so
/// `ÄNN@example.com` and `änn@example.com`, `café@example.com` with a precomposed or a
/// combining accent, and `\u{212A}ate@example.com` (a Kelvin sign) and `kate@example.com`
/// are each one user. The storage example keys its users by the same definition.
///
/// - Parameter email: An e-mail address, as the client sent it.
/// - Returns: The key the store compares.
func emailKey(_ email: String) -> String {
  // Swift compares strings by canonical equivalence, so a dictionary would find NFC and
  // NFD spellings alike without the normalization; a key compared as bytes (a database
  // column, another service) would not. Spelling the key out gives both examples one
  // definition to agree on.
  email.lowercased().precomposedStringWithCanonicalMapping
}
